// The catalog's progress and activity: progress views and activity indicators.
import Foundation
import UIKit

/// Progress views in both styles and tinted, one that a timer fills once Download is tapped,
/// and activity indicators at both sizes, tinted and stopped.
final class ProgressController: CatalogScreen, CatalogGalleryStates {
    private let download: UIProgressView
    private var timer: Timer?

    init() {
        @MainActor func progress(_ style: UIProgressView.Style, _ value: Float, tint: UIColor? = nil) -> UIProgressView {
            let view = UIProgressView(progressViewStyle: style)
            view.progress = value
            view.progressTintColor = tint
            return Catalog.sized(view, 220)
        }
        @MainActor func spinner(_ style: UIActivityIndicatorView.Style, color: UIColor? = nil, animating: Bool = true) -> UIActivityIndicatorView {
            let view = UIActivityIndicatorView(style: style)
            if let color { view.color = color }
            view.hidesWhenStopped = false
            if animating { view.startAnimating() }
            return view
        }
        let download = progress(.default, 0)
        self.download = download
        weak var controller: ProgressController?
        let downloading = UIStackView(arrangedSubviews: [download, Catalog.button("Download") { controller?.startDownload() }])
        downloading.spacing = 16
        downloading.alignment = .center
        let spinners = UIStackView(arrangedSubviews: [spinner(.medium), spinner(.large), spinner(.large, color: .systemPurple), spinner(.medium, animating: false)])
        spinners.spacing = 24
        spinners.alignment = .center
        super.init(title: "Progress and activity", rows: [
            ("UIProgressView, default style", progress(.default, 0.3)),
            ("Bar style, tinted green", progress(.bar, 0.7, tint: .systemGreen)),
            ("Filled by a timer", downloading),
            ("UIActivityIndicatorView: medium, large, tinted, stopped", spinners),
        ])
        controller = self
    }

    required init?(coder: NSCoder) { nil }

    /// Fills the progress view a tenth every 0.2 seconds, animated, from empty.
    func startDownload() {
        timer?.invalidate()
        download.setProgress(0, animated: false)
        timer = Timer.scheduledTimer(withTimeInterval: 0.2, repeats: true) { [weak self] timer in
            MainActor.assumeIsolated {
                guard let self else { return timer.invalidate() }
                self.download.setProgress(min(1, self.download.progress + 0.1), animated: true)
                if self.download.progress >= 1 { timer.invalidate() }
            }
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        timer?.invalidate()
    }

    /// A second into the download.
    var galleryStates: [(name: String, show: () -> Void)] { [("download", { self.startDownload() })] }
}
