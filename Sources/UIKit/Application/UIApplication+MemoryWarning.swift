import Foundation
internal import RuntimeSupport

extension UIApplication {
    /// A low-memory warning, as the system sends one (Linux has no such signal for apps; the
    /// test host's `simulateMemoryWarning()` sends one, as the Simulator's menu does): the
    /// delegate's `applicationDidReceiveMemoryWarning`, the notification, then
    /// `didReceiveMemoryWarning()` on every controller in the windows, parents first, then
    /// what each presents.
    package func receiveMemoryWarning() {
        MainThreadChecker.check("UIApplication memory warning")
        delegate?.applicationDidReceiveMemoryWarning(self)
        NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: self)
        var pending = windows.compactMap(\.rootViewController)
        var seen = Set<ObjectIdentifier>()
        while !pending.isEmpty {
            let controller = pending.removeFirst()
            guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
            controller.didReceiveMemoryWarning()
            pending.append(contentsOf: controller.children)
            if let presented = controller.presentedViewController { pending.append(presented) }
        }
    }
}
