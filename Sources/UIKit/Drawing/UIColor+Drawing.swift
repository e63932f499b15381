import CoreGraphics

extension UIColor {
    /// Sets the fill and stroke colors of the current context.
    public func set() {
        setFill()
        setStroke()
    }

    /// Sets the fill color of the current context.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

    /// Sets the stroke color of the current context.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
}
