import Foundation
import Testing
import UIKit
import UIKitTesting

/// What a flow-layout grid looks like: two sections of colored squares in justified lines,
/// each under a grey header with its title, inset 16 pt. The reference lives in the shared
/// Tests/UIKitTests/__References__ folder.
@Suite("UICollectionView rendering", .serialized, .freshContext) @MainActor
struct CollectionViewReferenceTests {
    final class Grid: NSObject, UICollectionViewDataSource {
        let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemIndigo, .systemPurple]
        func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { section == 0 ? 7 : 5 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.contentView.backgroundColor = colors[(indexPath.item + indexPath.section * 3) % colors.count]
            cell.contentView.layer.cornerRadius = 8
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath) as! SectionLabelView
            view.backgroundColor = .systemGray5
            view.label.text = indexPath.section == 0 ? "Warm and green" : "Cool"
            view.label.font = .boldSystemFont(ofSize: 15)
            view.label.frame = CGRect(x: 16, y: 0, width: 288, height: 32)
            return view
        }
    }

    private var referencePath: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("CollectionViewReferenceTests.swift").path
    }

    @Test("A flow-layout grid at @2x: 64 pt squares four to a line, justified between 16 pt insets, a last line kept in its columns, section headers 32 pt tall across the width")
    func gridWithHeaders() {
        let host = UITestHost(size: CGSize(width: 320, height: 400), scale: 2)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 64, height: 64)
        layout.sectionInset = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
        layout.headerReferenceSize = CGSize(width: 0, height: 32)
        let cv = UICollectionView(frame: host.window.bounds, collectionViewLayout: layout)
        cv.contentInsetAdjustmentBehavior = .never
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        cv.register(SectionLabelView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        let grid = Grid()
        cv.dataSource = grid
        host.window.addSubview(cv)
        host.runLoopTurn()
        let diff = ReferenceImage.compare(host.renderScreen(), named: "collection-flow-grid@2x", filePath: referencePath)
        #expect(diff == nil, "\(diff!)")
    }
}
