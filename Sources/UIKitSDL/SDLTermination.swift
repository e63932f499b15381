import Dispatch
import Foundation
import UIKit

/// SIGINT (Ctrl-C) and SIGTERM end the app the way closing its last window does:
/// `applicationWillTerminate`, then the run loop stops. SDL's own handlers would only queue a
/// quit event, which an idle run loop sleeping on the display connection would not see; a
/// main-queue signal source wakes `RunLoop.main` instead.
@MainActor
final class SDLTermination {
    private var sources: [DispatchSourceSignal] = []

    init() {
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
            source.setEventHandler {
                MainActor.assumeIsolated {
                    SDLLog.info("signal \(signalNumber): the app terminates")
                    UIApplication.existing?.terminate()
                }
            }
            source.resume()
            sources.append(source)
        }
    }

    isolated deinit {
        for source in sources { source.cancel() }
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }
}
