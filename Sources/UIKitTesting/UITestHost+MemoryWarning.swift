import UIKit

extension UITestHost {
    /// Sends the app a low-memory warning, as the Simulator's "Simulate Memory Warning" does:
    /// the delegate, the notification and every controller's `didReceiveMemoryWarning()`.
    public func simulateMemoryWarning() {
        UIApplication.shared.receiveMemoryWarning()
    }
}
