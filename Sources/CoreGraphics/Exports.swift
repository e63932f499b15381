// On Apple platforms CoreGraphics defines CGFloat, CGPoint, CGSize and CGRect; on Linux they
// come from Foundation, so importing CoreGraphics brings Foundation along.
@_exported import Foundation
