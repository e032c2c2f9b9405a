/// One edit of a field: replace the characters in `range` of the displayed text with
/// `replacement`.
///
/// Typing, deleting and pasting are all changes of this one shape, so every edit goes through
/// the field's ``InputRule`` the same way.
public struct TextChange: Hashable, Sendable {
  /// The displayed range to replace; empty to insert at a caret.
  public var range: Range<Int>
  /// The text to put in its place, before the rule sanitises it; empty to delete.
  public var replacement: String

  /// Creates a change.
  public init(range: Range<Int>, replacement: String) {
    self.range = range
    self.replacement = replacement
  }

  /// Typing or pasting `text` over the selection of `state`.
  public static func insert(_ text: String, in state: TextState) -> TextChange {
    TextChange(range: state.selection, replacement: text)
  }

  /// Delete backward in `state`: the selection, or the character before the caret.
  public static func deleteBackward(in state: TextState) -> TextChange {
    if !state.selection.isEmpty { return TextChange(range: state.selection, replacement: "") }
    let caret = state.caret
    return TextChange(range: max(0, caret - 1)..<caret, replacement: "")
  }
}
