import Foundation
internal import RuntimeSupport

/// The Interface Builder attributes every view has, read in `init?(coder:)`.
extension UIView {
    /// Geometry, appearance, layout settings and subviews, in the order UIKit decodes them:
    /// the frame first, so subviews are added to a view that already has its final size
    /// (nothing is autoresized while the nib loads). Constraints wait until every object
    /// of the nib exists.
    func decodeViewAttributes(_ nib: UINibDecoder) {
        if let frame = nib.rect("frame") { self.frame = frame }
        if let mask = nib.child(key: "autoresizingMask") { autoresizingMask = IBValue.autoresizingMask(mask) }
        // A view Interface Builder placed by its frame, with no constraints (`fixedFrame`), keeps
        // that frame at run time: Xcode lays it out by its autoresizing mask (older Xcodes added
        // prototyping constraints pinning the same frame), whatever the file says of
        // translatesAutoresizingMaskIntoConstraints.
        if nib.string("translatesAutoresizingMaskIntoConstraints") == "NO", nib.string("fixedFrame") != "YES" {
            translatesAutoresizingMaskIntoConstraints = false
        }
        decodeViewFlags(nib)
        if let attribute = nib.enumeration("semanticContentAttribute", IBValue.semanticContentAttribute) {
            semanticContentAttribute = attribute
        }
        // IB writes these only when they differ from UIView's defaults, which the view still
        // has here: setting an absent one would only touch the layer for nothing.
        if let identifier = nib.string("restorationIdentifier") { restorationIdentifier = identifier }
        if let hidden = nib.flag("hidden") { isHidden = hidden }
        if let clips = nib.flag("clipsSubviews") { clipsToBounds = clips }
        if let multipleTouch = nib.flag("multipleTouchEnabled") { isMultipleTouchEnabled = multipleTouch }
        if let exclusiveTouch = nib.flag("exclusiveTouch") { isExclusiveTouch = exclusiveTouch }
        if let clears = nib.flag("clearsContextBeforeDrawing") { clearsContextBeforeDrawing = clears }
        if let autoresizes = nib.flag("autoresizesSubviews") { autoresizesSubviews = autoresizes }
        if let insets = nib.flag("insetsLayoutMarginsFromSafeArea") { insetsLayoutMarginsFromSafeArea = insets }
        if let preserves = nib.flag("preservesSuperviewLayoutMargins") { preservesSuperviewLayoutMargins = preserves }
        if let alpha = nib.number("alpha") { self.alpha = CGFloat(min(max(alpha, 0), 1)) }
        if let tag = nib.number("tag") {
            guard let value = Int(exactly: tag) else { return nib.fail(.invalidValue, "tag=\"\(tag)\" is not a whole number") }
            self.tag = value
        }
        decodePriorities(nib)
        decodeAccessibility(nib)
        if let color = nib.color("backgroundColor") { backgroundColor = color }
        if let color = nib.color("tintColor") { tintColor = color }
        if let insets = nib.insets("layoutMargins") { layoutMargins = insets }
        if let margins = nib.element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            do { directionalLayoutMargins = try IBValue.directionalInsets(margins, file: nib.session.file) } catch {
                nib.session.fail(error as? NibLoadingError ?? nib.session.error(at: margins, .invalidValue, "\(error)"))
            }
        }
        for guide in nib.element.children where guide.name == "viewLayoutGuide" {
            guard let id = guide.id else { continue }
            switch guide.key {
            case "safeArea": nib.session.register(safeAreaLayoutGuide, for: id)
            case "layoutMargins": nib.session.register(layoutMarginsGuide, for: id)
            case "readableContent": nib.session.register(readableContentGuide, for: id)
            case "contentLayoutGuide" where self is UIScrollView:
                nib.session.register((self as! UIScrollView).contentLayoutGuide, for: id)
            case "frameLayoutGuide" where self is UIScrollView:
                nib.session.register((self as! UIScrollView).frameLayoutGuide, for: id)
            default:
                return nib.session.fail(nib.session.error(at: guide, .unsupportedFeature,
                                                          "the layout guide \"\(guide.key ?? "")\" of \(type(of: self)) is not available"))
            }
        }
        for guide in nib.element.child("layoutGuides")?.children(named: "layoutGuide") ?? [] {
            guard let id = guide.id else { continue }
            let layoutGuide = UILayoutGuide()
            layoutGuide.identifier = guide["identifier"] ?? ""
            addLayoutGuide(layoutGuide)
            nib.session.register(layoutGuide, for: id)
        }
        if nib.standsInForUnavailableClass {
            for child in nib.element.children where child.key != nil && child.child("rect", key: "frame") != nil {
                if let view = nib.session.instantiate(child) as? UIView { addSubview(view) }
            }
        }
        for object in nib.objects(in: "subviews") {
            guard let subview = object as? UIView else {
                return nib.fail(.invalidValue, "a \(type(of: object)) is not a view and cannot be a subview")
            }
            addSubview(subview)
        }
        if nib.standsInForUnavailableClass {
            // The missing class (a stack view, a cell) would have placed these views; the
            // canvas keeps the frames Interface Builder saved for them.
            for subview in subviews where !subview.translatesAutoresizingMaskIntoConstraints {
                subview.translatesAutoresizingMaskIntoConstraints = true
                subview.autoresizingMask = []
            }
        }
        if let constraints = nib.element.child("constraints") { nib.session.addConstraints(constraints, of: self) }
    }

    /// The settings UIKit's own subclasses give defaults of their own in their initializers
    /// (a label is not opaque and ignores touches, a table view is white): Interface Builder
    /// writes them against UIView's defaults, so those subclasses apply them again after
    /// setting their own. A background color the file does not name keeps the subclass's.
    func decodeViewFlags(_ nib: UINibDecoder) {
        if let mode = nib.enumeration("contentMode", IBValue.contentMode) { contentMode = mode }
        isOpaque = nib.bool("opaque", default: true)
        isUserInteractionEnabled = nib.bool("userInteractionEnabled", default: true)
        if let color = nib.color("backgroundColor") { backgroundColor = color }
    }

    /// The priority attributes, their axes and whether each is a hugging priority (made once:
    /// every view of a nib reads them).
    private static let priorityAttributes: [(String, NSLayoutConstraint.Axis, Bool)] = [
        ("horizontalHuggingPriority", .horizontal, true), ("verticalHuggingPriority", .vertical, true),
        ("horizontalCompressionResistancePriority", .horizontal, false), ("verticalCompressionResistancePriority", .vertical, false),
    ]

    /// Content hugging and compression resistance: IB writes only the values that differ from
    /// the defaults (250 and 750).
    private func decodePriorities(_ nib: UINibDecoder) {
        for (attribute, axis, hugging) in UIView.priorityAttributes {
            guard let value = nib.number(attribute) else { continue }
            guard value >= 1, value <= 1000 else { return nib.fail(.invalidValue, "\(attribute)=\"\(value)\" is outside 1…1000") }
            let priority = UILayoutPriority(Float(value))
            if hugging { setContentHuggingPriority(priority, for: axis) } else { setContentCompressionResistancePriority(priority, for: axis) }
        }
    }

    /// The keys runtime attributes and outlets use for a view's own properties.
    func setViewValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "backgroundColor": backgroundColor = value as? UIColor
        case "tintColor": tintColor = value as? UIColor
        case "alpha": alpha = CGFloat((value as? NSNumber)?.doubleValue ?? 1)
        case "hidden", "isHidden": isHidden = (value as? NSNumber)?.boolValue ?? false
        case "opaque", "isOpaque": isOpaque = (value as? NSNumber)?.boolValue ?? false
        case "clipsToBounds": clipsToBounds = (value as? NSNumber)?.boolValue ?? false
        case "userInteractionEnabled", "isUserInteractionEnabled": isUserInteractionEnabled = (value as? NSNumber)?.boolValue ?? false
        case "tag": tag = (value as? NSNumber)?.intValue ?? 0
        case "contentScaleFactor": contentScaleFactor = CGFloat((value as? NSNumber)?.doubleValue ?? 1)
        case "gestureRecognizers":
            for recognizer in gestureRecognizers ?? [] { removeGestureRecognizer(recognizer) }
            for case let recognizer as UIGestureRecognizer in value as? [Any] ?? [] { addGestureRecognizer(recognizer) }
        default: return setAccessibilityValue(value, forKey: key)
        }
        return true
    }

    /// `value(forKey:)`: the keys a view answers itself, else the superclass's.
    func viewValue(forKey key: String) -> Any? {
        switch key {
        case "layer": layer
        case "superview": superview
        default: super.value(forKey: key)
        }
    }
}

extension CALayer {
    /// Runtime attributes on `layer.…` key paths. A Color runtime attribute arrives as a
    /// `UIColor`; the layer's color properties hold `CGColor`s, and Core Animation ignores a
    /// `UIColor` there, as it does on iOS (the well-known invisible `layer.borderColor`).
    @MainActor
    func setNibValue(_ value: Any?, forKeyPath keyPath: String) {
        switch keyPath {
        case "masksToBounds": masksToBounds = (value as? NSNumber)?.boolValue ?? false
        case "borderColor", "shadowColor", "backgroundColor":
            if value is UIColor {
                RuntimeIssue.report("layer.\(keyPath) holds a CGColor; the UIColor a runtime attribute gives is ignored, as on iOS (set it in code or from a UIColor property)")
                return
            }
            setValue(value, forKeyPath: keyPath)
        default:
            let converted: Any? = (value as? NSNumber).map { CGFloat($0.doubleValue) as Any } ?? value
            setValue(converted, forKeyPath: keyPath)
        }
    }
}
