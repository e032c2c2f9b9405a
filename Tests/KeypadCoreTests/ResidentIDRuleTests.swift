import KeypadCore
import Testing

@Suite struct ResidentIDRuleTests {
  func apply(_ picture: String, _ replacement: String, grouped: Bool = false) -> String {
    let before = state(picture)
    let change = TextChange(range: before.selection, replacement: replacement)
    return ResidentIDRule(grouped: grouped).apply(change, to: before)?.description ?? "refused"
  }

  @Test(arguments: [
    ("|", "1", "1|"),
    ("11010519491231002|", "X", "11010519491231002X|"),
    ("11010519491231002|", "x", "11010519491231002X|"),
    ("11010519491231002|", "ｘ", "11010519491231002X|"),
    ("1101051949123100|", "X", "1101051949123100|"),
    ("110105|", "X", "110105|"),
    ("1101051949123100|2", "X", "1101051949123100|2"),
    ("11010519491231002X|", "1", "11010519491231002X|"),
    ("|", "１１０１０５", "110105|"),
    ("|", "110105-19491231-002x", "11010519491231002X|"),
    ("|", "11010519491231002X99", "11010519491231002X|"),
    ("[11010519491231002X]", "5", "5|"),
  ])
  func typingAndPastingKeepOnlyWhatFits(picture: String, replacement: String, expected: String) {
    #expect(apply(picture, replacement) == expected)
  }

  @Test func groupedDisplayIsSixEightFour() {
    #expect(apply("|", "11010519491231002X", grouped: true) == "110105 19491231 002X|")
    #expect(apply("110105|", "1", grouped: true) == "110105 1|")
    #expect(apply("110105[ ]1", "", grouped: true) == "11010|1")
  }

  @Test func groupedCaretNeverRestsAfterASeparator() {
    let rule = ResidentIDRule(grouped: true)
    var field = TextField(rule: rule)
    field.insert("11010519491231002X")
    for offset in 0...field.text.count {
      field.moveCaret(to: offset)
      let text = Array(field.text)
      #expect(field.state.caret == 0 || text[field.state.caret - 1] != " ")
    }
  }
}
