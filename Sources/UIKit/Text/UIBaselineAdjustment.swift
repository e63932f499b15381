/// Where a label puts text it shrank to fit (`adjustsFontSizeToFitWidth`); raw values are UIKit's.
public enum UIBaselineAdjustment: Int, Sendable {
    /// The shrunk text's baseline stays where the full-size text's would be.
    case alignBaselines = 0
    /// The shrunk text is centred where the full-size text would be.
    case alignCenters = 1
    /// The shrunk text keeps the full-size text's top.
    case none = 2
}
