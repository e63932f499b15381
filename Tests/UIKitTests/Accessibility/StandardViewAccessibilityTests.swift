import CoreGraphics
import Foundation
import Testing
import UIKit
import UIKitTesting

/// What UIKit's own views tell assistive apps without any code, as on iOS.
@Suite("Accessibility of standard views", .freshContext) @MainActor
struct StandardViewAccessibilityTests {
    @Test("A label is an element read as static text: its text")
    func label() {
        let label = UILabel()
        label.text = "Welcome"
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Welcome")
        #expect(label.accessibilityTraits == .staticText)
    }

    @Test("A button is an element with the button trait, read by its title; disabled it is dimmed, selected it is selected")
    func button() {
        let button = UIButton(type: .system)
        button.setTitle("Sign in", for: .normal)
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityLabel == "Sign in")
        #expect(button.accessibilityTraits == .button)
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        button.isEnabled = true
        button.isSelected = true
        #expect(button.accessibilityTraits == [.button, .selected])
        button.accessibilityTraits = .link
        #expect(button.accessibilityTraits == [.link, .selected], "set traits replace the class's; state is still added")
    }

    @Test("An image view is not an element by default; made one, it reads as an image")
    func imageView() {
        let imageView = UIImageView()
        #expect(!imageView.isAccessibilityElement)
        imageView.isAccessibilityElement = true
        imageView.accessibilityLabel = "Logo"
        #expect(imageView.accessibilityTraits == .image)
    }

    @Test("A switch is a button whose value is 1 or 0")
    func uiSwitch() {
        let toggle = UISwitch()
        #expect(toggle.isAccessibilityElement)
        #expect(toggle.accessibilityTraits == .button)
        #expect(toggle.accessibilityValue == "0")
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1")
    }

    @Test("A slider is adjustable, its value a percentage; a swipe moves it a tenth of the range and sends valueChanged")
    func slider() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        slider.minimumValue = 0
        slider.maximumValue = 200
        slider.value = 50
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        #expect(slider.accessibilityTraits == .adjustable)
        #expect(slider.accessibilityValue == "25%")
        slider.accessibilityIncrement()
        #expect(slider.value == 70 && slider.accessibilityValue == "35%" && changes == 1)
        slider.value = 5
        slider.accessibilityDecrement()
        #expect(slider.value == 0 && changes == 2)
        slider.accessibilityDecrement()
        #expect(changes == 2, "at the end nothing changes and nothing is sent")
    }

    @Test("A page control is adjustable and reads 'page X of Y'; a swipe turns the page and sends valueChanged")
    func pageControl() {
        let pages = UIPageControl()
        pages.numberOfPages = 3
        var changes = 0
        pages.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        #expect(pages.accessibilityTraits == .adjustable)
        #expect(pages.accessibilityValue == "page 1 of 3")
        pages.accessibilityIncrement()
        #expect(pages.currentPage == 1 && pages.accessibilityValue == "page 2 of 3" && changes == 1)
        pages.accessibilityDecrement()
        pages.accessibilityDecrement()
        #expect(pages.currentPage == 0 && changes == 2)
    }

    @Test("A progress view reads its progress as a percentage and updates frequently")
    func progressView() {
        let progress = UIProgressView(progressViewStyle: .default)
        progress.progress = 0.42
        #expect(progress.isAccessibilityElement)
        #expect(progress.accessibilityValue == "42%")
        #expect(progress.accessibilityTraits == .updatesFrequently)
    }

    @Test("An activity indicator reads 'In progress' while it spins and 'Progress halted' when stopped")
    func activityIndicator() {
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.accessibilityLabel == "Progress halted")
        spinner.startAnimating()
        #expect(spinner.accessibilityLabel == "In progress")
    }

    @Test("A text field's value is its text (bullets when secure); empty, its placeholder is read")
    func textField() {
        let field = UITextField()
        field.placeholder = "Email"
        #expect(field.isAccessibilityElement)
        #expect(field.accessibilityLabel == "Email" && field.accessibilityValue == nil)
        field.text = "me@example.com"
        #expect(field.accessibilityLabel == nil && field.accessibilityValue == "me@example.com")
        field.isSecureTextEntry = true
        field.text = "abc"
        #expect(field.accessibilityValue == "•••")
    }

    @Test("A text view's value is its text")
    func textView() {
        let text = UITextView()
        text.text = "Notes"
        #expect(text.isAccessibilityElement)
        #expect(text.accessibilityValue == "Notes")
    }

    @Test("A segmented control is a container of button elements, one per segment; the selected one is selected, a disabled one dimmed")
    func segmentedControl() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        control.frame = CGRect(x: 10, y: 10, width: 300, height: 32)
        control.selectedSegmentIndex = 1
        control.setEnabled(false, forSegmentAt: 2)
        host.window.addSubview(control)
        #expect(!control.isAccessibilityElement)
        let tree = host.accessibilityTree()
        #expect(tree.map(\.label) == ["Day", "Week", "Month"])
        #expect(tree.map(\.traits) == [.button, [.button, .selected], [.button, .notEnabled]])
        #expect(tree[0].frame.minX == 10 && tree[2].frame.maxX == 310)
        #expect(control.accessibilityElements?.first as AnyObject === tree[0].element, "the same element objects on every read")
    }

    @Test("A stepper is two buttons, Decrement and Increment; the one that cannot step is dimmed")
    func stepper() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let stepper = UIStepper(frame: CGRect(x: 0, y: 0, width: 94, height: 32))
        host.window.addSubview(stepper)
        let tree = host.accessibilityTree()
        #expect(tree.map(\.label) == ["Decrement", "Increment"])
        #expect(tree.map(\.traits) == [[.button, .notEnabled], .button], "the value starts at the minimum")
    }

    @Test("A table cell is one element read as its labels together; selected, it is selected")
    func tableCell() {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.textLabel?.text = "Wi-Fi"
        cell.detailTextLabel?.text = "Home"
        cell.layoutIfNeeded()
        #expect(cell.isAccessibilityElement)
        #expect(cell.accessibilityLabel == "Wi-Fi, Home")
        cell.setSelected(true, animated: false)
        #expect(cell.accessibilityTraits.contains(.selected))
    }

    @Test("A generic UIControl subclass is an element, as Apple documents for controls")
    func customControl() {
        final class Knob: UIControl {}
        let knob = Knob()
        #expect(knob.isAccessibilityElement)
        #expect(knob.accessibilityRespondsToUserInteraction)
        knob.isEnabled = false
        #expect(knob.accessibilityTraits == .notEnabled)
    }

    @Test("A plain collection view cell is not an element: assistive apps visit its content one by one")
    func collectionCell() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 160, height: 100))
        let title = makeLabel("Photo", CGRect(x: 0, y: 0, width: 160, height: 20))
        let like = UIButton(type: .system)
        like.setTitle("Like", for: .normal)
        like.frame = CGRect(x: 0, y: 60, width: 80, height: 30)
        cell.contentView.addSubview(title)
        cell.contentView.addSubview(like)
        host.window.addSubview(cell)
        #expect(!cell.isAccessibilityElement)
        #expect(host.accessibilityTree().map(\.label) == ["Photo", "Like"])
        #expect(!title.accessibilityRespondsToUserInteraction && like.accessibilityRespondsToUserInteraction)
    }
}
