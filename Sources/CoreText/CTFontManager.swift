import CoreGraphics
import Foundation
internal import RuntimeSupport

/// Core Foundation's error type as Core Text's signatures name it. Linux has no toll-free
/// bridging, so it is Foundation's own: `error?.takeRetainedValue()` compiles unchanged
/// (`CFURL` comes from CoreGraphics, whose PDF contexts name it too).
public typealias CFError = NSError

/// How long a registration lasts. Fonts registered here last for the process whatever the
/// scope: there is no per-user font store to persist them in.
public enum CTFontManagerScope: UInt32, Sendable {
    case none = 0
    case process = 1
    case persistent = 2
    case session = 3
    public static let user = CTFontManagerScope.persistent
}

/// Core Text's font-manager error codes.
public enum CTFontManagerError: Int, Sendable {
    case fileNotFound = 101
    case insufficientPermissions = 102
    case unrecognizedFormat = 103
    case invalidFontData = 104
    case alreadyRegistered = 105
    case notRegistered = 201
    case inUse = 202
    case systemRequired = 203
}

public let kCTFontManagerErrorDomain = "com.apple.CoreText.CTFontManagerErrorDomain"

/// Registers the fonts in the file at `fontURL` (TrueType, OpenType, collections) so that
/// `UIFont(name:size:)` finds them by PostScript name ("Roboto-Medium") and family, as Core
/// Text does. Returns false, with `error` set when given, for a missing file, a file that is
/// not a font, or one already registered.
@discardableResult
public func CTFontManagerRegisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope,
                                             _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    registerFontFile(at: fontURL, subject: "The font file \(fontURL.lastPathComponent)", error)
}

/// Adds the font file at `url`; on failure reports Core Text's error for `subject`.
func registerFontFile(at url: URL, subject: String, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    let failure: CTFontManagerError
    switch TextEngine.shared.registerFonts(at: url.path) {
    case nil: return true
    case .fileNotFound?: failure = .fileNotFound
    case .unrecognizedFormat?: failure = .unrecognizedFormat
    case .alreadyRegistered?: failure = .alreadyRegistered
    case .unavailable(let reason)?:
        RuntimeIssue.report("CTFontManager: \(reason)")
        failure = .invalidFontData
    }
    return fontManagerFailure(failure, subject: subject, url: url, error)
}

/// Sets `error` (when given) to Core Text's error for `failure`; returns false.
func fontManagerFailure(_ failure: CTFontManagerError, subject: String, url: URL?,
                        _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    var info: [String: Any] = [NSLocalizedDescriptionKey: "\(subject) could not be registered (\(failure))."]
    if let url { info[NSURLErrorKey] = url }
    error?.pointee = Unmanaged.passRetained(NSError(domain: kCTFontManagerErrorDomain, code: failure.rawValue, userInfo: info))
    return false
}

/// Registers each file of `fontURLs`, calling `registrationHandler` once with the errors (an
/// empty array when all succeeded) and whether it is done, as Core Text's does.
public func CTFontManagerRegisterFontURLs(_ fontURLs: [CFURL], _ scope: CTFontManagerScope, _ enabled: Bool,
                                          _ registrationHandler: (([CFError], Bool) -> Bool)?) {
    var errors: [CFError] = []
    for url in fontURLs {
        var error: Unmanaged<CFError>?
        if !CTFontManagerRegisterFontsForURL(url, scope, &error), let e = error?.takeRetainedValue() { errors.append(e) }
    }
    _ = registrationHandler?(errors, true)
}
