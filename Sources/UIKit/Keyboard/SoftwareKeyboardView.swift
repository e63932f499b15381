import CoreGraphics
import Foundation

/// The standard English keyboard's keys, drawn as iOS lays them out (a suggestion bar, three
/// rows of letters with shift and delete, then 123, space and return), in the keyboard's
/// light or dark colors. Tapping a key types it into the first responder.
final class SoftwareKeyboardView: UIView {
    enum Key: Equatable {
        case character(String)
        case space, returnKey, delete
    }

    /// What a key shows and where, in the view's coordinates.
    struct KeyCap {
        let frame: CGRect
        let label: String
        /// nil for the keys that change modes (shift, 123), which type nothing.
        let key: Key?
        let isFunction: Bool
    }

    /// The next letter typed is a capital (after shift).
    private var shifted = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
        isOpaque = true
    }

    required init?(coder: NSCoder) { nil }

    /// The keys laid out in `bounds`: rows in the key area under the suggestion bar; a taller
    /// keyboard (a phone with a home indicator) keeps the rest below the keys empty.
    func keyCaps() -> [KeyCap] {
        let width = bounds.width
        let top = SoftwareKeyboardMetrics.suggestionBarHeight
        let area = min(216, max(0, bounds.height - top))
        let rowHeight = area / 4, keyHeight = max(0, rowHeight - 12), gap: CGFloat = 6, margin: CGFloat = 3
        let unit = max(0, (width - 2 * margin - 9 * gap) / 10)
        var caps: [KeyCap] = []
        func row(_ index: Int) -> CGFloat { top + CGFloat(index) * rowHeight + 6 }
        func letters(_ string: String, row y: CGFloat, startX: CGFloat) {
            for (i, c) in string.enumerated() {
                let frame = CGRect(x: startX + CGFloat(i) * (unit + gap), y: y, width: unit, height: keyHeight)
                caps.append(KeyCap(frame: frame, label: String(c), key: .character(String(c).lowercased()), isFunction: false))
            }
        }
        letters("QWERTYUIOP", row: row(0), startX: margin)
        letters("ASDFGHJKL", row: row(1), startX: margin + (unit + gap) / 2)
        let side = unit * 1.3
        caps.append(KeyCap(frame: CGRect(x: margin, y: row(2), width: side, height: keyHeight), label: "⇧", key: nil, isFunction: true))
        letters("ZXCVBNM", row: row(2), startX: (width - 7 * unit - 6 * gap) / 2)
        caps.append(KeyCap(frame: CGRect(x: width - margin - side, y: row(2), width: side, height: keyHeight), label: "⌫",
                           key: .delete, isFunction: true))
        let wide = unit * 2.5
        caps.append(KeyCap(frame: CGRect(x: margin, y: row(3), width: wide, height: keyHeight), label: "123", key: nil, isFunction: true))
        caps.append(KeyCap(frame: CGRect(x: margin + wide + gap, y: row(3), width: max(0, width - 2 * (margin + wide + gap)), height: keyHeight),
                           label: "space", key: .space, isFunction: false))
        caps.append(KeyCap(frame: CGRect(x: width - margin - wide, y: row(3), width: wide, height: keyHeight), label: "return",
                           key: .returnKey, isFunction: true))
        return caps
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let dark = traitCollection.userInterfaceStyle == .dark
        let background = dark ? UIColor(white: 0.17, alpha: 1) : UIColor(red: 0.82, green: 0.83, blue: 0.85, alpha: 1)
        let letterKey = dark ? UIColor(white: 0.42, alpha: 1) : .white
        let functionKey = dark ? UIColor(white: 0.27, alpha: 1) : UIColor(red: 0.67, green: 0.69, blue: 0.73, alpha: 1)
        let shadow = dark ? UIColor(white: 0.05, alpha: 1) : UIColor(red: 0.54, green: 0.54, blue: 0.55, alpha: 1)
        let text = dark ? UIColor.white : UIColor.black
        context.setFillColor(background.cgColor)
        context.fill(bounds)
        for cap in keyCaps() {
            context.setFillColor(shadow.cgColor)
            context.addPath(UIBezierPath(roundedRect: cap.frame.offsetBy(dx: 0, dy: 1), cornerRadius: 5).cgPath)
            context.fillPath()
            context.setFillColor((cap.isFunction ? functionKey : letterKey).cgColor)
            context.addPath(UIBezierPath(roundedRect: cap.frame, cornerRadius: 5).cgPath)
            context.fillPath()
            let font = UIFont.systemFont(ofSize: cap.label.count > 1 ? 16 : 22)
            let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: text]
            let label = cap.label as NSString
            let size = label.size(withAttributes: attributes)
            label.draw(at: CGPoint(x: cap.frame.midX - size.width / 2, y: cap.frame.midY - size.height / 2), withAttributes: attributes)
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: self), let cap = keyCaps().first(where: { $0.frame.insetBy(dx: -3, dy: -6).contains(point) })
        else { return }
        guard let key = cap.key else {
            if cap.label == "⇧" { shifted.toggle() }
            return
        }
        if case .character(let c) = key, shifted {
            shifted = false
            SoftwareKeyboard.current.type(.character(c.uppercased()))
        } else {
            SoftwareKeyboard.current.type(key)
        }
    }
}
