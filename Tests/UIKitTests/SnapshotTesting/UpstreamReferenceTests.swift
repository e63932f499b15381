import Foundation
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

/// swift-snapshot-testing's own UIKit tests, run against the references its authors recorded
/// on the iOS simulator (in the package's checkout under .build/checkouts): the same values,
/// strategies and names, so a pass here is a pass on iOS.
@Suite("swift-snapshot-testing's iOS references", .freshContext) @MainActor
struct UpstreamReferenceTests {
    /// Where SwiftPM checked the library out, with its recorded references.
    static let references = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".build/checkouts/swift-snapshot-testing/Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests")

    /// Compares `value` with the reference `testName.name.ext`; nil when it matches.
    func verify<Value, Format>(_ value: @autoclosure () -> Value, as strategy: Snapshotting<Value, Format>,
                               named name: String, testName: String) throws -> String? {
        try #require(FileManager.default.fileExists(atPath: Self.references.path),
                     "swift-snapshot-testing's checkout (with its references) is not at \(Self.references.path)")
        return verifySnapshot(of: value(), as: strategy, named: name, record: .never,
                              snapshotDirectory: Self.references.path, testName: testName)
    }

    /// The heart the library's tests draw: every element type, a closed subpath and an ellipse.
    static var heart: CGPath {
        let s: CGFloat = 30
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 0, y: 2 * s))
        path.addQuadCurve(to: CGPoint(x: 1 * s, y: 3 * s), control: CGPoint(x: 0.125 * s, y: 2.875 * s))
        path.addQuadCurve(to: CGPoint(x: 2 * s, y: 2 * s), control: CGPoint(x: 1.875 * s, y: 2.875 * s))
        path.addCurve(to: CGPoint(x: 3 * s, y: 1 * s), control1: CGPoint(x: 2.5 * s, y: 2 * s), control2: CGPoint(x: 3 * s, y: 1.5 * s))
        path.addCurve(to: CGPoint(x: 2 * s, y: 0), control1: CGPoint(x: 3 * s, y: 0.5 * s), control2: CGPoint(x: 2.5 * s, y: 0))
        path.addLine(to: CGPoint(x: 0, y: 0))
        path.closeSubpath()
        path.addEllipse(in: CGRect(x: 2 * s, y: 2 * s, width: s, height: s))
        return path
    }

    @Test("A path's elements read as on iOS, number for number: CGPath and UIBezierPath")
    func pathElements() throws {
        #expect(try verify(Self.heart, as: .elementsDescription, named: "iOS", testName: "testCGPath") == nil)
        #expect(try verify(UIBezierPath(cgPath: Self.heart), as: .elementsDescription, named: "iOS", testName: "testUIBezierPath") == nil)
    }

    /// Cairo and Core Graphics cover edge pixels a little differently: 0.67% of the bytes
    /// differ, all on the anti-aliased outline (measured; the fill itself is identical).
    @Test("A filled path matches iOS's pixels but for anti-aliasing: 99% of the bytes are equal")
    func pathImages() throws {
        #expect(try verify(Self.heart, as: .image(precision: 0.99), named: "iOS", testName: "testCGPath") == nil)
        #expect(try verify(UIBezierPath(cgPath: Self.heart), as: .image(precision: 0.99), named: "iOS", testName: "testUIBezierPath") == nil)
        #expect(try verify(Self.heart, as: .image, named: "iOS", testName: "testCGPath") != nil, "if this matches exactly, tighten the test")
    }

    @Test("A bordered layer renders as iOS recorded it, pixel for pixel, at the phone's scale 3")
    func layer() throws {
        _ = UITestHost(size: CGSize(width: 375, height: 812), scale: 3)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.backgroundColor = UIColor.red.cgColor
        layer.borderWidth = 4
        layer.borderColor = UIColor.black.cgColor
        #expect(try verify(layer, as: .image, named: "1", testName: "testCALayer") == nil)
    }

    @Test("A controller whose root view does not translate its mask fills its window, pixel for pixel as on iOS")
    func autolayout() throws {
        _ = UITestHost(size: CGSize(width: 375, height: 812), scale: 3)
        let controller = UIViewController()
        controller.view.translatesAutoresizingMaskIntoConstraints = false
        let subview = UIView()
        subview.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(subview)
        NSLayoutConstraint.activate([
            subview.topAnchor.constraint(equalTo: controller.view.topAnchor),
            subview.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor),
            subview.leftAnchor.constraint(equalTo: controller.view.leftAnchor),
            subview.rightAnchor.constraint(equalTo: controller.view.rightAnchor),
        ])
        #expect(try verify(controller, as: .image, named: "1", testName: "testAutolayout") == nil)
    }

    /// The card matches; its text is set in Inter, not San Francisco, so the glyphs' pixels
    /// differ: 10.0% of the pixels beyond 16 levels (measured), all inside the three lines of
    /// text; the lines break at the same words.
    @Test("An image with no pixels is stored as the library's placeholder: the 400 × 80 red card iOS's references hold for a zero-size view")
    func zeroSizePlaceholder() throws {
        _ = UITestHost(size: CGSize(width: 375, height: 812), scale: 2)
        let data = Snapshotting<UIImage, UIImage>.image.diffing.toData(UIImage())
        let stored = try #require(ImageCodec.decode(data))
        let url = Self.references.appendingPathComponent("testViewWithZeroHeightOrWidth.noHeight.png")
        let reference = try #require(ImageCodec.decode(try Data(contentsOf: url)))
        #expect(stored.width == reference.width && stored.height == reference.height)
        let differing = ReferenceImage.difference(stored, reference, tolerance: 16)?.pixelCount ?? 0
        #expect(Double(differing) / Double(reference.width * reference.height) < 0.11, "\(differing) pixels differ")
        #expect(stored.pixel(x: 4, y: 4).r == 255 && stored.pixel(x: 4, y: 4).g == 0, "the card is red")
    }

    @Test("A view with no size does not match a reference that has pixels")
    func emptyViewFails() throws {
        _ = UITestHost(size: CGSize(width: 375, height: 812), scale: 3)
        let view = UIView(frame: .zero)
        view.backgroundColor = .blue
        #expect(try verify(view, as: .image, named: "notEmptyImage", testName: "testViewAgainstEmptyImage") != nil)
    }

    /// Counts its appearance callbacks, in the order they first come.
    final class CountingController: UIViewController {
        var counts: [String: Int] = [:]
        var firstOrder: [String] = []
        private func note(_ name: String) {
            if counts[name] == nil { firstOrder.append(name) }
            counts[name, default: 0] += 1
        }
        override func viewDidLoad() { super.viewDidLoad(); note("viewDidLoad") }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); note("viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); note("viewDidAppear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); note("viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); note("viewDidDisappear") }
    }

    /// iOS calls each method twice per snapshot (four times in all); here each comes once per
    /// snapshot, balanced and in the same order.
    @Test("Two snapshots of a controller match iOS's images; each snapshot appears and then disappears the controller, callbacks balanced and in iOS's order")
    func controllerLifeCycle() throws {
        _ = UITestHost(size: CGSize(width: 414, height: 896), scale: 3)
        let controller = CountingController()
        #expect(try verify(controller as UIViewController, as: .image, named: "1", testName: "testUIViewControllerLifeCycle") == nil)
        #expect(try verify(controller as UIViewController, as: .image, named: "2", testName: "testUIViewControllerLifeCycle") == nil)
        #expect(controller.counts == ["viewDidLoad": 1, "viewWillAppear": 2, "viewDidAppear": 2, "viewWillDisappear": 2, "viewDidDisappear": 2])
        #expect(controller.firstOrder == ["viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
    }
}
