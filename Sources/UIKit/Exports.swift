// As on Apple platforms, `import UIKit` brings Foundation, Core Graphics and QuartzCore.
@_exported import CoreGraphics
@_exported import Foundation
@_exported import QuartzCore
@_exported import CoreText
// The nib reader's error is part of UIKit's loading API.
@_exported import InterfaceBuilder
