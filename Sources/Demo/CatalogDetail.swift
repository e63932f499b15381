// A small screen about one thing, which the catalog's lists push and its tabs and pages show.
import Foundation
import UIKit

/// A screen about one thing: its symbol large in its color, a title and a line of text, in
/// the middle of the screen.
final class CatalogDetailController: UIViewController {
    private let symbol: String
    private let color: UIColor
    private let text: String

    init(title: String, symbol: String, color: UIColor, text: String) {
        self.symbol = symbol
        self.color = color
        self.text = text
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.largeTitleDisplayMode = .never
        let image = UIImageView(image: UIImage(systemName: symbol, withConfiguration: UIImage.SymbolConfiguration(pointSize: 64)))
        image.tintColor = color
        let name = Catalog.label(title ?? "", .systemFont(ofSize: 28, weight: .bold))
        let line = Catalog.label(text, .systemFont(ofSize: 17), .secondaryLabel)
        line.numberOfLines = 0
        line.textAlignment = .center
        let stack = Catalog.column([image, name, line], spacing: 12)
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}
