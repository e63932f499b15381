import Foundation
import UIKit

extension NotificationCenter {
    /// Observes `name` as `addObserver(forName:object:queue:using:)` does, but only as posted
    /// from the running system of the scope it is called in (the test's `.freshContext`, or the
    /// process's). UIKit posts keyboard, screen, scene and application notifications to the one
    /// default center, and tests run side by side: while one test turns the run loop, another's
    /// main-actor work can run and post its own. Remove the observer as any other.
    @MainActor
    public func addContextObserver(forName name: Notification.Name, object: Any? = nil,
                                   using block: @escaping @MainActor (Notification) -> Void) -> NSObjectProtocol {
        let scope = ApplicationContext.currentSlot
        return addObserver(forName: name, object: object, queue: nil) { note in
            nonisolated(unsafe) let note = note
            MainActor.assumeIsolated {
                guard ApplicationContext.currentSlot === scope else { return }
                block(note)
            }
        }
    }
}
