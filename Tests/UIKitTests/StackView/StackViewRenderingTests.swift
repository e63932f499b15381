import Foundation
import Testing
import UIKit
import UIKitTesting

/// What stack views look like on screen: they draw nothing themselves but their background
/// colour and rounded corners (iOS 14 and later); their arranged views draw where the stack
/// put them.
@Suite("UIStackView rendering", .serialized, .freshContext) @MainActor
struct StackViewRenderingTests {
    func box(_ color: UIColor, _ width: CGFloat, _ height: CGFloat) -> UIView {
        StackBox(width, height, color: color)
    }

    func label(_ text: String, size: CGFloat, background: UIColor) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: size)
        label.backgroundColor = background
        return label
    }

    @Test("Four stacks render: fill-equally boxes, baseline-aligned labels on a background, a centred column with a hidden view, bottom-aligned equal centring inside margins", arguments: [UIUserInterfaceStyle.light, .dark])
    func rendering(_ style: UIUserInterfaceStyle) {
        let host = UITestHost(size: CGSize(width: 320, height: 240), scale: 2, userInterfaceStyle: style)
        host.window.backgroundColor = .systemBackground

        let row = UIStackView(arrangedSubviews: [box(.systemRed, 10, 10), box(.systemGreen, 10, 10), box(.systemBlue, 10, 10)])
        row.distribution = .fillEqually
        row.spacing = 6
        row.frame = CGRect(x: 10, y: 10, width: 300, height: 40)

        let words = UIStackView(arrangedSubviews: [label("Small", size: 14, background: .yellow),
                                                   label("Large", size: 30, background: .cyan),
                                                   label("mid", size: 20, background: .magenta)])
        words.alignment = .firstBaseline
        words.spacing = 10
        words.backgroundColor = UIColor(white: 0.85, alpha: 1)
        words.translatesAutoresizingMaskIntoConstraints = false

        let column = UIStackView(arrangedSubviews: [box(.systemOrange, 100, 20), box(.black, 40, 20), box(.purple, 60, 30),
                                                    box(.systemGreen, 120, 20)])
        column.axis = .vertical
        column.alignment = .center
        column.spacing = 4
        column.arrangedSubviews[1].isHidden = true
        // The purple view hugs least, so it takes the column's spare height.
        column.arrangedSubviews[2].setContentHuggingPriority(UILayoutPriority(249), for: .vertical)
        column.backgroundColor = UIColor(white: 0.9, alpha: 1)
        column.layer.cornerRadius = 10
        column.frame = CGRect(x: 10, y: 110, width: 140, height: 120)

        let centring = UIStackView(arrangedSubviews: [box(.systemBlue, 20, 20), box(.systemRed, 60, 50), box(.systemBlue, 20, 35)])
        centring.distribution = .equalCentering
        centring.alignment = .bottom
        centring.isLayoutMarginsRelativeArrangement = true
        centring.layoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        centring.backgroundColor = UIColor(red: 0.8, green: 0.9, blue: 1, alpha: 1)
        centring.frame = CGRect(x: 170, y: 110, width: 140, height: 120)

        for stack in [row, words, column, centring] { host.window.addSubview(stack) }
        NSLayoutConstraint.activate([words.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 10),
                                     words.topAnchor.constraint(equalTo: host.window.topAnchor, constant: 60)])
        let diff = ReferenceImage.compare(host.renderScreen(), named: style == .dark ? "stack-views-dark@2x" : "stack-views@2x", filePath: Self.referenceAnchor)
        #expect(diff == nil, "\(diff?.message ?? "")")
    }

    /// References live in Tests/UIKitTests/__References__ with the other UIKit references.
    static let referenceAnchor = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("StackViewRenderingTests.swift").path
}
