// The whole UIKit Auto Layout path on a 1,000-view feed: update constraints, solve, apply
// frames (`layoutIfNeeded()` on a root outside any window, so nothing is drawn).
import Foundation
import UIKit

/// A view with a fixed intrinsic size, standing in for labels and image views so text
/// measurement does not dominate.
private final class FixedSizeView: UIView {
    let size: CGSize
    init(_ size: CGSize) {
        self.size = size
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { fatalError() }
    override var intrinsicContentSize: CGSize { size }
}

/// A feed cell of 14 views: avatar, name, handle, time, body, a media view with a 2:1
/// aspect ratio, and a row of buttons centred vertically.
@MainActor private func makeCell(_ i: Int) -> (UIView, NSLayoutConstraint) {
    let cell = UIView()
    cell.translatesAutoresizingMaskIntoConstraints = false
    let avatar = FixedSizeView(CGSize(width: 40, height: 40))
    let name = FixedSizeView(CGSize(width: 80 + CGFloat(i % 7) * 5, height: 20))
    let handle = FixedSizeView(CGSize(width: 60, height: 16))
    let time = FixedSizeView(CGSize(width: 30, height: 16))
    let body = FixedSizeView(CGSize(width: 200, height: 40 + CGFloat(i % 3) * 20))
    let media = FixedSizeView(CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    let buttons = (0..<4).map { _ in FixedSizeView(CGSize(width: 44, height: 30)) }
    let separator = FixedSizeView(CGSize(width: UIView.noIntrinsicMetric, height: 1))
    let badge = FixedSizeView(CGSize(width: 12, height: 12))
    for v in [avatar, name, handle, time, body, media, separator, badge] + buttons { cell.addSubview(v) }
    let spacing = body.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 8)
    var cs: [NSLayoutConstraint] = [
        avatar.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
        avatar.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
        name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8),
        name.topAnchor.constraint(equalTo: avatar.topAnchor),
        handle.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 4),
        handle.lastBaselineAnchor.constraint(equalTo: name.lastBaselineAnchor),
        time.leadingAnchor.constraint(greaterThanOrEqualTo: handle.trailingAnchor, constant: 4),
        time.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
        time.centerYAnchor.constraint(equalTo: name.centerYAnchor),
        badge.centerXAnchor.constraint(equalTo: avatar.trailingAnchor),
        badge.centerYAnchor.constraint(equalTo: avatar.bottomAnchor),
        spacing,
        body.leadingAnchor.constraint(equalTo: name.leadingAnchor),
        body.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -16),
        media.topAnchor.constraint(equalTo: body.bottomAnchor, constant: 8),
        media.leadingAnchor.constraint(equalTo: name.leadingAnchor),
        media.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
        media.heightAnchor.constraint(equalTo: media.widthAnchor, multiplier: 0.5),
        separator.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
        separator.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
        separator.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
    ]
    for (k, b) in buttons.enumerated() {
        cs.append(b.topAnchor.constraint(equalTo: media.bottomAnchor, constant: 8))
        cs.append(k == 0 ? b.leadingAnchor.constraint(equalTo: name.leadingAnchor)
                         : b.leadingAnchor.constraint(equalTo: buttons[k - 1].trailingAnchor, constant: 24))
    }
    cs.append(buttons[0].bottomAnchor.constraint(equalTo: separator.topAnchor, constant: -12))
    NSLayoutConstraint.activate(cs)
    return (cell, spacing)
}

@MainActor func runAutoLayoutUIKitBenchmarks() {
    let cellCount = 72                              // 72 × 14 = 1,008 views
    var root: UIView!
    var spacings: [NSLayoutConstraint] = []
    let build = measure(runs: 5) {
        root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        spacings = []
        var previous: UIView?
        for i in 0..<cellCount {
            let (cell, spacing) = makeCell(i)
            spacings.append(spacing)
            root.addSubview(cell)
            NSLayoutConstraint.activate([
                cell.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                cell.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                cell.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor),
            ])
            previous = cell
        }
        root.layoutIfNeeded()
    }
    let views = cellCount * 15
    record("UIKit feed, \(views) views: build + first layout", build, "ms")

    var width: CGFloat = 390
    let resize = measure(runs: 9) {
        width = width == 390 ? 414 : 390
        root.frame.size.width = width
        root.layoutIfNeeded()
    }
    record("UIKit feed: width resize, full layout pass", resize, "ms")

    var k = 0
    let constant = measure(runs: 9) {
        k += 1
        spacings[cellCount / 2].constant = k.isMultiple(of: 2) ? 8 : 12
        root.layoutIfNeeded()
    }
    record("UIKit feed: one constant changed, layout pass", constant, "ms")
    precondition(root.subviews[0].frame.width == width, "the feed was laid out")
}
