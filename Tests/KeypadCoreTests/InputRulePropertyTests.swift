import KeypadCore
import PropertyBased
import Testing

/// Invariants every grouped rule keeps, whatever is typed, pasted or deleted where.
@Suite struct InputRulePropertyTests {
  /// Checks the invariants of one edit: the display re-formats to itself, the caret is
  /// collapsed and canonical, and raw characters outside the edited range survive.
  func checkEdit(
    rule: some InputRule, start: TextState, range: Range<Int>, replacement: String
  ) {
    guard let after = rule.apply(TextChange(range: range, replacement: replacement), to: start)
    else { return }  // Refused: the field keeps its state, which is trivially consistent.
    let display = Array(after.text)
    let raw = Array(rule.value(of: after.text))
    #expect(rule.grouping.format(raw) == display, "\(start) + \"\(replacement)\" → \(after)")
    #expect(after.selection.isEmpty)
    #expect(after.caret == rule.canonicalCaret(after.caret, in: after.text), "\(after)")
    let before = Array(start.text)
    let lower = rule.rawCount(before: range.lowerBound, in: before)
    let upper = rule.rawCount(before: range.upperBound, in: before)
    let old = Array(rule.value(of: start.text))
    // Everything right of the edit survives; an amount may drop zeros that the edit left
    // leading (deleting the 1 of 106 gives 6).
    let right = rule is DecimalRule ? Array(old[upper...].drop { $0 == "0" }) : Array(old[upper...])
    #expect(raw.reversed().starts(with: right.reversed()), "\(start) → \(after)")
    if rule is ResidentIDRule {
      let kept = lower == upper && replacement.isEmpty && !range.isEmpty ? max(0, lower - 1) : lower
      #expect(raw.starts(with: old[..<kept]), "\(start) → \(after)")
    }
  }

  /// Builds a field's state by typing `text` through `rule`.
  func typed(_ text: String, rule: some InputRule) -> TextState {
    var field = TextField(rule: rule)
    field.insert(text)
    return field.state
  }

  @Test func groupedResidentIDEditsKeepTheInvariants() async {
    let rule = ResidentIDRule(grouped: true)
    let texts = Gen<Character?>.element(of: Array("0123456789X")).compactMap { $0 }.string(
      of: 0...18)
    let replacements = Gen<Character?>.element(of: Array("0123456789xX -１ａ")).compactMap { $0 }
      .string(of: 0...6)
    await propertyCheck(
      count: 1500, input: texts, Gen.int(in: 0...22), Gen.int(in: 0...22), replacements
    ) { text, a, b, replacement in
      let start = typed(text, rule: rule)
      let count = start.text.count
      let range = min(a, b, count)..<min(max(a, b), count)
      checkEdit(rule: rule, start: start, range: range, replacement: replacement)
    }
  }

  @Test func groupedAmountEditsKeepTheInvariants() async {
    let rule = DecimalRule(maximumFractionDigits: 2, groupsThousands: true)
    let texts = Gen<Character?>.element(of: Array("0123456789.")).compactMap { $0 }.string(
      of: 0...14)
    let replacements = Gen<Character?>.element(of: Array("0123456789.,")).compactMap { $0 }
      .string(of: 0...4)
    await propertyCheck(
      count: 1500, input: texts, Gen.int(in: 0...20), Gen.int(in: 0...20), replacements
    ) { text, a, b, replacement in
      let start = typed(text, rule: rule)
      let count = start.text.count
      let range = min(a, b, count)..<min(max(a, b), count)
      checkEdit(rule: rule, start: start, range: range, replacement: replacement)
    }
  }
}
