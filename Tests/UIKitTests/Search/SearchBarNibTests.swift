import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// `<searchBar>` in a xib or storyboard: its attributes, scope titles and text input traits
/// are read, its delegate outlet connects, and the corpus files with search bars load.
@Suite("UISearchBar in nibs", .serialized, .freshContext) @MainActor
struct SearchBarNibTests {
    @Test("Attributes: text, placeholder, prompt, style, Cancel and scope bar with its <scopeButtonTitles>, bar tint, traits")
    func attributes() throws {
        let xml = NibXML.document(objects: """
            <searchBar contentMode="redraw" searchBarStyle="minimal" text="Lyon" placeholder="City" prompt="Where to?" \
            showsCancelButton="YES" showsBookmarkButton="YES" showsScopeBar="YES" translucent="NO" id="s1">
                <rect key="frame" x="0.0" y="0.0" width="375" height="130"/>
                <color key="barTintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <textInputTraits key="textInputTraits" autocapitalizationType="none" keyboardType="URL"/>
                <scopeButtonTitles>
                    <string>All</string>
                    <string>Cities</string>
                </scopeButtonTitles>
            </searchBar>
            """)
        let objects = try UINib(data: Data(xml.utf8), bundle: nil).instantiateThrowing(withOwner: nil)
        let bar = try #require(objects.first as? UISearchBar)
        #expect(bar.text == "Lyon" && bar.placeholder == "City" && bar.prompt == "Where to?")
        #expect(bar.searchBarStyle == .minimal && !bar.isTranslucent && bar.barTintColor != nil)
        #expect(bar.showsCancelButton && bar.showsBookmarkButton && bar.showsScopeBar)
        #expect(bar.scopeButtonTitles == ["All", "Cities"] && bar.scopeControl?.numberOfSegments == 2)
        #expect(bar.keyboardType == .URL && bar.autocapitalizationType == .none)
        #expect(bar.sizeThatFits(CGSize(width: 375, height: 0)).height == 130)
    }

    @Test("A bar with only defaults (as Interface Builder writes most of them) loads at the frame it was given")
    func defaults() throws {
        let xml = NibXML.document(objects: """
            <searchBar contentMode="redraw" id="s1">
                <rect key="frame" x="0.0" y="0.0" width="375" height="56"/>
                <textInputTraits key="textInputTraits"/>
            </searchBar>
            """)
        let objects = try UINib(data: Data(xml.utf8), bundle: nil).instantiateThrowing(withOwner: nil)
        let bar = try #require(objects.first as? UISearchBar)
        #expect(bar.frame.size == CGSize(width: 375, height: 56) && bar.searchBarStyle == .default && !bar.showsCancelButton)
    }

    @Test(.enabled(if: ConformanceCorpusTests.corpusIsPresent, "the Interface Builder corpus is not beside this checkout"))
    func corpusFilesWithSearchBarsLoad() throws {
        let names = ["openfoodfacts__openfoodfacts-ios__SelectNutrimentViewController.xib",
                     "openfoodfacts__openfoodfacts-ios__SelectAllergenViewController.xib",
                     "IBDecodable__IBDecodable__StoryboardAllViews.storyboard",
                     "hackiftekhar__IQKeyboardManager__MainSwift.storyboard"]
        for name in names {
            let folder = name.hasSuffix(".xib") ? "xib" : "storyboard"
            let url = ConformanceCorpusTests.corpus.appendingPathComponent(folder).appendingPathComponent(name)
            switch ConformanceCorpusTests.outcome(url) {
            case .full: break
            case .partial(let why, _), .refused(let why):
                #expect(!why.contains("searchBar") && !why.contains("UISearchBar"), "\(name): \(why)")
            }
        }
    }
}
