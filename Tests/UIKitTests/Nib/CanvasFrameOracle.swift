import Foundation
import UIKit
import UIKitTesting

/// One view's frame as laid out here on Interface Builder's canvas and as Xcode recorded it
/// (`<rect key="frame">`), both in the coordinates of the top-level view (or scene view) it
/// belongs to: each superview's frame origin added up, bounds origins (scroll offsets) left out,
/// as the file's frames are.
struct CanvasFrame {
    let file: String
    let id: String
    let type: String
    /// Nil when the view is not in the laid-out tree.
    let ours: CGRect?
    let xcode: CGRect

    /// How far the farthest edge is from Xcode's.
    var error: CGFloat {
        guard let ours else { return .infinity }
        return max(abs(ours.minX - xcode.minX), abs(ours.minY - xcode.minY), abs(ours.maxX - xcode.maxX), abs(ours.maxY - xcode.maxY))
    }
}

/// Loads each file of the corpus on the canvas, lays each top-level view (each scene) out at
/// the size the file records, and pairs every view with the frame Xcode recorded for it.
@MainActor
enum CanvasFrameOracle {
    static let options: [UINib.OptionsKey: Any] = [.interfaceBuilderCanvas: true]

    /// The file's views; throws what stopped the file from loading on the canvas.
    static func frames(in url: URL) throws -> [CanvasFrame] {
        let document = try NibResource.document(at: url)
        let bundle = Bundle(url: url.deletingLastPathComponent())
        switch document.kind {
        case .xib:
            // Views belong to the running context: the host (a fresh one) comes first, as large
            // as the largest top-level view.
            let sizes = (document.objects?.children ?? []).compactMap { recordedFrame($0)?.size }
            let host = UITestHost(size: CGSize(width: sizes.map(\.width).max() ?? 1, height: sizes.map(\.height).max() ?? 1), scale: scale(of: document))
            let (topLevel, loads) = try NibLoadingSession.recordingLoads {
                try UINib(contentsOf: url, bundle: bundle).instantiateTopLevel(withOwner: nil, options: options)
            }
            let made = loads.filter { $0.file == document.file }
            return topLevel.flatMap { id, object -> [CanvasFrame] in
                guard let view = object as? UIView, let element = document.elementsByID[id], let size = recordedFrame(element)?.size,
                      size.width >= 1, size.height >= 1 else { return [] }
                InterfaceBuilderCanvas.place(view, size: size, in: host.window)
                host.runLoopTurn()
                view.layoutIfNeeded()
                defer { view.removeFromSuperview() }
                return compareAllRows(element, to: view, made, file: document.file)
            }
        case .storyboard:
            let storyboard = try UIStoryboard(contentsOf: url, bundle: bundle, options: options)
            return document.scenes.flatMap { scene -> [CanvasFrame] in
                guard let element = scene.child("objects")?.children.first(where: { !["placeholder", "exit", "viewControllerPlaceholder"].contains($0.name) }),
                      // A stand-in collection view controller answers no supplementary views (its
                      // app's subclass would): UIKit stops there, as on iOS.
                      element.name != "collectionViewController",
                      let id = element.id, let viewElement = element.child(key: "view"),
                      let frame = recordedFrame(viewElement), frame.width >= 1, frame.height >= 1 else { return [] }
                // Under an opaque simulated bar the view starts below it: the screen holds both.
                let host = UITestHost(size: CGSize(width: frame.maxX, height: frame.maxY), scale: scale(of: document))
                guard let (controller, loads) = try? NibLoadingSession.recordingLoads({
                          try UINib.throwingErrors { () -> UIViewController? in
                              let controller = storyboard.instantiateViewController(elementID: id)
                              _ = controller?.view
                              return controller
                          }
                      }), let controller else { return [] }
                InterfaceBuilderCanvas.show(controller, bars: SimulatedBars(scene: id, in: document), in: host.window)
                host.runLoopTurn()
                controller.view.layoutIfNeeded()
                return compareAllRows(viewElement, to: controller.view, loads.filter { $0.file == document.file }, file: document.file)
            }
        }
    }

    /// Every element under `root` that Xcode gave a frame and that became a view here.
    /// A scene's views may be made by several loads (its view, static cells, or a view made
    /// twice): the one shown is the one in `view`'s tree.
    private static func compare(_ root: IBElement, to view: UIView, _ loads: [NibLoadingSession], file: String) -> [CanvasFrame] {
        var result: [CanvasFrame] = []
        func made(_ id: String) -> UIView? {
            let views = loads.compactMap { $0.object(for: id) as? UIView }
            return views.first { position(of: $0, in: view) != nil } ?? views.first
        }
        func visit(_ element: IBElement, origin: CGPoint) {
            for child in element.children {
                guard let frame = recordedFrame(child), let id = child.id, let made = made(id) else {
                    visit(child, origin: origin)
                    continue
                }
                let xcode = frame.offsetBy(dx: origin.x, dy: origin.y)
                result.append(CanvasFrame(file: file, id: id, type: "\(type(of: made))", ours: position(of: made, in: view), xcode: xcode))
                visit(child, origin: xcode.origin)
            }
        }
        visit(root, origin: .zero)
        return result
    }

    /// `compare`, and then, for the views not shown, again with each table view scrolled a
    /// screen at a time through its content: Xcode records a frame for every row of a static
    /// table, while a table here lays out only the rows in its bounds. A row's frame is in its
    /// table's content coordinates, so where it lands does not depend on the scroll offset.
    private static func compareAllRows(_ root: IBElement, to view: UIView, _ loads: [NibLoadingSession], file: String) -> [CanvasFrame] {
        var result = compare(root, to: view, loads, file: file)
        var tables: [UITableView] = []
        var stack = [view]
        while let v = stack.popLast() {
            if let table = v as? UITableView { tables.append(table) }
            stack.append(contentsOf: v.subviews)
        }
        for table in tables where table.bounds.height >= 1 {
            let start = table.contentOffset
            var y = start.y
            while result.contains(where: { $0.ours == nil }), y + table.bounds.height < table.contentSize.height + table.adjustedContentInset.bottom {
                y += table.bounds.height
                table.contentOffset.y = y
                view.layoutIfNeeded()
                let scrolled = compare(root, to: view, loads, file: file)
                for (i, frame) in scrolled.enumerated() where i < result.count && result[i].ours == nil && frame.ours != nil {
                    result[i] = frame
                }
            }
            table.contentOffset = start
            view.layoutIfNeeded()
        }
        return result
    }

    /// `view`'s frame in `root`'s coordinates, nil when it is not in `root`'s tree.
    private static func position(of view: UIView, in root: UIView) -> CGRect? {
        var frame = view.frame
        var ancestor = view.superview
        while let current = ancestor, current !== root {
            frame = frame.offsetBy(dx: current.frame.minX, dy: current.frame.minY)
            ancestor = current.superview
        }
        return ancestor === root ? frame : nil
    }

    /// The scale of the device the file is designed on: Xcode lays out at its pixels (a
    /// hairline is half a point at 2×, frames land on thirds at 3×). Files without a device
    /// were laid out at 2×.
    static func scale(of document: IBDocument) -> CGFloat {
        let threeX = ["retina5_5", "retina5_9", "retina6_5", "retina6_12", "retina6_72", "retina6_3", "retina6_7", "retina6_9"]
        guard let device = document.root.child("device")?["id"] else { return 2 }
        return threeX.contains(device) ? 3 : 2
    }

    static func recordedFrame(_ element: IBElement) -> CGRect? {
        guard let rect = element.child("rect", key: "frame") else { return nil }
        let values = ["x", "y", "width", "height"].map { rect[$0].flatMap(Double.init) ?? 0 }
        guard values.allSatisfy(\.isFinite) else { return nil }
        return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
    }
}
