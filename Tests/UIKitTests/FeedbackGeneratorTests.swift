import UIKitTesting
import Testing
import UIKit
import RuntimeSupport

/// UIKit's haptic feedback generators behave as Apple documents for a device without a Taptic
/// Engine: every call is accepted and plays nothing.
@Suite("Feedback generators", .freshContext) @MainActor
struct FeedbackGeneratorTests {
    @Test("The generators take iOS's calls without a report: prepare, impacts of each style and intensity, selection ticks, notifications")
    func callsAreAccepted() {
        let issues = RuntimeIssue.capture {
            for style: UIImpactFeedbackGenerator.FeedbackStyle in [.light, .medium, .heavy, .soft, .rigid] {
                let impact = UIImpactFeedbackGenerator(style: style)
                #expect(impact.style == style)
                impact.prepare()
                impact.impactOccurred()
                impact.impactOccurred(intensity: 0.5)
            }
            #expect(UIImpactFeedbackGenerator().style == .medium)
            let selection = UISelectionFeedbackGenerator()
            selection.prepare()
            selection.selectionChanged()
            let notification = UINotificationFeedbackGenerator()
            for type: UINotificationFeedbackGenerator.FeedbackType in [.success, .warning, .error] {
                notification.notificationOccurred(type)
            }
        }
        #expect(issues.isEmpty)
        #expect(UIImpactFeedbackGenerator.FeedbackStyle.rigid.rawValue == 4)
        #expect(UINotificationFeedbackGenerator.FeedbackType.error.rawValue == 2)
    }

    @Test("An intensity that is not a number is reported, naming the call")
    func nonFiniteIntensity() {
        let issues = RuntimeIssue.capture { UIImpactFeedbackGenerator(style: .light).impactOccurred(intensity: .nan) }
        #expect(issues.contains { $0.contains("impactOccurred(intensity:)") })
    }
}
