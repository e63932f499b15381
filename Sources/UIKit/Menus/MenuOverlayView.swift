import CoreGraphics
import Foundation

/// A menu on screen: over the whole window, the platter next to the view it came from (below
/// it, above when there is no room below, kept 8 points inside the window), with the context
/// menu's lifted preview when there is one. A tap outside the platter closes it; choosing an
/// element closes it (unless the element keeps it open) and then runs the element.
@MainActor
final class MenuOverlayView: UIView {
    static let margin: CGFloat = 8
    /// The black alpha behind a context menu's preview.
    static let previewDimming: CGFloat = 0.2

    let platter: MenuPlatterView
    weak var sourceView: UIView?
    /// The source's area in the window's coordinates, the platter's anchor.
    private let anchor: CGRect
    private let preview: UIView?
    private let backdrop = UIView()
    /// Called once the menu starts closing.
    var onDismiss: (() -> Void)?
    /// Called when an element is chosen, before it runs.
    var onChoose: ((MenuLeaf) -> Void)?
    /// Called when the preview is tapped.
    var onPreviewTap: (() -> Void)?
    private(set) var isDismissing = false
    /// Where the lifted preview goes back to as the menu closes (the window's coordinates);
    /// nil: it fades where it is.
    var previewReturnFrame: CGRect?

    init(menu: UIMenu, source: UIView, anchor: CGRect, preview: UIView? = nil) {
        platter = MenuPlatterView(menu: menu)
        sourceView = source
        self.anchor = anchor
        self.preview = preview
        super.init(frame: .zero)
        isOpaque = false
        backdrop.backgroundColor = preview == nil ? .clear : UIColor.black.withAlphaComponent(Self.previewDimming)
        backdrop.addGestureRecognizer(UITapGestureRecognizer(target: self, action: MenuOverlayView.tappedOutside))
        addSubview(backdrop)
        if let preview {
            preview.layer.cornerRadius = max(preview.layer.cornerRadius, 13)
            preview.clipsToBounds = true
            preview.addGestureRecognizer(UITapGestureRecognizer(target: self, action: MenuOverlayView.tappedPreview))
            addSubview(preview)
        }
        addSubview(platter)
        platter.onChoose = { [weak self] leaf, menu in self?.choose(leaf, in: menu) }
        platter.onResize = { [weak self] in self?.place() }
        accessibilityViewIsModal = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("MenuOverlayView is made by a menu's presentation") }

    /// The menu shown over `window`, if any.
    static func shown(in window: UIWindow?) -> MenuOverlayView? {
        window?.subviews.last { ($0 as? MenuOverlayView)?.isDismissing == false } as? MenuOverlayView
    }

    /// Covers `window` and brings the platter in (a quick fade and grow).
    func present(in window: UIWindow) {
        MenuOverlayView.shown(in: window)?.dismiss()
        frame = window.bounds
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(self)
        place()
        platter.alpha = 0
        platter.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        backdrop.alpha = 0
        UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.9, initialSpringVelocity: 0, options: [.allowUserInteraction], animations: {
            self.platter.alpha = 1
            self.platter.transform = .identity
            self.backdrop.alpha = 1
        })
    }

    /// Puts the preview on its source and the platter below it or above it.
    func place() {
        let bounds = self.bounds, m = Self.margin
        backdrop.frame = bounds
        var anchor = self.anchor
        if let preview {
            preview.frame = anchor
            anchor = preview.frame
        }
        let height = min(platter.contentHeight, bounds.height - 2 * m)
        let width = MenuPlatterView.width
        let x = min(max(m, anchor.minX), bounds.width - m - width)
        var y = anchor.maxY + m
        if y + height > bounds.maxY - m {
            y = anchor.minY - m - height >= m ? anchor.minY - m - height : max(m, bounds.maxY - m - height)
        }
        let transform = platter.transform
        platter.transform = .identity
        platter.frame = CGRect(x: x, y: y, width: width, height: height)
        platter.transform = transform
    }

    private func tappedOutside(_ tap: UITapGestureRecognizer) { dismiss() }
    private func tappedPreview(_ tap: UITapGestureRecognizer) {
        onPreviewTap?()
        dismiss()
    }

    private func choose(_ leaf: MenuLeaf, in menu: UIMenu) {
        if menu.options.contains(.singleSelection) {
            for other in menu.leaves { other.state = other === leaf ? .on : .off }
        }
        onChoose?(leaf)
        if leaf.attributes.contains(.keepsMenuPresented) {
            platter.rebuild()
        } else {
            dismiss()
        }
        leaf.perform(from: sourceView)
    }

    /// Fades the menu out and takes it off the window.
    func dismiss(animated: Bool = true) {
        guard !isDismissing else { return }
        isDismissing = true
        onDismiss?()
        guard animated, window != nil else { return removeFromSuperview() }
        let returnFrame = previewReturnFrame.map { convert($0, from: window) }
        UIView.animate(withDuration: 0.2, animations: {
            self.alpha = 0
            if let returnFrame, let preview = self.preview { preview.frame = returnFrame }
        }, completion: { _ in self.removeFromSuperview() })
    }
}

extension UIMenu {
    /// Shows the menu next to `source` (its `rect`, or its bounds) in the source's window;
    /// nil when the source is in no window.
    @discardableResult
    func present(from source: UIView, rect: CGRect? = nil) -> MenuOverlayView? {
        guard let window = source.window else { return nil }
        let anchor = source.convert(rect ?? source.bounds, to: window)
        let overlay = MenuOverlayView(menu: self, source: source, anchor: anchor)
        overlay.present(in: window)
        return overlay
    }
}
