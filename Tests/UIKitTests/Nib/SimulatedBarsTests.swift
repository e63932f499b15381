import Foundation
import Testing
import UIKit
import UIKitTesting

/// Interface Builder's canvas draws a storyboard scene inside simulated bars ("Simulated
/// Metrics" in the inspector), set on the scene or, left "Inferred", implied by how the
/// storyboard reaches it; the frames Xcode records for the scene's views make room for them.
@Suite(.freshContext) @MainActor struct SimulatedBarsTests {
    /// A storyboard of scenes 375 × 667 pt (an iPhone 8's screen) unless a scene's view says
    /// otherwise: a tab bar controller holds a navigation controller whose root shows a detail
    /// scene; a lone scene; a scene a status bar shorter than the screen; a scene that sets its
    /// bars explicitly.
    static let xml: String = {
        func scene(_ id: String, height: Int = 667, extra: String = "", segues: String = "") -> String {
            """
            <scene sceneID="\(id)-sc"><objects>
                <viewController id="\(id)" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="\(id)-v"><rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/></view>
                    \(extra)
                    <connections>\(segues)</connections>
                </viewController>
            </objects></scene>
            """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="tabs">
            <scenes>
                <scene sceneID="tabs-sc"><objects>
                    <tabBarController id="tabs" sceneMemberID="viewController">
                        <connections><segue destination="nav" kind="relationship" relationship="viewControllers" id="s1"/></connections>
                    </tabBarController>
                </objects></scene>
                <scene sceneID="nav-sc"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" largeTitles="YES" id="nav-bar"/>
                        <connections><segue destination="root" kind="relationship" relationship="rootViewController" id="s2"/></connections>
                    </navigationController>
                </objects></scene>
                \(scene("root", segues: #"<segue destination="detail" kind="show" id="s3"/>"#))
                \(scene("detail"))
                \(scene("lone"))
                <scene sceneID="under-sc"><objects>
                    <viewController id="under" sceneMemberID="viewController">
                        <extendedEdge key="edgesForExtendedLayout"/>
                        <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                        <view key="view" contentMode="scaleToFill" id="under-v"><rect key="frame" x="0.0" y="64" width="375" height="603"/></view>
                    </viewController>
                </objects></scene>
                \(scene("below", height: 647))
                \(scene("explicit", extra: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/><simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#))
                \(scene("bare", extra: #"<nil key="simulatedTopBarMetrics"/><nil key="simulatedBottomBarMetrics"/>"#, segues: ""))
            </scenes>
            </document>
            """
    }()

    static let document = try! IBDocument(data: Data(xml.utf8), file: "Bars.storyboard")

    @Test("A navigation controller's root, and a scene a show segue reaches from it, have its bar (opaque, large titles, as the controller's bar is); a tab bar controller above them adds the tab bar")
    func inferredFromRelationshipsAndSegues() {
        let expected = SimulatedBars(statusBar: true, topBar: .navigationBar(translucent: false, prefersLargeTitles: true), bottomBar: .tabBar)
        #expect(SimulatedBars(scene: "root", in: Self.document) == expected)
        #expect(SimulatedBars(scene: "detail", in: Self.document) == expected)
        // Containers draw their own bars.
        #expect(SimulatedBars(scene: "nav", in: Self.document) == SimulatedBars())
        #expect(SimulatedBars(scene: "tabs", in: Self.document) == SimulatedBars())
    }

    @Test("A scene nothing reaches has only the status bar; a view a status bar shorter than the screen is drawn below it, with none inside")
    func statusBarOnlyWhenTheViewIsTheScreen() {
        #expect(SimulatedBars(scene: "lone", in: Self.document) == SimulatedBars(statusBar: true))
        #expect(SimulatedBars(scene: "below", in: Self.document) == SimulatedBars(statusBar: false))
    }

    @Test("Bars the scene sets win over inferred ones: a translucent navigation bar and a toolbar, or explicitly none")
    func explicitMetrics() {
        #expect(SimulatedBars(scene: "explicit", in: Self.document)
                == SimulatedBars(statusBar: true, topBar: .navigationBar(translucent: true, prefersLargeTitles: false), bottomBar: .toolbar))
        #expect(SimulatedBars(scene: "bare", in: Self.document) == SimulatedBars(statusBar: true))
    }

    /// A scene whose view does not extend under the bars (Extend Edges all off) is recorded
    /// below the bar (y = 64, 603 pt tall on a 667 pt screen): the status bar is still inside
    /// the screen it reaches, and shown, the view starts below the navigation bar.
    @Test("A view that extends under no bar is laid out below the status bar and navigation bar, where Xcode recorded it")
    func viewBelowTheBars() throws {
        #expect(SimulatedBars(scene: "under", in: Self.document)
                == SimulatedBars(statusBar: true, topBar: .navigationBar(translucent: true, prefersLargeTitles: false)))
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("SimulatedBars-\(UUID().uuidString).storyboard")
        try Data(Self.xml.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let host = UITestHost(size: CGSize(width: 375, height: 667), scale: 1)
        defer { withExtendedLifetime(host) {} }
        let controller = try #require(try UIStoryboard(contentsOf: url, bundle: nil).instantiateViewController(elementID: "under"))
        #expect(controller.edgesForExtendedLayout == [])
        InterfaceBuilderCanvas.show(controller, bars: SimulatedBars(scene: "under", in: Self.document), in: host.window)
        host.runLoopTurn()
        #expect(controller.view.frame == CGRect(x: 0, y: 64, width: 375, height: 603))
    }

    @Test("Shown in its bars, a scene's safe area starts below the status bar (20 pt) and the navigation bar (44 pt), and ends above the toolbar (44 pt)")
    func shownInsideTheBars() {
        let host = UITestHost(size: CGSize(width: 375, height: 667), scale: 1)
        defer { withExtendedLifetime(host) {} }
        let controller = UIViewController()
        InterfaceBuilderCanvas.show(controller, bars: SimulatedBars(scene: "explicit", in: Self.document), in: host.window)
        host.runLoopTurn()
        #expect(controller.navigationController?.navigationBar.isTranslucent == true)
        #expect(controller.navigationController?.navigationBar.frame == CGRect(x: 0, y: 20, width: 375, height: 44))
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 64, left: 0, bottom: 44, right: 0))
    }
}
