import UIKit

extension Notification.Name {
    static let feedDidChange = Notification.Name("FeedDidChange")
}

class RefreshScheduler: NSObject {
    var changes = 0
    var refreshes = 0
    var ticks = 0
    var timer: Timer?

    func start() {
        NotificationCenter.default.addObserver(self, selector: #selector(feedDidChange(_:)), name: .feedDidChange, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(self.countChange), name: .feedDidChange, object: nil)
    }

    func stop() {
        NotificationCenter.default.removeObserver(self)
        timer?.invalidate()
    }

    @objc func feedDidChange(_ notification: Notification) {
        changes += 1
        perform(#selector(refresh), with: nil, afterDelay: 0.5)
    }

    @objc private func countChange() {
        changes += 1
    }

    func cancelRefresh() {
        NSObject.cancelPreviousPerformRequests(withTarget: self)
    }

    @objc func refresh() {
        refreshes += 1
    }

    func startTicking() {
        timer = Timer.scheduledTimer(timeInterval: 0.1, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
    }

    @objc func tick(_ timer: Timer) {
        ticks += 1
    }
}
