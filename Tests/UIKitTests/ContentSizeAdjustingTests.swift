import UIKitTesting
import Foundation
import Testing
@testable import UIKit

/// `adjustsFontForContentSizeCategory` (UIContentSizeCategoryAdjusting): with it on, a font
/// from `preferredFont(forTextStyle:)` or `UIFontMetrics` follows the view's content size
/// category, and what measures the view (intrinsic size, self-sizing rows) measures anew.
@Suite("Content size adjusting", .serialized, .freshContext) @MainActor
struct ContentSizeAdjustingTests {
    @Test("A label that adjusts resizes a text style font when the user's size changes, and its intrinsic size grows")
    func labelFollowsCategory() {
        let host = UITestHost()
        let label = UILabel()
        label.text = "Dynamic"
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        let fixed = UILabel()
        fixed.text = "Dynamic"
        fixed.font = .preferredFont(forTextStyle: .body) // does not adjust
        let plain = UILabel()
        plain.font = .systemFont(ofSize: 17) // adjusts, but is no Dynamic Type font
        plain.adjustsFontForContentSizeCategory = true
        for view in [label, fixed, plain] { host.window.addSubview(view) }
        let before = label.intrinsicContentSize
        host.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        #expect(label.font.pointSize == 53)
        #expect(fixed.font.pointSize == 17)
        #expect(plain.font.pointSize == 17)
        #expect(label.intrinsicContentSize.height > before.height * 2.5)
        host.preferredContentSizeCategory = .extraSmall
        #expect(label.font.pointSize == 14)
        #expect(label.intrinsicContentSize.width < before.width)
    }

    @Test("A UIFontMetrics font keeps its face and maximum while following the category; a bold text style font stays bold")
    func scaledAndDerivedFonts() throws {
        let host = UITestHost()
        let custom = try #require(UIFont(name: "Times-Italic", size: 20))
        let label = UILabel()
        label.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: custom, maximumPointSize: 40)
        label.adjustsFontForContentSizeCategory = true
        let bold = UILabel()
        bold.font = UIFont(descriptor: UIFont.preferredFont(forTextStyle: .body).fontDescriptor.withSymbolicTraits(.traitBold)!, size: 0)
        bold.adjustsFontForContentSizeCategory = true
        host.window.addSubview(label)
        host.window.addSubview(bold)
        host.preferredContentSizeCategory = .extraExtraExtraLarge
        #expect(label.font.pointSize == CGFloat(20) * 34 / 28)
        #expect(label.font.fontName == "LiberationSerif-Italic")
        host.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        #expect(label.font.pointSize == 40, "never above the maximum")
        #expect(bold.font.pointSize == 53)
        #expect(bold.font.fontName == "InterDisplay-Bold", "53 points is a display size")
    }

    @Test("A view's own trait override of the category resizes the fonts of the adjusting views below it")
    func overrideAdjustsSubtree() {
        let host = UITestHost()
        let container = UIView()
        let field = UITextField()
        field.font = .preferredFont(forTextStyle: .footnote)
        field.adjustsFontForContentSizeCategory = true
        let textView = UITextView()
        textView.font = .preferredFont(forTextStyle: .caption1)
        textView.adjustsFontForContentSizeCategory = true
        container.addSubview(field)
        container.addSubview(textView)
        host.window.addSubview(container)
        container.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
        #expect(field.font?.pointSize == 23)
        #expect(textView.font?.pointSize == 22)
        container.traitOverrides.remove(UITraitPreferredContentSizeCategory.self)
        #expect(field.font?.pointSize == 13)
        #expect(textView.font?.pointSize == 12)
    }

    @Test("A button whose title label adjusts grows with the user's size under Auto Layout")
    func buttonTitleAdjusts() {
        let host = UITestHost()
        let button = UIButton(type: .system)
        button.setTitle("Continue", for: .normal)
        button.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        button.titleLabel?.adjustsFontForContentSizeCategory = true
        button.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(button)
        button.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 10).isActive = true
        button.topAnchor.constraint(equalTo: host.window.topAnchor, constant: 10).isActive = true
        host.runLoopTurn()
        let before = button.frame.size
        host.preferredContentSizeCategory = .accessibilityLarge
        host.runLoopTurn()
        #expect(button.titleLabel?.font.pointSize == 33)
        #expect(button.frame.height > before.height + 10)
        #expect(button.frame.width > before.width + 20)
    }

    @Test("A self-sizing table row whose label adjusts grows when the category changes")
    func selfSizingRowGrows() {
        let host = UITestHost(size: CGSize(width: 320, height: 600), scale: 1)
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell()
                let label = UILabel()
                label.text = "Row \(indexPath.row)"
                label.font = .preferredFont(forTextStyle: .body)
                label.adjustsFontForContentSizeCategory = true
                label.translatesAutoresizingMaskIntoConstraints = false
                cell.contentView.addSubview(label)
                NSLayoutConstraint.activate([
                    label.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 8),
                    label.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -8),
                    label.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 16),
                ])
                return cell
            }
        }
        let source = Source()
        let table = UITableView(frame: host.window.bounds, style: .plain)
        table.dataSource = source
        host.window.addSubview(table)
        host.runLoopTurn()
        let before = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        host.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        host.runLoopTurn()
        let after = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        #expect(after > before + 30, "from \(before) to \(after)")
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == after)
    }

    @Test("A self-sizing collection item whose label adjusts grows when the category changes")
    func selfSizingItemGrows() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let notes = DynamicNoteCell.Source()
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 300, height: 44)
        layout.minimumLineSpacing = 0
        let collection = UICollectionView(frame: host.window.bounds, collectionViewLayout: layout)
        collection.register(DynamicNoteCell.self, forCellWithReuseIdentifier: "note")
        collection.dataSource = notes
        host.window.addSubview(collection)
        host.runLoopTurn()
        let before = collection.cellForItem(at: IndexPath(item: 0, section: 0))!.frame.height
        host.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        host.runLoopTurn()
        let first = collection.cellForItem(at: IndexPath(item: 0, section: 0))!
        let second = collection.cellForItem(at: IndexPath(item: 1, section: 0))!
        #expect(first.frame.height > before + 30, "from \(before) to \(first.frame.height)")
        #expect(second.frame.minY == first.frame.maxY)
    }

    @Test("Interface Builder's adjustsFontForContentSizeCategory with a text style font loads a label that follows the category")
    func nibLabelAdjusts() throws {
        let host = UITestHost()
        let xml = NibXML.document(objects: """
            <label opaque="NO" text="Nib" adjustsFontForContentSizeCategory="YES" id="L1">
                <rect key="frame" x="0.0" y="0.0" width="100" height="30"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleTitle2"/>
            </label>
            """)
        let objects = try UINib(data: Data(xml.utf8), bundle: nil).instantiateThrowing(withOwner: nil)
        let label = try #require(objects.first as? UILabel)
        #expect(label.adjustsFontForContentSizeCategory)
        host.window.addSubview(label)
        host.preferredContentSizeCategory = .extraExtraLarge
        #expect(label.font.pointSize == 26)
        // A user-defined runtime attribute (key-value coding) sets it too.
        let coded = UILabel()
        coded.setValue(NSNumber(value: true), forKey: "adjustsFontForContentSizeCategory")
        #expect(coded.adjustsFontForContentSizeCategory)
    }

    @Test("Reference: body text at xSmall, Large, xxxLarge and AX5, each label's category set by a trait override")
    func bodyColumnReference() {
        let host = UITestHost(size: CGSize(width: 240, height: 190), scale: 2)
        host.window.backgroundColor = .white
        var y: CGFloat = 8
        for category in [UIContentSizeCategory.extraSmall, .large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge] {
            let label = UILabel()
            label.text = "Body Aa"
            label.font = .preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            label.traitOverrides.preferredContentSizeCategory = category
            host.window.addSubview(label)
            label.frame = CGRect(origin: CGPoint(x: 8, y: y), size: label.intrinsicContentSize)
            y = label.frame.maxY + 4
        }
        host.runLoopTurn()
        let diff = ReferenceImage.compare(host.renderScreen(), named: "dynamic-type-body@2x")
        #expect(diff == nil, "\(diff?.message ?? "")")
    }
}

/// A cell of a fixed width whose body-text label, pinned 10 pt inside, follows the content
/// size category.
final class DynamicNoteCell: UICollectionViewCell {
    let label = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            contentView.widthAnchor.constraint(equalToConstant: 300),
        ])
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Two items, each a word.
    final class Source: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "note", for: indexPath) as! DynamicNoteCell
            cell.label.text = indexPath.item == 0 ? "One" : "Two"
            return cell
        }
    }
}
