import Foundation
import Testing
import UIKit
import RuntimeSupport

// MARK: Classes the documents name

/// An owner with strong and weak outlets and an outlet collection.
final class BadInputOwner: UIResponder {
    @Outlet var contentView: UIView!
    @WeakOutlet var label: UILabel!
    @Outlet var views: [UIView]!
}

/// A superview handed to a nib as an external object.
final class BadInputContainerView: UIView {
    @Outlet var contentView: UIView!
}

/// A weak reference, to see whether an object was released.
struct BadInputWeakView {
    weak var view: UIView?
}

/// Remembers every instance a nib makes, weakly.
final class BadInputTrackedView: UIView {
    static var made: [BadInputWeakView] = []

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        Self.made.append(BadInputWeakView(view: self))
    }
}

/// Loads, from its `init(coder:)`, the nib it is in: the classic endless recursion. It stops
/// by itself after `limit` instances, so a loader that misses the cycle fails the test
/// instead of crashing it.
final class BadInputSelfLoadingView: UIView {
    enum Source { case file(URL), data(Data) }

    static let limit = 200
    private static var source: Source?
    static var made: [BadInputWeakView] = []

    static func reset(_ newSource: Source?) {
        source = newSource
        made = []
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        Self.made.append(BadInputWeakView(view: self))
        guard Self.made.count < Self.limit else { return }
        switch Self.source {
        case .file(let url): (try? UINib(contentsOf: url))?.instantiate(withOwner: nil)
        case .data(let data): UINib(data: data, bundle: nil).instantiate(withOwner: nil)
        case nil: break
        }
    }
}
