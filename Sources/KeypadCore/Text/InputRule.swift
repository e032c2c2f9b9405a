/// What a field accepts and how it shows it.
///
/// A rule sees every change as one ``TextChange`` and answers with the field's next state: it may
/// refuse the change, trim it or reshape it, and it decides where the caret ends up. Rules that
/// group their text (``Grouping``) keep the caret canonical: right after the k-th raw character,
/// never right after a separator.
public protocol InputRule: Sendable {
  /// How the text is grouped on screen.
  var grouping: Grouping { get }

  /// The state after `change`, or `nil` when the rule refuses it and the field stays as it was.
  /// - Parameters:
  ///   - change: The requested edit, in displayed offsets.
  ///   - state: The field before the edit; its text is a display this rule produced.
  func apply(_ change: TextChange, to state: TextState) -> TextState?

  /// The number of raw characters after which the field is complete (verification codes), or
  /// `nil` when completeness is not a matter of length.
  var completeLength: Int? { get }
}

extension InputRule {
  /// Rules complete on nothing by default.
  public var completeLength: Int? { nil }

  /// The raw text (separators removed) of a display this rule produced.
  public func value(of text: String) -> String {
    guard let separator = grouping.separator else { return text }
    return String(text.filter { $0 != separator })
  }

  /// `k(p)`: the number of raw characters left of display offset `offset`.
  public func rawCount(before offset: Int, in display: [Character]) -> Int {
    guard let separator = grouping.separator else { return min(max(0, offset), display.count) }
    return display.prefix(max(0, offset)).reduce(0) { $0 + ($1 == separator ? 0 : 1) }
  }

  /// The canonical caret right after the k-th raw character (0 when `k` is 0): never right
  /// after a separator, and before the separator at a group boundary.
  public func caretOffset(afterRaw k: Int, in display: [Character]) -> Int {
    guard k > 0 else { return 0 }
    guard let separator = grouping.separator else { return min(k, display.count) }
    var seen = 0
    for (index, character) in display.enumerated() where character != separator {
      seen += 1
      if seen == k { return index + 1 }
    }
    return display.count
  }

  /// Where `change` falls in the raw text of `display`: its clamped displayed bounds, and
  /// `k(lower)` and `k(upper)`, the raw positions it covers.
  public func rawBounds(of change: TextChange, in display: [Character]) -> (
    lower: Int, upper: Int, start: Int, end: Int
  ) {
    let lower = min(max(0, change.range.lowerBound), display.count)
    let upper = min(max(lower, change.range.upperBound), display.count)
    return (
      lower, upper, rawCount(before: lower, in: display), rawCount(before: upper, in: display)
    )
  }

  /// The canonical caret nearest to `offset`: the one after the same number of raw characters.
  public func canonicalCaret(_ offset: Int, in text: String) -> Int {
    let display = Array(text)
    return caretOffset(afterRaw: rawCount(before: offset, in: display), in: display)
  }
}
