import KeypadCore
import Testing

@Suite struct TextFieldTests {
  @Test func deleteBackwardStepsOverTheSeparator() {
    var field = TextField(rule: BankCardRule())
    field.insert("12345")
    #expect(field.state.description == "1234 5|")
    field.deleteBackward()
    #expect(field.state.description == "1234|")
    field.deleteBackward()
    #expect(field.state.description == "123|")
  }

  @Test func deleteBackwardAtTheStartChangesNothing() {
    var field = TextField(rule: BankCardRule())
    field.insert("1234")
    field.moveCaret(to: 0)
    #expect(field.deleteBackward() == .none)
    #expect(field.text == "1234")
  }

  @Test func deleteForwardRemovesTheNextDigitAcrossASeparator() {
    var field = TextField(rule: BankCardRule())
    field.insert("12345678")
    field.moveCaret(to: 4)
    field.deleteForward()
    #expect(field.state.description == "1234| 678")
  }

  @Test func caretMovesSnapToCanonicalPositions() {
    var field = TextField(rule: BankCardRule())
    field.insert("12345678")
    field.moveCaret(to: 5)
    #expect(field.state.caret == 4)
    field.moveCaret(by: 1)
    #expect(field.state.description == "1234 5|678")
    field.moveCaret(by: -2)
    #expect(field.state.description == "123|4 5678")
    field.moveCaret(by: -10)
    #expect(field.state.caret == 0)
    field.moveCaret(by: 20)
    #expect(field.state.caret == field.text.count)
  }

  @Test func typingReplacesTheSelection() {
    var field = TextField(rule: ResidentIDRule())
    field.insert("110105")
    field.select(2..<4)
    field.insert("9")
    #expect(field.state.description == "119|05")
  }

  @Test func valueHasNoSeparators() {
    var field = TextField(rule: BankCardRule())
    field.insert("6222021234567894")
    #expect(field.text == "6222 0212 3456 7894")
    #expect(field.value == "6222021234567894")
  }

  static let rules: [KeypadInputRule] = [
    .bankCard(BankCardRule()), .residentID(ResidentIDRule()), .decimal(DecimalRule()),
    .digitCode(DigitCodeRule(length: 6)), .allowedCharacters(.phone),
  ]

  @Test(arguments: ["", "abc", " ", "—", "\u{301}"])
  func pastingNothingUsableOverASelectionChangesNothing(pasted: String) {
    // Rule R8: only a paste that brings something usable replaces the selection.
    for rule in Self.rules {
      var field = TextField(rule: rule)
      field.insert("1234")
      field.select(1..<3)
      let before = field.state
      #expect(field.paste(pasted) == .none)
      #expect(field.state == before)
    }
  }

  @Test func pastingSomethingUsableReplacesTheSelection() {
    var field = TextField(rule: BankCardRule())
    field.insert("1234")
    field.select(1..<3)
    field.paste("a9b")
    #expect(field.state.description == "19|4")
  }

  @Test(arguments: [
    "1\u{301}2", "1\u{200D}2", "1\u{FE0F}2", "1\u{FE0F}\u{20E3}2", "\u{FF11}\u{20E3}2",
  ])
  func aDigitWithAMarkKeepsTheDigit(text: String) {
    for rule in Self.rules {
      var field = TextField(rule: rule)
      field.paste(text)
      #expect(field.value == "12", "\(rule)")
    }
  }
}
