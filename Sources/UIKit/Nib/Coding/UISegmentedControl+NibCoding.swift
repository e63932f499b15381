import Foundation

extension UISegmentedControl {
    /// A segmented control's `<segments>` (each `<segment>` with a `title` or an `image`, and
    /// optionally `width`, `enabled="NO"` and a `contentOffset` size), then
    /// `selectedSegmentIndex` (-1 for none), `momentary`, `apportionsSegmentWidthsByContent`
    /// and the `selectedSegmentTintColor` child. `segmentControlStyle` has had no effect since
    /// iOS 7 and is not read.
    func decodeSegmentedControlAttributes(_ nib: UINibDecoder) {
        for (index, element) in (nib.element.child("segments")?.children(named: "segment") ?? []).enumerated() {
            if let name = element["image"], !name.isEmpty {
                insertSegment(with: IBValue.image(named: name, in: nib.context), at: index, animated: false)
            } else {
                insertSegment(withTitle: element["title"] ?? "", at: index, animated: false)
            }
            do {
                if element["width"] != nil {
                    let width = try IBValue.number("width", of: element, file: nib.session.file, default: 0)
                    setWidth(CGFloat(max(0, width)), forSegmentAt: index)
                }
                if let offset = element.child("size", key: "contentOffset") {
                    setContentOffset(try IBValue.size(offset, file: nib.session.file), forSegmentAt: index)
                }
            } catch {
                return nib.session.fail(error as? NibLoadingError ?? nib.session.error(at: element, .invalidValue, "\(error)"))
            }
            if IBValue.bool("enabled", of: element, default: true) == false { setEnabled(false, forSegmentAt: index) }
        }
        if let index = nib.number("selectedSegmentIndex") {
            guard let whole = Int(exactly: index), whole == Self.noSegment || (0..<numberOfSegments).contains(whole) else {
                return nib.fail(.invalidValue, "selectedSegmentIndex=\"\(index)\" is not one of the \(numberOfSegments) segments or -1")
            }
            selectedSegmentIndex = whole
        }
        isMomentary = nib.bool("momentary", default: false)
        apportionsSegmentWidthsByContent = nib.bool("apportionsSegmentWidthsByContent", default: false)
        if let color = nib.color("selectedSegmentTintColor") { selectedSegmentTintColor = color }
    }
}
