import CoreGraphics
import Foundation
import Testing
import UIKit
import UIKitTesting
import RuntimeSupport

@MainActor private var stepperDeinits = 0

private final class CountedStepper: UIStepper {
    isolated deinit { stepperDeinits += 1 }
}

/// UIStepper as UIKit documents it: 0 in 0…100 by steps of 1, continuous, autorepeating,
/// not wrapping; the value changes as the finger comes down and again while it is held;
/// wrapping carries it around; UIKit's refusals of a bad range or step stop the process.
@Suite("UIStepper", .serialized, .freshContext) @MainActor
struct UIStepperTests {
    /// A 94 × 32 stepper at (20, 20): the − half is left of x = 67, the + half right of it.
    private func scene() -> (UITestHost, UIStepper, () -> [String]) {
        let host = UITestHost(size: CGSize(width: 200, height: 100), scale: 1)
        let stepper = UIStepper(frame: CGRect(x: 20, y: 20, width: 94, height: 32))
        host.window.addSubview(stepper)
        host.runLoopTurn()
        return (host, stepper, recordEvents(of: stepper))
    }

    private let minus = CGPoint(x: 40, y: 36), plus = CGPoint(x: 95, y: 36)

    @Test("Defaults: value 0 in 0…100, step 1, continuous, autorepeat, no wrapping; 94 × 32 points")
    func defaults() {
        let stepper = UIStepper()
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(stepper.isContinuous && stepper.autorepeat && !stepper.wraps)
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32) && stepper.sizeThatFits(.zero) == CGSize(width: 94, height: 32))
    }

    @Test("The value is clamped to the range, and the range's ends pull the value with them; setters send nothing")
    func clamping() {
        let (_, stepper, log) = scene()
        stepper.value = 150
        #expect(stepper.value == 100)
        stepper.maximumValue = 10
        #expect(stepper.value == 10)
        stepper.value = -4
        #expect(stepper.value == 0)
        stepper.minimumValue = 5
        #expect(stepper.value == 5 && log().isEmpty)
    }

    @Test("NaN or infinite numbers are reported, naming the property, and ignored")
    func badNumbers() {
        let stepper = UIStepper()
        let issues = RuntimeIssue.capture {
            stepper.value = .nan
            stepper.minimumValue = -.infinity
            stepper.maximumValue = .infinity
            stepper.stepValue = .nan
        }
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(issues.count == 4 && issues.last?.contains("UIStepper.stepValue") == true)
    }

    @Test("A tap on + steps up as the finger comes down (from beginTracking, so before UIControl's touchDown); − steps down")
    func tapSteps() {
        let (host, stepper, log) = scene()
        host.touchDown(at: plus)
        #expect(stepper.value == 1)
        #expect(log() == ["valueChanged", "primary", "down"])
        host.touchUp()
        #expect(log().last == "upInside")
        host.advanceTime(by: 1)
        host.tap(at: minus)
        #expect(stepper.value == 0)
        #expect(log().filter { $0 == "valueChanged" }.count == 2)
    }

    @Test("At the minimum the − half does nothing; with wraps it carries the value to the maximum")
    func endsAndWrapping() {
        let (host, stepper, log) = scene()
        host.tap(at: minus)
        #expect(stepper.value == 0 && !log().contains("valueChanged"))
        stepper.wraps = true
        stepper.stepValue = 30
        host.advanceTime(by: 1)
        host.tap(at: minus)
        #expect(stepper.value == 100)
        host.advanceTime(by: 1)
        host.tap(at: plus)
        #expect(stepper.value == 0, "past the maximum wraps to the minimum")
    }

    @Test("Holding + repeats after 0.5 s, then every 0.1 s, and stops at the maximum without wrapping")
    func autorepeat() {
        let (host, stepper, log) = scene()
        stepper.maximumValue = 8
        host.touchDown(at: plus)
        host.advanceInFrames(0.45)
        #expect(stepper.value == 1)
        host.advanceInFrames(0.1)                       // 0.55 s: the first repeat
        #expect(stepper.value == 2)
        host.advanceInFrames(0.3)                       // 0.85 s: three more
        #expect(stepper.value == 5)
        host.advanceInFrames(2)
        #expect(stepper.value == 8)
        host.touchUp()
        #expect(log().filter { $0 == "valueChanged" }.count == 8)
    }

    @Test("Without autorepeat a held finger steps once; a stepper that is not continuous sends valueChanged once, on lift")
    func noRepeatAndNotContinuous() {
        let (host, stepper, log) = scene()
        stepper.autorepeat = false
        host.touchDown(at: plus)
        host.advanceInFrames(1)
        host.touchUp()
        #expect(stepper.value == 1)
        stepper.autorepeat = true
        stepper.isContinuous = false
        host.advanceTime(by: 1)
        host.touchDown(at: plus)
        host.advanceInFrames(0.75)
        #expect(stepper.value > 2 && log().filter { $0 == "valueChanged" }.count == 1)
        host.touchUp()
        #expect(log().filter { $0 == "valueChanged" }.count == 2)
    }

    @Test("A minimum not below the maximum stops the process, as UIKit raises NSInvalidArgumentException")
    func badRangeStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let stepper = UIStepper()
                stepper.minimumValue = 100
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("minimumValue (100.0) must be less than maximumValue"))
    }

    @Test("A step not above zero stops the process, as UIKit raises NSInvalidArgumentException")
    func badStepStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let stepper = UIStepper()
                stepper.stepValue = 0
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("stepValue (0.0) must be greater than 0"))
    }

    @Test("A stepper decodes from a nib: range, step, value and flags")
    func nib() throws {
        let root = try #require(try loadControlsFixture())
        let steppers = root.subviews.compactMap { $0 as? UIStepper }
        #expect(steppers.count == 2)
        #expect(steppers[0].value == 150 && steppers[0].minimumValue == 0 && steppers[0].maximumValue == 300 && steppers[0].stepValue == 5)
        #expect(steppers[0].isContinuous && steppers[0].autorepeat && !steppers[0].wraps)
        #expect(steppers[1].value == 2 && steppers[1].minimumValue == 2 && steppers[1].maximumValue == 100 && steppers[1].stepValue == 2)
        #expect(!steppers[1].isContinuous && !steppers[1].autorepeat && steppers[1].wraps)
    }

    @Test("A stepper removed while held down (its repeat timer waiting) is freed once the finger lifts and it is dropped")
    func freed() {
        stepperDeinits = 0
        let host = UITestHost(size: CGSize(width: 200, height: 100), scale: 1)
        do {
            let stepper = CountedStepper(frame: CGRect(x: 20, y: 20, width: 94, height: 32))
            host.window.addSubview(stepper)
            host.runLoopTurn()
            host.touchDown(at: CGPoint(x: 95, y: 36))
            stepper.removeFromSuperview()
        }
        host.touchUp()
        host.advanceTime(by: 1)
        #expect(stepperDeinits == 1)
    }
}
