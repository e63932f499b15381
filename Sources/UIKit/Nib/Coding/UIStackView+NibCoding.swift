import CoreGraphics
import Foundation

extension UIStackView {
    /// The axis, distribution, alignment, spacing (`spacingType="standard"` is the system
    /// spacing) and the baseline- and margins-relative switches, as Interface Builder writes
    /// them on `<stackView>`.
    func decodeStackViewAttributes(_ nib: UINibDecoder) {
        if let axis = nib.enumeration("axis", Self.nibAxis) { self.axis = axis }
        if let distribution = nib.enumeration("distribution", Self.nibDistribution) { self.distribution = distribution }
        if let alignment = nib.enumeration("alignment", Self.nibAlignment) { self.alignment = alignment }
        if let spacing = nib.number("spacing") { self.spacing = CGFloat(spacing) }
        if nib.string("spacingType") == "standard" { spacing = Self.spacingUseSystem }
        isBaselineRelativeArrangement = nib.bool("baselineRelativeArrangement", default: false)
        isLayoutMarginsRelativeArrangement = nib.bool("layoutMarginsRelativeArrangement", default: false)
    }

    private static func nibAxis(_ name: String) -> NSLayoutConstraint.Axis? {
        switch name {
        case "horizontal": .horizontal
        case "vertical": .vertical
        default: nil
        }
    }

    private static func nibDistribution(_ name: String) -> Distribution? {
        switch name {
        case "fill": .fill
        case "fillEqually": .fillEqually
        case "fillProportionally": .fillProportionally
        case "equalSpacing": .equalSpacing
        case "equalCentering": .equalCentering
        default: nil
        }
    }

    private static func nibAlignment(_ name: String) -> Alignment? {
        switch name {
        case "fill": .fill
        case "top", "leading": .leading
        case "firstBaseline": .firstBaseline
        case "center": .center
        case "bottom", "trailing": .trailing
        case "lastBaseline", "baseline": .lastBaseline
        default: nil
        }
    }

    /// User-defined runtime attributes for the stack's settings.
    func setStackViewValue(_ value: Any?, forKey key: String) -> Bool {
        let number = value as? NSNumber
        switch key {
        case "axis": axis = NSLayoutConstraint.Axis(rawValue: number?.intValue ?? 0) ?? .horizontal
        case "distribution": distribution = Distribution(rawValue: number?.intValue ?? 0) ?? .fill
        case "alignment": alignment = Alignment(rawValue: number?.intValue ?? 0) ?? .fill
        case "spacing": spacing = CGFloat(number?.doubleValue ?? 0)
        case "baselineRelativeArrangement": isBaselineRelativeArrangement = number?.boolValue ?? false
        case "layoutMarginsRelativeArrangement": isLayoutMarginsRelativeArrangement = number?.boolValue ?? false
        default: return false
        }
        return true
    }
}
