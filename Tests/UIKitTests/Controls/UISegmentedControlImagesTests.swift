import CoreGraphics
import Testing
import UIKitTesting
@testable import UIKit

/// UISegmentedControl's appearance images: "setBackgroundImage(_:for:barMetrics:) Sets the
/// background image for a given state and bar metrics"; "setDividerImage… Sets the divider
/// image used for a given combination of left and right segment states"; content position
/// adjustments move a kind of segment's content. A background image replaces the standard
/// look, stretched (by its caps) behind each segment.
@Suite("UISegmentedControl background and divider images", .serialized, .freshContext) @MainActor
struct UISegmentedControlImagesTests {
    /// A rounded image of `color`, resizable with 6-point caps.
    private func platter(_ color: UIColor, border: UIColor? = nil) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image { _ in
            let path = UIBezierPath(roundedRect: CGRect(x: 0.5, y: 0.5, width: 15, height: 15), cornerRadius: 5)
            color.setFill()
            path.fill()
            if let border {
                border.setStroke()
                path.stroke()
            }
        }.resizableImage(withCapInsets: UIEdgeInsets(top: 6, left: 6, bottom: 6, right: 6))
    }

    private func bar(_ color: UIColor, width: CGFloat = 2) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: width, height: 4)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: 4))
        }
    }

    private func scene() -> (UITestHost, UISegmentedControl) {
        let host = UITestHost(size: CGSize(width: 340, height: 60), scale: 1)
        host.window.backgroundColor = .white
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 20, y: 14, width: 300, height: 32)
        host.window.addSubview(control)
        return (host, control)
    }

    private func isColor(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ r: Bool, _ g: Bool, _ b: Bool) -> Bool {
        (p.r > 180) == r && (p.g > 180) == g && (p.b > 180) == b && (r || g || b || (p.r < 60 && p.g < 60 && p.b < 60))
    }

    @Test("The images are stored by state (and divider state pair) and bar metrics; nil when not set")
    func storage() {
        let control = UISegmentedControl(items: ["A", "B"])
        let red = platter(.red), line = bar(.black)
        #expect(control.backgroundImage(for: .normal, barMetrics: .default) == nil)
        control.setBackgroundImage(red, for: .selected, barMetrics: .default)
        #expect(control.backgroundImage(for: .selected, barMetrics: .default) === red)
        #expect(control.backgroundImage(for: .selected, barMetrics: .compact) == nil)
        control.setDividerImage(line, forLeftSegmentState: .selected, rightSegmentState: .normal, barMetrics: .default)
        #expect(control.dividerImage(forLeftSegmentState: .selected, rightSegmentState: .normal, barMetrics: .default) === line)
        #expect(control.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .selected, barMetrics: .default) == nil)
        control.setContentPositionAdjustment(UIOffset(horizontal: 3, vertical: -2), forSegmentType: .left, barMetrics: .default)
        #expect(control.contentPositionAdjustment(forSegmentType: .left, barMetrics: .default) == UIOffset(horizontal: 3, vertical: -2))
        #expect(control.contentPositionAdjustment(forSegmentType: .right, barMetrics: .default) == .zero)
        #expect(UISegmentedControl.Segment.alone.rawValue == 4)
    }

    @Test("A background image replaces the platter and plate: each segment shows its state's image, .normal's when its state has none")
    func backgroundPerState() {
        let (host, control) = scene()
        control.setBackgroundImage(platter(.red), for: .normal, barMetrics: .default)
        control.setBackgroundImage(platter(.blue), for: .selected, barMetrics: .default)
        control.selectedSegmentIndex = 1
        let image = host.renderScreen()
        // Probe each segment's background away from its title (near its top edge).
        #expect(isColor(image.pixel(x: 20 + 50, y: 14 + 3), true, false, false))
        #expect(isColor(image.pixel(x: 20 + 150, y: 14 + 3), false, false, true))
        #expect(isColor(image.pixel(x: 20 + 250, y: 14 + 3), true, false, false))
        // Inner edges are square (no rounded cap between segments): the corner pixel of the
        // middle segment's left edge is filled.
        #expect(isColor(image.pixel(x: 20 + 101, y: 14 + 1), false, false, true))
        // The outer corners keep the image's rounding: the control's very corner is clear.
        #expect(isColor(image.pixel(x: 20, y: 14), true, true, true))
        control.selectedSegmentIndex = 2
        let after = host.renderScreen()
        #expect(isColor(after.pixel(x: 20 + 150, y: 14 + 3), true, false, false))
        #expect(isColor(after.pixel(x: 20 + 250, y: 14 + 3), false, false, true))
    }

    @Test("Touching a segment shows the highlighted background image while the finger is down")
    func highlightedBackground() {
        let (host, control) = scene()
        control.setBackgroundImage(platter(.red), for: .normal, barMetrics: .default)
        control.setBackgroundImage(platter(.green), for: .highlighted, barMetrics: .default)
        host.touchDown(at: CGPoint(x: 20 + 250, y: 30))
        #expect(isColor(host.renderScreen().pixel(x: 20 + 250, y: 14 + 3), false, true, false))
        host.touchUp()
        #expect(control.selectedSegmentIndex == 2)
        #expect(isColor(host.renderScreen().pixel(x: 20 + 250, y: 14 + 3), true, false, false))
    }

    @Test("Divider images sit on each boundary, chosen by the neighbours' states, falling back to normal/normal")
    func dividers() {
        let (host, control) = scene()
        control.setBackgroundImage(platter(.white), for: .normal, barMetrics: .default)
        control.setDividerImage(bar(.black, width: 4), forLeftSegmentState: .normal, rightSegmentState: .normal, barMetrics: .default)
        control.setDividerImage(bar(.red, width: 4), forLeftSegmentState: .selected, rightSegmentState: .normal, barMetrics: .default)
        control.selectedSegmentIndex = 0
        let image = host.renderScreen()
        #expect(isColor(image.pixel(x: 20 + 100, y: 14 + 16), true, false, false))
        #expect(isColor(image.pixel(x: 20 + 200, y: 14 + 16), false, false, false))
        #expect(isColor(image.pixel(x: 20 + 200, y: 14 + 1), false, false, false))
    }

    @Test("A content position adjustment moves the content of that kind of segment; .any adds to every segment")
    func positionAdjustment() throws {
        let (host, control) = scene()
        host.runLoopTurn()
        let labels = control.subviews.compactMap { $0 as? UILabel }
        let before = labels.map(\.frame)
        control.setContentPositionAdjustment(UIOffset(horizontal: 10, vertical: 0), forSegmentType: .left, barMetrics: .default)
        control.setContentPositionAdjustment(UIOffset(horizontal: 0, vertical: 3), forSegmentType: .any, barMetrics: .default)
        host.runLoopTurn()
        let after = labels.map(\.frame)
        #expect(after[0].minX == before[0].minX + 10 && after[0].minY == before[0].minY + 3)
        #expect(after[1].minX == before[1].minX && after[1].minY == before[1].minY + 3)
    }

    @Test("Rendered: background images per state with divider images at scale 2")
    func rendering() {
        let host = UITestHost(size: CGSize(width: 260, height: 60), scale: 2)
        host.window.backgroundColor = .white
        let control = UISegmentedControl(items: ["Alpha", "Beta", "Gamma"])
        control.frame = CGRect(x: 10, y: 14, width: 240, height: 32)
        control.setBackgroundImage(platter(UIColor(white: 0.92, alpha: 1), border: .systemBlue), for: .normal, barMetrics: .default)
        control.setBackgroundImage(platter(.systemBlue, border: .systemBlue), for: .selected, barMetrics: .default)
        control.setDividerImage(bar(.systemBlue, width: 1), forLeftSegmentState: .normal, rightSegmentState: .normal, barMetrics: .default)
        control.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        control.selectedSegmentIndex = 1
        host.window.addSubview(control)
        let diff = ReferenceImage.compare(host.renderScreen(), named: "segmented-background-images@2x")
        #expect(diff == nil, "\(diff?.message ?? "")")
    }
}
