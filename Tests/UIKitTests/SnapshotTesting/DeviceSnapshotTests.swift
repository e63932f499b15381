import Foundation
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

/// swift-snapshot-testing's device configurations and text strategies as the library defines
/// them on iOS: `.image(on: .iPhoneSe)` puts a controller in a window of the device's size with
/// its safe area and traits, under a root controller that overrides the child's traits;
/// `.recursiveDescription` and `.hierarchy` record the view and controller trees without
/// addresses.
@Suite("Snapshot devices and descriptions (swift-snapshot-testing)", .freshContext)
@MainActor struct DeviceSnapshotTests {
    /// A controller that notes what it was laid out with and pins a bar to its safe area's top.
    final class Probe: UIViewController {
        var seen: (size: CGSize, safeArea: UIEdgeInsets, traits: UITraitCollection)?
        let bar = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            bar.backgroundColor = .red
            bar.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(bar)
            NSLayoutConstraint.activate([
                bar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                bar.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            seen = (view.bounds.size, view.safeAreaInsets, traitCollection)
        }
    }

    private func scratch() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("device-snapshot-\(UUID().uuidString)").path
    }

    /// Records `controller` on `config` into a scratch folder and returns the recorded image.
    private func record(_ controller: UIViewController, on config: ViewImageConfig) throws -> UIImage {
        let directory = scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = verifySnapshot(of: controller, as: .image(on: config), named: "device", record: .all, snapshotDirectory: directory)
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: directory).first)
        let data = try Data(contentsOf: URL(fileURLWithPath: directory).appendingPathComponent(file))
        return try #require(UIImage(data: data, scale: 1))
    }

    @Test("On .iPhoneSe a controller is 320 × 568 with the status bar's 20-point inset, compact wide and regular tall, on a phone")
    func iPhoneSe() throws {
        _ = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let probe = Probe()
        let image = try record(probe, on: .iPhoneSe)
        #expect(image.size == CGSize(width: 320, height: 568))
        let seen = try #require(probe.seen)
        #expect(seen.size == CGSize(width: 320, height: 568))
        #expect(seen.safeArea == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(seen.traits.horizontalSizeClass == .compact && seen.traits.verticalSizeClass == .regular)
        #expect(seen.traits.userInterfaceIdiom == .phone && seen.traits.forceTouchCapability == .available)
        #expect(probe.bar.frame.minY == 20, "the bar sits under the status bar's inset")
    }

    @Test("On .iPhoneX(.landscape) the controller is 812 × 375 with the notch's side insets and compact both ways")
    func iPhoneXLandscape() throws {
        _ = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let probe = Probe()
        _ = try record(probe, on: .iPhoneX(.landscape))
        let seen = try #require(probe.seen)
        #expect(seen.size == CGSize(width: 812, height: 375))
        #expect(seen.safeArea == UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44))
        #expect(seen.traits.horizontalSizeClass == .compact && seen.traits.verticalSizeClass == .compact)
    }

    @Test("An iPad in a third of a landscape Split View is 320 points wide and compact wide; two thirds are regular")
    func iPadSplitView() throws {
        _ = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let third = Probe()
        _ = try record(third, on: .iPadMini(.landscape(splitView: .oneThird)))
        #expect(third.seen?.size == CGSize(width: 320, height: 768))
        #expect(third.seen?.traits.horizontalSizeClass == .compact && third.seen?.traits.userInterfaceIdiom == .pad)
        let twoThirds = Probe()
        _ = try record(twoThirds, on: .iPadPro12_9(.landscape(splitView: .twoThirds)))
        #expect(twoThirds.seen?.size == CGSize(width: 981, height: 1024))
        #expect(twoThirds.seen?.traits.horizontalSizeClass == .regular)
    }

    @Test("After the snapshot the controller leaves its window, disappeared")
    func controllerIsReleasedFromTheWindow() throws {
        _ = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let probe = Probe()
        _ = try record(probe, on: .iPhoneSe)
        #expect(probe.parent == nil && probe.view.window == nil)
    }

    @Test("A view with no size is sized to fit before the snapshot, as the library does: a label takes its text's size")
    func zeroSizeViewIsSizedToFit() throws {
        _ = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let label = UILabel()
        label.text = "Hello"
        let fitting = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        let directory = scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = verifySnapshot(of: label as UIView, as: .image, named: "label", record: .all, snapshotDirectory: directory)
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: directory).first)
        let image = try #require(UIImage(contentsOfFile: directory + "/" + file))
        #expect(image.size.width == fitting.width.rounded(.up) && image.size.height == fitting.height.rounded(.up))
        #expect(label.frame == .zero, "the frame is given back after the snapshot")
    }

    @Test(".recursiveDescription lists a view tree without addresses, one view a line")
    func recursiveDescription() {
        _ = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
        view.addSubview(UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10)))
        let directory = scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = verifySnapshot(of: view, as: .recursiveDescription, named: "tree", record: .all, snapshotDirectory: directory)
        let file = (try? FileManager.default.contentsOfDirectory(atPath: directory).first) ?? ""
        let text = (try? String(contentsOfFile: directory + "/" + file, encoding: .utf8)) ?? ""
        #expect(text == """
            <UIView; frame = (0 0; 50 40); layer = <CALayer>>
               | <UIView; frame = (5 5; 10 10); layer = <CALayer>>
            """)
    }

    @Test(".hierarchy lists the controller tree with each appearance state, as UIKit's hierarchy dump does")
    func hierarchy() {
        _ = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.pushViewController(UIViewController(), animated: false)
        let directory = scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = verifySnapshot(of: navigation, as: .hierarchy, named: "tree", record: .all, snapshotDirectory: directory)
        let file = (try? FileManager.default.contentsOfDirectory(atPath: directory).first) ?? ""
        let lines = ((try? String(contentsOfFile: directory + "/" + file, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines.first?.hasPrefix("<UINavigationController>, state: appeared, view: <") == true)
        #expect(lines.dropFirst().first == "   | <UIViewController>, state: disappeared, view: (view not loaded)")
        #expect(lines.last == "   | <UIViewController>, state: appeared, view: <UIView>")
    }
}

/// A test that is not on the main actor runs on another thread under Swift Testing; comparing
/// images there works, as on iOS.
@Test("Image snapshots compare off the main thread", .freshContext)
func imageComparisonOffTheMainThread() {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8), format: format).image { context in
        UIColor.red.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
    }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("off-main-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: directory) }
    _ = verifySnapshot(of: image, as: .image(scale: 1), named: "red", record: .all, snapshotDirectory: directory)
    #expect(verifySnapshot(of: image, as: .image(scale: 1), named: "red", record: .never, snapshotDirectory: directory) == nil)
}
