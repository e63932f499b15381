import CoreGraphics
import Foundation
import Testing
import UIKit
import UIKitTesting

/// `UIPickerView`: wheels of rows from a data source and delegate, turned by the user and
/// coming to rest on a row.
@Suite("Picker views", .serialized, .freshContext) @MainActor
struct UIPickerViewTests {
    final class Months: UIPickerViewDataSource, UIPickerViewDelegate {
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                      "October", "November", "December"]
        var selections: [(row: Int, component: Int)] = []
        var titleCalls = 0
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
            component == 0 ? months.count : 1_000
        }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            titleCalls += 1
            return component == 0 ? months[row] : "\(1_900 + row)"
        }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            selections.append((row, component))
        }
    }

    private func picker(in host: UITestHost, _ model: Months) -> UIPickerView {
        let picker = UIPickerView()
        picker.dataSource = model
        picker.delegate = model
        host.window.addSubview(picker)
        host.runLoopTurn()
        return picker
    }

    @Test("A picker made with a zero frame is 320 × 216 with an intrinsic height of 216; components and rows come from the data source")
    func defaultsAndCounts() {
        let host = UITestHost(size: CGSize(width: 320, height: 216), scale: 1)
        let model = Months()
        let picker = picker(in: host, model)
        #expect(picker.frame == CGRect(x: 0, y: 0, width: 320, height: 216))
        #expect(picker.intrinsicContentSize.height == 216)
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 0) == 12)
        #expect(picker.numberOfRows(inComponent: 1) == 1_000)
        #expect(picker.numberOfRows(inComponent: 5) == 0)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(picker.selectedRow(inComponent: 7) == -1)
        // Equal shares of the width, less the side margins and the gap between them.
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 148.5, height: 32))
        #expect((picker.view(forRow: 0, forComponent: 0) as? UILabel)?.text == "January")
    }

    @Test("Only the rows on the visible half of a wheel have views: a 1,000-row wheel asks for a handful of titles")
    func onlyVisibleRowsAreMade() {
        let host = UITestHost(size: CGSize(width: 320, height: 216), scale: 1)
        let model = Months()
        let picker = picker(in: host, model)
        #expect(model.titleCalls < 40, "\(model.titleCalls) titles asked")
        picker.selectRow(500, inComponent: 1, animated: false)
        host.runLoopTurn()
        #expect((picker.view(forRow: 500, forComponent: 1) as? UILabel)?.text == "2400")
        #expect(picker.view(forRow: 0, forComponent: 1) == nil)
        #expect(model.titleCalls < 80, "\(model.titleCalls) titles asked")
    }

    @Test("Selecting in code turns the wheel (animated on the media clock) and does not tell the delegate")
    func selectingInCode() {
        let host = UITestHost(size: CGSize(width: 320, height: 216), scale: 1)
        let model = Months()
        let picker = picker(in: host, model)
        picker.selectRow(3, inComponent: 0, animated: true)
        #expect(picker.selectedRow(inComponent: 0) == 3)
        host.advanceTime(by: 1)
        let row = picker.view(forRow: 3, forComponent: 0)
        // The selected row sits in the middle band, unsqueezed.
        #expect(abs((row?.convert(row!.bounds, to: picker).midY ?? 0) - 108) < 0.5)
        #expect(model.selections.isEmpty)
    }

    @Test("A drag turns the wheel and it comes to rest on a row; the delegate hears the row selected")
    func draggingSelects() {
        let host = UITestHost(size: CGSize(width: 320, height: 216), scale: 1)
        let model = Months()
        let picker = picker(in: host, model)
        // Upwards by a little more than two rows, then held still before lifting: the wheel
        // settles on row 2.
        let path = (0...20).map { CGPoint(x: 80, y: 150 - 3.5 * CGFloat($0)) } + Array(repeating: CGPoint(x: 80, y: 80), count: 10)
        host.drag(along: path, duration: 1.5)
        host.advanceInFrames(3)
        host.runLoopTurn()
        #expect(picker.selectedRow(inComponent: 0) == 2)
        #expect(model.selections.last?.row == 2 && model.selections.last?.component == 0)
        let row = picker.view(forRow: 2, forComponent: 0)
        #expect(abs((row?.convert(row!.bounds, to: picker).midY ?? 0) - 108) < 0.5)
    }

    @Test("A tap on a row below the band turns the wheel to it and reports it")
    func tapTurnsToRow() {
        let host = UITestHost(size: CGSize(width: 320, height: 216), scale: 1)
        let model = Months()
        let picker = picker(in: host, model)
        // One row below the middle: 32 points lower, about.
        host.tap(at: CGPoint(x: 240, y: 108 + 33))
        host.advanceInFrames(1)
        #expect(picker.selectedRow(inComponent: 1) == 1)
        #expect(model.selections.last?.row == 1 && model.selections.last?.component == 1)
    }

    @Test("The picker's look: rows turning on the wheel, the selected rows in the grey band", arguments: [UIUserInterfaceStyle.light, .dark])
    func look(_ style: UIUserInterfaceStyle) {
        let host = UITestHost(size: CGSize(width: 320, height: 216), scale: 2, userInterfaceStyle: style)
        host.window.backgroundColor = .systemBackground
        let model = Months()
        let picker = picker(in: host, model)
        picker.selectRow(4, inComponent: 0, animated: false)
        picker.selectRow(120, inComponent: 1, animated: false)
        let diff = ReferenceImage.compare(host.renderScreen(), named: style == .dark ? "picker-view-dark@2x" : "picker-view@2x")
        #expect(diff == nil, "\(diff?.message ?? "")")
    }

    @Test("A picker and its wheels deallocate; the delegate and data source are not retained")
    func noRetainCycles() {
        weak var weakPicker: UIPickerView?
        weak var weakModel: Months?
        do {
            let model = Months()
            weakModel = model
            let picker = UIPickerView()
            weakPicker = picker
            picker.dataSource = model
            picker.delegate = model
            picker.layoutIfNeeded()
            #expect(picker.numberOfComponents == 2)
        }
        #expect(weakPicker == nil)
        #expect(weakModel == nil)
    }
}
