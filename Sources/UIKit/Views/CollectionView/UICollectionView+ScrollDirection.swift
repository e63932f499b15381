extension UICollectionView {
    /// The axis a layout scrolls along; raw values are UIKit's.
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }
}
