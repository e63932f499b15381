import Foundation
import Testing
import UIKit
import UIKitTesting

/// An arranged view with a fixed intrinsic content size (as a label or an image view has),
/// counting how many are alive.
final class StackBox: UIView {
    nonisolated(unsafe) static var alive = 0
    var size: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ width: CGFloat, _ height: CGFloat, color: UIColor = .gray) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        backgroundColor = color
        Self.alive += 1
    }

    required init?(coder: NSCoder) { fatalError("not used from nibs") }
    override var intrinsicContentSize: CGSize { size }
    isolated deinit { Self.alive -= 1 }
}

/// A stack view in a 400×300 window at scale 1 (whole points are whole pixels), with a fixed
/// frame of `frame`.
@MainActor func stackScene(_ frame: CGRect, axis: NSLayoutConstraint.Axis = .horizontal,
                           _ views: [UIView]) -> (UITestHost, UIStackView) {
    let host = UITestHost(size: CGSize(width: 400, height: 300), scale: 1)
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = axis
    stack.frame = frame
    host.window.addSubview(stack)
    return (host, stack)
}

/// A stack sized by its views, its top-leading corner pinned at `origin` in a 400×300 window
/// at scale 1; `configure` runs before the first layout.
@MainActor func contentSizedStack(_ views: [UIView], at origin: CGPoint = .zero,
                                  _ configure: (UIStackView) -> Void) -> (UITestHost, UIStackView) {
    let host = UITestHost(size: CGSize(width: 400, height: 300), scale: 1)
    let stack = UIStackView(arrangedSubviews: views)
    configure(stack)
    stack.translatesAutoresizingMaskIntoConstraints = false
    host.window.addSubview(stack)
    NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: origin.x),
                                 stack.topAnchor.constraint(equalTo: host.window.topAnchor, constant: origin.y)])
    host.runLoopTurn()
    return (host, stack)
}

/// Three boxes in a horizontal 300 × 100 `.fill` stack with spacing 10, laid out: the first
/// two hug at 251, so the third takes the spare length (0…40, 50…110, 120…300).
@MainActor func spacedFillScene() -> (UITestHost, UIStackView, [StackBox]) {
    let boxes = threeBoxes()
    for box in boxes.prefix(2) { box.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal) }
    let (host, stack) = stackScene(stackFrame(.horizontal), boxes)
    stack.spacing = 10
    host.runLoopTurn()
    return (host, stack, boxes)
}

/// The three boxes most tests use: 40, 60 and 80 long along `axis`, 20, 30 and 40 thick
/// across it.
@MainActor func threeBoxes(_ axis: NSLayoutConstraint.Axis = .horizontal) -> [StackBox] {
    [(40, 20), (60, 30), (80, 40)].map { along, across in
        axis == .horizontal ? StackBox(along, across) : StackBox(across, along)
    }
}

/// A frame given along and across `axis` (x/width along a horizontal stack, y/height along a
/// vertical one).
func axisFrame(_ axis: NSLayoutConstraint.Axis, along start: CGFloat, _ length: CGFloat,
               across crossStart: CGFloat, _ thickness: CGFloat) -> CGRect {
    axis == .horizontal
        ? CGRect(x: start, y: crossStart, width: length, height: thickness)
        : CGRect(x: crossStart, y: start, width: thickness, height: length)
}

/// The stack frame 300 long and 100 thick for `axis`.
func stackFrame(_ axis: NSLayoutConstraint.Axis) -> CGRect {
    axisFrame(axis, along: 0, 300, across: 0, 100)
}

/// Values within a hundredth.
func stackNear(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.01) -> Bool { abs(a - b) <= tolerance }
func stackNear(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 0.01) -> Bool {
    stackNear(a.minX, b.minX, tolerance) && stackNear(a.minY, b.minY, tolerance)
        && stackNear(a.width, b.width, tolerance) && stackNear(a.height, b.height, tolerance)
}
