import Foundation

/// The device-motion source for motion effects. iOS reads the gyroscope; here the backend
/// (the SDL window's pointer) or a test sets where the viewer is.
extension UIApplication {
    /// How far the viewer is from straight ahead, −1…1 on each axis (positive: the screen
    /// turns down or to the right of the viewer). Setting it shows every motion effect of
    /// every view in a window at the new offset in the next frame.
    package var viewerOffset: UIOffset {
        get { MotionEffectRegistry.viewerOffset }
        set { MotionEffectRegistry.setViewerOffset(newValue) }
    }

}
