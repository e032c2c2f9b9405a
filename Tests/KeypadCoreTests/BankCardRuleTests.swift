import KeypadCore
import PropertyBased
import Testing

/// Builds a card field from a picture such as `1234 1|234 1` or `12[34 5]6`.
func cardState(_ picture: String) -> TextState {
  state(picture)
}

/// Parses a picture: `|` is the caret, `[` and `]` bound a selection.
func state(_ picture: String) -> TextState {
  var text = ""
  var lower = 0
  var upper = 0
  for character in picture {
    switch character {
    case "|":
      lower = text.count
      upper = text.count
    case "[": lower = text.count
    case "]": upper = text.count
    default: text.append(character)
    }
  }
  return TextState(text: text, selection: lower..<upper)
}

/// The bank-card contract R1–R11, written directly in terms of digits and `k`, as a model to
/// compare the rule against.
struct CardModel {
  static func display(_ digits: [Character]) -> String {
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && index % 4 == 0 { result.append(" ") }
      result.append(digit)
    }
    return result
  }

  static func caret(_ k: Int) -> Int { k == 0 ? 0 : k + (k - 1) / 4 }

  static func k(_ offset: Int, in text: String) -> Int {
    text.prefix(offset).filter { $0 != " " }.count
  }

  static func apply(_ change: TextChange, to state: TextState) -> TextState {
    var digits = Array(state.text.filter { $0 != " " })
    let start = k(change.range.lowerBound, in: state.text)
    let end = k(change.range.upperBound, in: state.text)
    let sanitized: [Character] = change.replacement.compactMap { character in
      if let ascii = character.asciiValue, (48...57).contains(ascii) { return character }
      if let scalar = character.unicodeScalars.first, (0xFF10...0xFF19).contains(scalar.value) {
        return Character(Unicode.Scalar(UInt8(scalar.value - 0xFF10 + 48)))
      }
      return nil
    }
    var caretK = start
    if sanitized.isEmpty {
      if change.replacement.isEmpty && !change.range.isEmpty {
        if start == end {
          if end > 0 {
            digits.remove(at: end - 1)
            caretK = end - 1
          }
        } else {
          digits.removeSubrange(start..<end)
        }
      }
    } else {
      digits.removeSubrange(start..<end)
      let room = 19 - digits.count
      let inserted = sanitized.prefix(room)
      digits.insert(contentsOf: inserted, at: start)
      caretK = start + inserted.count
    }
    return TextState(text: display(digits), caret: caret(caretK))
  }
}

@Suite struct BankCardRuleTests {
  let rule = BankCardRule()

  func apply(_ picture: String, _ replacement: String) -> String {
    let before = state(picture)
    let change = TextChange(range: before.selection, replacement: replacement)
    return rule.apply(change, to: before)?.description ?? "refused"
  }

  @Test func sourceArticleExampleKeepsTheCaretAfterTheInsertedDigits() {
    #expect(apply("1234 1|234 1", "7890") == "1234 1789 0|234 1")
  }

  @Test(arguments: [
    ("|", "1", "1|"),
    ("123|", "4", "1234|"),
    ("1234|", "5", "1234 5|"),
    ("1234| 5", "9", "1234 9|5"),
    ("1234 |5", "9", "1234 9|5"),
    ("12|34", "ab", "12|34"),
    ("12|34", "１２", "1212| 34"),
    ("[1234 5678]", "9", "9|"),
    ("1234[ ]5678", "", "123|5 678"),
    ("1234 |5678", "", "1234| 5678"),
    ("|1234", "", "|1234"),
    ("12[34 56]78", "xyz", "12|34 5678"),
    ("12[34 56]78", "", "12|78"),
    ("1234 5678 9012 3456 789|", "1", "1234 5678 9012 3456 789|"),
    ("1234 5678 9012 3456 78|", "123", "1234 5678 9012 3456 781|"),
    ("|", "6222 0212 3456 7890", "6222 0212 3456 7890|"),
    ("|", "6222-0212-3456-7890-1234", "6222 0212 3456 7890 123|"),
  ])
  func editsFollowTheCaretContract(picture: String, replacement: String, expected: String) {
    #expect(apply(picture, replacement) == expected)
  }

  /// Every card text of up to 10 digits, every caret and selection, a set of replacements:
  /// the rule agrees with the model of R1–R11.
  @Test func exhaustiveEditsMatchTheContract() {
    let replacements = ["", "7", "78", "7890", "a", "１２", "7 8", "12345678901234567890"]
    for length in 0...10 {
      let text = CardModel.display(Array("1234567890".prefix(length)))
      let count = text.count
      for lower in 0...count {
        for upper in lower...count {
          for replacement in replacements {
            let before = TextState(text: text, selection: lower..<upper)
            let change = TextChange(range: lower..<upper, replacement: replacement)
            let expected = CardModel.apply(change, to: before)
            #expect(
              rule.apply(change, to: before) == expected,
              "\(before) + \"\(replacement)\"")
          }
        }
      }
    }
  }

  @Test func propertyEditsKeepTheInvariants() async {
    let digits = Gen.number.string(of: 0...19)
    let replacements = Gen<Character?>.element(of: Array("0123456789 -a１"))
      .compactMap { $0 }.string(of: 0...8)
    await propertyCheck(
      count: 2000, input: digits, Gen.int(in: 0...30), Gen.int(in: 0...30), replacements
    ) { digits, a, b, replacement in
      let text = CardModel.display(Array(digits))
      let lower = min(a, b, text.count)
      let upper = min(max(a, b), text.count)
      let before = TextState(text: text, selection: lower..<upper)
      guard
        let after = rule.apply(
          TextChange(range: lower..<upper, replacement: replacement),
          to: before)
      else {
        Issue.record("the card rule refused an edit")
        return
      }
      let afterDigits = Array(after.text.filter { $0 != " " })
      // The display always re-formats to itself.
      #expect(after.text == CardModel.display(afterDigits))
      // The caret is collapsed and canonical.
      #expect(after.selection.isEmpty)
      #expect(after.caret == CardModel.caret(CardModel.k(after.caret, in: after.text)))
      // Digits outside the edited range are never lost.
      let start = CardModel.k(lower, in: text)
      let end = CardModel.k(upper, in: text)
      let old = Array(digits)
      let kept = start == end && replacement.isEmpty ? max(0, start - 1) : start
      #expect(afterDigits.starts(with: old[..<kept]))
      #expect(afterDigits.reversed().starts(with: old[end...].reversed()))
      #expect(afterDigits.count <= 19)
    }
  }
}
