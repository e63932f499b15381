import Foundation

extension UIButton {
    /// A button's type, per-state titles (plain and attributed), colors and images, font and insets.
    func decodeButtonAttributes(_ nib: UINibDecoder) {
        // IB writes no buttonType for custom buttons.
        buttonType = nib.enumeration("buttonType", IBValue.buttonType) ?? .custom
        if let font = nib.font("fontDescription") ?? nib.font("font") {
            titleLabel?.font = font
        } else if buttonType == .custom {
            // A custom button archived without a font has the 18 pt system font: Xcode lays
            // such a button with one line of title out 34 pt tall, a system button 30.
            titleLabel?.font = .systemFont(ofSize: 18)
        }
        if let mode = nib.enumeration("lineBreakMode", IBValue.lineBreakMode) { titleLabel?.lineBreakMode = mode }
        if let insets = nib.insets("contentEdgeInsets") { contentEdgeInsets = insets }
        if let insets = nib.insets("titleEdgeInsets") { titleEdgeInsets = insets }
        if let insets = nib.insets("imageEdgeInsets") { imageEdgeInsets = insets }
        // Set only when they change: each setting redraws the button, which happens once below.
        let highlighted = nib.bool("adjustsImageWhenHighlighted", default: true)
        if highlighted != adjustsImageWhenHighlighted { adjustsImageWhenHighlighted = highlighted }
        let disabled = nib.bool("adjustsImageWhenDisabled", default: true)
        if disabled != adjustsImageWhenDisabled { adjustsImageWhenDisabled = disabled }
        if nib.bool("reversesTitleShadowWhenHighlighted", default: false) { reversesTitleShadowWhenHighlighted = true }
        for stateElement in nib.element.children(named: "state") {
            guard let key = stateElement.key, let state = IBValue.controlState(key) else {
                return nib.session.fail(nib.session.error(at: stateElement, .invalidValue,
                                                          "<state key=\"\(stateElement.key ?? "")\"> is not a control state"))
            }
            if let title = stateElement["title"] ?? stateElement.child("string", key: "title")?.text { setTitle(title, for: state) }
            if let styled = stateElement.child("attributedString", key: "attributedTitle") {
                guard let title = nib.attributedString(styled) else { return }
                setAttributedTitle(title, for: state)
            }
            if let name = stateElement["image"] { setImage(IBValue.image(named: name, in: nib.context), for: state) }
            if let name = stateElement["backgroundImage"] { setBackgroundImage(IBValue.image(named: name, in: nib.context), for: state) }
            do {
                if let color = stateElement.child("color", key: "titleColor") { setTitleColor(try IBValue.color(color, in: nib.context), for: state) }
                if let color = stateElement.child("color", key: "titleShadowColor") {
                    setTitleShadowColor(try IBValue.color(color, in: nib.context), for: state)
                }
            } catch {
                return nib.session.fail(error as? NibLoadingError ?? nib.session.error(at: stateElement, .invalidValue, "\(error)"))
            }
        }
        if let symbol = nib.element.child(key: "preferredSymbolConfiguration") {
            do { setPreferredSymbolConfiguration(try IBValue.symbolConfiguration(symbol, in: nib.context), forImageIn: .normal) } catch {
                return nib.session.fail(error as? NibLoadingError ?? nib.session.error(at: symbol, .invalidValue, "\(error)"))
            }
        }
        if let configuration = nib.element.child("buttonConfiguration") { decodeButtonConfiguration(configuration, nib) }
        // The Attributes inspector's Selection: Primary Action and Show Menu as Primary Action.
        if nib.bool("showsMenuAsPrimaryAction", default: false) { showsMenuAsPrimaryAction = true }
        if nib.bool("changesSelectionAsPrimaryAction", default: false) { changesSelectionAsPrimaryAction = true }
        updateAppearance()
    }

    func setButtonValue(_ value: Any?, forKey key: String) -> Bool { false }

    /// The subviews key paths reach into (`titleLabel.textAlignment`).
    func buttonValue(forKey key: String) -> Any?? {
        switch key {
        case "titleLabel": .some(titleLabel)
        case "imageView": .some(imageView)
        default: nil
        }
    }
}
