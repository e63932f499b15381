extension UIStackView {
    /// Where the arranged views sit across the stack's axis.
    public enum Alignment: Int, Sendable {
        /// Each view is stretched across the whole stack.
        case fill = 0
        /// Vertical stacks: the views' leading edges line up with the stack's.
        case leading = 1
        /// Horizontal stacks: the views' first baselines line up.
        case firstBaseline = 2
        /// The views' centres line up with the stack's centre.
        case center = 3
        /// Vertical stacks: the views' trailing edges line up with the stack's.
        case trailing = 4
        /// Horizontal stacks: the views' last baselines line up.
        case lastBaseline = 5

        /// Horizontal stacks: the views' top edges line up with the stack's (`leading`'s value).
        public static let top = Alignment.leading
        /// Horizontal stacks: the views' bottom edges line up with the stack's (`trailing`'s value).
        public static let bottom = Alignment.trailing
    }
}
