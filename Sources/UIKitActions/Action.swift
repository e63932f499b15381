/// Marks a method a nib can connect an action to: the Linux spelling of `@IBAction func`.
///
/// ```swift
/// @Action func doneTapped(_ sender: UIButton) { … }
/// ```
///
/// The method keeps its Swift name and is found by the selector Interface Builder writes
/// for it (`doneTapped:`; `tapped(_:forEvent:)` is `tapped:forEvent:`, and
/// `save(sender:)` is `saveWithSender:`), as the Objective-C runtime names it. It takes no
/// argument, the sender, or the sender and the `UIEvent`. The macro adds a stored entry
/// beside the method, so it must be in the class body, not in an extension; an override
/// dispatches as usual, so a subclass need not repeat `@Action`.
@attached(peer, names: arbitrary)
public macro Action() = #externalMacro(module: "UIKitMacros", type: "ActionMacro")

/// Marks a method a storyboard segue makes its destination with: the Linux spelling of
/// `@IBSegueAction func`.
///
/// ```swift
/// @SegueAction func makeDetail(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> DetailViewController? {
///     DetailViewController(coder: coder, item: selectedItem)
/// }
/// ```
///
/// The segue finds it by the selector Interface Builder writes (`destinationCreationSelector`,
/// here `makeDetail:sender:segueIdentifier:`). It takes the coder, then optionally the sender
/// and the segue's identifier, and returns the destination; nil lets the storyboard make it
/// with `init(coder:)`. Like `@Action`, it must be in the class body.
@attached(peer, names: arbitrary)
public macro SegueAction() = #externalMacro(module: "UIKitMacros", type: "SegueActionMacro")
