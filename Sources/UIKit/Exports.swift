// As on Apple platforms, `import UIKit` brings Foundation, Core Graphics and QuartzCore.
@_exported import CoreGraphics
@_exported import Foundation
@_exported import QuartzCore
@_exported import CoreText
