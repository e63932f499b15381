import CoreGraphics
import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// How configured buttons follow their state (Apple: the configuration update handler runs
/// on every state change), toggle buttons and pop-up buttons (`changesSelectionAsPrimaryAction`).
@Suite("UIButton configuration states", .freshContext) @MainActor
struct ButtonConfigurationStateTests {
    private func host() -> UITestHost {
        let host = UITestHost(size: CGSize(width: 390, height: 400), scale: 1)
        host.window.backgroundColor = .white
        host.window.rootViewController = UIViewController()
        host.window.rootViewController!.view.backgroundColor = .white
        host.runLoopTurn()
        return host
    }

    private func add(_ button: UIButton, to host: UITestHost, at frame: CGRect = CGRect(x: 40, y: 100, width: 160, height: 44)) {
        button.frame = frame
        host.window.rootViewController!.view.addSubview(button)
        host.runLoopTurn()
    }

    private func titled(_ configuration: UIButton.Configuration, _ title: String) -> UIButton.Configuration {
        var configuration = configuration
        configuration.title = title
        return configuration
    }

    /// The color drawn 3 points inside the button's left edge, halfway down.
    private func fill(_ host: UITestHost, _ button: UIButton) -> [Int] {
        let image = host.renderScreen()
        let p = image.pixel(x: Int(button.frame.minX) + 3, y: Int(button.frame.midY))
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    private func close(_ a: [Int], _ b: [Int], _ tolerance: Int = 6) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= tolerance } }

    @Test("Fills: filled is the tint, tinted the tint at 15 %, gray the tertiary fill, plain none; disabled is gray; a highlighted filled button is lighter")
    func fills() {
        let host = host()
        defer { withExtendedLifetime(host) {} }
        let styles: [UIButton.Configuration] = [.filled(), .tinted(), .gray(), .plain()]
        let buttons = styles.enumerated().map { i, style -> UIButton in
            let button = UIButton(configuration: titled(style, "B"))
            add(button, to: host, at: CGRect(x: 20, y: 20 + CGFloat(i) * 60, width: 120, height: 44))
            return button
        }
        #expect(close(fill(host, buttons[0]), [0, 122, 255]), "\(fill(host, buttons[0]))")
        #expect(close(fill(host, buttons[1]), [217, 235, 255]), "\(fill(host, buttons[1]))")
        #expect(close(fill(host, buttons[2]), [239, 239, 240]), "\(fill(host, buttons[2]))")
        #expect(close(fill(host, buttons[3]), [255, 255, 255]), "\(fill(host, buttons[3]))")
        buttons[0].isEnabled = false
        host.runLoopTurn()
        #expect(close(fill(host, buttons[0]), [239, 239, 240]), "\(fill(host, buttons[0]))")
        buttons[0].isEnabled = true
        buttons[0].isHighlighted = true
        host.runLoopTurn()
        #expect(close(fill(host, buttons[0]), [64, 155, 255]), "\(fill(host, buttons[0]))")
    }

    @Test("configurationUpdateHandler runs on highlight, selection and enabling, after updateConfiguration(); setting the configuration inside it does not run it again")
    func updateHandler() {
        final class Recording: UIButton {
            var log: [String] = []
            override func updateConfiguration() {
                log.append("update")
                super.updateConfiguration()
            }
        }
        let host = host()
        defer { withExtendedLifetime(host) {} }
        let button = Recording(type: .plain)
        button.configuration = titled(.filled(), "Off")
        button.configurationUpdateHandler = { button in
            (button as? Recording)?.log.append("handler")
            var configuration = button.configuration
            configuration?.title = button.isSelected ? "On" : button.isHighlighted ? "Pressed" : "Off"
            button.configuration = configuration
        }
        add(button, to: host)
        #expect(button.log == ["update", "handler"])
        #expect(button.titleLabel?.text == "Off")
        button.isHighlighted = true
        host.runLoopTurn()
        #expect(button.titleLabel?.text == "Pressed")
        button.isHighlighted = false
        button.isSelected = true
        host.runLoopTurn()
        #expect(button.titleLabel?.text == "On")
        let count = button.log.count
        host.runLoopTurn()
        #expect(button.log.count == count, "no update without a change")
        button.isEnabled = false
        host.runLoopTurn()
        #expect(button.log.count == count + 2)
        button.automaticallyUpdatesConfiguration = false
        button.isEnabled = true
        host.runLoopTurn()
        #expect(button.log.count == count + 2, "automatic updates off: a state change updates nothing")
        button.setNeedsUpdateConfiguration()
        host.runLoopTurn()
        #expect(button.log.count == count + 4)
    }

    @Test("changesSelectionAsPrimaryAction without a menu makes a toggle button: each tap flips isSelected before the actions run")
    func toggleButton() {
        let host = host()
        defer { withExtendedLifetime(host) {} }
        var seen: [Bool] = []
        let button = UIButton(configuration: titled(.plain(), "Bold"), primaryAction: UIAction { action in
            seen.append((action.sender as? UIButton)?.isSelected ?? false)
        })
        button.changesSelectionAsPrimaryAction = true
        add(button, to: host)
        #expect(close(fill(host, button), [255, 255, 255]))
        host.tap(at: CGPoint(x: 120, y: 122))
        host.runLoopTurn()
        #expect(button.isSelected && seen == [true])
        #expect(close(fill(host, button), [217, 235, 255]), "a selected plain toggle takes the tinted look: \(fill(host, button))")
        host.tap(at: CGPoint(x: 120, y: 122))
        host.runLoopTurn()
        #expect(!button.isSelected && seen == [true, false])
        button.configuration?.automaticallyUpdateForSelection = false
        button.isSelected = true
        host.runLoopTurn()
        #expect(close(fill(host, button), [255, 255, 255]), "no selected look when automaticallyUpdateForSelection is off")
    }

    @Test("A pop-up button (menu as primary action, changesSelectionAsPrimaryAction) shows the selected action's title and the chevrons; choosing an action moves both")
    func popUpButton() throws {
        let host = host()
        defer { withExtendedLifetime(host) {} }
        let small = UIAction(title: "Small") { _ in }, extraLarge = UIAction(title: "Extra Large") { _ in }
        let button = UIButton(configuration: .gray())
        button.menu = UIMenu(children: [small, extraLarge])
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        add(button, to: host, at: CGRect(x: 40, y: 100, width: 200, height: 44))
        #expect(button.titleLabel?.text == "Small" && small.state == .on)
        let chevrons = try #require(button.configurationStorage?.indicatorView)
        let title = try #require(button.titleLabel?.frame)
        #expect(abs(chevrons.frame.minX - title.maxX - 6) <= 0.5, "the chevrons follow the title")
        let narrow = button.intrinsicContentSize.width
        host.tap(at: CGPoint(x: 140, y: 122))
        host.activateAccessibilityElement(label: "Extra Large")
        host.runLoopTurn()
        #expect(button.titleLabel?.text == "Extra Large" && extraLarge.state == .on && small.state == .off)
        #expect(button.intrinsicContentSize.width > narrow)
        #expect(!button.isSelected, "a pop-up button does not toggle")
        button.configuration?.indicator = .none
        host.runLoopTurn()
        #expect(button.configurationStorage?.indicatorView == nil)
    }

    @Test("A tap on the activity indicator or the chevrons is the button's")
    func partsDoNotTakeTouches() throws {
        let host = host()
        defer { withExtendedLifetime(host) {} }
        var taps = 0
        var configuration = titled(.gray(), "Wait")
        configuration.showsActivityIndicator = true
        configuration.indicator = .popup
        let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in taps += 1 })
        add(button, to: host)
        for part in [button.configurationStorage?.activityIndicator, button.configurationStorage?.indicatorView] as [UIView?] {
            let view = try #require(part)
            host.tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
        }
        #expect(taps == 2)
    }

    @Test("VoiceOver reads a configured button's title and subtitle; a tap through accessibility runs its action")
    func accessibility() {
        let host = host()
        defer { withExtendedLifetime(host) {} }
        var taps = 0
        var configuration = titled(.filled(), "Pay")
        configuration.subtitle = "$4.99"
        let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in taps += 1 })
        add(button, to: host)
        #expect(button.accessibilityLabel == "Pay, $4.99")
        #expect(button.accessibilityTraits.contains(.button))
        host.activateAccessibilityElement(label: "Pay, $4.99")
        #expect(taps == 1)
    }

    @Test("indicator = .popup draws the chevrons on any button; a menu that is not the primary action leaves a toggle button")
    func explicitIndicator() {
        let host = host()
        defer { withExtendedLifetime(host) {} }
        var configuration = titled(.plain(), "Sort")
        configuration.indicator = .popup
        let button = UIButton(configuration: configuration)
        button.menu = UIMenu(children: [UIAction(title: "Name") { _ in }])
        button.changesSelectionAsPrimaryAction = true
        add(button, to: host)
        #expect(button.configurationStorage?.indicatorView?.superview === button)
        #expect(button.titleLabel?.text == "Sort", "not a pop-up: the title stays")
        host.tap(at: CGPoint(x: 120, y: 122))
        #expect(button.isSelected)
    }
}
