import CoreGraphics
import Foundation
internal import RuntimeSupport

/// The setters behind the `open` content, decoration and appearance properties (declared in
/// the class body, where subclasses can override them).
extension CALayer {
    /// Accepts a geometry value only when it is finite; otherwise keeps the old value and says
    /// so. (Core Animation raises `CALayerInvalidGeometry` here; we keep the app running.)
    func validate(_ ok: Bool, _ property: String, _ value: Any) -> Bool {
        if !ok {
            RuntimeIssue.report("CALayer \(property) contains NaN or infinity: \(value); the value is ignored (CALayerInvalidGeometry)")
        }
        return ok
    }

    /// `contentsRect`'s setter.
    func setContentsRect(_ newValue: CGRect) {
        guard validate(newValue.isFinite, "contentsRect", newValue), newValue != contentsRect else { return }
        changeAnimatable("contentsRect") { mutableExtras.contentsRect = newValue }
    }

    /// `contentsCenter`'s setter.
    func setContentsCenter(_ newValue: CGRect) {
        guard validate(newValue.isFinite, "contentsCenter", newValue), newValue != contentsCenter else { return }
        changeAnimatable("contentsCenter") { mutableExtras.contentsCenter = newValue }
    }

    /// `cornerRadius`'s setter.
    func setCornerRadius(_ newValue: CGFloat) {
        guard validate(newValue.isFinite, "cornerRadius", newValue), newValue != cornerRadius else { return }
        changeAnimatable("cornerRadius") { mutableExtras.cornerRadius = Swift.max(0, newValue) }
    }

    /// `borderWidth`'s setter.
    func setBorderWidth(_ newValue: CGFloat) {
        guard validate(newValue.isFinite, "borderWidth", newValue), newValue != borderWidth else { return }
        changeAnimatable("borderWidth") { mutableExtras.borderWidth = Swift.max(0, newValue) }
    }

    /// `shadowOpacity`'s setter.
    func setShadowOpacity(_ newValue: Float) {
        guard newValue.isFinite else {
            RuntimeIssue.report("CALayer shadowOpacity must be a finite number (got \(newValue)); the value is ignored")
            return
        }
        guard newValue != shadowOpacity else { return }
        changeAnimatable("shadowOpacity") { mutableExtras.shadowOpacity = newValue }
    }

    /// `shadowOffset`'s setter.
    func setShadowOffset(_ newValue: CGSize) {
        guard validate(newValue.isFinite, "shadowOffset", newValue), newValue != shadowOffset else { return }
        changeAnimatable("shadowOffset") { mutableExtras.shadowOffset = newValue }
    }

    /// `shadowRadius`'s setter.
    func setShadowRadius(_ newValue: CGFloat) {
        guard validate(newValue.isFinite, "shadowRadius", newValue), newValue != shadowRadius else { return }
        changeAnimatable("shadowRadius") { mutableExtras.shadowRadius = Swift.max(0, newValue) }
    }

    /// `opacity`'s setter.
    func setOpacity(_ newValue: Float) {
        guard newValue.isFinite else {
            RuntimeIssue.report("CALayer opacity must be a finite number (got \(newValue)); the value is ignored")
            return
        }
        guard newValue != _opacity else { return }
        changeAnimatable("opacity") { _opacity = newValue }
    }

    /// `backgroundColor`'s setter.
    func setBackgroundColor(_ newValue: CGColor?) {
        guard newValue != _backgroundColor else { return }
        changeAnimatable("backgroundColor") { _backgroundColor = newValue }
    }

    /// `name`'s setter.
    func setName(_ newValue: String?) {
        if newValue == nil && extras == nil { return }
        mutableExtras.name = newValue
    }

    /// `mask`'s setter.
    func setMask(_ newValue: CALayer?) {
        if newValue == nil && extras == nil { return }
        if newValue === extras?.mask { return }
        // Core Animation refuses a mask that draws the layer it masks.
        if let newValue {
            precondition(!isDrawn(by: newValue),
                         "CALayer: a layer cannot be masked by itself, by one of its superlayers, or by a layer it already draws (its mask or a sublayer's): the mask would draw the layer it masks, a cycle")
        }
        willChange("mask")
        if let old = extras?.mask {
            old.extras?.maskOwner = nil
            old.setInShownTree(false)
        }
        if let newValue {
            if let previous = newValue.extras?.maskOwner { previous.mask = nil }
            newValue.mutableExtras.maskOwner = self
            newValue.setInShownTree(flags.contains(.inShownTree))
        }
        mutableExtras.mask = newValue
        if let newValue, RenderServer.isShown(self) { DisplayPass.scheduleMarked(in: newValue) }
    }

    /// `contentsScale`'s setter.
    func setContentsScale(_ newValue: CGFloat) {
        guard newValue.isFinite, newValue > 0 else {
            RuntimeIssue.report("CALayer contentsScale must be a positive number (got \(newValue)); the value is ignored")
            return
        }
        guard newValue != _contentsScale else { return }
        willChange("contentsScale")
        _contentsScale = newValue
        if extras?.backingStore != nil || extras?.backingStoreTooLarge == true { setNeedsDisplay() }
    }

    /// `contents`'s setter.
    func setContents(_ newValue: Any?) {
        if newValue == nil && extras == nil { return }
        willChange("contents")
        mutableExtras.contents = newValue
    }
}
