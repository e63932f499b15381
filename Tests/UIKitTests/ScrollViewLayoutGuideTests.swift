import CoreGraphics
import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import RuntimeSupport

/// Auto Layout in scroll views: "constraints between the edges or margins of the scroll view
/// and its content attach to the scroll view's content area; constraints between the height,
/// width, or centers attach to the scroll view's frame" — and `contentLayoutGuide` /
/// `frameLayoutGuide` (iOS 11) name the two.
@Suite("Scroll view layout guides", .serialized, .freshContext) @MainActor
struct ScrollViewLayoutGuideTests {
    private func scrollView(in host: UITestHost) -> UIScrollView {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        host.window.addSubview(scroll)
        return scroll
    }

    private func contentView(in scroll: UIScrollView, height: CGFloat) -> UIView {
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        content.heightAnchor.constraint(equalToConstant: height).isActive = true
        return content
    }

    @Test("Content pinned to the content layout guide's edges, as wide as the frame layout guide, sets contentSize")
    func contentGuideSetsContentSize() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let scroll = scrollView(in: host)
        let content = contentView(in: scroll, height: 1_000)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        ])
        host.runLoopTurn()
        #expect(scroll.contentSize == CGSize(width: 320, height: 1_000))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 1_000))
        #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 1_000))
        // Scrolling does not move the content within the content area.
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        host.runLoopTurn()
        #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 1_000))
        #expect(scroll.contentSize.height == 1_000)
    }

    @Test("Constraints to the scroll view's own edges attach to the content area; its width to the frame (the pre-iOS 11 way)")
    func legacyEdgeConstraints() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let scroll = scrollView(in: host)
        let content = contentView(in: scroll, height: 750)
        let log = RuntimeIssue.capture {
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 10),
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor, constant: -20),
            content.widthAnchor.constraint(equalTo: scroll.widthAnchor),
        ])
        host.runLoopTurn()
        }
        #expect(log.isEmpty, "no constraint is broken: \(log)")
        #expect(scroll.contentSize == CGSize(width: 320, height: 780))
        #expect(content.frame == CGRect(x: 0, y: 10, width: 320, height: 750))
    }

    @Test("Content that sizes itself (a stack of labels) makes the content size follow it")
    func selfSizingContent() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let scroll = scrollView(in: host)
        let stack = UIStackView(arrangedSubviews: (0..<30).map { index in
            let label = UILabel()
            label.text = "Row \(index)"
            return label
        })
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor, constant: -16),
            stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -32),
        ])
        host.runLoopTurn()
        let rowHeight = stack.arrangedSubviews[0].frame.height
        #expect(rowHeight > 15)
        #expect(abs(scroll.contentSize.height - (30 * rowHeight + 29 * 8)) < 0.5)
        #expect(scroll.contentSize.width == 320)
    }

    @Test("A view constrained to the frame layout guide stays put on screen while the content scrolls")
    func frameGuideDoesNotScroll() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let scroll = scrollView(in: host)
        scroll.contentSize = CGSize(width: 320, height: 2_000)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 20),
            badge.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -20),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 40),
        ])
        host.runLoopTurn()
        #expect(badge.convert(badge.bounds, to: nil) == CGRect(x: 260, y: 20, width: 40, height: 40))
        scroll.contentOffset = CGPoint(x: 0, y: 500)
        host.runLoopTurn()
        #expect(badge.frame.minY == 520)
        #expect(badge.convert(badge.bounds, to: nil) == CGRect(x: 260, y: 20, width: 40, height: 40))
        // The code's content size stands: nothing constrains the content guide's size.
        #expect(scroll.contentSize == CGSize(width: 320, height: 2_000))
        #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 2_000))
    }

    @Test("Nibs name the two guides (<viewLayoutGuide key=\"contentLayoutGuide\">)")
    func nibGuides() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <scrollView clipsSubviews="YES" contentMode="scaleToFill" id="sv-1">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cv-1">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="900"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="900" id="h-1"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="cv-1" firstAttribute="top" secondItem="cg-1" secondAttribute="top" id="c-1"/>
                        <constraint firstItem="cv-1" firstAttribute="leading" secondItem="cg-1" secondAttribute="leading" id="c-2"/>
                        <constraint firstItem="cv-1" firstAttribute="trailing" secondItem="cg-1" secondAttribute="trailing" id="c-3"/>
                        <constraint firstItem="cv-1" firstAttribute="bottom" secondItem="cg-1" secondAttribute="bottom" id="c-4"/>
                        <constraint firstItem="cv-1" firstAttribute="width" secondItem="fg-1" secondAttribute="width" id="c-5"/>
                    </constraints>
                    <viewLayoutGuide key="contentLayoutGuide" id="cg-1"/>
                    <viewLayoutGuide key="frameLayoutGuide" id="fg-1"/>
                </scrollView>
            </objects>
        </document>
        """
        let scroll = try #require(try UINib(data: Data(xml.utf8), bundle: nil).instantiateThrowing(withOwner: nil).first as? UIScrollView)
        scroll.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 320, height: 900))
    }

    @Test("Content tied to a view outside the scroll view is solved again as the content scrolls (a header that sticks to the top)")
    func constraintsAcrossTheScrollView() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let root = UIView(frame: host.window.bounds)
        host.window.addSubview(root)
        let scroll = UIScrollView(frame: root.bounds)
        root.addSubview(scroll)
        scroll.contentSize = CGSize(width: 320, height: 2_000)
        let header = UIView()
        header.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(header)
        NSLayoutConstraint.activate([
            header.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor),
            header.widthAnchor.constraint(equalToConstant: 320),
            header.heightAnchor.constraint(equalToConstant: 44),
            // Installed on root, their common ancestor: the header's top is root's top.
            header.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        host.runLoopTurn()
        #expect(header.convert(header.bounds, to: nil).minY == 10)
        for offset in [150.0, 600.5, 0] as [CGFloat] {
            scroll.contentOffset = CGPoint(x: 0, y: offset)
            host.runLoopTurn()
            #expect(header.frame.minY == offset + 10)
            #expect(header.convert(header.bounds, to: nil).minY == 10)
        }
    }
}

