// The Swift toolchain declares a cross-import overlay `_Testing_CoreGraphics`: any file that
// imports both Testing and CoreGraphics loads it. Apple's SDK ships it; on Linux nothing does,
// so this module exists (and ships with CoreGraphics) to let test files import both.
