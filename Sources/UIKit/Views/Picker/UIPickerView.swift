import CoreGraphics
import Foundation
import QuartzCore
internal import RuntimeSupport

/// A view of spinning wheels, one per component, whose rows the data source counts and the
/// delegate fills (titles, attributed titles or views).
///
/// The look is iOS 14's: rows turn on a wheel, fading and squeezed towards the rim, and a
/// rounded grey band marks the selected rows. A picker made with a zero frame is 320 × 216
/// points, as on iOS, and its intrinsic height is 216. The band's color, the 21-point row
/// font and the component spacing are estimates of iOS's.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// The row height when the delegate gives none.
    static let standardRowHeight: CGFloat = 32
    static let standardHeight: CGFloat = 216
    /// The margin at each side and the gap between components.
    static let sideInset: CGFloat = 9
    static let componentSpacing: CGFloat = 5

    open weak var dataSource: (any UIPickerViewDataSource)? { didSet { setNeedsReload() } }
    open weak var delegate: (any UIPickerViewDelegate)? { didSet { setNeedsReload() } }
    /// Kept for source compatibility: since iOS 7 the band always shows.
    open var showsSelectionIndicator = true

    private var wheels: [PickerWheel] = []
    private let band = UIView()
    private var needsReload = true

    public override init(frame: CGRect) {
        super.init(frame: frame == .zero ? CGRect(x: 0, y: 0, width: 320, height: Self.standardHeight) : frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        band.backgroundColor = .tertiarySystemFill
        band.layer.cornerRadius = 8
        band.isUserInteractionEnabled = false
        addSubview(band)
        clipsToBounds = true
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.standardHeight)
    }

    // MARK: Components and rows

    /// The number of components the data source gave at the last reload.
    open var numberOfComponents: Int {
        reloadIfNeeded()
        return wheels.count
    }

    open func numberOfRows(inComponent component: Int) -> Int {
        reloadIfNeeded()
        return wheels.indices.contains(component) ? wheels[component].rowCount : 0
    }

    /// A component's row size: its width and row height.
    open func rowSize(forComponent component: Int) -> CGSize {
        reloadIfNeeded()
        layoutIfNeeded()
        guard wheels.indices.contains(component) else { return .zero }
        return CGSize(width: wheels[component].bounds.width, height: wheels[component].rowHeight)
    }

    /// The view showing a row, when the row is on the visible half of its wheel.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        reloadIfNeeded()
        layoutIfNeeded()
        guard wheels.indices.contains(component) else { return nil }
        wheels[component].layoutIfNeeded()
        return wheels[component].view(forRow: row)
    }

    open func reloadAllComponents() {
        needsReload = true
        reloadIfNeeded()
    }

    /// Asks the data source and delegate again about one component.
    open func reloadComponent(_ component: Int) {
        reloadIfNeeded()
        guard wheels.indices.contains(component) else { return }
        wheels[component].reload(rowCount: rowCount(component), rowHeight: rowHeight(component))
    }

    /// Asks the delegate again for the rows on show (their titles or views) without turning
    /// any wheel: for pickers whose rows change look as the selection changes.
    func refreshVisibleRows() {
        for wheel in wheels { wheel.refreshVisibleRows() }
    }

    // MARK: Selection

    /// The selected row of a component; -1 when it has no rows (or there is no such component).
    open func selectedRow(inComponent component: Int) -> Int {
        reloadIfNeeded()
        return wheels.indices.contains(component) ? wheels[component].selectedRow : -1
    }

    /// Turns a wheel to `row`; the delegate is not told, as on iOS. A row out of range is
    /// ignored with a report.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        reloadIfNeeded()
        layoutIfNeeded()
        guard wheels.indices.contains(component), row >= 0, row < wheels[component].rowCount else {
            RuntimeIssue.report("UIPickerView.selectRow(_:inComponent:animated:): row \(row) of component \(component) does not exist")
            return
        }
        wheels[component].select(row, animated: animated)
    }

    // MARK: Layout

    private func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    private func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        let count = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
        while wheels.count > count { wheels.removeLast().removeFromSuperview() }
        while wheels.count < count {
            let wheel = PickerWheel(picker: self, component: wheels.count)
            insertSubview(wheel, belowSubview: band)
            wheels.append(wheel)
        }
        layoutWheels()
        for (component, wheel) in wheels.enumerated() {
            wheel.reload(rowCount: rowCount(component), rowHeight: rowHeight(component))
        }
    }

    private func rowCount(_ component: Int) -> Int {
        max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
    }

    private func rowHeight(_ component: Int) -> CGFloat {
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? 0
        return height.isFinite && height > 0 ? height : Self.standardRowHeight
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        reloadIfNeeded()
        layoutWheels()
    }

    /// Components side by side: the delegate's widths, centered, or equal shares of the width.
    private func layoutWheels() {
        let available = max(0, bounds.width - 2 * Self.sideInset - CGFloat(max(0, wheels.count - 1)) * Self.componentSpacing)
        var widths = wheels.indices.map { component -> CGFloat in
            let w = delegate?.pickerView(self, widthForComponent: component) ?? 0
            return w.isFinite && w > 0 ? w : 0
        }
        let unspecified = widths.filter { $0 == 0 }.count
        if unspecified > 0 {
            let share = max(0, available - widths.reduce(0, +)) / CGFloat(unspecified)
            widths = widths.map { $0 == 0 ? share : $0 }
        }
        let total = widths.reduce(0, +) + CGFloat(max(0, wheels.count - 1)) * Self.componentSpacing
        var x = (bounds.width - total) / 2
        for (wheel, width) in zip(wheels, widths) {
            wheel.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            x += width + Self.componentSpacing
        }
        let bandHeight = wheels.map(\.rowHeight).max() ?? Self.standardRowHeight
        band.frame = CGRect(x: Self.sideInset, y: (bounds.height - bandHeight) / 2,
                            width: max(0, bounds.width - 2 * Self.sideInset), height: bandHeight)
    }

    /// The delegate's view for a row, else a label with its title.
    func rowView(_ row: Int, component: Int, reusing reused: UIView?) -> UIView {
        if let view = delegate?.pickerView(self, viewForRow: row, forComponent: component, reusing: reused) { return view }
        let label = (reused as? PickerRowLabel) ?? PickerRowLabel()
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?"
        }
        return label
    }
}

/// The label a row shows its title in: centered, at the picker's row font.
@MainActor
final class PickerRowLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        font = .systemFont(ofSize: 21)
        textAlignment = .center
        textColor = .label
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}
