internal import CCairo

/// The drawing libraries CoreGraphics renders with. Drawing itself arrives with `CGContext`;
/// this names the linked versions so a build proves the libraries are present and linkable.
package enum DrawingLibraries {
    /// The cairo version this process runs against, e.g. "1.16.0".
    package static var cairoVersion: String { String(cString: cairo_version_string()) }
}
