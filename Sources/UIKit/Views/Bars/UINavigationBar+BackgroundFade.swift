import CoreGraphics

/// A push or pop between items whose bars look different (their own appearances differ, or
/// one is at its scroll edge, transparent, and the other not): the bar's background
/// cross-fades from the look it leaves to the one it takes over the transition, following an
/// interactive pop's progress and going back with it when it is cancelled, as on iOS.
///
/// Two copies fade: the arriving look (fading in) under the leaving one (fading out). While
/// the two looks are the same the copies hide and the bar's own background shows, so a
/// transition between bars that look alike never dims; the looks are compared again each time
/// the bar's look changes (the arriving content reaching its scroll edge during the
/// transition, say).
extension UINavigationBar {
    /// Starts the cross-fade from `shown`, the look the bar had before its items changed, and
    /// returns the animations that run it and the cleanup for when the transition ends.
    func beginBackgroundFade(from shown: UIBarAppearance?) -> (animations: () -> Void, end: () -> Void)? {
        endBackgroundFade()
        guard let shown else { return nil }
        let leaving = makeFadeCopy(shown.duplicate(), alpha: 1)
        let arriving = makeFadeCopy(background.appearance ?? shown, alpha: 0)
        insertSubview(arriving, aboveSubview: background)
        insertSubview(leaving, aboveSubview: arriving)
        backgroundFade = (leaving, arriving)
        updateBackgroundFade()
        let animations = { [weak leaving, weak arriving] in
            leaving?.alpha = 0
            arriving?.alpha = 1
        }
        let end = { [weak self, weak leaving] in
            guard let self, let leaving, self.backgroundFade?.leaving === leaving else { return }
            self.endBackgroundFade()
        }
        return (animations, end)
    }

    /// Shows the copies only while the looks differ; the arriving copy takes the bar's look.
    func updateBackgroundFade() {
        guard let (leaving, arriving) = backgroundFade, let look = background.appearance else { return }
        arriving.apply(look)
        let same = leaving.appearance.map { $0.drawsSameBackground(as: look, in: traitCollection) } ?? true
        leaving.isHidden = same
        arriving.isHidden = same
        background.isHidden = !same
    }

    /// Removes the copies; the bar's own background shows its look.
    func endBackgroundFade() {
        guard let (leaving, arriving) = backgroundFade else { return }
        leaving.removeFromSuperview()
        arriving.removeFromSuperview()
        backgroundFade = nil
        background.isHidden = false
    }

    private func makeFadeCopy(_ appearance: UIBarAppearance, alpha: CGFloat) -> BarBackgroundView {
        let copy = BarBackgroundView()
        copy.shadowOnTop = background.shadowOnTop
        copy.apply(appearance)
        copy.frame = background.frame
        copy.alpha = alpha
        return copy
    }
}

extension UIBarAppearance {
    /// Whether `other` draws the same background and shadow (in `traits`, for dynamic colors).
    func drawsSameBackground(as other: UIBarAppearance, in traits: UITraitCollection) -> Bool {
        func same(_ a: UIColor?, _ b: UIColor?) -> Bool {
            let colorA = a?.resolvedColor(with: traits).cgColor, colorB = b?.resolvedColor(with: traits).cgColor
            let clearA = (colorA?.alpha ?? 0) == 0, clearB = (colorB?.alpha ?? 0) == 0
            if clearA || clearB { return clearA == clearB }
            return colorA == colorB
        }
        return backgroundEffect?.style == other.backgroundEffect?.style && same(backgroundColor, other.backgroundColor)
            && backgroundImage === other.backgroundImage && (backgroundImage == nil || backgroundImageContentMode == other.backgroundImageContentMode)
            && same(shadowColor, other.shadowColor) && shadowImage === other.shadowImage
    }
}
