import Foundation
import Testing
import UIKit
import UIKitTesting

/// Where the Subtitle cell style puts its labels, as iOS lays them out (and Xcode records
/// them): each label as wide as its text, the detail under the title.
@Suite(.freshContext) @MainActor struct SubtitleCellLayoutTests {
    @Test func subtitleLabelsFitTheirText() {
        let host = UITestHost(size: CGSize(width: 375, height: 200), scale: 1)
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        subtitle.textLabel?.text = "Title"
        subtitle.detailTextLabel?.text = "A longer subtitle"
        subtitle.frame = CGRect(x: 0, y: 0, width: 375, height: 60)
        host.window.addSubview(subtitle)
        host.runLoopTurn()
        let title = subtitle.textLabel!, detail = subtitle.detailTextLabel!
        #expect(title.frame.width == ceil(title.sizeThatFits(.zero).width))
        #expect(detail.frame.width == ceil(detail.sizeThatFits(.zero).width))
        #expect(detail.frame.width > title.frame.width)
        #expect(detail.frame.minY == title.frame.maxY)
    }
}
