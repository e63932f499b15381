import UIKitTesting
import Foundation
import Testing
import UIKit
import RuntimeSupport

@Suite("UIGraphicsBeginImageContext (legacy image contexts)", .freshContext) @MainActor
struct UIGraphicsLegacyImageContextTests {
    @Test("Begin makes a scaled top-left context current; GetImage snapshots it; End restores the previous context")
    func beginGetEnd() throws {
        let before = UIGraphicsGetCurrentContext()
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 2), false, 2)
        let context = try #require(UIGraphicsGetCurrentContext())
        #expect(context !== before)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() === before)
        #expect(image.size == CGSize(width: 4, height: 2))
        #expect(image.scale == 2)
        #expect(ImageProbe.pixel(image, 1, 1) == .red)
        #expect(ImageProbe.pixel(image, 2, 0) == .clear)
    }

    @Test("Scale 0 means the main screen's scale; UIGraphicsBeginImageContext means scale 1")
    func scales() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), false, 0)
        let screenScaled = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        UIGraphicsBeginImageContext(CGSize(width: 2, height: 2))
        let unscaled = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(screenScaled?.scale == UIScreen.main.scale)
        #expect(unscaled?.scale == 1)
        #expect(unscaled?.cgImage?.width == 2)
    }

    @Test("An opaque legacy context starts black")
    func opaqueLegacy() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), true, 1)
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(image.map { ImageProbe.pixel($0, 1, 1) } == .black)
    }

    @Test("Image contexts nest; GetImage answers for the innermost")
    func nesting() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 5, height: 5), false, 1)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 3), false, 1)
        let inner = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        let outer = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(inner?.size == CGSize(width: 2, height: 3))
        #expect(outer?.size == CGSize(width: 5, height: 5))
    }

    @Test("GetImage is nil when the current context is not an image context")
    func noImageContext() throws {
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), false, 1)
        let other = try #require(CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                                           space: CGColorSpaceCreateDeviceRGB(),
                                           bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue))
        UIGraphicsPushContext(other)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsPopContext()
        #expect(UIGraphicsGetImageFromCurrentImageContext() != nil)
        UIGraphicsEndImageContext()
    }

    @Test("Bad sizes open nothing and End without Begin is reported, never a crash")
    func misuse() {
        let before = UIGraphicsGetCurrentContext()
        let issues = RuntimeIssue.capture {
            UIGraphicsBeginImageContextWithOptions(CGSize(width: -1, height: 5), false, 1)
            UIGraphicsBeginImageContextWithOptions(CGSize(width: CGFloat.nan, height: 5), false, 1)
            UIGraphicsEndImageContext()
        }
        #expect(UIGraphicsGetCurrentContext() === before)
        #expect(issues.filter { $0.contains("failed to allocate") }.count == 2)
        #expect(issues.contains { $0.contains("no image context is open") })
    }
}
