import Foundation

/// UIKit's attributes for Swift's `AttributedString` and `AttributeContainer`, so that
/// `container.font = …` and `string.foregroundColor = …` compile as on iOS. Their names are
/// the `NSAttributedString.Key`s, so they carry over to the styled text labels draw.
extension AttributeScopes {
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }

    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let kern: KernAttribute

        public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = NSAttributedString.Key.font.rawValue
        }

        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.foregroundColor.rawValue
        }

        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.backgroundColor.rawValue
        }

        public enum KernAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.kern.rawValue
        }
    }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

extension NSAttributedString {
    /// The UIKit attributes of `text` as a styled string, each run's over `defaults`.
    static func uiKit(_ text: AttributedString, defaults: AttributeContainer = AttributeContainer(),
                      transform: ((AttributeContainer) -> AttributeContainer)? = nil) -> NSAttributedString {
        let result = NSMutableAttributedString(string: "")
        typealias Keys = AttributeScopes.UIKitAttributes
        for run in text.runs {
            var container = defaults
            if let font = run[Keys.FontAttribute.self] { container[Keys.FontAttribute.self] = font }
            if let color = run[Keys.ForegroundColorAttribute.self] { container[Keys.ForegroundColorAttribute.self] = color }
            if let color = run[Keys.BackgroundColorAttribute.self] { container[Keys.BackgroundColorAttribute.self] = color }
            if let kern = run[Keys.KernAttribute.self] { container[Keys.KernAttribute.self] = kern }
            if let transform { container = transform(container) }
            var attributes: [NSAttributedString.Key: Any] = [:]
            attributes[.font] = container[Keys.FontAttribute.self]
            attributes[.foregroundColor] = container[Keys.ForegroundColorAttribute.self]
            attributes[.backgroundColor] = container[Keys.BackgroundColorAttribute.self]
            attributes[.kern] = container[Keys.KernAttribute.self]
            result.append(NSAttributedString(string: String(text[run.range].characters), attributes: attributes))
        }
        return result
    }
}

extension AttributedString {
    /// The fonts and colors of a styled string as UIKit attributes.
    static func uiKit(_ text: NSAttributedString) -> AttributedString {
        var result = AttributedString()
        typealias Keys = AttributeScopes.UIKitAttributes
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) { attributes, range, _ in
            var run = AttributedString(text.attributedSubstring(from: range).string)
            if let font = attributes[.font] as? UIFont { run[Keys.FontAttribute.self] = font }
            if let color = attributes[.foregroundColor] as? UIColor { run[Keys.ForegroundColorAttribute.self] = color }
            if let color = attributes[.backgroundColor] as? UIColor { run[Keys.BackgroundColorAttribute.self] = color }
            if let kern = attributes[.kern] as? Double { run[Keys.KernAttribute.self] = CGFloat(kern) }
            result.append(run)
        }
        return result
    }
}
