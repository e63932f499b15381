import Foundation

/// Reads the values Interface Builder writes (numbers, geometry, colors, fonts, images and
/// enumeration names) from document elements. A value that cannot be what its attribute
/// says throws a `NibLoadingError` naming the file, the element and the attribute: numbers
/// must be finite, so NaN, infinities and overflowing literals never reach a view.
@MainActor
package enum IBValue {
    /// Values larger than this are not geometry any screen can show; IB never writes them.
    static let largestMagnitude = 1e9

    static func invalid(_ element: IBElement, file: String, _ message: String) -> NibLoadingError {
        NibLoadingError(file: file, at: element, reason: .invalidValue, message)
    }

    // MARK: Numbers and flags

    /// A finite number attribute; `default` when absent (nil: the attribute is required).
    package static func number(_ name: String, of element: IBElement, file: String, default value: Double?) throws -> Double {
        guard let text = element[name] else {
            guard let value else {
                throw NibLoadingError(file: file, at: element, reason: .missingAttribute, "the attribute \(name) is missing")
            }
            return value
        }
        guard let number = decimal(text), number.isFinite, abs(number) <= largestMagnitude else {
            throw invalid(element, file: file, "\(name)=\"\(text.prefix(40))\" is not a finite number")
        }
        return number
    }

    /// A number with spaces around it allowed. `Double` refuses any whitespace, so the text
    /// is trimmed (a slow, bridged call) only when it does not parse as it is: IB writes none.
    static func decimal<S: StringProtocol>(_ text: S) -> Double? {
        Double(text) ?? Double(text.trimmingCharacters(in: .whitespaces))
    }

    /// A `YES`/`NO` attribute; anything else counts as `default`, as Interface Builder only
    /// writes these two.
    package static func bool(_ name: String, of element: IBElement, default value: Bool) -> Bool {
        switch element[name] {
        case "YES": true
        case "NO": false
        default: value
        }
    }

    // MARK: Geometry

    /// `<rect x= y= width= height=>`; sizes must not be negative.
    package static func rect(_ element: IBElement, file: String) throws -> CGRect {
        let size = try self.size(element, file: file)
        return CGRect(origin: try point(element, file: file), size: size)
    }

    /// `<size width= height=>`.
    package static func size(_ element: IBElement, file: String) throws -> CGSize {
        let width = try number("width", of: element, file: file, default: 0)
        let height = try number("height", of: element, file: file, default: 0)
        guard width >= 0, height >= 0 else {
            throw invalid(element, file: file, "a size of \(width) × \(height) is negative")
        }
        return CGSize(width: width, height: height)
    }

    /// `<point x= y=>`.
    package static func point(_ element: IBElement, file: String) throws -> CGPoint {
        CGPoint(x: try number("x", of: element, file: file, default: 0), y: try number("y", of: element, file: file, default: 0))
    }

    /// `<inset minX= minY= maxX= maxY=>` or `<edgeInsets top= left= bottom= right=>`.
    package static func insets(_ element: IBElement, file: String) throws -> UIEdgeInsets {
        if element.name == "inset" {
            return UIEdgeInsets(top: try number("minY", of: element, file: file, default: 0),
                                left: try number("minX", of: element, file: file, default: 0),
                                bottom: try number("maxY", of: element, file: file, default: 0),
                                right: try number("maxX", of: element, file: file, default: 0))
        }
        return UIEdgeInsets(top: try number("top", of: element, file: file, default: 0),
                            left: try number("left", of: element, file: file, default: 0),
                            bottom: try number("bottom", of: element, file: file, default: 0),
                            right: try number("right", of: element, file: file, default: 0))
    }

    /// `<directionalEdgeInsets top= leading= bottom= trailing=>`; an `<edgeInsets>` is read
    /// with left as leading.
    package static func directionalInsets(_ element: IBElement, file: String) throws -> NSDirectionalEdgeInsets {
        if element.name != "directionalEdgeInsets" {
            let insets = try self.insets(element, file: file)
            return NSDirectionalEdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
        }
        return NSDirectionalEdgeInsets(top: try number("top", of: element, file: file, default: 0),
                                       leading: try number("leading", of: element, file: file, default: 0),
                                       bottom: try number("bottom", of: element, file: file, default: 0),
                                       trailing: try number("trailing", of: element, file: file, default: 0))
    }

    /// `<autoresizingMask widthSizable="YES" …>`: Interface Builder names the flexible
    /// margins by edge (minX is the left margin); an empty element is no mask at all.
    package static func autoresizingMask(_ element: IBElement) -> UIView.AutoresizingMask {
        var mask: UIView.AutoresizingMask = []
        for (name, bit) in autoresizingBits where bool(name, of: element, default: false) { mask.insert(bit) }
        return mask
    }

    /// The attribute for each autoresizing flag (made once: nearly every view has a mask).
    private static let autoresizingBits: [(String, UIView.AutoresizingMask)] = [
        ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
        ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
        ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
    ]

    /// A constraint multiplier: a decimal (`"0.5"`), a ratio (`"16:9"`, width to height) or a
    /// fraction (`"1/3"`); finite and non-zero, as NSLayoutConstraint requires.
    package static func multiplier(_ text: String) -> CGFloat? {
        let value: Double?
        if let separator = text.firstIndex(where: { $0 == ":" || $0 == "/" }) {
            let numerator = decimal(text[..<separator])
            let denominator = decimal(text[text.index(after: separator)...])
            if let numerator, let denominator, denominator != 0 { value = numerator / denominator } else { value = nil }
        } else {
            value = decimal(text)
        }
        guard let value, value.isFinite, value != 0, abs(value) <= largestMagnitude else { return nil }
        return CGFloat(value)
    }
}
