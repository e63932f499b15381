// The nib loader: parsing a .xib, a first load (parse + instantiate), and instantiating again
// from the parsed document a UINib keeps, each against building the same hierarchy in code.
// Goals: a cached instantiation within 2× the code, a 50 KB xib parsed within 5 ms.
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import UIKit
internal import RuntimeSupport

// MARK: A generated nib and the same hierarchy in code

/// One subview of the generated nib: what it is and the values Interface Builder would
/// write for it, so the XML and the code path are made from the same description.
private struct NibObjectSpec {
    enum Kind { case view, label, button, imageView }
    let index: Int
    let kind: Kind
    let frame: CGRect
    let mask: UIView.AutoresizingMask
    let red: CGFloat, green: CGFloat, blue: CGFloat
    let fontSize: CGFloat
    let bold: Bool
    /// Placed by constraints (leading, top, width) rather than by its autoresizing mask.
    let constrained: Bool

    var id: String { "obj-\(index)" }
    var title: String { "Item \(index)" }

    init(_ i: Int, constrainedCount: Int) {
        index = i
        kind = [Kind.view, .label, .button, .imageView][i % 4]
        frame = CGRect(x: Double(i % 5) * 70 + 8, y: Double(i / 5) * 44 + 20, width: 64, height: 40)
        mask = i % 2 == 0 ? [.flexibleRightMargin, .flexibleBottomMargin] : [.flexibleWidth, .flexibleBottomMargin]
        red = CGFloat(i % 7) / 8
        green = CGFloat(i % 5) / 8
        blue = CGFloat(i % 3) / 4
        fontSize = CGFloat(12 + i % 6)
        bold = i % 3 == 0
        constrained = i <= constrainedCount
    }
}

/// A deterministic description of a root view and `count - 1` subviews of mixed kinds.
private func nibSpecs(objects count: Int) -> [NibObjectSpec] {
    (1..<count).map { NibObjectSpec($0, constrainedCount: 7) }
}

private func xmlNumber(_ value: CGFloat) -> String { "\(Double(value))" }

private func xmlColor(_ key: String, _ s: NibObjectSpec) -> String {
    #"<color key="\#(key)" red="\#(xmlNumber(s.red))" green="\#(xmlNumber(s.green))" blue="\#(xmlNumber(s.blue))" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
}

private func xmlMask(_ mask: UIView.AutoresizingMask) -> String {
    var attributes = ""
    if mask.contains(.flexibleWidth) { attributes += #" widthSizable="YES""# }
    if mask.contains(.flexibleRightMargin) { attributes += #" flexibleMaxX="YES""# }
    if mask.contains(.flexibleBottomMargin) { attributes += #" flexibleMaxY="YES""# }
    return #"<autoresizingMask key="autoresizingMask"\#(attributes)/>"#
}

/// The .xib Interface Builder would write for `specs` under a 375 × 812 root view, with the
/// constrained subviews' constraints (leading, top, width) in the root's `<constraints>`.
private func nibXML(_ specs: [NibObjectSpec]) -> String {
    var xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>

    """
    for s in specs {
        let f = s.frame
        let rect = #"<rect key="frame" x="\#(xmlNumber(f.minX))" y="\#(xmlNumber(f.minY))" width="\#(xmlNumber(f.width))" height="\#(xmlNumber(f.height))"/>"#
        let translates = s.constrained ? #" translatesAutoresizingMaskIntoConstraints="NO""# : ""
        let font = s.bold
            ? #"<fontDescription key="fontDescription" type="boldSystem" pointSize="\#(xmlNumber(s.fontSize))"/>"#
            : #"<fontDescription key="fontDescription" type="system" pointSize="\#(xmlNumber(s.fontSize))"/>"#
        let indent = String(repeating: " ", count: 16)
        switch s.kind {
        case .view:
            xml += """
            \(indent)<view contentMode="scaleToFill"\(translates) id="\(s.id)">
            \(indent)    \(rect)
            \(indent)    \(xmlMask(s.mask))
            \(indent)    \(xmlColor("backgroundColor", s))
            \(indent)</view>

            """
        case .label:
            xml += """
            \(indent)<label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(s.title)" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="2" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO"\(translates) id="\(s.id)">
            \(indent)    \(rect)
            \(indent)    \(xmlMask(s.mask))
            \(indent)    \(font)
            \(indent)    \(xmlColor("textColor", s))
            \(indent)    <nil key="highlightedColor"/>
            \(indent)</label>

            """
        case .button:
            xml += """
            \(indent)<button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation"\(translates) id="\(s.id)">
            \(indent)    \(rect)
            \(indent)    \(xmlMask(s.mask))
            \(indent)    \(font)
            \(indent)    <state key="normal" title="\(s.title)">
            \(indent)        \(xmlColor("titleColor", s))
            \(indent)    </state>
            \(indent)    <state key="highlighted" title="\(s.title) (pressed)"/>
            \(indent)    <state key="disabled" title="\(s.title) (off)"/>
            \(indent)</button>

            """
        case .imageView:
            xml += """
            \(indent)<imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251"\(translates) id="\(s.id)">
            \(indent)    \(rect)
            \(indent)    \(xmlMask(s.mask))
            \(indent)    \(xmlColor("backgroundColor", s))
            \(indent)</imageView>

            """
        }
    }
    xml += """
                </subviews>
                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                <constraints>

    """
    for s in specs where s.constrained {
        let f = s.frame
        xml += """
                    <constraint firstItem="\(s.id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\(xmlNumber(f.minX))" id="\(s.id)-l"/>
                    <constraint firstItem="\(s.id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(xmlNumber(f.minY))" id="\(s.id)-t"/>
                    <constraint firstItem="\(s.id)" firstAttribute="width" constant="\(xmlNumber(f.width))" id="\(s.id)-w"/>

        """
    }
    xml += """
                </constraints>
                <point key="canvasLocation" x="132" y="-11"/>
            </view>
        </objects>
    </document>

    """
    return xml
}

/// The hierarchy `nibXML(specs)` describes, built in code as an app would write it: the
/// same classes, frames, masks, colors, fonts, titles and constraints.
@MainActor private func buildInCode(_ specs: [NibObjectSpec]) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.backgroundColor = UIColor(white: 1, alpha: 1)
    var constraints: [NSLayoutConstraint] = []
    for s in specs {
        let color = UIColor(red: s.red, green: s.green, blue: s.blue, alpha: 1)
        let font = s.bold ? UIFont.boldSystemFont(ofSize: s.fontSize) : UIFont.systemFont(ofSize: s.fontSize)
        let view: UIView
        switch s.kind {
        case .view:
            view = UIView(frame: s.frame)
            view.backgroundColor = color
        case .label:
            let label = UILabel(frame: s.frame)
            label.contentMode = .left
            label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
            label.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
            label.text = s.title
            label.textAlignment = .natural
            label.lineBreakMode = .byTruncatingTail
            label.numberOfLines = 2
            label.font = font
            label.textColor = color
            view = label
        case .button:
            let button = UIButton(type: .system)
            button.frame = s.frame
            button.contentHorizontalAlignment = .center
            button.contentVerticalAlignment = .center
            button.titleLabel?.font = font
            button.titleLabel?.lineBreakMode = .byTruncatingMiddle
            button.setTitle(s.title, for: .normal)
            button.setTitleColor(color, for: .normal)
            button.setTitle("\(s.title) (pressed)", for: .highlighted)
            button.setTitle("\(s.title) (off)", for: .disabled)
            view = button
        case .imageView:
            let imageView = UIImageView(frame: s.frame)
            imageView.isUserInteractionEnabled = false
            imageView.contentMode = .scaleAspectFit
            imageView.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
            imageView.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
            imageView.backgroundColor = color
            view = imageView
        }
        view.autoresizingMask = s.mask
        root.addSubview(view)
        if s.constrained {
            view.translatesAutoresizingMaskIntoConstraints = false
            constraints.append(view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: s.frame.minX))
            constraints.append(view.topAnchor.constraint(equalTo: root.topAnchor, constant: s.frame.minY))
            constraints.append(view.widthAnchor.constraint(equalToConstant: s.frame.width))
        }
    }
    NSLayoutConstraint.activate(constraints)
    return root
}

// MARK: Checks and helpers

/// Views in the tree under `view`, itself included.
@MainActor private func viewCount(_ view: UIView) -> Int {
    1 + view.subviews.reduce(0) { $0 + viewCount($1) }
}

/// Views under the top-level objects a nib returned.
@MainActor private func viewCount(_ objects: [Any]) -> Int {
    objects.reduce(0) { $0 + (($1 as? UIView).map(viewCount) ?? 1) }
}

/// Stops with `message` (kept in release builds, unlike a precondition's).
private func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}

/// The nib and the code must have made the same thing, or the ratio means nothing.
@MainActor private func checkSame(_ nib: UIView, _ code: UIView) {
    expect(nib.subviews.count == code.subviews.count, "subviews: \(nib.subviews.count) from the nib, \(code.subviews.count) in code")
    expect(nib.constraints.count == code.constraints.count, "root constraints: \(nib.constraints.count) from the nib, \(code.constraints.count) in code")
    for (a, b) in zip(nib.subviews, code.subviews) {
        expect(type(of: a) == type(of: b) && a.frame == b.frame && a.autoresizingMask == b.autoresizingMask
               && a.translatesAutoresizingMaskIntoConstraints == b.translatesAutoresizingMaskIntoConstraints
               && a.backgroundColor == b.backgroundColor && a.constraints.count == b.constraints.count,
               "\(a) from the nib differs from \(b) in code")
        if let la = a as? UILabel, let lb = b as? UILabel {
            expect(la.text == lb.text && la.font.pointSize == lb.font.pointSize && la.numberOfLines == lb.numberOfLines
                   && la.textColor == lb.textColor && la.contentMode == lb.contentMode, "labels differ: \(la) and \(lb)")
        }
        if let ba = a as? UIButton, let bb = b as? UIButton {
            expect(ba.title(for: .highlighted) == bb.title(for: .highlighted) && ba.buttonType == bb.buttonType,
                   "buttons differ: \(ba) and \(bb)")
        }
    }
}

/// What parsing costs at the least: the same bytes through XMLParser with a delegate that
/// keeps nothing, the floor under building the element tree.
private final class DiscardingDelegate: NSObject, XMLParserDelegate {
    var elements = 0
    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) { elements += 1 }
}

private func parseOnly(_ data: Data) -> Int {
    let delegate = DiscardingDelegate()
    let parser = XMLParser(data: data)
    parser.delegate = delegate
    _ = parser.parse()
    return delegate.elements
}

/// Times `iterations` calls of each of `bodies` per run, the bodies taking turns within each
/// run so that a busy machine slows them alike; the median per call of each, in ms. What the
/// calls make stays alive until the timing ends, so releasing it is not counted.
@MainActor private func timeEach(_ iterations: Int, runs: Int = 9, _ bodies: () -> Any...) -> [Double] {
    var kept: [Any] = []
    kept.reserveCapacity(iterations * runs * bodies.count)
    var samples = Array(repeating: [Double](), count: bodies.count)
    for _ in 0..<runs {
        for (i, body) in bodies.enumerated() {
            samples[i].append(measure(runs: 1) { for _ in 0..<iterations { kept.append(body()) } } / Double(iterations))
        }
    }
    kept.removeAll()
    CATransaction.flush()
    return samples.map { $0.sorted()[$0.count / 2] }
}

// MARK: The benchmarks

@MainActor func runNibLoadingBenchmarks() {
    // 50 objects: a root view and 49 subviews, 21 constraints.
    let specs = nibSpecs(objects: 50)
    let data = Data(nibXML(specs).utf8)
    let loaded = try! UINib(data: data, bundle: nil).instantiateThrowing(withOwner: nil, options: nil)
    let inCode = buildInCode(specs)
    checkSame(loaded[0] as! UIView, inCode)
    // Views in the tree, with those buttons keep for their title and image.
    let treeViews = viewCount(inCode)
    expect(viewCount(loaded) == treeViews, "views: \(viewCount(loaded)) from the nib, \(treeViews) in code")

    // Parsing alone, on the same kind of file grown to about 50 KB.
    var bigCount = 50
    var bigData = data
    while bigData.count < 50_000 {
        bigCount += 2
        bigData = Data(nibXML(nibSpecs(objects: bigCount)).utf8)
    }
    let parse = timeEach(10, { try! IBDocument(data: bigData, file: "generated.xib") }, { parseOnly(bigData) })
    record("nib parse, \(bigData.count / 1000) KB xib (\(bigCount) objects)", parse[0], "ms",
           baseline: "XMLParser, empty delegate", parse[1])

    // A first load parses each time: UINib(data:) keeps its document in itself only.
    let nib = UINib(data: data, bundle: nil)
    let times = timeEach(40, { buildInCode(specs) },
                         { try! UINib(data: data, bundle: nil).instantiateThrowing(withOwner: nil, options: nil) },
                         { try! nib.instantiateThrowing(withOwner: nil, options: nil) }).map { $0 * 1e3 }
    record("nib 50 objects: first load (parse+instantiate)", times[1], "µs", baseline: "same views in code", times[0])
    record("nib 50 objects: cached instantiate", times[2], "µs", baseline: "same views in code", times[0], goal: .ratio(1.5))

    runLargestCorpusNibs(codeMicrosecondsPerView: times[0] / Double(treeViews))
}

/// The largest real .xibs of the conformance corpus, when it is beside this checkout
/// (`../shared/conformance/ib/xib`): the largest that loads strictly and, when the largest
/// of all does not, that one on the canvas (`.interfaceBuilderCanvas`, which stands plain
/// views in for classes this UIKit lacks). There is no code path for them: a first load is
/// set against parsing alone, and a cached instantiation against the 50-object code path's
/// time per view times the views made.
@MainActor private func runLargestCorpusNibs(codeMicrosecondsPerView: Double) {
    let directory = URL(fileURLWithPath: "../shared/conformance/ib/xib")
    let fm = FileManager.default
    guard let names = try? fm.contentsOfDirectory(atPath: directory.path) else {
        print("nib: no corpus at \(directory.path); skipping the real-xib rows")
        return
    }
    let files = names.filter { $0.hasSuffix(".xib") }.map { directory.appendingPathComponent($0) }
        .map { url in (url: url, size: (try? fm.attributesOfItem(atPath: url.path))?[.size] as? Int ?? 0) }
        .sorted { $0.size > $1.size }
    let strict: [UINib.OptionsKey: Any] = [:]
    let canvas: [UINib.OptionsKey: Any] = [.interfaceBuilderCanvas: true]
    /// Nil when the file loads with `options`, otherwise why not.
    func failure(_ data: Data, _ options: [UINib.OptionsKey: Any]) -> String? {
        do {
            try UINib(data: data, bundle: nil).instantiateThrowing(withOwner: nil, options: options)
            return nil
        } catch {
            return "\(error)"
        }
    }
    // By size: the largest that loads strictly, and before it the largest that loads on the
    // canvas only (larger files that load neither, such as pre-Xcode 5 archives, are skipped).
    var chosen: [(url: URL, data: Data, options: [UINib.OptionsKey: Any])] = []
    var skipped: [String] = []
    _ = RuntimeIssue.capture {
        for file in files {
            guard let data = try? Data(contentsOf: file.url) else { continue }
            guard let strictFailure = failure(data, strict) else {
                chosen.append((file.url, data, strict))
                break
            }
            if chosen.isEmpty {
                if failure(data, canvas) == nil {
                    chosen.append((file.url, data, canvas))
                } else {
                    skipped.append("\(file.url.lastPathComponent) (\(file.size / 1000) KB: \(strictFailure.prefix(100)))")
                }
            }
        }
    }
    for line in skipped { print("nib: skipped \(line)") }
    if chosen.isEmpty { print("nib: no corpus xib loads; skipping the real-xib rows") }
    for (url, data, options) in chosen.reversed() {
        let isCanvas = options[.interfaceBuilderCanvas] != nil
        let name = url.deletingPathExtension().lastPathComponent.split(separator: "__").last ?? ""
        let label = "\(name) \(data.count / 1000) KB\(isCanvas ? ", canvas" : "")"
        print("nib: \(url.lastPathComponent), \(data.count) bytes, loaded \(isCanvas ? "on the canvas (it does not load strictly)" : "strictly")")
        let iterations = data.count > 100_000 ? 2 : 10
        var views = 0
        let nib = UINib(data: data, bundle: nil)
        // Warnings (a missing image, a class stood in for) are collected, not printed each time.
        let warnings = RuntimeIssue.capture {
            views = viewCount(try! nib.instantiateThrowing(withOwner: nil, options: options))
            let times = timeEach(iterations, { try! IBDocument(data: data, file: url.lastPathComponent) },
                                 { try! UINib(data: data, bundle: nil).instantiateThrowing(withOwner: nil, options: options) },
                                 { try! nib.instantiateThrowing(withOwner: nil, options: options) })
            record("nib \(label): first load", times[1], "ms", baseline: "parse only", times[0])
            record("nib \(label): cached instantiate", times[2], "ms",
                   baseline: "\(views) views × code µs/view", codeMicrosecondsPerView * Double(views) / 1e3)
        }
        print("nib: \(name) makes \(views) views, with \(Set(warnings).count) distinct warnings")
    }
}
