import CoreGraphics
import Foundation
import Testing
import UIKit
import UIKitTesting

/// The standard value controls drawn in their main states, in the light appearance, at 2×.
@Suite("Controls rendering", .serialized, .freshContext) @MainActor
struct ControlsReferenceTests {
    @Test("Switches off, on, tinted and disabled; sliders at 0, ½ and tinted; segmented controls; spinners; progress bars; steppers at the minimum and in the range; a page control", arguments: [UIUserInterfaceStyle.light, .dark])
    func controls(_ style: UIUserInterfaceStyle) {
        let host = UITestHost(size: CGSize(width: 320, height: 380), scale: 2, userInterfaceStyle: style)
        host.window.backgroundColor = .systemBackground
        let off = UISwitch(frame: CGRect(x: 16, y: 12, width: 0, height: 0))
        let on = UISwitch(frame: CGRect(x: 83, y: 12, width: 0, height: 0))
        on.isOn = true
        let tinted = UISwitch(frame: CGRect(x: 150, y: 12, width: 0, height: 0))
        tinted.isOn = true
        tinted.onTintColor = .systemOrange
        tinted.thumbTintColor = .systemBlue
        let disabled = UISwitch(frame: CGRect(x: 217, y: 12, width: 0, height: 0))
        disabled.isOn = true
        disabled.isEnabled = false

        let empty = UISlider(frame: CGRect(x: 16, y: 56, width: 288, height: 31))
        let half = UISlider(frame: CGRect(x: 16, y: 92, width: 288, height: 31))
        half.value = 0.5
        let colored = UISlider(frame: CGRect(x: 16, y: 128, width: 288, height: 31))
        colored.value = 0.75
        colored.minimumTrackTintColor = .systemRed
        colored.thumbTintColor = .systemGreen

        let segmented = UISegmentedControl(items: ["First", "Second", "Third"])
        segmented.frame = CGRect(x: 16, y: 170, width: 288, height: 32)
        segmented.selectedSegmentIndex = 1
        let unselected = UISegmentedControl(items: ["Day", "Week", "Month", "Year"])
        unselected.frame = CGRect(x: 16, y: 210, width: 288, height: 32)

        let medium = UIActivityIndicatorView(style: .medium)
        medium.center = CGPoint(x: 30, y: 268)
        medium.startAnimating()
        let large = UIActivityIndicatorView(style: .large)
        large.center = CGPoint(x: 75, y: 268)
        large.startAnimating()

        let progress = UIProgressView(frame: CGRect(x: 110, y: 258, width: 194, height: 4))
        progress.progress = 0.3
        let bar = UIProgressView(progressViewStyle: .bar)
        bar.frame = CGRect(x: 110, y: 274, width: 194, height: 4)
        bar.progress = 0.6
        bar.progressTintColor = .systemGreen

        let atMinimum = UIStepper(frame: CGRect(x: 16, y: 296, width: 94, height: 32))
        let inRange = UIStepper(frame: CGRect(x: 126, y: 296, width: 94, height: 32))
        inRange.value = 50
        let pages = UIPageControl(frame: CGRect(x: 16, y: 340, width: 288, height: 26))
        pages.numberOfPages = 5
        pages.currentPage = 1
        pages.pageIndicatorTintColor = .systemGray
        pages.currentPageIndicatorTintColor = .label

        for view in [off, on, tinted, disabled, empty, half, colored, segmented, unselected, medium, large, progress, bar,
                     atMinimum, inRange, pages] as [UIView] {
            host.window.addSubview(view)
        }
        let diff = ReferenceImage.compare(host.renderScreen(), named: style == .dark ? "controls-dark@2x" : "controls@2x")
        #expect(diff == nil, "\(diff?.message ?? "")")
    }
}
