// Compiled in Swift 5 language mode, like most iOS app code: a non-isolated helper builds
// views, exactly as it may against Apple's SDK (UIKit is @preconcurrency @MainActor).
import UIKitTesting
import Testing
import UIKit

func makeBadge(tag: Int) -> UIView {
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    badge.tag = tag
    badge.backgroundColor = .red
    return badge
}

final class ProfileView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(makeBadge(tag: 3))
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@Suite("Swift 5-mode client code", .freshContext)
struct Swift5ClientTests {
    @Test("iOS-style code in Swift 5 mode compiles and runs: non-isolated helpers may call UIKit")
    @MainActor func swift5ModeClient() {
        let profile = ProfileView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(profile.viewWithTag(3)?.backgroundColor == .red)
    }
}

/// A non-isolated drawing helper, as iOS code often has: Swift 5 mode accepts calls into
/// UIKit's @preconcurrency @MainActor drawing functions from it.
func fillBadge(_ rect: CGRect) {
    UIColor.red.setFill()
    UIRectFill(rect)
    UIGraphicsGetCurrentContext()?.strokeEllipse(in: rect)
}

@Test("Swift 5-mode drawing helpers compile and draw", .freshContext)
@MainActor func swift5DrawingHelper() {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { _ in
        fillBadge(CGRect(x: 0, y: 0, width: 4, height: 4))
    }
    #expect(image.size == CGSize(width: 4, height: 4))
}
