/// A field: text and selection, edited only through its ``InputRule``.
///
/// Every edit — a key, delete, a paste — is one ``replace(_:with:)``. The rule decides what the
/// text becomes and where the caret goes; caret moves snap to the rule's canonical positions.
///
/// The rule is a type parameter, not a stored `any InputRule`, so the field builds in Embedded
/// Swift; the session's fields use ``KeypadInputRule``, the rules Keypad ships.
public struct TextField<Rule: InputRule>: Sendable {
  /// The rule every edit goes through.
  public let rule: Rule
  /// The text and selection.
  public private(set) var state: TextState

  /// Creates an empty field.
  public init(rule: Rule) {
    self.rule = rule
    state = TextState()
  }

  /// The displayed text.
  public var text: String { state.text }
  /// The raw value: the text without separators.
  public var value: String { rule.value(of: state.text) }
  /// Whether the rule's completion length is reached.
  public var isComplete: Bool {
    rule.completeLength.map { value.count >= $0 } ?? false
  }

  /// Replaces `range` with `replacement` through the rule.
  /// - Returns: What changed; a refused edit changes nothing.
  @discardableResult
  public mutating func replace(_ range: Range<Int>, with replacement: String) -> EditOutcome {
    commit(rule.apply(TextChange(range: range, replacement: replacement), to: state))
  }

  /// Types or pastes `text` over the selection.
  @discardableResult
  public mutating func insert(_ text: String) -> EditOutcome {
    replace(state.selection, with: text)
  }

  /// Pastes `text` over the selection through the rule; a paste with nothing the rule can use
  /// (empty, only letters in a digit field) leaves the field as it was, selection included,
  /// where typing over the selection would have deleted it.
  @discardableResult
  public mutating func paste(_ text: String) -> EditOutcome {
    let pasted = rule.apply(TextChange(range: state.selection, replacement: text), to: state)
    let deleted = rule.apply(TextChange(range: state.selection, replacement: ""), to: state)
    // Nothing usable arrived when the text stayed as it was (the rule kept nothing) or became
    // what deleting the selection alone gives.
    guard let pasted, pasted.text != state.text, pasted != deleted else { return .none }
    return commit(pasted)
  }

  /// Deletes the selection, or the character before the caret.
  @discardableResult
  public mutating func deleteBackward() -> EditOutcome {
    let change = TextChange.deleteBackward(in: state)
    return replace(change.range, with: "")
  }

  /// Deletes the selection, or the raw character after the caret (stepping over a separator).
  @discardableResult
  public mutating func deleteForward() -> EditOutcome {
    guard state.selection.isEmpty else { return replace(state.selection, with: "") }
    let display = Array(state.text)
    let k = rule.rawCount(before: state.caret, in: display)
    let next = rule.caretOffset(afterRaw: k + 1, in: display)
    guard next > state.caret else { return .none }
    return replace(state.caret..<next, with: "")
  }

  /// Empties the field.
  @discardableResult
  public mutating func clear() -> EditOutcome {
    replace(0..<state.text.count, with: "")
  }

  /// Replaces the whole text with `text`, through the rule, as a paste over everything would.
  @discardableResult
  public mutating func setText(_ text: String) -> EditOutcome {
    replace(0..<state.text.count, with: text)
  }

  /// Moves the caret `by` raw characters (negative moves left), collapsing the selection.
  @discardableResult
  public mutating func moveCaret(by delta: Int) -> EditOutcome {
    let display = Array(state.text)
    let from = delta < 0 ? state.selection.lowerBound : state.selection.upperBound
    let collapsesOnly = !state.selection.isEmpty
    let k = rule.rawCount(before: from, in: display) + (collapsesOnly ? 0 : delta)
    let raw = rule.rawCount(before: display.count, in: display)
    return moveCaret(to: rule.caretOffset(afterRaw: min(max(0, k), raw), in: display))
  }

  /// Puts the caret at the canonical position nearest to display offset `offset`.
  @discardableResult
  public mutating func moveCaret(to offset: Int) -> EditOutcome {
    let caret = rule.canonicalCaret(offset, in: state.text)
    return commit(TextState(text: state.text, caret: caret))
  }

  /// Selects `range` of the displayed text.
  @discardableResult
  public mutating func select(_ range: Range<Int>) -> EditOutcome {
    commit(TextState(text: state.text, selection: range))
  }

  private mutating func commit(_ next: TextState?) -> EditOutcome {
    guard let next, next != state else { return .none }
    let wasComplete = isComplete
    let textChanged = next.text != state.text
    state = next
    return EditOutcome(
      textChanged: textChanged, stateChanged: true,
      completed: !wasComplete && isComplete)
  }
}
