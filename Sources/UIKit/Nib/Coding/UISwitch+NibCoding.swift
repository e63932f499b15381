import Foundation

extension UISwitch {
    /// A switch's state (`on="YES"`) and its `onTintColor` and `thumbTintColor` children.
    func decodeSwitchAttributes(_ nib: UINibDecoder) {
        if nib.bool("on", default: false) { isOn = true }
        if let color = nib.color("onTintColor") { onTintColor = color }
        if let color = nib.color("thumbTintColor") { thumbTintColor = color }
    }
}
