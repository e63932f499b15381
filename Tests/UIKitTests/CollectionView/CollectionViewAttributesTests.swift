import Foundation
import Testing
import QuartzCore
import UIKit
import UIKitTesting

/// What the collection view does with a layout's attributes: geometry, transform, alpha,
/// z order and hidden applied to the views, then `apply(_:)`; decoration views from the
/// layout's registrations; the programmatic controller.
@Suite("UICollectionView layout attributes", .serialized, .freshContext) @MainActor
struct CollectionViewAttributesTests {
    /// A flow layout that fades and tilts item 1, hides item 2, and puts a decoration view
    /// behind each section.
    final class DecoratedLayout: UICollectionViewFlowLayout {
        static let kind = "background"

        override init() {
            super.init()
            register(BackgroundView.self, forDecorationViewOfKind: Self.kind)
        }

        required init?(coder: NSCoder) { super.init(coder: coder) }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            var all = (super.layoutAttributesForElements(in: rect) ?? []).map(adjusted)
            if let background = layoutAttributesForDecorationView(ofKind: Self.kind, at: IndexPath(item: 0, section: 0)),
               background.frame.intersects(rect) {
                all.append(background)
            }
            return all
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            super.layoutAttributesForItem(at: indexPath).map(adjusted)
        }

        override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
            attributes.frame = CGRect(x: 0, y: 0, width: collectionViewContentSize.width, height: collectionViewContentSize.height)
            attributes.zIndex = -1
            return attributes
        }

        private func adjusted(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
            guard attributes.representedElementCategory == .cell else { return attributes }
            let copy = attributes.copy() as! UICollectionViewLayoutAttributes
            if copy.indexPath.item == 1 {
                copy.alpha = 0.5
                copy.transform = CGAffineTransform(rotationAngle: .pi / 4)
                copy.zIndex = 3
            }
            if copy.indexPath.item == 2 { copy.isHidden = true }
            return copy
        }
    }

    final class BackgroundView: UICollectionReusableView {
        nonisolated(unsafe) static var made = 0
        required init(frame: CGRect) {
            super.init(frame: frame)
            Self.made += 1
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }

    @Test("Attributes reach the views: alpha, transform and z index (as layer zPosition); hidden attributes get no view; decoration views come from the layout's registration")
    func attributesApplied() {
        BackgroundView.made = 0
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let recorder = CollectionRecorder([itemNames(4)])
        let layout = DecoratedLayout()
        let cv = UICollectionView(frame: host.window.bounds, collectionViewLayout: layout)
        cv.register(CountingItemCell.self, forCellWithReuseIdentifier: "cell")
        cv.dataSource = recorder
        host.window.addSubview(cv)
        host.runLoopTurn()
        let tilted = cv.cellForItem(at: IndexPath(item: 1, section: 0))!
        #expect(tilted.alpha == 0.5)
        #expect(tilted.layer.zPosition == 3)
        #expect(tilted.transform == CGAffineTransform(rotationAngle: .pi / 4))
        #expect(tilted.bounds.size == CGSize(width: 50, height: 50))
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0)) == nil)
        let decorations = cv.subviews.compactMap { $0 as? BackgroundView }
        #expect(decorations.count == 1)
        #expect(BackgroundView.made == 1)
        #expect(decorations.first?.frame == CGRect(x: 0, y: 0, width: 320, height: 50))
        #expect(decorations.first?.layer.zPosition == -1)
    }

    @Test("A bounds change asks the layout shouldInvalidateLayout(forBoundsChange:); a new width flows the lines again")
    func boundsChange() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let recorder = CollectionRecorder([itemNames(12)])
        let cv = makeCollectionView(host, recorder)
        #expect(cv.cellFrame(5)?.minY == 60)
        cv.frame = CGRect(x: 0, y: 0, width: 400, height: 480)
        cv.layoutIfNeeded()
        // 400 pt take 6 items a line.
        #expect(cv.cellFrame(5)?.minY == 0)
        #expect(cv.cellFrame(5)?.maxX == 400)
    }

    @Test("UICollectionViewController(collectionViewLayout:) makes a collection view with that layout, as its view, with itself as data source and delegate")
    func controller() {
        let layout = UICollectionViewFlowLayout()
        let controller = UICollectionViewController(collectionViewLayout: layout)
        let cv = controller.collectionView!
        #expect(cv.collectionViewLayout === layout)
        #expect(controller.view === cv)
        #expect(cv.dataSource === controller)
        #expect(cv.delegate === controller)
        #expect(controller.collectionViewLayout === layout)
    }

    @Test("reloadSections asks the section's items again with fresh cells; moveSection carries the section's cells along")
    func sectionReloadAndMove() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let recorder = CollectionRecorder([["a"], ["b"]])
        let cv = makeCollectionView(host, recorder) { $0.itemSize = CGSize(width: 320, height: 50) }
        let a = cv.cellForItem(at: IndexPath(item: 0, section: 0))
        let b = cv.cellForItem(at: IndexPath(item: 0, section: 1))
        recorder.sections[0] = ["A"]
        UIView.performWithoutAnimation { cv.reloadSections([0]) }
        host.runLoopTurn()
        let fresh = cv.cellForItem(at: IndexPath(item: 0, section: 0)) as? CountingItemCell
        #expect(fresh !== a)
        #expect(fresh?.label.text == "A")
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 1)) === b)
        recorder.sections.swapAt(0, 1)
        UIView.performWithoutAnimation { cv.moveSection(1, toSection: 0) }
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) === b)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 1)) === fresh)
        #expect(b?.frame.minY == 0)
    }
}
