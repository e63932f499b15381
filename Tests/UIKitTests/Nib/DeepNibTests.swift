import UIKitTesting
import Foundation
import Testing
import UIKit
import RuntimeSupport

/// Interface Builder puts no limit on how deep views nest, and the XML parser takes any
/// depth: a file of 5,000 views, each the only subview of the one before, loads, builds the
/// whole chain and is freed without exhausting the stack; the same file cut short is
/// refused with an error, not a crash.
@Suite(.freshContext) @MainActor struct DeepNibTests {
    /// A chain of `depth` views, each inside the `<subviews>` of the one before; without
    /// `closed` the file stops before any element is closed.
    private func chain(_ depth: Int, closed: Bool = true) -> Data {
        var body = ""
        for i in 0..<depth {
            body += #"<view contentMode="scaleToFill" id="v\#(i)"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/><subviews>"#
            body += "\n"
        }
        guard closed else {
            let document = NibXML.document(objects: "\u{1}")
            let head = document[..<document.firstIndex(of: "\u{1}")!]
            return Data((head + body).utf8)
        }
        for _ in 0..<depth { body += "</subviews></view>" }
        return Data(NibXML.document(objects: body).utf8)
    }

    /// The chain under `view`: its length, following first subviews.
    private func depth(of view: UIView) -> Int {
        var count = 1
        var current = view
        while let next = current.subviews.first {
            count += 1
            current = next
        }
        return count
    }

    /// UIKit decodes a nib's views recursively (each `init(coder:)` decodes its subviews):
    /// 5,000 nested views load as one chain, and dropping the nib and the views frees them.
    // The time limit is a hang guard; in a parallel run its clock also counts the wait for the
    // main actor behind other tests, so it is far above the test's own time.
    @Test(.timeLimit(.minutes(10))) func fiveThousandNestedViewsLoadAndAreFreed() throws {
        weak var top: UIView?
        weak var deepest: UIView?
        try {
            let nib = UINib(data: chain(5_000), bundle: nil)
            let objects = try UINib.throwingErrors { try nib.instantiateThrowing(withOwner: nil) }
            let view = try #require(objects.first as? UIView)
            #expect(depth(of: view) == 5_000)
            var last = view
            while let next = last.subviews.first { last = next }
            top = view
            deepest = last
        }()
        #expect(top == nil)
        #expect(deepest == nil)
    }

    /// A file that ends inside 5,000 open views is malformed XML: the load throws a
    /// `NibLoadingError` with the line it stopped at, without recursing into the open elements.
    @Test(.timeLimit(.minutes(10))) func fiveThousandUnclosedViewsAreMalformed() {
        let data = chain(5_000, closed: false)
        var caught: NibLoadingError?
        _ = RuntimeIssue.capture {
            do {
                _ = try UINib.throwingErrors { try UINib(data: data, bundle: nil).instantiateThrowing(withOwner: nil) }
            } catch let error as NibLoadingError {
                caught = error
            } catch {
                Issue.record("not a NibLoadingError: \(error)")
            }
        }
        #expect(caught?.reason == .malformedXML)
        #expect(caught?.line != nil)
        #expect(caught?.message.contains("malformed XML") == true)
    }
}
