/// The text a field shows and its selection; an empty selection is the caret.
///
/// Offsets count characters of the displayed text, separators included, from 0 to
/// `text.count`.
public struct TextState: Hashable, Sendable, CustomStringConvertible {
  /// The displayed text, separators included.
  public var text: String
  /// The selected range; when empty, its bound is the caret.
  public var selection: Range<Int>

  /// Creates a state with `selection` clamped to the text.
  public init(text: String, selection: Range<Int>) {
    self.text = text
    let count = text.count
    let lower = min(max(0, selection.lowerBound), count)
    let upper = min(max(lower, selection.upperBound), count)
    self.selection = lower..<upper
  }

  /// Creates a state with the caret at `caret`, or at the end of the text when `caret` is `nil`.
  public init(text: String = "", caret: Int? = nil) {
    let offset = caret ?? text.count
    self.init(text: text, selection: offset..<offset)
  }

  /// The caret: the end of the selection where the next typed character goes.
  public var caret: Int { selection.upperBound }

  /// The text with `|` at the caret, or `[` and `]` around the selection; handy in tests
  /// and messages, as in `1234 1|234 1`.
  public var description: String {
    var characters = Array(text)
    if selection.isEmpty {
      characters.insert("|", at: selection.lowerBound)
    } else {
      characters.insert("]", at: selection.upperBound)
      characters.insert("[", at: selection.lowerBound)
    }
    return String(characters)
  }
}
