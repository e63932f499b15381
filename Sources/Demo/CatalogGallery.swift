// The catalog's gallery: every screen rendered into demo-out/catalog/, as it opens and in the
// states a user brings it to (a search typed, a row opened, a tab chosen).
import Foundation
import UIKit

/// A screen the gallery also shows after a user's steps: each state has a name (the end of
/// its file name) and does what the user would, on the screen as it was left by the one
/// before.
protocol CatalogGalleryStates: UIViewController {
    var galleryStates: [(name: String, show: () -> Void)] { get }
}

/// The window drawn as a PNG, at `scale` pixels per point.
@preconcurrency @MainActor func catalogPNG(of window: UIWindow, scale: CGFloat) -> Data {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return UIGraphicsImageRenderer(bounds: window.bounds, format: format).pngData { _ in
        _ = window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
    }
}

/// Renders the catalog's list and every screen into demo-out/catalog/NAME.png, each screen in
/// a window of its own (what one state presents never reaches the next screen), and each of
/// its gallery states, once its animations have ended, into NAME-STATE.png.
@preconcurrency @MainActor func renderCatalog(into output: URL) throws {
    let folder = output.appendingPathComponent("catalog", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var written = 0
    func show(_ entry: CatalogEntry?, named name: String) throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        let navigation = Catalog.make()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let screen = entry?.make()
        if let screen {
            navigation.pushViewController(screen, animated: false)
            navigation.setToolbarHidden(screen.toolbarItems == nil, animated: false)
        }
        func write(_ name: String) throws {
            try catalogPNG(of: window, scale: 2).write(to: folder.appendingPathComponent(name + ".png"))
            written += 1
        }
        UIApplication.shared.runLoopTurn()
        try write(name)
        for state in (screen as? CatalogGalleryStates)?.galleryStates ?? [] {
            state.show()
            HeadlessBackend.run(for: 1.5)
            try write(name + "-" + state.name)
        }
    }
    try show(nil, named: "00-catalog")
    for (index, entry) in Catalog.entries.enumerated() {
        try show(entry, named: String(format: "%02d-", index + 1) + entry.title.lowercased().replacingOccurrences(of: " ", with: "-"))
    }
    try renderWideCatalog(into: folder)
    print("wrote demo-out/catalog/ (\(written + 1) screens)")
}

/// The catalog in an iPad-sized window: the list in the sidebar beside an entry.
@preconcurrency @MainActor func renderWideCatalog(into folder: URL) throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1180, height: 820))
    let split = Catalog.makeSplit()
    window.rootViewController = split
    window.makeKeyAndVisible()
    UIApplication.shared.runLoopTurn()
    if let list = (split.viewController(for: .primary) as? UINavigationController)?.viewControllers.first as? CatalogListController {
        list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
    }
    UIApplication.shared.runLoopTurn()
    try catalogPNG(of: window, scale: 1).write(to: folder.appendingPathComponent("split-wide.png"))
    window.isHidden = true
}
