import CoreGraphics
import Foundation
import QuartzCore

/// One component of a picker view: a scroll view whose rows turn on a wheel. The row under
/// the picker's middle band is the selected one; a release comes to rest on a row, and a tap
/// on a row above or below turns the wheel to it.
///
/// Only the rows on the visible half of the wheel have views; the others are reused.
@MainActor
final class PickerWheel: UIScrollView, UIScrollViewDelegate {
    weak var picker: UIPickerView?
    let component: Int
    private(set) var rowCount = 0
    private(set) var rowHeight: CGFloat = UIPickerView.standardRowHeight
    /// The selected row, or -1 with no rows.
    private(set) var selectedRow = -1
    private var rowViews: [Int: UIView] = [:]
    private var reusable: [UIView] = []
    /// Whether the motion under way was started by the user (its end is reported).
    private var userMotion = false

    init(picker: UIPickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        delegate = self
        alwaysBounceVertical = true
        showsVerticalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: PickerWheel.tapped))
    }

    required init?(coder: NSCoder) {
        preconditionFailure("a picker wheel is made by its picker view")
    }

    /// Takes the component's row count and height again, keeping the selection in range.
    func reload(rowCount: Int, rowHeight: CGFloat) {
        self.rowCount = max(0, rowCount)
        self.rowHeight = rowHeight.isFinite && rowHeight > 0 ? rowHeight : UIPickerView.standardRowHeight
        for (_, view) in rowViews { view.removeFromSuperview(); reusable.append(view) }
        rowViews.removeAll()
        updateGeometry()
        select(self.rowCount == 0 ? -1 : min(max(selectedRow, 0), self.rowCount - 1), animated: false)
        setNeedsLayout()
    }

    /// The insets that let the first and last rows reach the middle band.
    private func updateGeometry() {
        let inset = max(0, (bounds.height - rowHeight) / 2)
        contentInset = UIEdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
        contentSize = CGSize(width: bounds.width, height: CGFloat(rowCount) * rowHeight)
    }

    override var frame: CGRect {
        didSet {
            guard frame.size != oldValue.size else { return }
            updateGeometry()
            if selectedRow >= 0 { contentOffset = offset(of: selectedRow) }
        }
    }

    private func offset(of row: Int) -> CGPoint {
        CGPoint(x: 0, y: CGFloat(row) * rowHeight - contentInset.top)
    }

    /// The row nearest the middle band now.
    private var rowAtBand: Int {
        guard rowCount > 0 else { return -1 }
        let row = ((contentOffset.y + contentInset.top) / rowHeight).rounded()
        return row.isFinite ? min(max(Int(row), 0), rowCount - 1) : 0
    }

    func select(_ row: Int, animated: Bool) {
        selectedRow = row
        guard row >= 0 else { return }
        userMotion = false
        setContentOffset(offset(of: row), animated: animated)
    }

    /// The view showing `row`, when it is on the visible half of the wheel.
    func view(forRow row: Int) -> UIView? { rowViews[row] }

    /// Asks the picker again for the rows on show, where they are, without moving the wheel.
    func refreshVisibleRows() {
        for (row, view) in rowViews {
            let fresh = picker?.rowView(row, component: component, reusing: view) ?? view
            guard fresh !== view else { continue }
            fresh.transform = view.transform
            fresh.bounds = view.bounds
            fresh.center = view.center
            fresh.alpha = view.alpha
            view.removeFromSuperview()
            addSubview(fresh)
            rowViews[row] = fresh
        }
    }

    // MARK: The wheel

    /// Lays the visible rows on the wheel: a row `d` points from the band's middle sits at
    /// the angle d / r on a cylinder of radius r (half the height), drawn at r·sin(angle) and
    /// squeezed by cos(angle), fainter towards the rim.
    override func layoutSubviews() {
        super.layoutSubviews()
        let radius = max(1, bounds.height / 2)
        let middle = contentOffset.y + bounds.height / 2
        let reach = radius * .pi / 2
        var visible = Set<Int>()
        if rowCount > 0 {
            let first = max(0, Int(saturating: ((middle - reach) / rowHeight).rounded(.down)))
            let last = min(rowCount - 1, Int(saturating: ((middle + reach) / rowHeight).rounded(.up)))
            if first <= last { visible = Set(first...last) }
        }
        for (row, view) in rowViews where !visible.contains(row) {
            view.removeFromSuperview()
            reusable.append(view)
            rowViews[row] = nil
        }
        for row in visible.sorted() {
            let angle = ((CGFloat(row) + 0.5) * rowHeight - middle) / radius
            guard abs(angle) < .pi / 2 else {
                if let view = rowViews.removeValue(forKey: row) { view.removeFromSuperview(); reusable.append(view) }
                continue
            }
            let view = rowViews[row] ?? makeView(row)
            view.transform = .identity
            view.bounds = CGRect(x: 0, y: 0, width: bounds.width, height: rowHeight)
            view.center = CGPoint(x: bounds.width / 2, y: middle + radius * sin(angle))
            view.transform = CGAffineTransform(scaleX: 1, y: max(0.01, cos(angle)))
            view.alpha = 1 - 0.55 * min(1, abs(angle) / (.pi / 2))
        }
    }

    private func makeView(_ row: Int) -> UIView {
        let reused = reusable.popLast()
        let view = picker?.rowView(row, component: component, reusing: reused) ?? UIView()
        if let reused, reused !== view { reused.removeFromSuperview() }
        addSubview(view)
        rowViews[row] = view
        return view
    }

    // MARK: Coming to rest on a row

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { userMotion = true }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard rowCount > 0 else { return }
        let row = ((targetContentOffset.pointee.y + contentInset.top) / rowHeight).rounded()
        let clamped = row.isFinite ? min(max(Int(row), 0), rowCount - 1) : 0
        targetContentOffset.pointee = offset(of: clamped)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { settle() }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { settle() }

    /// The wheel stopped: the row at the band is selected (reported when the user turned it).
    private func settle() {
        let row = rowAtBand
        guard row >= 0 else { return }
        // The offset is shown on whole pixels: compare it as shown, or the wheel never settles.
        if contentOffset != pixelAlignedOffset(offset(of: row)) {
            setContentOffset(offset(of: row), animated: true)
            return
        }
        let changed = row != selectedRow
        selectedRow = row
        if changed, userMotion, let picker { picker.delegate?.pickerView(picker, didSelectRow: row, inComponent: component) }
        userMotion = false
    }

    /// A tap above or below the band turns the wheel to the tapped row.
    private func tapped(_ tap: UITapGestureRecognizer) {
        guard rowCount > 0 else { return }
        let y = tap.location(in: self).y
        let radius = max(1, bounds.height / 2)
        let middle = contentOffset.y + bounds.height / 2
        // Undo the wheel's projection: the tap's height above the middle is r·sin(angle).
        let ratio = min(1, max(-1, (y - middle) / radius))
        let row = Int(saturating: ((middle + asin(ratio) * radius) / rowHeight).rounded(.down))
        guard row >= 0, row < rowCount, row != rowAtBand else { return }
        userMotion = true
        setContentOffset(offset(of: row), animated: true)
    }
}
