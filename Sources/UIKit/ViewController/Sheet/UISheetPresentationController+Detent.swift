import CoreGraphics
import Foundation

extension UISheetPresentationController {
    /// A height a sheet rests at.
    @preconcurrency @MainActor
    public final class Detent: NSObject {
        /// A detent's name (`selectedDetentIdentifier`, `largestUndimmedDetentIdentifier`).
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }

        public let identifier: Identifier
        private let resolver: (any ResolutionContext) -> CGFloat?

        private init(identifier: Identifier, resolver: @escaping (any ResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// About half the container's height (measured on iOS 26: 425 of an iPhone 16's 852).
        public static func medium() -> Detent {
            Detent(identifier: .medium) { context in (context.containerHeight / 2).rounded(.down) }
        }

        /// The full height the sheet can take: from the top of the safe area.
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// A height of the app's choice (nil from `resolver`: the detent is not used now); a
        /// nil identifier makes a unique one.
        public static func custom(identifier: Identifier? = nil, resolver: @escaping (any ResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
        }

        /// The height of the detent in `context` (above the bottom safe area), clamped to the
        /// largest a sheet can take; nil when it is not used now.
        public func resolvedValue(in context: any ResolutionContext) -> CGFloat? {
            guard let value = resolver(context), value.isFinite else { return nil }
            return min(context.maximumDetentValue, max(0, value))
        }

        /// Whether this is the system's large detent.
        var isLarge: Bool { identifier == .large }
    }
}

/// What a detent's resolver is given.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: AnyObject {
    var containerTraitCollection: UITraitCollection { get }
    /// The largest height a detent can have: the container's height less its safe area.
    var maximumDetentValue: CGFloat { get }
}

extension UISheetPresentationController.Detent {
    public typealias ResolutionContext = UISheetPresentationControllerDetentResolutionContext
}

extension UISheetPresentationControllerDetentResolutionContext {
    /// The whole container's height (for the medium detent).
    var containerHeight: CGFloat { (self as? SheetResolution)?.containerHeight ?? maximumDetentValue }
}

/// The resolution context of one sheet layout.
@MainActor
final class SheetResolution: UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat
    let containerHeight: CGFloat
    init(traits: UITraitCollection, maximum: CGFloat, containerHeight: CGFloat) {
        containerTraitCollection = traits
        maximumDetentValue = maximum
        self.containerHeight = containerHeight
    }
}

/// The sheet's delegate: the adaptive-presentation messages and the detent the user chose.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}
