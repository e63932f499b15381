import CoreGraphics
import Foundation
import Testing
import UIKit
import UIKitTesting

/// Configured buttons drawn at 2×: the eight styles in their normal, highlighted and disabled
/// states, then the image placements, a subtitle, the sizes, corner styles, the activity
/// indicator and a pop-up button's chevrons.
@Suite("UIButton configuration rendering", .serialized, .freshContext) @MainActor
struct ButtonConfigurationReferenceTests {
    private func titled(_ configuration: UIButton.Configuration, _ title: String) -> UIButton.Configuration {
        var configuration = configuration
        configuration.title = title
        return configuration
    }

    /// A round template image, as a symbol would be.
    private var dot: UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 18, height: 18)).image { _ in
            UIColor.black.setFill()
            UIBezierPath(ovalIn: CGRect(x: 1, y: 1, width: 16, height: 16)).fill()
        }.withRenderingMode(.alwaysTemplate)
    }

    @Test("Rows: plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent; columns: normal, highlighted, disabled",
          arguments: [UIUserInterfaceStyle.light, .dark])
    func styles(_ appearance: UIUserInterfaceStyle) {
        let host = UITestHost(size: CGSize(width: 400, height: 362), scale: 2, userInterfaceStyle: appearance)
        host.window.backgroundColor = .systemBackground
        let styles: [UIButton.Configuration] = [.plain(), .tinted(), .gray(), .filled(), .borderless(), .bordered(), .borderedTinted(),
                                                 .borderedProminent()]
        for (row, style) in styles.enumerated() {
            for column in 0..<3 {
                let button = UIButton(configuration: titled(style, "Button"))
                button.frame = CGRect(x: 10 + CGFloat(column) * 130, y: 10 + CGFloat(row) * 44, width: 120, height: 36)
                button.isHighlighted = column == 1
                button.isEnabled = column != 2
                host.window.addSubview(button)
            }
        }
        let diff = ReferenceImage.compare(host.renderScreen(), named: appearance == .dark ? "button-configuration-styles-dark@2x" : "button-configuration-styles@2x")
        #expect(diff == nil, "\(diff?.message ?? "")")
    }

    @Test("Selected toggle buttons: plain and gray take the tinted look, tinted and filled the filled look; then the same unselected")
    func selectedToggles() {
        let host = UITestHost(size: CGSize(width: 400, height: 100), scale: 2)
        host.window.backgroundColor = .systemBackground
        let styles: [UIButton.Configuration] = [.plain(), .gray(), .tinted(), .filled()]
        for (column, style) in styles.enumerated() {
            for row in 0..<2 {
                let button = UIButton(configuration: titled(style, "Bold"))
                button.changesSelectionAsPrimaryAction = true
                button.isSelected = row == 0
                button.frame = CGRect(x: 10 + CGFloat(column) * 96, y: 10 + CGFloat(row) * 44, width: 88, height: 36)
                host.window.addSubview(button)
            }
        }
        let diff = ReferenceImage.compare(host.renderScreen(), named: "button-configuration-selected@2x")
        #expect(diff == nil, "\(diff?.message ?? "")")
    }

    @Test("Image leading, trailing, top and bottom 6 points from the title; a subtitle; mini to large sizes; capsule, large, small and square corners; an activity indicator; a pop-up button")
    func layouts() {
        let host = UITestHost(size: CGSize(width: 400, height: 330), scale: 2)
        host.window.backgroundColor = .systemBackground
        var views: [UIView] = []
        for (i, edge) in [NSDirectionalRectEdge.leading, .trailing, .top, .bottom].enumerated() {
            var configuration = titled(.tinted(), "Pic")
            configuration.image = dot
            configuration.imagePlacement = edge
            configuration.imagePadding = 6
            let button = UIButton(configuration: configuration)
            button.frame = CGRect(x: 10 + CGFloat(i) * 96, y: 10, width: 88, height: 70)
            views.append(button)
        }
        var subtitled = titled(.filled(), "Title")
        subtitled.subtitle = "Subtitle under it"
        subtitled.titlePadding = 2
        subtitled.image = dot
        subtitled.imagePadding = 8
        let withSubtitle = UIButton(configuration: subtitled)
        withSubtitle.frame = CGRect(x: 10, y: 90, width: 180, height: 56)
        views.append(withSubtitle)
        var spinning = titled(.gray(), "Loading")
        spinning.showsActivityIndicator = true
        spinning.imagePadding = 6
        let loading = UIButton(configuration: spinning)
        loading.frame = CGRect(x: 200, y: 90, width: 190, height: 56)
        views.append(loading)
        var x: CGFloat = 10
        for size in [UIButton.Configuration.Size.mini, .small, .medium, .large] {
            var configuration = titled(.filled(), "Size")
            configuration.buttonSize = size
            let button = UIButton(configuration: configuration)
            button.sizeToFit()
            button.frame.origin = CGPoint(x: x, y: 160)
            x += button.frame.width + 10
            views.append(button)
        }
        for (i, corner) in [UIButton.Configuration.CornerStyle.capsule, .large, .small, .fixed].enumerated() {
            var configuration = titled(.filled(), "Corner")
            configuration.cornerStyle = corner
            configuration.baseBackgroundColor = .systemGreen
            let button = UIButton(configuration: configuration)
            button.frame = CGRect(x: 10 + CGFloat(i) * 96, y: 224, width: 88, height: 40)
            views.append(button)
        }
        let popUp = UIButton(configuration: .gray())
        popUp.menu = UIMenu(children: [UIAction(title: "Medium") { _ in }, UIAction(title: "Large") { _ in }])
        popUp.showsMenuAsPrimaryAction = true
        popUp.changesSelectionAsPrimaryAction = true
        popUp.frame = CGRect(x: 10, y: 276, width: 140, height: 40)
        views.append(popUp)
        var plainPopUp = titled(.plain(), "Sort by")
        plainPopUp.indicator = .popup
        let sort = UIButton(configuration: plainPopUp)
        sort.frame = CGRect(x: 160, y: 276, width: 140, height: 40)
        views.append(sort)
        for view in views { host.window.addSubview(view) }
        let diff = ReferenceImage.compare(host.renderScreen(), named: "button-configuration-layouts@2x")
        #expect(diff == nil, "\(diff?.message ?? "")")
    }
}
