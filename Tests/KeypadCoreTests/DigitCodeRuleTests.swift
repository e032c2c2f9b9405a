import KeypadCore
import Testing

@Suite struct DigitCodeRuleTests {
  @Test(arguments: ["123-456", "１２３４５６", "12 34 56", "123456789"])
  func pasteFillsTheCells(paste: String) {
    var field = TextField(rule: DigitCodeRule(length: 6))
    let outcome = field.insert(paste)
    #expect(field.text == "123456")
    #expect(outcome.completed)
  }

  @Test func completionIsReportedExactlyOnceWhenTheLastDigitArrives() {
    var field = TextField(rule: DigitCodeRule(length: 4))
    let outcomes = ["1", "2", "3", "4", "5"].map { field.insert($0) }
    #expect(outcomes.map(\.completed) == [false, false, false, true, false])
    #expect(field.text == "1234")
  }

  @Test func lengthIsClampedToFourThroughEight() {
    #expect(DigitCodeRule(length: 2).length == 4)
    #expect(DigitCodeRule(length: 12).length == 8)
  }
}
