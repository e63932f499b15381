import CoreGraphics
import Testing
import UIKit
import UIKitTesting

/// How system symbols look: the most used ones in the tint, one symbol at every weight, the
/// three scales, and the filled variants in one color, hierarchical and palette colors.
@MainActor
private func symbolSheet() -> CGImage {
    let common = ["xmark", "trash", "star", "chevron.down", "checkmark.circle.fill", "plus", "globe", "ellipsis.circle",
                  "checkmark", "square.and.arrow.up", "questionmark.circle", "person.crop.circle", "pencil", "magnifyingglass",
                  "gear", "clock", "chevron.right", "arrow.clockwise", "play.fill", "folder", "exclamationmark.triangle.fill",
                  "doc.on.doc", "calendar", "tag", "photo", "lock.fill", "list.bullet", "camera", "bell", "heart.fill",
                  "house.fill", "envelope", "paperplane.fill", "bookmark", "slider.horizontal.3", "info.circle"]
    let host = UITestHost(size: CGSize(width: 360, height: 250), scale: 2)
    host.window.backgroundColor = .white
    func place(_ image: UIImage?, x: CGFloat, y: CGFloat, tint: UIColor = .systemBlue) {
        let view = UIImageView(image: image)
        view.tintColor = tint
        view.sizeToFit()
        view.center = CGPoint(x: x, y: y)
        host.window.addSubview(view)
    }
    for (i, name) in common.enumerated() {
        place(UIImage(systemName: name), x: 20 + CGFloat(i % 12) * 30, y: 20 + CGFloat(i / 12) * 30)
    }
    let weights: [UIImage.SymbolWeight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
    for (i, weight) in weights.enumerated() {
        place(UIImage(systemName: "gearshape", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: weight)),
              x: 20 + CGFloat(i) * 36, y: 125, tint: .label)
    }
    for (i, scale) in [UIImage.SymbolScale.small, .medium, .large].enumerated() {
        place(UIImage(systemName: "cloud.sun", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: .regular, scale: scale)),
              x: 20 + CGFloat(i) * 36, y: 175, tint: .label)
    }
    let filled = ["plus.circle.fill", "person.crop.circle.fill", "trash.fill", "gearshape.fill"]
    for (i, name) in filled.enumerated() {
        let size = UIImage.SymbolConfiguration(pointSize: 22)
        place(UIImage(systemName: name, withConfiguration: size), x: 140 + CGFloat(i) * 36, y: 175, tint: .systemGreen)
        place(UIImage(systemName: name, withConfiguration: size.applying(UIImage.SymbolConfiguration(hierarchicalColor: .systemOrange))),
              x: 140 + CGFloat(i) * 36, y: 215)
        place(UIImage(systemName: name, withConfiguration: size.applying(UIImage.SymbolConfiguration(paletteColors: [.systemRed, .systemPurple]))),
              x: 20 + CGFloat(i) * 30, y: 215)
    }
    host.runLoopTurn()
    return host.renderScreen()
}

@Suite("Symbol images (reference images)", .freshContext) @MainActor
struct SymbolImageReferenceTests {
    @Test("The most used symbols, every weight, the three scales and the colored filled variants")
    func sheet() {
        let diff = ReferenceImage.compare(symbolSheet(), named: "symbols@2x")
        #expect(diff == nil, "\(diff!)")
    }
}
