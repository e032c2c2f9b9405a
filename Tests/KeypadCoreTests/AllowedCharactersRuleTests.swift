import KeypadCore
import Testing

@Suite struct AllowedCharactersRuleTests {
  @Test func phoneKeepsDigitsStarHashAndALeadingPlus() {
    var field = TextField(rule: AllowedCharactersRule.phone)
    field.insert("+86 (10) 1234-5678#")
    #expect(field.text == "+8610123456 78#".filter { $0 != " " })
    field.moveCaret(to: 3)
    field.insert("+")
    #expect(field.text == "+861012345678#")
  }

  @Test func numberStopsAtItsMaximumLength() {
    var field = TextField(rule: AllowedCharactersRule.digits(maximumLength: 3))
    field.insert("12345")
    #expect(field.state.description == "123|")
  }
}
