// The Swift toolchain declares a cross-import overlay `_Testing_UIKit`: any file that imports
// both Testing and UIKit loads it. Apple's SDK ships it; on Linux nothing does, so this module
// exists (and ships with UIKit) to let test files — ours and our users' — import both.
