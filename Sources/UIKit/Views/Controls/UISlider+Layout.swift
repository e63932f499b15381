import CoreGraphics

/// Where a slider puts its value images, track and thumb, and the size it wants.
///
/// The track runs between the value images (each followed or preceded by 9 points of space),
/// 4 points thick and centred vertically; the thumb's centre travels from half a thumb
/// inside the track's leading end to half a thumb inside its trailing end, so the thumb
/// never overhangs the track.
extension UISlider {
    func minimumValueImageRectInBounds(_ bounds: CGRect) -> CGRect {
        guard let image = minimumValueImage else { return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.minX, y: bounds.midY - image.size.height / 2, width: image.size.width, height: image.size.height)
    }

    func maximumValueImageRectInBounds(_ bounds: CGRect) -> CGRect {
        guard let image = maximumValueImage else { return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.maxX - image.size.width, y: bounds.midY - image.size.height / 2,
                      width: image.size.width, height: image.size.height)
    }

    /// The track's rectangle: between the value images, as thick as the track images (4
    /// points without them), centred vertically.
    func trackRectInBounds(_ bounds: CGRect) -> CGRect {
        var minX = bounds.minX, maxX = bounds.maxX
        if minimumValueImage != nil { minX = minimumValueImageRect(forBounds: bounds).maxX + Self.valueImageSpacing }
        if maximumValueImage != nil { maxX = maximumValueImageRect(forBounds: bounds).minX - Self.valueImageSpacing }
        let thickness = max(currentMinimumTrackImage?.size.height ?? 0, currentMaximumTrackImage?.size.height ?? 0,
                            currentMinimumTrackImage == nil || currentMaximumTrackImage == nil ? Self.trackThickness : 0)
        return CGRect(x: minX, y: bounds.midY - thickness / 2, width: max(0, maxX - minX), height: thickness)
    }

    /// The thumb's rectangle for `value`: the thumb image's size (28 × 28 for the default
    /// thumb), centred vertically on the track, its centre placed along the track in
    /// proportion to `value` in the range.
    func thumbRectOnTrack(_ rect: CGRect, value: Float) -> CGRect {
        let size = thumbSize
        let travel = max(0, rect.width - size.width)
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((min(max(value, minimumValue), maximumValue) - minimumValue) / span) : 0
        return CGRect(x: rect.minX + travel * fraction, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The value whose thumb is centred at `x` (clamped to the range).
    func valueForThumbCentre(_ x: CGFloat) -> Float {
        let rect = trackRect(forBounds: bounds)
        let travel = rect.width - thumbSize.width
        guard travel > 0 else { return minimumValue }
        let fraction = min(max((x - rect.minX - thumbSize.width / 2) / travel, 0), 1)
        return minimumValue + Float(fraction) * (maximumValue - minimumValue)
    }

    private var thumbSize: CGSize {
        currentThumbImage?.size ?? CGSize(width: Self.thumbDiameter, height: Self.thumbDiameter)
    }

    /// 31 points, or more for a taller thumb or value image.
    var preferredHeight: CGFloat {
        max(Self.preferredHeight, thumbSize.height, minimumValueImage?.size.height ?? 0, maximumValueImage?.size.height ?? 0)
    }

    // MARK: Parts

    func setUpParts() {
        isOpaque = false
        partsView.isUserInteractionEnabled = false
        addSubview(partsView)
        for part in [minimumValueImageView, maximumValueImageView, minimumTrackView, maximumTrackView, thumbView] {
            part.isUserInteractionEnabled = false
            partsView.addSubview(part)
        }
        thumbView.layer.shadowColor = UIColor.black.cgColor
        thumbView.layer.shadowOffset = CGSize(width: 0, height: 3)
        thumbView.layer.shadowRadius = 4
        partsDidChange()
    }

    /// Puts the current images and colors into the parts and lays them out again.
    func partsDidChange() {
        partsView.alpha = isEnabled ? 1 : 0.5
        let radius = Self.trackThickness / 2
        for (view, image, color) in [(minimumTrackView, currentMinimumTrackImage, minimumTrackTintColor ?? tintColor),
                                     (maximumTrackView, currentMaximumTrackImage, maximumTrackTintColor ?? .systemFill)] {
            view.image = image
            view.backgroundColor = image == nil ? color : nil
            view.layer.cornerRadius = image == nil ? radius : 0
        }
        let thumb = currentThumbImage
        thumbView.image = thumb
        thumbView.backgroundColor = thumb == nil ? (thumbTintColor ?? .white) : nil
        thumbView.layer.cornerRadius = thumb == nil ? Self.thumbDiameter / 2 : 0
        thumbView.layer.shadowOpacity = thumb == nil ? 0.2 : 0
        minimumValueImageView.image = minimumValueImage
        maximumValueImageView.image = maximumValueImage
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Frames every part from the rect methods.
    func layoutParts() {
        partsView.frame = bounds
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: value)
        minimumValueImageView.frame = minimumValueImageRect(forBounds: bounds)
        maximumValueImageView.frame = maximumValueImageRect(forBounds: bounds)
        minimumTrackView.frame = CGRect(x: track.minX, y: track.minY, width: max(0, thumb.midX - track.minX), height: track.height)
        maximumTrackView.frame = CGRect(x: thumb.midX, y: track.minY, width: max(0, track.maxX - thumb.midX), height: track.height)
        thumbView.frame = thumb
    }
}
