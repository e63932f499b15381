// As on Apple platforms, QuartzCore brings Core Graphics (and through it Foundation).
@_exported import CoreGraphics
