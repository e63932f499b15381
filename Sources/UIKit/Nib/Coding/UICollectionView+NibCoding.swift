import CoreGraphics
import Foundation

extension UICollectionView {
    /// The layout Interface Builder wrote as `<collectionViewFlowLayout key="collectionViewLayout">`
    /// (or a custom layout class on `<collectionViewLayout>`).
    static func decodeLayout(_ nib: UINibDecoder) -> UICollectionViewLayout? {
        guard let element = nib.child(key: "collectionViewLayout") else { return nil }
        guard let layout = nib.session.instantiate(element) as? UICollectionViewLayout else {
            nib.fail(.invalidValue, "the collection view's layout could not be created")
            return nil
        }
        return layout
    }

    /// Selection switches and prototypes as Interface Builder writes them on
    /// `<collectionView>`: each prototype cell in `<cells>` is registered under its reuse
    /// identifier, and the section header and footer prototypes under theirs for the
    /// header and footer kinds, so dequeuing makes a fresh copy, as UIKit does for storyboard
    /// prototypes.
    func decodeCollectionViewAttributes(_ nib: UINibDecoder) {
        allowsSelection = nib.bool("allowsSelection", default: true)
        allowsMultipleSelection = nib.bool("allowsMultipleSelection", default: false)
        for prototype in nib.element.child("cells")?.children(named: "collectionViewCell") ?? [] {
            guard let identifier = prototype["reuseIdentifier"], !identifier.isEmpty else { continue }
            cellRegistrations[identifier] = .prototype(NibPrototypeTemplate(element: prototype, session: nib.session))
        }
        for (key, kind) in [("sectionHeaderView", Self.elementKindSectionHeader), ("sectionFooterView", Self.elementKindSectionFooter)] {
            guard let prototype = nib.child(key: key), let identifier = prototype["reuseIdentifier"], !identifier.isEmpty else { continue }
            supplementaryRegistrations[CollectionReuseKey(kind: kind, identifier: identifier)] =
                .prototype(NibPrototypeTemplate(element: prototype, session: nib.session))
        }
    }
}

extension UICollectionViewCell {
    /// The content view Interface Builder wrote (`<collectionViewCellContentView
    /// key="contentView">` or, before Xcode 11, `<view key="contentView">`) with the cell's
    /// subviews and constraints.
    func decodeCellAttributes(_ nib: UINibDecoder) {
        guard let element = nib.child(key: "contentView") else { return }
        guard element.id != nil else {
            // Older files describe the content view without an id (nothing can refer to
            // it): its subviews and constraints go into the cell's own content view.
            for child in element.child("subviews")?.children ?? [] {
                guard let subview = nib.session.instantiate(child) as? UIView else {
                    return nib.fail(.invalidValue, "a subview of the cell's content view could not be created")
                }
                contentView.addSubview(subview)
            }
            if let constraints = element.child("constraints") { nib.session.addConstraints(constraints, of: contentView) }
            return
        }
        guard let view = nib.session.instantiate(element) as? UIView else {
            return nib.fail(.invalidValue, "the cell's content view could not be created")
        }
        replaceContentView(with: view)
    }
}

extension UICollectionViewFlowLayout {
    /// Sizes, spacings, insets and direction as Interface Builder writes them on
    /// `<collectionViewFlowLayout>`.
    func decodeFlowLayoutAttributes(_ nib: UINibDecoder) {
        if let size = nib.size("itemSize") { itemSize = size }
        if let size = nib.size("estimatedItemSize") { estimatedItemSize = size }
        if let spacing = nib.number("minimumLineSpacing") { minimumLineSpacing = CGFloat(spacing) }
        if let spacing = nib.number("minimumInteritemSpacing") { minimumInteritemSpacing = CGFloat(spacing) }
        if let size = nib.size("headerReferenceSize") { headerReferenceSize = size }
        if let size = nib.size("footerReferenceSize") { footerReferenceSize = size }
        if let inset = nib.insets("sectionInset") { sectionInset = inset }
        if let direction = nib.enumeration("scrollDirection", Self.nibScrollDirection) { scrollDirection = direction }
        if let reference = nib.enumeration("sectionInsetReference", Self.nibInsetReference) { sectionInsetReference = reference }
        sectionHeadersPinToVisibleBounds = nib.bool("sectionHeadersPinToVisibleBounds", default: false)
        sectionFootersPinToVisibleBounds = nib.bool("sectionFootersPinToVisibleBounds", default: false)
    }

    private static func nibScrollDirection(_ name: String) -> UICollectionView.ScrollDirection? {
        switch name {
        case "vertical": .vertical
        case "horizontal": .horizontal
        default: nil
        }
    }

    private static func nibInsetReference(_ name: String) -> SectionInsetReference? {
        switch name {
        case "contentInset": .fromContentInset
        case "safeArea": .fromSafeArea
        case "layoutMargins": .fromLayoutMargins
        default: nil
        }
    }
}
