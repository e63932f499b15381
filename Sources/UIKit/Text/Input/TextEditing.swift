import CoreText
import CoreGraphics
import Foundation

/// What `UITextField` and `UITextView` share as editors: a buffer with a selection, and the
/// few answers that differ between one line and many (where lines start and end, which
/// offset is a line up or down). The keyboard commands, the edit actions and `UITextInput`'s
/// position arithmetic are written once, here.
@MainActor
protocol TextEditing: UIResponder, UITextInput {
    var editingBuffer: TextEditingBuffer { get }
    /// Whether the text can be changed (a read-only text view still selects and copies).
    var isTextEditable: Bool { get }
    /// Whether the text may be copied out (secure entry forbids it).
    var allowsCopying: Bool { get }
    /// Moves the selection (clamped) and redraws it; no delegate may refuse.
    func setSelection(anchor: Int, active: Int)
    /// Replaces `range` with `string` as the user typing would: the delegate may refuse,
    /// and a change sends the edit's events. Returns whether it happened.
    @discardableResult
    func userReplace(_ range: NSRange, with string: String) -> Bool
    /// The laid-out line (UTF-16 range) holding `offset`.
    func lineRange(containing offset: Int) -> Range<Int>
    /// The offset `lines` lines below (negative: above) `offset`, keeping its x.
    func verticalOffset(from offset: Int, lines: Int) -> Int
}

extension TextEditing {
    /// Carries out a key's editing command; false when the key is not the input's to handle
    /// (it then goes up the responder chain).
    func perform(_ command: TextEditingCommand) -> Bool {
        let buffer = editingBuffer
        let selection = buffer.selection
        switch command {
        case .move(let direction, let unit, let extending):
            let active = buffer.activeEnd
            var target: Int
            if !extending, selection.length > 0, direction == .backward || direction == .forward {
                // An arrow collapses a selection to its side; a word or line move goes on from there.
                let side = direction == .backward ? selection.location : selection.location + selection.length
                target = unit == .character ? side : offset(movedFrom: side, direction, unit)
            } else {
                target = offset(movedFrom: active, direction, unit)
            }
            target = max(0, min(target, buffer.length))
            if extending { setSelection(anchor: buffer.anchor, active: target) } else { setSelection(anchor: target, active: target) }
            return true
        case .deleteBackward(let unit):
            guard isTextEditable else { return true }
            if selection.length > 0 { userReplace(selection, with: "") } else {
                let start = unit == .word ? buffer.previousWordBoundary(selection.location) : buffer.previousBoundary(selection.location)
                if start < selection.location { userReplace(NSRange(location: start, length: selection.location - start), with: "") }
            }
            return true
        case .deleteForward(let unit):
            guard isTextEditable else { return true }
            if selection.length > 0 { userReplace(selection, with: "") } else {
                let end = unit == .word ? buffer.nextWordBoundary(selection.location) : buffer.nextBoundary(selection.location)
                if end > selection.location { userReplace(NSRange(location: selection.location, length: end - selection.location), with: "") }
            }
            return true
        case .selectAll:
            if canPerformAction(.selectAll, withSender: nil) { selectAll(nil) }
            return true
        case .copy:
            if canPerformAction(.copy, withSender: nil) { copy(nil) }
            return true
        case .cut:
            if canPerformAction(.cut, withSender: nil) { cut(nil) }
            return true
        case .paste:
            if canPerformAction(.paste, withSender: nil) { paste(nil) }
            return true
        case .insertNewline:
            insertText("\n")
            return true
        case .insertTab:
            return false
        }
    }

    private func offset(movedFrom active: Int, _ direction: TextEditingCommand.Direction, _ unit: TextEditingCommand.Unit) -> Int {
        let buffer = editingBuffer
        switch (direction, unit) {
        case (.backward, .character): return buffer.previousBoundary(active)
        case (.forward, .character): return buffer.nextBoundary(active)
        case (.backward, .word): return buffer.previousWordBoundary(active)
        case (.forward, .word): return buffer.nextWordBoundary(active)
        case (.backward, .line): return lineRange(containing: active).lowerBound
        case (.forward, .line): return lineRange(containing: active).upperBound
        case (.backward, .document), (.up, .document): return 0
        case (.forward, .document), (.down, .document): return buffer.length
        case (.up, _): return verticalOffset(from: active, lines: -1)
        case (.down, _): return verticalOffset(from: active, lines: 1)
        }
    }

    /// Lets go of the first responder status without the delegate's say (the view is
    /// leaving its window).
    func resignWithoutAsking() {
        guard isFirstResponder else { return }
        let wasForcing = UIView.isForcingEndEditing
        UIView.isForcingEndEditing = true
        defer { UIView.isForcingEndEditing = wasForcing }
        resignFirstResponder()
    }

    // MARK: Edit actions

    /// Which standard commands apply now, as iOS's edit menu offers them.
    func canPerformEditAction(_ action: UIEditAction) -> Bool {
        let selection = editingBuffer.selection
        switch action {
        case .copy: return selection.length > 0 && allowsCopying
        case .cut: return selection.length > 0 && allowsCopying && isTextEditable
        case .paste: return isTextEditable && UIPasteboard.general.hasStrings
        case .delete: return selection.length > 0 && isTextEditable
        case .select: return selection.length == 0 && editingBuffer.length > 0
        case .selectAll: return selection.length < editingBuffer.length
        default: return false
        }
    }

    func copySelection() {
        let selection = editingBuffer.selection
        guard selection.length > 0, allowsCopying else { return }
        UIPasteboard.general.string = (editingBuffer.string as NSString).substring(with: selection)
    }

    func cutSelection() {
        guard editingBuffer.selection.length > 0, allowsCopying, isTextEditable else { return }
        copySelection()
        userReplace(editingBuffer.selection, with: "")
    }

    func pasteOverSelection() {
        guard isTextEditable, let string = UIPasteboard.general.string else { return }
        userReplace(editingBuffer.selection, with: string)
    }

    /// Selects the word around the caret (or the character run the caret touches).
    func selectWordAtCaret() {
        let caret = editingBuffer.selection.location
        let start = editingBuffer.previousWordBoundary(editingBuffer.nextWordBoundary(caret))
        let end = editingBuffer.nextWordBoundary(start)
        setSelection(anchor: start, active: end)
    }

    // MARK: UITextInput positions

    func offsetOf(_ position: UITextPosition) -> Int? {
        (position as? IndexedTextPosition)?.offset
    }

    func rangeOf(_ range: UITextRange) -> NSRange? {
        (range as? IndexedTextRange)?.range
    }

    func editingTextRange(from: UITextPosition, to: UITextPosition) -> UITextRange? {
        guard let a = offsetOf(from), let b = offsetOf(to) else { return nil }
        let length = editingBuffer.length
        return IndexedTextRange(from: max(0, min(a, length)), to: max(0, min(b, length)))
    }

    func editingPosition(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let start = offsetOf(position) else { return nil }
        let (target, overflow) = start.addingReportingOverflow(offset)
        guard !overflow, target >= 0, target <= editingBuffer.length else { return nil }
        return IndexedTextPosition(target)
    }

    func editingPosition(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        guard let start = offsetOf(position) else { return nil }
        var current = start
        for _ in 0..<max(0, min(offset, editingBuffer.length + 1)) {
            switch direction {
            case .left: current = editingBuffer.previousBoundary(current)
            case .right: current = editingBuffer.nextBoundary(current)
            case .up: current = verticalOffset(from: current, lines: -1)
            case .down: current = verticalOffset(from: current, lines: 1)
            }
        }
        return IndexedTextPosition(current)
    }

    func editingCompare(_ a: UITextPosition, _ b: UITextPosition) -> ComparisonResult {
        let x = offsetOf(a) ?? 0, y = offsetOf(b) ?? 0
        return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
    }

    func editingText(in range: UITextRange) -> String? {
        guard let r = rangeOf(range) else { return nil }
        let clamped = editingBuffer.clamp(r)
        return (editingBuffer.string as NSString).substring(with: clamped)
    }
}
