import Foundation

/// Interface Builder's button configurations (Xcode 13 and later):
/// `<buttonConfiguration key="configuration" style="filled" title=… image=… imagePlacement=…
/// cornerStyle=… buttonSize=…>` with a `<backgroundConfiguration key="background">`, a
/// `<directionalEdgeInsets key="contentInsets">`, title and subtitle fonts and the base colors
/// inside. A font becomes a text attributes transformer, as Xcode's own code generation does.
extension UIButton {
    func decodeButtonConfiguration(_ element: IBElement, _ parent: UINibDecoder) {
        let nib = UINibDecoder(element: element, session: parent.session)
        guard let style = nib.enumeration("style", IBValue.buttonConfigurationStyle) else { return }
        var configuration = style
        if let title = nib.string("title") { configuration.title = title }
        if let subtitle = nib.string("subtitle") { configuration.subtitle = subtitle }
        if let styled = element.child("attributedString", key: "attributedTitle"), let text = nib.attributedString(styled) {
            configuration.attributedTitle = AttributedString.uiKit(text)
        }
        if let styled = element.child("attributedString", key: "attributedSubtitle"), let text = nib.attributedString(styled) {
            configuration.attributedSubtitle = AttributedString.uiKit(text)
        }
        configuration.image = nib.image("image")
        if let placement = nib.enumeration("imagePlacement", IBValue.directionalEdge) { configuration.imagePlacement = placement }
        if let padding = nib.number("imagePadding") { configuration.imagePadding = padding }
        if let padding = nib.number("titlePadding") { configuration.titlePadding = padding }
        let alignments: [String: Configuration.TitleAlignment] = ["automatic": .automatic, "leading": .leading, "center": .center,
                                                                  "trailing": .trailing]
        if let alignment = nib.enumeration("titleAlignment", { alignments[$0] }) { configuration.titleAlignment = alignment }
        let corners: [String: Configuration.CornerStyle] = ["fixed": .fixed, "dynamic": .dynamic, "small": .small, "medium": .medium,
                                                            "large": .large, "capsule": .capsule]
        if let corner = nib.enumeration("cornerStyle", { corners[$0] }) { configuration.cornerStyle = corner }
        let sizes: [String: Configuration.Size] = ["mini": .mini, "small": .small, "medium": .medium, "large": .large]
        if let size = nib.enumeration("buttonSize", { sizes[$0] }) { configuration.buttonSize = size }
        configuration.showsActivityIndicator = nib.bool("showsActivityIndicator", default: false)
        if let color = nib.color("baseForegroundColor") { configuration.baseForegroundColor = color }
        if let color = nib.color("baseBackgroundColor") { configuration.baseBackgroundColor = color }
        if let insets = element.child(key: "contentInsets") {
            do { configuration.contentInsets = try IBValue.directionalInsets(insets, file: nib.session.file) } catch {
                return nib.session.fail(error as? NibLoadingError ?? nib.session.error(at: insets, .invalidValue, "\(error)"))
            }
        }
        if let background = element.child(key: "background") { decodeBackground(background, parent, into: &configuration.background) }
        if let symbol = element.child(key: "preferredSymbolConfigurationForImage") {
            do { configuration.preferredSymbolConfigurationForImage = try IBValue.symbolConfiguration(symbol, in: nib.context) } catch {
                return nib.session.fail(error as? NibLoadingError ?? nib.session.error(at: symbol, .invalidValue, "\(error)"))
            }
        }
        if let font = nib.font("titleFontDescription") {
            configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { var out = $0; out.uiKit.font = font; return out }
        }
        if let font = nib.font("subtitleFontDescription") {
            configuration.subtitleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { var out = $0; out.uiKit.font = font; return out }
        }
        self.configuration = configuration
    }

    /// `<backgroundConfiguration key="background" cornerRadius=… strokeWidth=… strokeOutset=…>`
    /// with its fill and stroke colors.
    private func decodeBackground(_ element: IBElement, _ parent: UINibDecoder, into background: inout UIBackgroundConfiguration) {
        let nib = UINibDecoder(element: element, session: parent.session)
        if let radius = nib.number("cornerRadius") { background.cornerRadius = radius }
        if let width = nib.number("strokeWidth") { background.strokeWidth = width }
        if let outset = nib.number("strokeOutset") { background.strokeOutset = outset }
        if let color = nib.color("backgroundColor") { background.backgroundColor = color }
        if let color = nib.color("strokeColor") { background.strokeColor = color }
    }
}

extension IBValue {
    /// A `<buttonConfiguration style=…>`: the eight styles by their Swift names.
    @MainActor static func buttonConfigurationStyle(_ name: String) -> UIButton.Configuration? {
        switch name {
        case "plain": .plain()
        case "gray": .gray()
        case "tinted": .tinted()
        case "filled": .filled()
        case "borderless": .borderless()
        case "bordered": .bordered()
        case "borderedTinted": .borderedTinted()
        case "borderedProminent": .borderedProminent()
        default: nil
        }
    }

    /// An `imagePlacement`: leading, trailing, top or bottom.
    static func directionalEdge(_ name: String) -> NSDirectionalRectEdge? {
        ["leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom][name]
    }
}
