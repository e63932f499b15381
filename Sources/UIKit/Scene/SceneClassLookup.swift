import Foundation

/// Finds the classes an Info.plist names for scenes (`UISceneDelegateClassName`,
/// `UISceneClassName`) as nibs find theirs (`NibClassResolver.lookUp`: classes registered with
/// `NSKeyedUnarchiver.setClass(_:forClassName:)`, then by module-qualified name, then
/// UIKit's own).
///
/// Xcode writes the module as `$(PRODUCT_MODULE_NAME)` and expands it when it builds the app;
/// nothing expands it on Linux, so it stands for the app's module here: the module of the app
/// delegate's class (else the executable's name). A class the Info.plist names in another
/// module (the iOS target's name) is also looked for in the app's module.
@MainActor
enum SceneClassLookup {
    /// The build-setting spellings Xcode expands to the module name.
    static let moduleVariables = ["$(PRODUCT_MODULE_NAME)", "${PRODUCT_MODULE_NAME}"]

    /// The class `qualifiedName` names, or nil.
    static func lookUp(_ qualifiedName: String) -> AnyClass? {
        let (module, name) = split(qualifiedName)
        if let found = NibClassResolver.lookUp(name, module: module) { return found }
        guard let app = appModule, app != module else { return nil }
        return NibClassResolver.lookUp(name, module: app)
    }

    /// What a report about `qualifiedName` should say was looked for.
    static func hint(for qualifiedName: String) -> String {
        let (module, name) = split(qualifiedName)
        var tried = [module.map { "\($0).\(name)" } ?? name]
        if let app = appModule, app != module { tried.append("\(app).\(name)") }
        return "looked for " + tried.joined(separator: " and ")
    }

    /// The module and the class name; a module variable is replaced by the app's module.
    private static func split(_ qualifiedName: String) -> (module: String?, name: String) {
        var text = qualifiedName
        for variable in moduleVariables where text.hasPrefix(variable + ".") {
            text = (appModule ?? "") + text.dropFirst(variable.count)
        }
        guard let dot = text.lastIndex(of: "."), dot != text.startIndex else { return (nil, text) }
        return (String(text[..<dot]), String(text[text.index(after: dot)...]))
    }

    /// The app's module: where its delegate's class is, else the executable's name.
    static var appModule: String? {
        if let delegate = UIApplication.existing?.delegate ?? UIApplication.launchDelegate {
            let name = String(reflecting: type(of: delegate))
            if let dot = name.firstIndex(of: ".") { return String(name[..<dot]) }
        }
        // An executable's module is its name up to any extension, with `-` made `_` (SwiftPM).
        let process = ProcessInfo.processInfo.processName.prefix { $0 != "." }.replacingOccurrences(of: "-", with: "_")
        return process.isEmpty ? nil : process
    }
}
