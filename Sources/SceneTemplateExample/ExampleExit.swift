import Foundation
import UIKit

/// Not part of the template: after OPENUIKIT_EXAMPLE_SECONDS the example prints what is on
/// screen and ends as the platform would end it.
@MainActor
enum ExampleExit {
    static func schedule() {
        guard let seconds = ProcessInfo.processInfo.environment["OPENUIKIT_EXAMPLE_SECONDS"].flatMap(Double.init) else { return }
        _ = Timer.scheduledTimer(withTimeInterval: seconds, repeats: false) { _ in
            MainActor.assumeIsolated {
                let app = UIApplication.shared
                let scene = app.connectedScenes.first as? UIWindowScene
                let window = (scene?.delegate as? SceneDelegate)?.window
                print("scenes \(app.connectedScenes.count), state \(app.applicationState.rawValue), "
                      + "scene \(scene?.activationState.rawValue ?? -9), key window \(window?.isKeyWindow == true), "
                      + "root \(window?.rootViewController.map { "\(type(of: $0))" } ?? "nil"), "
                      + "screen \(Int(UIScreen.main.bounds.width))×\(Int(UIScreen.main.bounds.height))")
                app.terminate()
            }
        }
    }
}
