import CoreGraphics

extension LayoutEngine {
    /// Places a view's system guide (margins, safe area, readable content) with constraints
    /// to its owner; a guide added by code has none.
    func installSystemGuidePins(of guide: UILayoutGuide, _ item: Item) {
        if let (scroll, isContent) = Self.scrollGuideRole(guide) {
            return installScrollGuidePins(of: guide, item, in: scroll, isContent: isContent)
        }
        guard let owner = guide.owningView, owner._autoLayout.map({ s in
            s.marginsGuide === guide || s.safeAreaGuide === guide || s.readableGuide === guide || s.keyboardGuide === guide
        }) == true else { return }
        let storage = owner.autoLayout
        var pins: [NSLayoutConstraint] = []
        func pin(_ a: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation, _ other: AnyObject, _ b: NSLayoutConstraint.Attribute,
                 _ constant: CGFloat, _ identifier: String, priority: UILayoutPriority = .required) {
            let c = NSLayoutConstraint(firstItem: guide, firstAttribute: a, relation: relation, secondItem: other,
                                       secondAttribute: b, multiplier: 1, constant: constant)
            c.identifier = identifier
            c.priority = priority
            pins.append(c)
        }
        if let keyboard = storage.keyboardGuide, guide === keyboard {
            // Where the keyboard covers the view (across it and down to its bottom when
            // docked); keyboard changes move the pins' constants.
            let (left, right, bottom, height) = Self.keyboardPins(keyboard.coveredFrame, in: owner.bounds)
            pin(.left, .equal, owner, .left, left, "UIViewKeyboardLayoutGuide-left")
            pin(.right, .equal, owner, .right, right, "UIViewKeyboardLayoutGuide-right")
            pin(.bottom, .equal, owner, .bottom, bottom, "UIViewKeyboardLayoutGuide-bottom")
            let heightPin = NSLayoutConstraint(firstItem: guide, firstAttribute: .height, relation: .equal, secondItem: nil,
                                               secondAttribute: .notAnAttribute, multiplier: 1, constant: height)
            heightPin.identifier = "UIViewKeyboardLayoutGuide-height"
            pins.append(heightPin)
        } else if guide === storage.marginsGuide || guide === storage.safeAreaGuide {
            let isMargins = guide === storage.marginsGuide
            // A scroll view's safe area is its frame's, which does not scroll.
            let i = isMargins ? owner.effectiveLayoutMargins : owner.safeAreaInsets
            let owner: AnyObject = isMargins ? owner : (owner as? UIScrollView)?.frameLayoutGuide ?? owner
            let prefix = isMargins ? "UIView-" : "UIViewSafeAreaLayoutGuide-"
            let suffix = isMargins ? "Margin-guide-constraint" : ""
            pin(.left, .equal, owner, .left, i.left, prefix + "left" + suffix)
            pin(.right, .equal, owner, .right, -i.right, prefix + "right" + suffix)
            pin(.top, .equal, owner, .top, i.top, prefix + "top" + suffix)
            pin(.bottom, .equal, owner, .bottom, -i.bottom, prefix + "bottom" + suffix)
        } else {
            let margins = owner.layoutMarginsGuide
            pin(.left, .greaterThanOrEqual, margins, .left, 0, "UIView-readableContentGuide-left")
            pin(.right, .lessThanOrEqual, margins, .right, 0, "UIView-readableContentGuide-right")
            pin(.centerX, .equal, margins, .centerX, 0, "UIView-readableContentGuide-centerX")
            pin(.top, .equal, margins, .top, 0, "UIView-readableContentGuide-top")
            pin(.bottom, .equal, margins, .bottom, 0, "UIView-readableContentGuide-bottom")
            let width = NSLayoutConstraint(firstItem: guide, firstAttribute: .width, relation: .lessThanOrEqual, secondItem: nil,
                                           secondAttribute: .notAnAttribute, multiplier: 1, constant: UIView.readableContentWidth)
            width.identifier = "UIView-readableContentGuide-maximumWidth"
            pins.append(width)
            pin(.width, .equal, margins, .width, 0, "UIView-readableContentGuide-width", priority: UILayoutPriority(999))
        }
        for c in pins {
            install(c)
            guard c.engine === self else { continue }
            item.pins.append(c)
            // A pin does not keep its own guide in the engine: the guide leaves when the last
            // constraint using it goes, and its pins with it, releasing the owner.
            if let i = c.engineItems.firstIndex(where: { $0 === item }) {
                c.engineItems.remove(at: i)
                item.uses -= 1
            }
        }
    }

    /// The owner's margins or safe area changed: move the guide's pins (constants only).
    func updateSystemGuidePins(of guide: UILayoutGuide, _ item: Item) {
        if let keyboard = guide as? UIKeyboardLayoutGuide, item.pins.count == 4 {
            let bounds = keyboard.owningView?.bounds ?? .zero
            let (left, right, bottom, height) = Self.keyboardPins(keyboard.coveredFrame, in: bounds)
            for (pin, value) in zip(item.pins, [left, right, bottom, height]) where pin.constant != value {
                pin.constant = value
            }
            return
        }
        guard let owner = guide.owningView, let storage = owner._autoLayout,
              guide === storage.marginsGuide || guide === storage.safeAreaGuide, item.pins.count == 4 else { return }
        let i = guide === storage.marginsGuide ? owner.effectiveLayoutMargins : owner.safeAreaInsets
        for (pin, value) in zip(item.pins, [i.left, -i.right, i.top, -i.bottom]) where pin.constant != value {
            pin.constant = value
        }
    }

    /// Whether `view`'s safe-area guide is pinned for other insets than the view has now (it
    /// moved in its window: a page scrolled into place, a view slid under the status bar).
    static func safeAreaGuideIsStale(of view: UIView) -> Bool {
        guard let guide = view._autoLayout?.safeAreaGuide, let item = engine(of: view)?.existingItem(for: guide),
              item.pins.count == 4 else { return false }
        let i = view.safeAreaInsets
        return zip(item.pins, [i.left, -i.right, i.top, -i.bottom]).contains { $0.constant != $1 }
    }

    /// The keyboard guide's pin constants for `frame` in an owner of `bounds`: its left and
    /// right edges and bottom from the owner's, and its height.
    static func keyboardPins(_ frame: CGRect, in bounds: CGRect) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        (frame.minX - bounds.minX, frame.maxX - bounds.maxX, frame.maxY - bounds.maxY, frame.height)
    }
}
