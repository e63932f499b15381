import Foundation

// Core Graphics' C constructors and constants, declared as Apple's Swift overlay declares
// them: unavailable since Swift 3, so that code using them gets the same error and the
// same fix-it here as in Xcode, rather than "cannot find 'CGRectMake' in scope".

@available(*, unavailable, renamed: "CGRect(x:y:width:height:)")
public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect { fatalError() }

@available(*, unavailable, renamed: "CGPoint(x:y:)")
public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint { fatalError() }

@available(*, unavailable, renamed: "CGSize(width:height:)")
public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize { fatalError() }

@available(*, unavailable, renamed: "CGVector(dx:dy:)")
public func CGVectorMake(_ dx: CGFloat, _ dy: CGFloat) -> CGVector { fatalError() }

@available(*, unavailable, renamed: "CGRect.zero")
public var CGRectZero: CGRect { fatalError() }

@available(*, unavailable, renamed: "CGPoint.zero")
public var CGPointZero: CGPoint { fatalError() }

@available(*, unavailable, renamed: "CGSize.zero")
public var CGSizeZero: CGSize { fatalError() }
