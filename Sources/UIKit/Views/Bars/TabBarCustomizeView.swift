import CoreGraphics
import Foundation

/// iOS's "Configure" sheet for a customizing tab bar: a navigation bar titled Configure with
/// a Done button, over a grid of the customizable items (four to a row, drawn as the bar draws
/// them). Dragging an item out of the grid and letting go over one of the bar's items puts it
/// there; the sheet follows the finger with a copy of the item.
@MainActor
final class TabBarCustomizeView: UIView {
    weak var bar: UITabBar?
    let items: [UITabBarItem]
    let navigationBar = UINavigationBar()
    /// One cell per item, in `items`' order.
    private(set) var cells: [TabBarButton] = []
    /// The item being dragged and the copy under the finger.
    private var drag: (item: UITabBarItem, view: TabBarButton)?

    /// The grid: four columns, each row the height of a tab bar, below the navigation bar.
    static let columns = 4
    static let rowHeight: CGFloat = 66
    static let gridTop: CGFloat = 24
    /// The sheet's title, iOS's.
    static let title = "Configure"

    init(bar: UITabBar, items: [UITabBarItem]) {
        self.bar = bar
        self.items = items
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        clipsToBounds = true
        let item = UINavigationItem(title: Self.title)
        item.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak bar] _ in
            bar?.endCustomizing(animated: true)
        })
        navigationBar.setItems([item], animated: false)
        addSubview(navigationBar)
        cells = items.map { item in
            let cell = TabBarButton(item: item)
            cell.isUserInteractionEnabled = false
            cell.refresh(in: bar)
            addSubview(cell)
            return cell
        }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("TabBarCustomizeView is made by its tab bar") }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The sheet rises to the top of its host: the host's safe area, not the overlap it has
        // on its way up, is where its bar goes.
        let top = superview?.safeAreaInsets.top ?? safeAreaInsets.top
        navigationBar.backgroundExtension = top
        navigationBar.frame = CGRect(x: 0, y: top, width: bounds.width, height: navigationBar.sizeThatFits(bounds.size).height)
        let width = bounds.width / CGFloat(Self.columns)
        for (index, cell) in cells.enumerated() {
            let row = index / Self.columns, column = index % Self.columns
            cell.frame = CGRect(x: (CGFloat(column) * width).rounded(), y: navigationBar.frame.maxY + Self.gridTop + CGFloat(row) * Self.rowHeight,
                                width: width.rounded(), height: TabBarMetrics.height)
        }
    }

    // MARK: Dragging an item onto the bar

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard drag == nil, let touch = touches.first, let bar, let window,
              let index = cells.firstIndex(where: { $0.frame.contains(touch.location(in: self)) }) else {
            super.touchesBegan(touches, with: event)
            return
        }
        let copy = TabBarButton(item: items[index])
        copy.isUserInteractionEnabled = false
        copy.refresh(in: bar)
        copy.frame = cells[index].convert(cells[index].bounds, to: window)
        window.addSubview(copy)
        cells[index].alpha = 0.3
        drag = (items[index], copy)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let drag, let touch = touches.first, let window else { return super.touchesMoved(touches, with: event) }
        drag.view.center = touch.location(in: window)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let drag, let touch = touches.first else { return super.touchesEnded(touches, with: event) }
        cancelDrag()
        guard let bar, let slot = bar.customizableSlot(at: touch.location(in: bar)) else { return }
        bar.placeCustomizedItem(drag.item, at: slot)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard drag != nil else { return super.touchesCancelled(touches, with: event) }
        cancelDrag()
    }

    /// Drops the dragged copy without placing it.
    func cancelDrag() {
        drag?.view.removeFromSuperview()
        drag = nil
        for cell in cells { cell.alpha = 1 }
    }
}
