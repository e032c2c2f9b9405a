/// The input rule of an amount field: digits and at most one decimal point.
///
/// A point typed first becomes `0.`; leading zeros go (`007` → `7`, while `0.5` stays); the
/// integer and fraction parts have maximum lengths. A change that would break these is refused
/// whole, leaving text and caret untouched. Thousands grouping is presentation only.
public struct DecimalRule: InputRule, Hashable {
  /// The most digits after the point; 0 forbids the point.
  public let maximumFractionDigits: Int
  /// The most digits before the point.
  public let maximumIntegerDigits: Int
  /// Plain, or thousands separated by `,`.
  public let grouping: Grouping

  /// Creates the rule.
  /// - Parameters:
  ///   - maximumFractionDigits: The most digits after the point (default 2).
  ///   - maximumIntegerDigits: The most digits before the point (default 12).
  ///   - groupsThousands: Whether to show `1,234,567.89`.
  public init(
    maximumFractionDigits: Int = 2, maximumIntegerDigits: Int = 12,
    groupsThousands: Bool = false
  ) {
    self.maximumFractionDigits = max(0, maximumFractionDigits)
    self.maximumIntegerDigits = max(1, maximumIntegerDigits)
    grouping = groupsThousands ? .thousands(separator: ",") : .none
  }

  /// Applies `change`, or refuses it when the result would not be a well-formed amount.
  public func apply(_ change: TextChange, to state: TextState) -> TextState? {
    let display = Array(state.text)
    let separator = grouping.separator
    var edited = display.filter { $0 != separator }
    let (lower, upper, start, end) = rawBounds(of: change, in: display)
    guard let incoming = sanitize(change.replacement) else { return nil }

    var caret = start
    if incoming.isEmpty && change.replacement.isEmpty && lower < upper && start == end {
      guard end > 0 else { return nil }
      edited.remove(at: end - 1)
      caret = end - 1
    } else {
      edited.removeSubrange(start..<end)
      edited.insert(contentsOf: incoming, at: start)
      caret = start + incoming.count
    }
    if edited.first == "." {
      edited.insert("0", at: 0)
      if caret > 0 { caret += 1 }
    }
    while edited.count > 1, edited[0] == "0", edited[1] != "." {
      edited.removeFirst()
      if caret > 0 { caret -= 1 }
    }
    guard isWellFormed(edited) else { return nil }
    let formatted = grouping.format(edited)
    return TextState(text: String(formatted), caret: caretOffset(afterRaw: caret, in: formatted))
  }

  /// The replacement as digits and points, without blanks and grouping commas; `nil` when it
  /// holds anything else.
  private func sanitize(_ replacement: String) -> [Character]? {
    var result: [Character] = []
    for character in replacement.sanitizedCharacters {
      if let digit = character.asciiDigit {
        result.append(digit)
      } else if character.halfWidth == "." || character == "。" {
        result.append(".")
      } else if character.halfWidth == "," || character.isWhitespace {
        continue
      } else {
        return nil
      }
    }
    return result
  }

  private func isWellFormed(_ raw: [Character]) -> Bool {
    let points = raw.indices.filter { raw[$0] == "." }
    guard let point = points.first else { return raw.count <= maximumIntegerDigits }
    return points.count == 1 && maximumFractionDigits > 0
      && point <= maximumIntegerDigits && raw.count - point - 1 <= maximumFractionDigits
  }
}
