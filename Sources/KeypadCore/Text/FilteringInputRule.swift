/// A rule that keeps the characters it can use, one by one, and re-groups the result.
///
/// Conforming types say how one character is normalised (``normalize(_:)``) and whether it
/// fits at a raw position (``accepts(_:at:in:)``); the shared ``apply(_:to:)`` does the rest,
/// which is the bank-card caret contract in general form:
///
/// - The change is mapped to raw positions: `start = k(range.lowerBound)`,
///   `end = k(range.upperBound)`.
/// - A deletion removes the raw characters in `start..<end`; a range holding only separators
///   deletes the raw character before it, as delete backward at its end would.
/// - An insertion normalises the replacement, removes the selected raw characters, then inserts
///   each character the rule accepts at the caret and moves the caret past it. When nothing
///   normalises, or nothing fits, the text stays as it was.
/// - The result is re-formatted and the caret is a collapsed canonical caret, also for no-ops.
public protocol FilteringInputRule: InputRule {
  /// The character as this rule stores it (full-width digits as ASCII, `x` as `X`), or `nil`
  /// when the rule has no use for it and drops it.
  func normalize(_ character: Character) -> Character?

  /// Whether the normalised `character` may be inserted at raw position `index` of `raw`.
  func accepts(_ character: Character, at index: Int, in raw: [Character]) -> Bool
}

extension FilteringInputRule {
  /// Applies `change` as described in ``FilteringInputRule``; never refuses outright.
  public func apply(_ change: TextChange, to state: TextState) -> TextState? {
    let display = Array(state.text)
    let separator = grouping.separator
    let raw = display.filter { $0 != separator }
    let (lower, upper, start, end) = rawBounds(of: change, in: display)
    let unchanged = TextState(text: state.text, caret: caretOffset(afterRaw: start, in: display))

    var edited = raw
    var caret = start
    let incoming = change.replacement.sanitizedCharacters.compactMap(normalize)
    if incoming.isEmpty {
      guard change.replacement.isEmpty, lower < upper else { return unchanged }
      if start == end {
        guard end > 0 else { return unchanged }
        edited.remove(at: end - 1)
        caret = end - 1
      } else {
        edited.removeSubrange(start..<end)
      }
    } else {
      edited.removeSubrange(start..<end)
      let before = edited.count
      for character in incoming where accepts(character, at: caret, in: edited) {
        edited.insert(character, at: caret)
        caret += 1
      }
      guard edited.count > before else { return unchanged }
    }
    let formatted = grouping.format(edited)
    return TextState(text: String(formatted), caret: caretOffset(afterRaw: caret, in: formatted))
  }
}
