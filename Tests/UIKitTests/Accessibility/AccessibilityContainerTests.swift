import CoreGraphics
import Foundation
import Testing
import UIKit
import UIKitTesting

/// A drawn chart whose bars are not views: it describes them with accessibility elements.
final class BarChartView: UIView {
    let values = [3, 7, 5]
    lazy var bars: [UIAccessibilityElement] = values.enumerated().map { index, value in
        let bar = UIAccessibilityElement(accessibilityContainer: self)
        bar.isAccessibilityElement = true
        bar.accessibilityLabel = "Bar \(index + 1)"
        bar.accessibilityValue = "\(value)"
        bar.accessibilityFrameInContainerSpace = CGRect(x: CGFloat(index) * 30, y: 0, width: 20, height: 50)
        return bar
    }
    override var accessibilityElements: [Any]? {
        get { bars.reversed() }
        set { super.accessibilityElements = newValue }
    }
}

@Suite("Accessibility containers and elements", .freshContext) @MainActor
struct AccessibilityContainerTests {
    @Test("An element's frame in container space follows the container as it moves; a plain frame is screen coordinates")
    func frameInContainerSpace() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let chart = BarChartView(frame: CGRect(x: 10, y: 100, width: 100, height: 50))
        host.window.addSubview(chart)
        let bar = chart.bars[1]
        #expect(bar.accessibilityFrame == CGRect(x: 40, y: 100, width: 20, height: 50))
        chart.center.y += 20
        #expect(bar.accessibilityFrame == CGRect(x: 40, y: 120, width: 20, height: 50))
        #expect(bar.accessibilityActivationPoint == CGPoint(x: 50, y: 145))
        bar.accessibilityFrame = CGRect(x: 0, y: 0, width: 5, height: 5)
        #expect(bar.accessibilityFrame == CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(bar.accessibilityFrameInContainerSpace.isNull, "setting the screen frame stops following the container")
        #expect(bar.accessibilityContainer === chart)
    }

    @Test("A new UIAccessibilityElement is not an element until told, and knows no frame")
    func elementDefaults() {
        let element = UIAccessibilityElement(accessibilityContainer: UIView())
        #expect(!element.isAccessibilityElement)
        #expect(element.accessibilityFrameInContainerSpace.isNull)
        #expect(element.accessibilityFrame == .zero)
        #expect(!element.accessibilityActivate())
    }

    @Test("A container's elements are counted, indexed and read in the container's own order, not by position")
    func containerOrder() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let chart = BarChartView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        host.window.addSubview(chart)
        #expect(chart.accessibilityElementCount() == 3)
        #expect((chart.accessibilityElement(at: 0) as? UIAccessibilityElement) === chart.bars[2])
        #expect(chart.accessibilityElement(at: 3) == nil)
        #expect(chart.index(ofAccessibilityElement: chart.bars[0]) == 2)
        #expect(chart.index(ofAccessibilityElement: UIView()) == NSNotFound)
        #expect(host.accessibilityTree().map(\.label) == ["Bar 3", "Bar 2", "Bar 1"])
    }

    @Test("accessibilityElements set on a plain view replace its subviews for assistive apps")
    func setElements() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let form = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let first = makeLabel("First", CGRect(x: 0, y: 0, width: 100, height: 20))
        let second = makeLabel("Second", CGRect(x: 0, y: 100, width: 100, height: 20))
        let ignored = makeLabel("Ignored", CGRect(x: 0, y: 150, width: 100, height: 20))
        [first, second, ignored].forEach(form.addSubview)
        form.accessibilityElements = [second, first]
        form.accessibilityContainerType = .semanticGroup
        host.window.addSubview(form)
        #expect(host.accessibilityTree().map(\.label) == ["Second", "First"])
        #expect(form.accessibilityContainerType == .semanticGroup)
    }

    @Test("Rects and paths convert from a view's coordinates to the screen's")
    func convertToScreen() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let view = UIView(frame: CGRect(x: 50, y: 60, width: 100, height: 100))
        host.window.addSubview(view)
        #expect(UIAccessibility.convertToScreenCoordinates(CGRect(x: 1, y: 2, width: 3, height: 4), in: view) == CGRect(x: 51, y: 62, width: 3, height: 4))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20))
        let converted = UIAccessibility.convertToScreenCoordinates(path, in: view)
        // A quarter turn about the centre (100, 110): the 10×20 rect at the bounds' corner becomes 20×10 at its right.
        let bounds = converted.bounds
        #expect(abs(bounds.minX - 130) < 0.001 && abs(bounds.minY - 60) < 0.001)
        #expect(abs(bounds.width - 20) < 0.001 && abs(bounds.height - 10) < 0.001)
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 10, height: 20), "the original path is left alone")
    }
}
