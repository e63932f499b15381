extension UIPageControl {
    /// A page control is adjustable; its value reads "page 2 of 5".
    var pageControlAccessibility: AccessibilityDefaults {
        AccessibilityDefaults(isElement: true, value: "page \(currentPage + 1) of \(numberOfPages)", traits: .adjustable)
    }

    /// A VoiceOver swipe turns to the next or previous page and sends `.valueChanged`.
    func adjustForAccessibility(by step: Int) {
        let page = currentPage + step
        guard page >= 0, page < numberOfPages else { return }
        currentPage = page
        sendActions(for: .valueChanged)
    }
}
