import CoreGraphics
import Foundation

/// The buttons behind a swiped row, filling exactly the strip the row uncovers.
///
/// Each button has a natural width (its title or image plus padding); while the strip is
/// narrower, every button gets its share of it; wider (pulled past the buttons), the
/// outermost button, the first action, takes the extra. Titles stay beside the row's
/// content, as iOS keeps them.
@preconcurrency @MainActor
final class SwipeActionButtonsView: UIView {
    let actions: [UIContextualAction]
    /// Whether the buttons are at the row's leading edge (first action leftmost) or trailing
    /// edge (first action rightmost).
    let isLeading: Bool
    private let buttons: [SwipeActionButton]

    /// Space on either side of a title, and the narrowest button (iOS's "Delete" is 74 pt).
    static let padding: CGFloat = 15
    static let minimumButtonWidth: CGFloat = 74

    init(actions: [UIContextualAction], leading: Bool, rowHeight: CGFloat, perform: @escaping @MainActor (UIContextualAction) -> Void) {
        self.actions = actions
        isLeading = leading
        buttons = actions.map { SwipeActionButton(action: $0, showsTitle: $0.image == nil || rowHeight >= 91, perform: perform) }
        super.init(frame: .zero)
        clipsToBounds = true
        backgroundColor = actions.first?.backgroundColor
        for button in buttons { addSubview(button) }
    }

    required init?(coder: NSCoder) {
        actions = []
        isLeading = false
        buttons = []
        super.init(coder: coder)
    }

    /// The width of every button at its natural size: how far the row opens.
    var naturalWidth: CGFloat { buttons.reduce(0) { $0 + $1.naturalWidth } }

    override func layoutSubviews() {
        super.layoutSubviews()
        let natural = naturalWidth, width = bounds.width
        guard natural > 0 else { return }
        let scale = min(1, width / natural), extra = max(0, width - natural)
        // From the row's side outward: trailing buttons are laid out left to right from the
        // last action; leading ones right to left from the last action.
        var x: CGFloat = isLeading ? width : 0
        for (index, button) in buttons.enumerated().reversed() {
            let w = button.naturalWidth * scale + (index == 0 ? extra : 0)
            if isLeading { x -= w }
            button.frame = CGRect(x: x, y: 0, width: w, height: bounds.height)
            button.contentWidth = button.naturalWidth * scale
            button.contentAtTrailingEdge = isLeading
            if !isLeading { x += w }
        }
    }
}

/// One action's button: its color, with the white title and image centered in the part of it
/// beside the row.
@preconcurrency @MainActor
final class SwipeActionButton: UIView {
    let action: UIContextualAction
    private let perform: @MainActor (UIContextualAction) -> Void
    private let label = UILabel()
    private let imageView = UIImageView()
    /// The width the title and image are centered in, and which side of the button it is on.
    var contentWidth: CGFloat = 0 { didSet { setNeedsLayout() } }
    var contentAtTrailingEdge = false { didSet { setNeedsLayout() } }

    init(action: UIContextualAction, showsTitle: Bool, perform: @escaping @MainActor (UIContextualAction) -> Void) {
        self.action = action
        self.perform = perform
        super.init(frame: .zero)
        backgroundColor = action.backgroundColor
        accessibilityLabel = action.title
        isAccessibilityElement = true
        label.text = showsTitle ? action.title : nil
        label.font = .systemFont(ofSize: action.image == nil ? 15 : 13)
        label.textColor = .white
        label.textAlignment = .center
        label.backgroundColor = nil
        label.isUserInteractionEnabled = false
        addSubview(label)
        if let image = action.image {
            imageView.image = image.withRenderingMode(.alwaysTemplate)
            imageView.tintColor = .white
            imageView.contentMode = .center
            imageView.isUserInteractionEnabled = false
            addSubview(imageView)
        }
    }

    required init?(coder: NSCoder) {
        action = UIContextualAction(style: .normal, title: nil) { _, _, done in done(false) }
        perform = { (_: UIContextualAction) in }
        super.init(coder: coder)
    }

    var naturalWidth: CGFloat {
        let title = label.text.map { _ in ceil(label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0)).width) } ?? 0
        let image = action.image?.size.width ?? 0
        return max(Self.minimumWidth, max(title, image) + 2 * SwipeActionButtonsView.padding)
    }

    private static let minimumWidth = SwipeActionButtonsView.minimumButtonWidth

    override func layoutSubviews() {
        super.layoutSubviews()
        let area = CGRect(x: contentAtTrailingEdge ? bounds.width - contentWidth : 0, y: 0, width: contentWidth, height: bounds.height)
        let titleHeight = label.text == nil ? 0 : ceil(label.sizeThatFits(CGSize(width: area.width, height: 0)).height)
        let imageSize = action.image?.size ?? .zero
        let gap: CGFloat = titleHeight > 0 && imageSize.height > 0 ? 4 : 0
        var y = ((bounds.height - titleHeight - imageSize.height - gap) / 2).rounded()
        if imageSize.height > 0 {
            imageView.frame = CGRect(x: area.minX, y: y, width: area.width, height: imageSize.height)
            y += imageSize.height + gap
        }
        label.frame = CGRect(x: area.minX, y: y, width: area.width, height: titleHeight)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// A finger lifted on the button performs its action.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        perform(action)
    }
}
