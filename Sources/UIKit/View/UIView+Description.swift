import CoreGraphics
import Foundation
import QuartzCore

extension UIView {
    /// UIKit's one-line description: class, address, frame and the flags that differ from
    /// the defaults, then the layer.
    var debugSummary: String {
        var parts = ["\(runtimeClassName(self)): \(objectAddress(self))", "frame = \(format(frame))"]
        if !transform.isIdentity {
            let t = transform
            parts.append("transform = [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: ", "))]")
        }
        if bounds.origin != .zero { parts.append("bounds = \(format(bounds))") }
        if clipsToBounds { parts.append("clipsToBounds = YES") }
        if isHidden { parts.append("hidden = YES") }
        if !isOpaque { parts.append("opaque = NO") }
        if alpha != 1 { parts.append("alpha = \(number(alpha))") }
        if !autoresizingMask.isEmpty { parts.append("autoresize = \(autoresizingMask)") }
        if tag != 0 { parts.append("tag = \(tag)") }
        if !isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
        if let backgroundColor { parts.append("backgroundColor = \(backgroundColor)") }
        parts.append("layer = \(layer)")
        return "<" + parts.joined(separator: "; ") + ">"
    }

    /// The view and all its descendants, one description per line, each level indented by
    /// `   | ` — the dump UIKit's debugging `recursiveDescription` prints. Indentation stops
    /// growing at `maximumIndentedDepth` levels, where the line names its depth instead
    /// (`   | …[depth 5000] <UIView …>`): a 20,000-deep chain would otherwise print 10⁹
    /// characters of bars.
    public func recursiveDescription() -> String {
        var lines: [String] = []
        var stack: [(UIView, Int)] = [(self, 0)]
        let deepIndent = String(repeating: "   | ", count: Self.maximumIndentedDepth)
        while let (view, depth) = stack.popLast() {
            let indent = depth <= Self.maximumIndentedDepth ? String(repeating: "   | ", count: depth) : deepIndent + "…[depth \(depth)] "
            lines.append(indent + view.description)
            for subview in view._subviews.reversed() { stack.append((subview, depth + 1)) }
        }
        return lines.joined(separator: "\n")
    }

    static let maximumIndentedDepth = 100

    private func runtimeClassName(_ object: AnyObject) -> String { RuntimeClassName.of(object) }

    private func number(_ v: CGFloat) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(format: "%g", Double(v))
    }

    private func format(_ r: CGRect) -> String {
        "(\(number(r.minX)) \(number(r.minY)); \(number(r.width)) \(number(r.height)))"
    }
}

/// A class of the framework's own that stands for one of UIKit's private classes, and goes by
/// that name in descriptions: a navigation controller's view is a `UILayoutContainerView`
/// there, as on iOS, so recorded view trees read the same.
package protocol RuntimeClassNamed: AnyObject {
    static var runtimeClassName: String { get }
}

/// The class name as the runtime reports it: module-qualified for app classes
/// (`MyApp.CardView`), plain for the framework's own (`UIView`), UIKit's private name for the
/// classes that stand for one.
package enum RuntimeClassName {
    package static func of(_ object: AnyObject) -> String {
        if let named = type(of: object) as? RuntimeClassNamed.Type { return named.runtimeClassName }
        let name = String(reflecting: type(of: object))
        for framework in ["UIKit.", "QuartzCore."] where name.hasPrefix(framework) {
            return String(name.dropFirst(framework.count))
        }
        return name
    }
}
