import Testing
import UIKit
import UIKitTesting

/// Popovers and a form sheet as they look once shown: the popover's rounded body and arrow
/// in its background colour with a soft shadow over the undimmed presenter; the form sheet
/// a rounded card over the presenter dimmed with black at 20 %.
@Suite("Popover and form sheet (reference images)", .serialized, .freshContext) @MainActor
struct PopoverReferenceTests {
    /// Content with no background of its own (the popover's colour shows) and a label.
    private func content(_ text: String = "Popover") -> UIViewController {
        let b = UIViewController()
        b.preferredContentSize = CGSize(width: 240, height: 150)
        let label = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
        label.text = text
        b.view.addSubview(label)
        return b
    }

    /// The screen once a popover from a dark source at `source` has appeared.
    private func popoverScreen(source frame: CGRect, permitted: UIPopoverArrowDirection, color: UIColor?) -> CGImage {
        let host = UITestHost(size: CGSize(width: 700, height: 620), scale: 1)
        let a = StripedController(rows: 15)
        host.window.rootViewController = a
        let source = UIView(frame: frame)
        source.backgroundColor = UIColor(white: 0.15, alpha: 1)
        a.view.addSubview(source)
        host.runLoopTurn()
        let b = content()
        b.modalPresentationStyle = .popover
        b.popoverPresentationController?.sourceView = source
        b.popoverPresentationController?.permittedArrowDirections = permitted
        b.popoverPresentationController?.backgroundColor = color
        a.present(b, animated: true)
        host.advanceTime(by: 1)
        return host.renderScreen()
    }

    @Test("A popover below its source, arrow up, in the system background colour")
    func arrowUp() {
        let diff = ReferenceImage.compare(popoverScreen(source: CGRect(x: 300, y: 100, width: 60, height: 40), permitted: .any, color: nil),
                                          named: "popover-arrow-up")
        #expect(diff == nil, "\(diff!)")
    }

    @Test("A popover to the right of its source, arrow left, with a light green backgroundColor on body and arrow")
    func arrowLeft() {
        let diff = ReferenceImage.compare(popoverScreen(source: CGRect(x: 120, y: 305, width: 50, height: 40), permitted: .left,
                                                        color: UIColor(red: 0.85, green: 1, blue: 0.85, alpha: 1)),
                                          named: "popover-arrow-left")
        #expect(diff == nil, "\(diff!)")
    }

    @Test("A form sheet on an 820 × 1180 iPad: a centred 540 × 620 card with rounded corners over the dimmed presenter")
    func formSheet() {
        let host = UITestHost(size: CGSize(width: 820, height: 1180), scale: 1)
        host.window.screenSafeAreaInsets = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        let a = StripedController(rows: 15)
        host.window.rootViewController = a
        host.runLoopTurn()
        let b = content("Form sheet")
        b.preferredContentSize = .zero
        b.view.backgroundColor = .white
        b.modalPresentationStyle = .formSheet
        a.present(b, animated: true)
        host.advanceTime(by: 1)
        let diff = ReferenceImage.compare(host.renderScreen(), named: "form-sheet-ipad")
        #expect(diff == nil, "\(diff!)")
    }
}
