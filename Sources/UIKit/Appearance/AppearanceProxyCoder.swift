import Foundation

/// The coder an appearance proxy is made with: an empty keyed archive, so `init(coder:)`
/// (required on `UIView` and `UIBarItem`, so callable through any subclass's metatype) starts
/// the instance as `init(frame: .zero)` would and a subclass's `decode…(forKey:)` finds nothing.
final class AppearanceProxyCoder: NSKeyedUnarchiver {
    private static let emptyArchive: Data = {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.finishEncoding()
        return archiver.encodedData
    }()

    init() {
        // An archive NSKeyedArchiver just wrote always reads back.
        try! super.init(forReadingFrom: Self.emptyArchive)
        requiresSecureCoding = false
        // A key the archive lacks decodes as nil (or zero) rather than stopping the process.
        decodingFailurePolicy = .setErrorAndReturn
    }

    /// Makes `type`'s proxy with `make` (its `init(coder:)`). A subclass whose `init(coder:)`
    /// returns nil, or stops the process (`fatalError("init(coder:) has not been implemented")`,
    /// common in views made only in code), cannot have a proxy: the process stops with a
    /// message naming the rule rather than styling anything wrongly.
    @MainActor
    static func make<T: AnyObject>(_ type: T.Type, _ make: (NSCoder) -> T?) -> T {
        let name = String(describing: type)
        let explanation = "\(name).appearance(): an appearance proxy is an instance of \(name) made through its "
            + "init(coder:) (Swift on Linux has no Objective-C runtime to stand in for it), and \(name)'s "
            + "init(coder:) stopped. Implement `required init?(coder: NSCoder) { super.init(coder: coder) … }` "
            + "so that \(name) has appearance proxies, as it has on iOS.\n"
        let made = CrashNote.whileRunning(explanation) { make(AppearanceProxyCoder()) }
        guard let made else {
            fatalError("\(name).appearance(): \(name)'s init(coder:) returned nil. An appearance proxy is an instance "
                + "made through init(coder:) (Swift on Linux has no Objective-C runtime to stand in for it); let "
                + "init(coder:) succeed for the coder the proxy is made with so that \(name) has appearance proxies.")
        }
        return made
    }
}
