import CoreGraphics
import Foundation
import Testing
import UIKit
import UIKitTesting

@Suite("Accessibility notifications", .freshContext) @MainActor
struct AccessibilityNotificationTests {
    @Test("Posted notifications reach the test host with their arguments, in order")
    func postIsRecorded() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        host.recordAccessibilityNotifications()
        let banner = UILabel()
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .layoutChanged, argument: banner)
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        let posted = host.postedAccessibilityNotifications
        #expect(posted.map(\.notification) == [.announcement, .layoutChanged, .screenChanged])
        #expect(posted[0].argument as? String == "Saved")
        #expect(posted[1].argument as AnyObject === banner)
        #expect(posted[2].argument == nil)
        host.recordAccessibilityNotifications()
        #expect(host.postedAccessibilityNotifications.isEmpty, "recording starts afresh")
    }

    @Test("The notification kinds are distinct values")
    func kindsAreDistinct() {
        let kinds: [UIAccessibility.Notification] = [.screenChanged, .layoutChanged, .announcement, .pageScrolled,
                                                     .pauseAssistiveTechnology, .resumeAssistiveTechnology]
        #expect(Set(kinds).count == kinds.count)
    }

    @Test("VoiceOver's three-finger scroll turns a scroll view's page and posts where it is; at the end nothing moves")
    func scrollViewPages() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: 320, height: 1200)
        host.window.addSubview(scrollView)
        host.recordAccessibilityNotifications()
        #expect(scrollView.accessibilityScroll(.up), "a swipe up shows what is below")
        #expect(scrollView.contentOffset.y == 400)
        #expect(scrollView.accessibilityScroll(.next))
        #expect(scrollView.contentOffset.y == 800)
        #expect(!scrollView.accessibilityScroll(.up), "the last page: nothing moves")
        #expect(scrollView.accessibilityScroll(.down))
        #expect(scrollView.contentOffset.y == 400)
        #expect(host.postedAccessibilityNotifications.map { $0.argument as? String } == ["Page 2 of 3", "Page 3 of 3", "Page 2 of 3"])
        #expect(host.postedAccessibilityNotifications.allSatisfy { $0.notification == .pageScrolled })
        #expect(!UIView().accessibilityScroll(.up), "other views do not scroll")
    }
}
