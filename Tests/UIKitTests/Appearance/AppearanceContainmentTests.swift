import Testing
import UIKit
import UIKitTesting

private final class InnerBox: UIView {}
private final class OuterBox: UIView {}
private final class BoxController: UIViewController {}

/// `appearance(whenContainedInInstancesOf:)` and `appearance(for:)`: containers are listed
/// innermost first; "the outermost appearance proxy wins. Specificity (depth of the chain) is
/// the tie-breaker"; a trait-specific proxy applies only with its traits and refines one
/// without.
@Suite("Appearance proxies for containers and traits", .freshContext) @MainActor
struct AppearanceContainmentTests {
    /// A label inside an `InnerBox` inside an `OuterBox`, in the host's window.
    private func nestedLabel(in host: UITestHost) -> UILabel {
        let outer = OuterBox(), inner = InnerBox(), label = UILabel()
        inner.addSubview(label)
        outer.addSubview(inner)
        host.window.addSubview(outer)
        return label
    }

    @Test("A contained proxy styles only instances inside its container, and wins there over the plain proxy")
    func containedBeatsPlain() {
        let host = UITestHost()
        UILabel.appearance(whenContainedInInstancesOf: [InnerBox.self]).textColor = .red
        UILabel.appearance().textColor = .blue
        let inside = nestedLabel(in: host)
        let outside = UILabel()
        host.window.addSubview(outside)
        #expect(inside.textColor == .red)
        #expect(outside.textColor == .blue)
    }

    @Test("Containers are listed innermost first: [Inner, Outer] matches Inner inside Outer, not the other way round")
    func ascendingOrder() {
        let host = UITestHost()
        UILabel.appearance(whenContainedInInstancesOf: [InnerBox.self, OuterBox.self]).textColor = .red
        UILabel.appearance(whenContainedInInstancesOf: [OuterBox.self, InnerBox.self]).font = .systemFont(ofSize: 40)
        let label = nestedLabel(in: host)
        #expect(label.textColor == .red)
        #expect(label.font.pointSize == 17)
    }

    @Test("Containers need not be direct superviews: a label anywhere below the container matches")
    func indirectContainment() {
        let host = UITestHost()
        UILabel.appearance(whenContainedInInstancesOf: [OuterBox.self]).textColor = .green
        #expect(nestedLabel(in: host).textColor == .green)
    }

    @Test("The outermost proxy wins: reading from the window down, the rule whose container comes first")
    func outermostWins() {
        let host = UITestHost()
        UILabel.appearance(whenContainedInInstancesOf: [InnerBox.self]).textColor = .red
        UILabel.appearance(whenContainedInInstancesOf: [OuterBox.self]).textColor = .blue
        #expect(nestedLabel(in: host).textColor == .blue)
    }

    @Test("Between rules reaching the same outermost container, the deeper chain wins")
    func depthBreaksTies() {
        let host = UITestHost()
        UILabel.appearance(whenContainedInInstancesOf: [InnerBox.self, OuterBox.self]).textColor = .red
        UILabel.appearance(whenContainedInInstancesOf: [OuterBox.self]).textColor = .blue
        #expect(nestedLabel(in: host).textColor == .red)
    }

    @Test("A view controller contains its view and the views below it")
    func viewControllerIsAContainer() {
        let host = UITestHost()
        UILabel.appearance(whenContainedInInstancesOf: [BoxController.self]).textColor = .orange
        let controller = BoxController()
        let label = UILabel()
        controller.view.addSubview(label)
        host.window.rootViewController = controller
        host.runLoopTurn()
        #expect(label.textColor == .orange)
    }

    @Test("A trait-specific proxy styles only instances with those traits")
    func traitSpecific() {
        let host = UITestHost()
        UILabel.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).textColor = .white
        let darkBox = UIView()
        darkBox.overrideUserInterfaceStyle = .dark
        host.window.addSubview(darkBox)
        let dark = UILabel(), light = UILabel()
        darkBox.addSubview(dark)
        host.window.addSubview(light)
        #expect(dark.textColor == .white)
        #expect(light.textColor == .label)
    }

    @Test("A trait-specific proxy refines one without traits for the same containers, whichever was set first")
    func traitRefinesContainment() {
        let host = UITestHost()
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        UILabel.appearance(for: dark, whenContainedInInstancesOf: [InnerBox.self]).textColor = .white
        UILabel.appearance(whenContainedInInstancesOf: [InnerBox.self]).textColor = .red
        host.window.overrideUserInterfaceStyle = .dark
        #expect(nestedLabel(in: host).textColor == .white)
    }
}
