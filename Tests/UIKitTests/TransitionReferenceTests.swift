import Testing
@testable import QuartzCore
import UIKit
import UIKitTesting

/// Every transition at once, one per cell, so one frame shows them all: UIKit's cross dissolve,
/// four flips and two curls, and Core Animation's fade, moveIn, push and reveal.
@Suite("Transitions (reference images)", .serialized, .freshContext) @MainActor
struct TransitionReferenceTests {
    static let cell = CGSize(width: 120, height: 90)

    /// The outgoing look: orange with a dark square at the top left; the incoming: teal with
    /// a white square at the bottom right.
    final class Card: UIView {
        let mark = UIView(frame: CGRect(x: 8, y: 8, width: 30, height: 30))
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = UIColor(red: 1, green: 0.55, blue: 0.1, alpha: 1)
            mark.backgroundColor = UIColor(white: 0.15, alpha: 1)
            addSubview(mark)
        }
        required init?(coder: NSCoder) { fatalError() }
        func flip() {
            backgroundColor = UIColor(red: 0.1, green: 0.6, blue: 0.6, alpha: 1)
            mark.frame = CGRect(x: 82, y: 52, width: 30, height: 30)
            mark.backgroundColor = .white
        }
    }

    func sheet(at time: Double) -> CGImage {
        let host = UITestHost(size: CGSize(width: 560, height: 440), scale: 1)
        host.window.backgroundColor = UIColor(white: 0.85, alpha: 1)
        var cards: [Card] = []
        for i in 0..<14 {
            let origin = CGPoint(x: 20 + CGFloat(i % 4) * 135, y: 20 + CGFloat(i / 4) * 105)
            let card = Card(frame: CGRect(origin: origin, size: Self.cell))
            host.window.addSubview(card)
            cards.append(card)
        }
        host.runLoopTurn()
        let uikit: [UIView.AnimationOptions] = [.transitionCrossDissolve, .transitionFlipFromLeft, .transitionFlipFromRight,
                                                .transitionFlipFromTop, .transitionFlipFromBottom, .transitionCurlUp, .transitionCurlDown]
        for (card, option) in zip(cards, uikit) {
            UIView.transition(with: card, duration: 1, options: [option, .curveLinear], animations: { card.flip() })
        }
        let core: [(CATransitionType, CATransitionSubtype?)] = [(.fade, nil), (.moveIn, .fromRight), (.moveIn, .fromTop),
                                                               (.push, .fromLeft), (.push, .fromBottom), (.reveal, .fromRight), (.reveal, .fromTop)]
        for (card, (type, subtype)) in zip(cards.dropFirst(7), core) {
            let t = CATransition()
            t.type = type; t.subtype = subtype; t.duration = 1
            card.layer.add(t, forKey: kCATransition)
            card.flip()
        }
        host.runLoopTurn()
        host.advanceTime(by: time)
        return host.renderScreen()
    }

    @Test("Midpoint (t = 0.5): dissolves half way, flips edge-on, curls half way, slides half way")
    func midpoint() {
        let diff = ReferenceImage.compare(sheet(at: 0.5), named: "transitions-midpoint")
        #expect(diff == nil, "\(diff!)")
    }

    @Test("At t = 0.3: flips turned 54° in perspective, curls rolling, slides under way")
    func early() {
        let diff = ReferenceImage.compare(sheet(at: 0.3), named: "transitions-0.3")
        #expect(diff == nil, "\(diff!)")
    }

    @Test("Transitions end on the new content and call the completion with true")
    func completes() {
        let host = UITestHost(size: CGSize(width: 200, height: 200), scale: 1)
        let card = Card(frame: CGRect(x: 0, y: 0, width: 120, height: 90))
        host.window.addSubview(card)
        host.runLoopTurn()
        var finished: Bool?
        UIView.transition(with: card, duration: 0.5, options: .transitionFlipFromLeft, animations: { card.flip() }, completion: { finished = $0 })
        host.advanceInFrames(0.5)
        host.runLoopTurn()
        #expect(finished == true)
        #expect(card.layer.animationKeys() == nil)
        let frame = host.renderScreen()
        #expect(frame.buffer.pixel(x: 95, y: 65).r == 255)      // the white mark, in place
    }

    @Test("transition(from:to:) swaps the views in the superview (or hides and shows them with .showHideTransitionViews)")
    func fromTo() {
        let host = UITestHost(size: CGSize(width: 200, height: 200), scale: 1)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(frame: container.bounds), b = UIView(frame: container.bounds)
        container.addSubview(a)
        host.window.addSubview(container)
        host.runLoopTurn()
        UIView.transition(from: a, to: b, duration: 0.3, options: .transitionCrossDissolve)
        #expect(a.superview == nil && b.superview === container)
        #expect(container.layer.animation(forKey: kCATransition) is CATransition)
        let c = UIView(frame: container.bounds)
        c.isHidden = true
        container.addSubview(c)
        UIView.transition(from: b, to: c, duration: 0.3, options: [.transitionFlipFromTop, .showHideTransitionViews])
        #expect(b.superview === container && b.isHidden && !c.isHidden)
    }

    @Test("A CATransition added after the change in the same transaction starts from what the screen showed (label.text = …; add(transition))")
    func transitionAfterChange() {
        let host = UITestHost(size: CGSize(width: 200, height: 100), scale: 2)
        let card = Card(frame: CGRect(x: 10, y: 10, width: 120, height: 90))
        host.window.addSubview(card)
        host.runLoopTurn()
        card.flip()                                   // changed first …
        let t = CATransition()
        t.type = .fade
        t.duration = 1
        card.layer.add(t, forKey: kCATransition)      // … then the transition
        host.runLoopTurn()
        let start = host.renderScreen()
        // At the start the old (orange) look still shows; half way it is a mix; at the end teal.
        #expect(start.buffer.pixel(x: 100, y: 140).r > 240)
        host.advanceTime(by: 0.5)
        let mid = host.renderScreen().buffer.pixel(x: 100, y: 140)
        #expect(abs(Int(mid.r) - (255 + 26) / 2) <= 3)
        host.advanceTime(by: 0.5)
        #expect(host.renderScreen().buffer.pixel(x: 100, y: 140).r < 30)
    }
}
