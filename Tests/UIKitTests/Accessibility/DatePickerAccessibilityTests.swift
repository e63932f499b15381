import CoreGraphics
import Foundation
import Testing
import UIKit
import UIKitTesting

@Suite("Accessibility of date picker wheels", .freshContext) @MainActor
struct DatePickerAccessibilityTests {
    @Test("Each wheel of a date picker is adjustable and reads its row; a swipe up turns it a row, changes the date and sends valueChanged")
    func wheelsAdjust() {
        let picker = DatePickerSupport.makePicker(.date, style: .wheels)
        let events = DatePickerEvents(picker)
        let host = UITestHost(size: CGSize(width: 320, height: 216), scale: 1)
        picker.frame = CGRect(x: 0, y: 0, width: 320, height: 216)
        host.window.addSubview(picker)
        let wheels = host.accessibilityTree()
        #expect(wheels.allSatisfy { $0.traits == .adjustable })
        #expect(wheels.map(\.value) == ["March", "17", "2026"])
        wheels[1].element.accessibilityIncrement()
        host.runLoopTurn()
        #expect(DatePickerSupport.parts(picker.date).day == 18)
        #expect(events.valueChanged == 1)
        #expect(wheels[1].element.accessibilityValue == "18")
        wheels[0].element.accessibilityDecrement()
        host.runLoopTurn()
        #expect(DatePickerSupport.parts(picker.date).month == 2)
    }
}
