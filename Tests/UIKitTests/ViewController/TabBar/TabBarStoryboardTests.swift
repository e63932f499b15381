import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Tab bar controllers, tab bars and tab bar items from Interface Builder files: the
/// `<tabBar key="tabBar">` of a `<tabBarController>` scene, each scene's
/// `<tabBarItem key="tabBarItem">`, and the `viewControllers` relationship given through
/// `StoryboardRelationshipContainer`.
@Suite("Tab bar storyboards", .freshContext) @MainActor
struct TabBarStoryboardTests {
    nonisolated static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Tab-bc-001">
        <scenes>
            <scene sceneID="Tab-sc-001">
                <objects>
                    <tabBarController storyboardIdentifier="Tabs" id="Tab-bc-001" sceneMemberID="viewController">
                        <tabBar key="tabBar" contentMode="scaleToFill" translucent="NO" id="Tab-br-001">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="49"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <color key="barTintColor" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <color key="unselectedItemTintColor" white="0.25" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </tabBar>
                        <connections>
                            <segue destination="One-vc-001" kind="relationship" relationship="viewControllers" id="Rel-sg-001"/>
                            <segue destination="Two-vc-001" kind="relationship" relationship="viewControllers" id="Rel-sg-002"/>
                        </connections>
                    </tabBarController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Tab-fr-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="One-sc-001">
                <objects>
                    <viewController storyboardIdentifier="One" id="One-vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="One-vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </view>
                        <tabBarItem key="tabBarItem" title="Inbox" tag="4" badgeValue="12" id="One-ti-001"/>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="One-fr-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="Two-sc-001">
                <objects>
                    <viewController storyboardIdentifier="Two" id="Two-vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Two-vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </view>
                        <tabBarItem key="tabBarItem" systemItem="favorites" id="Two-ti-001"/>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Two-fr-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    private func storyboard() throws -> UIStoryboard {
        let folder = try TestScratch.folder("TabBarStoryboard")
        let url = folder.appendingPathComponent("Tabs.storyboard")
        try Data(Self.storyboard.utf8).write(to: url)
        return try UIStoryboard(contentsOf: url)
    }

    @Test("A <tabBarController> scene makes a UITabBarController whose bar has the <tabBar> element's settings")
    func tabBarControllerScene() throws {
        let tabs = try #require(try storyboard().instantiateViewController(withIdentifier: "Tabs") as? UITabBarController)
        #expect(tabs.tabBar.isTranslucent == false)
        #expect(tabs.tabBar.barTintColor == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(tabs.tabBar.unselectedItemTintColor == UIColor(white: 0.25, alpha: 1))
        #expect(tabs.tabBar.delegate === tabs)
    }

    @Test("A scene's <tabBarItem key=\"tabBarItem\"> becomes its controller's tabBarItem: title, tag and badge, or a system item")
    func tabBarItems() throws {
        let board = try storyboard()
        let one = board.instantiateViewController(withIdentifier: "One")
        #expect(one.tabBarItem.title == "Inbox" && one.tabBarItem.tag == 4 && one.tabBarItem.badgeValue == "12")
        let two = board.instantiateViewController(withIdentifier: "Two")
        #expect(two.tabBarItem.title == "Favorites" && two.tabBarItem.image != nil)
    }

    @Test("The viewControllers relationship sets the tabs in document order; another relationship name is an error")
    func relationship() throws {
        let board = try storyboard()
        let tabs = try #require(board.instantiateViewController(withIdentifier: "Tabs") as? UITabBarController)
        let one = board.instantiateViewController(withIdentifier: "One"), two = board.instantiateViewController(withIdentifier: "Two")
        try tabs.setStoryboardRelationship("viewControllers", controllers: [one, two])
        #expect(tabs.viewControllers?.count == 2 && tabs.viewControllers?[0] === one && tabs.viewControllers?[1] === two)
        #expect(tabs.tabBar.items?.map(\.title) == ["Inbox", "Favorites"])
        #expect(tabs.selectedViewController === one)
        #expect(throws: NibLoadingError.self) { try tabs.setStoryboardRelationship("rootViewController", controllers: [one]) }
    }

    @Test("Shown, the storyboard's tab bar controller lays out its opaque bar and its first tab above it")
    func shownFromStoryboard() throws {
        let board = try storyboard()
        let tabs = try #require(board.instantiateViewController(withIdentifier: "Tabs") as? UITabBarController)
        try tabs.setStoryboardRelationship("viewControllers", controllers: [board.instantiateViewController(withIdentifier: "One"),
                                                                          board.instantiateViewController(withIdentifier: "Two")])
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        host.window.rootViewController = tabs
        host.runLoopTurn()
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 795, width: 390, height: 49))
        #expect(tabs.selectedViewController?.view.frame == CGRect(x: 0, y: 0, width: 390, height: 795))
    }
}

/// A tab bar item subclass a nib names as its custom class.
final class NibTabBarItem: UITabBarItem {}

/// A tab bar on its own in a xib: its `<items>`, including a system item and a subclass.
@Suite("Tab bar nibs", .freshContext) @MainActor
struct TabBarNibTests {
    @Test("A <tabBar> with <items> makes a bar with those items, in order; a custom class of an item is honoured; an unknown systemItem fails the load")
    func standaloneBar() throws {
        let xib = NibXML.document(objects: """
            <tabBar contentMode="scaleToFill" itemPositioning="centered" itemWidth="80" id="bar">
                <rect key="frame" x="0.0" y="0.0" width="390" height="49"/>
                <items>
                    <tabBarItem title="Feed" id="i1"/>
                    <tabBarItem systemItem="contacts" id="i2"/>
                    <tabBarItem title="Custom" tag="9" id="i3" customClass="NibTabBarItem" customModule="UIKitTests"/>
                </items>
            </tabBar>
            """)
        let bar = try #require(try UINib(data: Data(xib.utf8), bundle: nil).instantiateThrowing(withOwner: nil).first as? UITabBar)
        #expect(bar.items?.map(\.title) == ["Feed", "Contacts", "Custom"])
        #expect(bar.items?[2] is NibTabBarItem && bar.items?[2].tag == 9)
        #expect(bar.itemPositioning == .centered && bar.itemWidth == 80)
        let bad = NibXML.document(objects: """
            <tabBar contentMode="scaleToFill" id="bar"><items><tabBarItem systemItem="weather" id="i1"/></items></tabBar>
            """)
        #expect(throws: NibLoadingError.self) { try UINib(data: Data(bad.utf8), bundle: nil).instantiateThrowing(withOwner: nil) }
    }
}
