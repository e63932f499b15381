/// As in Apple's UIKit, a `#colorLiteral(…)` with no other type to be is a `UIColor`.
public typealias _ColorLiteralType = UIColor

extension UIColor: _ExpressibleByColorLiteral {}
