// The catalog's pickers: a two-component picker view and the date picker in each style.
import Foundation
import UIKit

/// A picker view whose two wheels (a size and a flavor) make an order shown below it, and
/// date pickers as a compact button, as wheels for a time and as an inline calendar. The
/// dates start on one fixed day, so the gallery shows the same screen every run.
final class PickersController: CatalogScreen, UIPickerViewDataSource, UIPickerViewDelegate, CatalogGalleryStates {
    private let sizes = ["Small", "Medium", "Large", "Extra large"]
    private let flavors = ["Vanilla", "Chocolate", "Strawberry", "Pistachio", "Lemon", "Mango"]
    private let picker: UIPickerView
    private let order: UILabel

    init() {
        let picker = UIPickerView()
        let order = Catalog.label("", .systemFont(ofSize: 17, weight: .semibold))
        let day = DateComponents(calendar: .current, year: 2025, month: 3, day: 14, hour: 9, minute: 41).date ?? Date()
        @MainActor func datePicker(_ mode: UIDatePicker.Mode, _ style: UIDatePickerStyle) -> UIDatePicker {
            let picker = UIDatePicker()
            picker.datePickerMode = mode
            picker.preferredDatePickerStyle = style
            picker.date = day
            return picker
        }
        self.picker = picker
        self.order = order
        super.init(title: "Pickers", rows: [
            ("UIPickerView with two components", Catalog.sized(picker, 340)),
            ("The order", order),
            ("UIDatePicker, compact", datePicker(.dateAndTime, .compact)),
            ("UIDatePicker, wheels for a time", Catalog.sized(datePicker(.time, .wheels), 340)),
            ("UIDatePicker, inline calendar", datePicker(.date, .inline)),
        ], scrolls: true)
        picker.dataSource = self
        picker.delegate = self
        picker.selectRow(1, inComponent: 0, animated: false)
        picker.selectRow(1, inComponent: 1, animated: false)
        showOrder()
    }

    required init?(coder: NSCoder) { nil }

    private func showOrder() {
        order.text = "\(sizes[picker.selectedRow(inComponent: 0)]) \(flavors[picker.selectedRow(inComponent: 1)].lowercased())"
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? sizes.count : flavors.count
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? sizes[row] : flavors[row]
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { showOrder() }

    var galleryStates: [(name: String, show: () -> Void)] {
        [("calendar", {
            guard let scrollView = self.scrollView else { return }
            let bottom = scrollView.contentSize.height + scrollView.adjustedContentInset.bottom - scrollView.bounds.height
            scrollView.setContentOffset(CGPoint(x: 0, y: bottom), animated: true)
        })]
    }
}
