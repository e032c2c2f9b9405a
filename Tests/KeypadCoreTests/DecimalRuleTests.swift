import KeypadCore
import Testing

@Suite struct DecimalRuleTests {
  func type(_ keys: [String], rule: DecimalRule = DecimalRule()) -> String {
    var field = TextField(rule: rule)
    for key in keys { field.insert(key) }
    return field.state.description
  }

  @Test(arguments: [
    (["."], "0.|"),
    (["0", "0", "7"], "7|"),
    (["0", ".", "5"], "0.5|"),
    (["1", ".", "2", "3", "4"], "1.23|"),
    (["1", ".", "."], "1.|"),
    (["1", "2", ".", "5", "0"], "12.50|"),
    (["a"], "|"),
    (["１", "．", "５"], "1.5|"),
  ])
  func typingKeepsOneWellFormedAmount(keys: [String], expected: String) {
    #expect(type(keys) == expected)
  }

  @Test func refusedKeysLeaveTextAndCaretUntouched() {
    let rule = DecimalRule()
    let before = state("12|.34")
    #expect(rule.apply(TextChange(range: 2..<2, replacement: "."), to: before) == nil)
    #expect(rule.apply(TextChange(range: 5..<5, replacement: "5"), to: state("12.34|")) == nil)
  }

  @Test func integerAndFractionLimitsAreConfigurable() {
    let rule = DecimalRule(maximumFractionDigits: 0, maximumIntegerDigits: 3)
    #expect(type(["1", "2", "3", "4"], rule: rule) == "123|")
    #expect(type(["1", "."], rule: rule) == "1|")
  }

  @Test func thousandsGroupingKeepsTheCaretAfterTheTypedDigit() {
    let rule = DecimalRule(groupsThousands: true)
    #expect(type(["1", "2", "3", "4", "5", "6", "7", ".", "8"], rule: rule) == "1,234,567.8|")
    let before = state("1,2|34")
    let after = rule.apply(TextChange(range: before.selection, replacement: "9"), to: before)
    #expect(after?.description == "12,9|34")
    #expect(TextField(rule: rule).value == "")
  }

  @Test func deletingTheLeadingDigitDropsLeadingZeros() {
    let rule = DecimalRule()
    let after = rule.apply(TextChange(range: 0..<1, replacement: ""), to: state("1|005"))
    #expect(after?.description == "|5")
  }
}
