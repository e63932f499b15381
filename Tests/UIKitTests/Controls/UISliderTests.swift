import CoreGraphics
import Foundation
import Testing
import UIKit
import UIKitTesting
import RuntimeSupport

@MainActor private var sliderDeinits = 0

private final class CountedSlider: UISlider {
    isolated deinit { sliderDeinits += 1 }
}

/// UISlider as UIKit documents it: value 0 in 0…1 by default, clamped to the range (the
/// range's ends push the value and each other along); only a touch on the thumb drags it,
/// sending `.valueChanged` at each change while continuous, once on lift otherwise; setters
/// send nothing; `setValue(_:animated: true)` moves the thumb over time.
@Suite("UISlider", .serialized, .freshContext) @MainActor
struct UISliderTests {
    /// A 228-point slider at (20, 20) in a window: the thumb's centre travels 200 points,
    /// from x = 34 to x = 234 in the window.
    private func scene(continuous: Bool = true) -> (UITestHost, UISlider, () -> [String]) {
        let host = UITestHost(size: CGSize(width: 300, height: 100), scale: 1)
        let slider = UISlider(frame: CGRect(x: 20, y: 20, width: 228, height: 31))
        slider.isContinuous = continuous
        host.window.addSubview(slider)
        host.runLoopTurn()
        return (host, slider, recordEvents(of: slider))
    }

    @Test("Defaults: value 0 in 0…1, continuous, no colors or images; 31 points high with no intrinsic width")
    func defaults() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1 && slider.isContinuous)
        #expect(slider.minimumTrackTintColor == nil && slider.maximumTrackTintColor == nil && slider.thumbTintColor == nil)
        #expect(slider.minimumValueImage == nil && slider.currentThumbImage == nil)
        #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
        #expect(slider.trackRect(forBounds: slider.bounds) == CGRect(x: 0, y: 13.5, width: 200, height: 4))
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0) == CGRect(x: 0, y: 1.5, width: 28, height: 28))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1) == CGRect(x: 172, y: 1.5, width: 28, height: 28))
    }

    @Test("The value is clamped to the range; moving an end past the value moves the value, past the other end moves that end")
    func clamping() {
        let slider = UISlider()
        slider.value = 2
        #expect(slider.value == 1)
        slider.value = -3
        #expect(slider.value == 0)
        slider.maximumValue = 10
        slider.value = 8
        slider.maximumValue = 5
        #expect(slider.value == 5)
        slider.minimumValue = 6
        #expect(slider.minimumValue == 6 && slider.maximumValue == 6 && slider.value == 6)
        slider.maximumValue = 2
        #expect(slider.minimumValue == 2 && slider.maximumValue == 2 && slider.value == 2)
    }

    @Test("A NaN or infinite value, minimum or maximum is reported, naming the property, and ignored")
    func badNumbers() {
        let slider = UISlider()
        slider.value = 0.5
        let issues = RuntimeIssue.capture {
            slider.value = .nan
            slider.setValue(.infinity, animated: true)
            slider.minimumValue = -.infinity
            slider.maximumValue = .nan
        }
        #expect(slider.value == 0.5 && slider.minimumValue == 0 && slider.maximumValue == 1)
        #expect(issues.count == 4)
        #expect(issues.first?.contains("UISlider.value") == true)
        #expect(issues.last?.contains("UISlider.maximumValue") == true)
    }

    @Test("Setters send no actions")
    func settersSendNothing() {
        let (host, slider, log) = scene()
        slider.value = 0.3
        slider.setValue(0.9, animated: true)
        slider.minimumValue = 0.95
        host.advanceTime(by: 1)
        #expect(log().isEmpty)
    }

    @Test("Dragging the thumb of a continuous slider sends valueChanged at each change, keeping the grab offset")
    func continuousDrag() {
        let (host, slider, log) = scene()
        // The thumb (value 0) is centred at x = 34; grab it 6 points right of its centre.
        host.touchDown(at: CGPoint(x: 40, y: 35))
        #expect(slider.value == 0 && slider.isTracking)
        host.touchMove(to: CGPoint(x: 90, y: 35))
        #expect(abs(slider.value - 0.25) < 1e-6)
        host.touchMove(to: CGPoint(x: 140, y: 35))
        #expect(abs(slider.value - 0.5) < 1e-6)
        host.touchMove(to: CGPoint(x: 140, y: 60))             // straight down: no change, nothing sent
        host.touchMove(to: CGPoint(x: 900, y: 35))             // past the end: clamped
        #expect(slider.value == 1)
        host.touchUp()
        #expect(log() == ["down"] + Array(repeating: ["valueChanged", "primary"], count: 3).flatMap { $0 } + ["upOutside"])
    }

    @Test("A slider that is not continuous sends valueChanged once, on lift, and only if the value changed")
    func nonContinuous() {
        let (host, slider, log) = scene(continuous: false)
        host.drag(from: CGPoint(x: 34, y: 35), to: CGPoint(x: 134, y: 35), duration: 0.2, steps: 5)
        #expect(abs(slider.value - 0.5) < 1e-6)
        #expect(log() == ["down", "valueChanged", "primary", "upInside"])
        host.advanceTime(by: 1)
        host.tap(at: CGPoint(x: 134, y: 35))
        #expect(log().suffix(2) == ["down", "upInside"])
    }

    @Test("A touch on the track away from the thumb does not move the thumb")
    func touchOnTrackDoesNothing() {
        let (host, slider, log) = scene()
        host.drag(from: CGPoint(x: 200, y: 35), to: CGPoint(x: 150, y: 35), duration: 0.2, steps: 4)
        #expect(slider.value == 0 && !log().contains("valueChanged"))
    }

    @Test("setValue(_:animated: true) moves the thumb over time; value is the new one at once")
    func animatedValue() throws {
        let (host, slider, _) = scene()
        let thumb = try #require(slider.subviews.first?.subviews.last)
        #expect(thumb.frame.midX == 14)
        slider.setValue(1, animated: true)
        #expect(slider.value == 1 && thumb.frame.midX == 214)
        host.runLoopTurn()
        host.advanceTime(by: 0.125)
        let mid = try #require(thumb.layer.presentation()).position.x
        #expect(mid > 20 && mid < 208)
        host.advanceTime(by: 0.2)
        #expect(try #require(thumb.layer.presentation()).position.x == 214)
    }

    @Test("Value images shorten the track, with 9 points between each image and the track")
    func valueImages() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }
        slider.minimumValueImage = image
        slider.maximumValueImage = image
        #expect(slider.minimumValueImageRect(forBounds: slider.bounds) == CGRect(x: 0, y: 5.5, width: 20, height: 20))
        #expect(slider.maximumValueImageRect(forBounds: slider.bounds) == CGRect(x: 180, y: 5.5, width: 20, height: 20))
        #expect(slider.trackRect(forBounds: slider.bounds) == CGRect(x: 29, y: 13.5, width: 142, height: 4))
    }

    @Test("Thumb and track images are kept per state, falling back to the normal one")
    func imagesPerState() {
        let slider = UISlider()
        let normal = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { _ in }
        let pressed = UIGraphicsImageRenderer(size: CGSize(width: 34, height: 34)).image { _ in }
        slider.setThumbImage(normal, for: .normal)
        slider.setThumbImage(pressed, for: .highlighted)
        #expect(slider.thumbImage(for: .disabled) === normal && slider.currentThumbImage === normal)
        slider.isHighlighted = true
        #expect(slider.currentThumbImage === pressed)
        #expect(slider.intrinsicContentSize.height == 34)
    }

    @Test("A slider decodes from a nib: range first, then value; continuous; track and thumb colors")
    func nib() throws {
        let root = try #require(try loadControlsFixture())
        let sliders = root.subviews.compactMap { $0 as? UISlider }
        #expect(sliders.count == 2)
        #expect(sliders[0].value == 0.5 && sliders[0].minimumValue == 0 && sliders[0].maximumValue == 1 && sliders[0].isContinuous)
        #expect(abs(sliders[1].value - 3.7) < 1e-6 && sliders[1].minimumValue == -1 && sliders[1].maximumValue == 6)
        #expect(!sliders[1].isContinuous)
        #expect(sliders[1].minimumTrackTintColor.map { rgba($0) } == [255, 0, 0, 255])
        #expect(sliders[1].maximumTrackTintColor.map { rgba($0) } == [0, 0, 0, 255])
        #expect(sliders[1].thumbTintColor.map { rgba($0) } == [52, 199, 89, 255])
    }

    @Test("A slider in a window, dragged and animating, is freed when removed and dropped")
    func freed() {
        sliderDeinits = 0
        let host = UITestHost(size: CGSize(width: 300, height: 100), scale: 1)
        do {
            let slider = CountedSlider(frame: CGRect(x: 20, y: 20, width: 228, height: 31))
            slider.addAction(UIAction { _ in }, for: .valueChanged)
            host.window.addSubview(slider)
            host.runLoopTurn()
            host.drag(from: CGPoint(x: 34, y: 35), to: CGPoint(x: 100, y: 35), duration: 0.1, steps: 3)
            slider.setValue(1, animated: true)
            slider.removeFromSuperview()
        }
        host.advanceTime(by: 1)
        #expect(sliderDeinits == 1)
    }
}
