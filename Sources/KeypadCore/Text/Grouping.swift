/// How a field's characters are grouped on screen, such as `6222 0212 3456 7890`.
///
/// Grouping is presentation only: the rule edits the characters without separators (the *raw*
/// text) and re-formats after every change.
public enum Grouping: Hashable, Sendable {
  /// No separators.
  case none
  /// A separator after every `size` characters from the left (bank cards: `every(4, " ")`).
  case every(Int, separator: Character)
  /// Groups of the given sizes from the left, and no separator after the last group
  /// (resident IDs: `sizes([6, 8, 4], " ")`).
  case sizes([Int], separator: Character)
  /// A separator every three digits of the integer part, counted from the decimal point
  /// (`1,234,567.89`).
  case thousands(separator: Character)

  /// The separator character, or `nil` for ``none``.
  public var separator: Character? {
    switch self {
    case .none: nil
    case .every(_, let separator), .sizes(_, let separator), .thousands(let separator): separator
    }
  }

  /// The display form of `raw`, which must not contain the separator.
  public func format(_ raw: [Character]) -> [Character] {
    guard let separator else { return raw }
    var display: [Character] = []
    display.reserveCapacity(raw.count + raw.count / 3)
    for (index, character) in raw.enumerated() {
      if separatorBefore(index, in: raw) { display.append(separator) }
      display.append(character)
    }
    return display
  }

  /// Whether a separator stands before the raw character at `index`.
  private func separatorBefore(_ index: Int, in raw: [Character]) -> Bool {
    guard index > 0 else { return false }
    switch self {
    case .none:
      return false
    case .every(let size, _):
      return size > 0 && index % size == 0
    case .sizes(let sizes, _):
      var boundary = 0
      for size in sizes.dropLast() {
        boundary += size
        if boundary == index { return true }
        if boundary > index { return false }
      }
      return false
    case .thousands:
      let integerDigits = raw.firstIndex(of: ".") ?? raw.count
      return index < integerDigits && (integerDigits - index) % 3 == 0
    }
  }
}
