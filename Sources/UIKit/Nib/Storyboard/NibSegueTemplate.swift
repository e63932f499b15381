import Foundation

extension NibSegues {
    /// What a storyboard's segue does, by its `kind`; the deprecated kinds Xcode still reads
    /// are the ones that replaced them (`push` is `show`, `modal` is `presentation` …).
    enum Kind: Equatable {
        case show, showDetail, presentation, popoverPresentation, custom, embed, unwind, relationship
        /// A kind this UIKit does not know.
        case unknown

        init(_ name: String) {
            switch name {
            case "show", "push": self = .show
            case "showDetail", "replace": self = .showDetail
            case "presentation", "modal": self = .presentation
            case "popoverPresentation", "popover": self = .popoverPresentation
            case "custom": self = .custom
            case "embed": self = .embed
            case "unwind": self = .unwind
            case "relationship": self = .relationship
            default: self = .unknown
            }
        }
    }

    /// A `<segue>` element as the storyboard wrote it: read once per document.
    package struct Template {
        let identifier: String?
        /// The `kind` attribute as written, for messages.
        let kindName: String
        let kind: Kind
        /// The element id of the destination scene's controller (the `<exit>` for an unwind).
        let destination: String?
        let customClass: String?
        let customModule: String?
        let customModuleProvider: String?
        /// Where the element is, for messages.
        let file: String
        let line: Int
        /// The segue's own id: a controller's manual segues find their popover anchors by it.
        let elementID: String?
        /// The presentation's style and transition when the segue sets them; nil keeps the
        /// destination's own.
        let presentationStyle: UIModalPresentationStyle?
        let transitionStyle: UIModalTransitionStyle?
        /// `animates="NO"` shows the destination without animation.
        let animates: Bool
        /// The id of the view a popover points at (`popoverAnchorView`).
        let anchorViewID: String?
        let permittedArrowDirections: UIPopoverArrowDirection
        /// An unwind segue's action, as a selector (`unwindToListWithSegue:`).
        let unwindAction: String?
        /// The source's method that makes the destination (`@IBSegueAction`), as a selector.
        let creationSelector: String?

        @MainActor init(_ e: IBElement, file: String) {
            identifier = e["identifier"]
            kindName = e["kind"] ?? "custom"
            kind = Kind(kindName)
            destination = e["destination"]
            customClass = e["customClass"]
            customModule = e["customModule"]
            customModuleProvider = e["customModuleProvider"]
            self.file = file
            line = e.line
            elementID = e.id
            presentationStyle = e["modalPresentationStyle"].flatMap(NibSegues.presentationStyle)
            transitionStyle = e["modalTransitionStyle"].flatMap(NibSegues.transitionStyle)
            animates = IBValue.bool("animates", of: e, default: true)
            anchorViewID = e["popoverAnchorView"]
            permittedArrowDirections = e.child("popoverArrowDirection", key: "popoverArrowDirection").map(NibSegues.arrowDirections) ?? .any
            unwindAction = e["unwindAction"]
            creationSelector = e["destinationCreationSelector"]
        }

        /// How messages name the segue: "'showDetail' of kind 'show'".
        var name: String { "\(identifier.map { "'\($0)' " } ?? "")of kind '\(kindName)'" }
    }

    /// Interface Builder's names for `modalPresentationStyle`.
    static func presentationStyle(_ name: String) -> UIModalPresentationStyle? {
        switch name {
        case "automatic": .automatic
        case "none": UIModalPresentationStyle.none
        case "fullScreen": .fullScreen
        case "pageSheet": .pageSheet
        case "formSheet": .formSheet
        case "currentContext": .currentContext
        case "custom": .custom
        case "overFullScreen": .overFullScreen
        case "overCurrentContext": .overCurrentContext
        case "popover": .popover
        default: nil
        }
    }

    /// Interface Builder's names for `modalTransitionStyle`.
    static func transitionStyle(_ name: String) -> UIModalTransitionStyle? {
        switch name {
        case "coverVertical": .coverVertical
        case "flipHorizontal": .flipHorizontal
        case "crossDissolve": .crossDissolve
        case "partialCurl": .partialCurl
        default: nil
        }
    }

    /// `<popoverArrowDirection up="YES" down="YES" left="YES" right="YES"/>`.
    static func arrowDirections(_ e: IBElement) -> UIPopoverArrowDirection {
        var directions: UIPopoverArrowDirection = []
        if IBValue.bool("up", of: e, default: false) { directions.insert(.up) }
        if IBValue.bool("down", of: e, default: false) { directions.insert(.down) }
        if IBValue.bool("left", of: e, default: false) { directions.insert(.left) }
        if IBValue.bool("right", of: e, default: false) { directions.insert(.right) }
        return directions
    }
}
