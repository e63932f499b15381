import Testing
import UIKit
import UIKitTesting

private class AccentLabel: UILabel {}
private final class InnerBox: UIView {}
private final class OuterBox: UIView {}
@MainActor private var countingDeinits = 0
private final class CountingView: UIView {
    isolated deinit { countingDeinits += 1 }
}

/// UIAppearance's rules: a proxy's values style instances as they enter a window, never one
/// already in a window, never over the instance's own values; the most specific proxy wins.
@Suite("Appearance proxies", .serialized, .freshContext) @MainActor
struct AppearanceProxyTests {
    @Test("A proxy's value styles an instance as it enters a window, not before")
    func appliedOnEnteringWindow() {
        let host = UITestHost()
        UISwitch.appearance().onTintColor = .orange
        let control = UISwitch()
        #expect(control.onTintColor == nil)
        host.window.addSubview(control)
        #expect(control.onTintColor == .orange)
    }

    @Test("A view already in a window keeps its look when the proxy changes, until it is removed and added again")
    func viewInWindowUnchangedUntilReAdded() {
        let host = UITestHost()
        UITableView.appearance().separatorColor = .red
        let table = UITableView()
        host.window.addSubview(table)
        #expect(table.separatorColor == .red)
        UITableView.appearance().separatorColor = .green
        host.runLoopTurn()
        #expect(table.separatorColor == .red)
        table.removeFromSuperview()
        host.window.addSubview(table)
        #expect(table.separatorColor == .green)
    }

    @Test("A value set on the instance wins over the proxy, also when set before the view enters a window")
    func instanceValueWins() {
        let host = UITestHost()
        UILabel.appearance().textColor = .red
        let own = UILabel()
        own.textColor = .blue
        host.window.addSubview(own)
        #expect(own.textColor == .blue)
        let styled = UILabel()
        host.window.addSubview(styled)
        #expect(styled.textColor == .red)
        // Set after it took the proxy's value, the instance's own value stays on re-entry.
        styled.textColor = .purple
        styled.removeFromSuperview()
        host.window.addSubview(styled)
        #expect(styled.textColor == .purple)
    }

    @Test("An instance that set a property to nil keeps nil: setting it at all makes the value its own")
    func explicitNilWins() {
        let host = UITestHost()
        UIView.appearance().backgroundColor = .yellow
        let plain = UIView(), cleared = UIView()
        cleared.backgroundColor = nil
        host.window.addSubview(plain)
        host.window.addSubview(cleared)
        #expect(plain.backgroundColor == .yellow)
        #expect(cleared.backgroundColor == nil)
    }

    @Test("A subclass's proxy wins over its superclass's, whichever was set first; the superclass's still styles the rest")
    func subclassProxyWins() {
        let host = UITestHost()
        AccentLabel.appearance().textColor = .blue
        UILabel.appearance().textColor = .red
        UILabel.appearance().font = .systemFont(ofSize: 30)
        let accent = AccentLabel(), plain = UILabel()
        host.window.addSubview(accent)
        host.window.addSubview(plain)
        #expect(accent.textColor == .blue)
        #expect(accent.font.pointSize == 30)
        #expect(plain.textColor == .red)
    }

    @Test("A proxy is an instance of its class, the same one on every call for the same class, containers and traits")
    func proxyIdentity() {
        _ = UITestHost()
        #expect(UILabel.appearance() === UILabel.appearance())
        #expect(type(of: AccentLabel.appearance()) == AccentLabel.self)
        #expect(AccentLabel.appearance() !== UILabel.appearance())
        #expect(UILabel.appearance(whenContainedInInstancesOf: [OuterBox.self])
            === UILabel.appearance(whenContainedInInstancesOf: [OuterBox.self]))
        #expect(UILabel.appearance(whenContainedInInstancesOf: [OuterBox.self]) !== UILabel.appearance())
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(UILabel.appearance(for: dark) === UILabel.appearance(for: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(UILabel.appearance(for: dark) !== UILabel.appearance())
    }

    @Test("A proxy is never shown: it is in no window, and adding it to one is refused")
    func proxyNeverShown() {
        let host = UITestHost()
        let proxy = UIView.appearance()
        proxy.backgroundColor = .red
        let before = host.window.subviews.count
        host.window.addSubview(proxy)
        #expect(proxy.window == nil)
        #expect(proxy.superview == nil)
        #expect(host.window.subviews.count == before)
        #expect(UIApplication.shared.windows.allSatisfy { $0 !== UIWindow.appearance() })
    }

    @Test("Each running context has its own proxies: a new one styles nothing from the last")
    func proxiesBelongToTheirContext() {
        _ = UITestHost()
        UILabel.appearance().textColor = .red
        let first = UILabel.appearance()
        let host = UITestHost()
        #expect(UILabel.appearance() !== first)
        let label = UILabel()
        host.window.addSubview(label)
        #expect(label.textColor == .label)
    }

    @Test("Views that took a proxy's values are freed with their window: nothing holds them")
    func noRetainCycles() {
        countingDeinits = 0
        do {
            let host = UITestHost()
            CountingView.appearance().backgroundColor = .green
            CountingView.appearance(whenContainedInInstancesOf: [OuterBox.self]).tintColor = .red
            let outer = OuterBox()
            host.window.addSubview(outer)
            for _ in 0..<5 { outer.addSubview(CountingView()) }
            #expect(outer.subviews.allSatisfy { $0.backgroundColor == .green && $0.tintColor == .red })
            outer.removeFromSuperview()
        }
        #expect(countingDeinits == 5)
    }
}
