import KeypadConfig
import KeypadCore
import Testing

@Suite struct FieldRulesFileTests {
  func parse(_ text: String) throws(ConfigError) -> (
    rules: [FieldRule], fallback: BuiltInLayout??
  ) {
    try FieldRulesFile.parse(Array(text.utf8), file: "fields.json")
  }

  @Test func rulesAndTheDefaultAreRead() throws {
    let parsed = try parse(
      """
      {"rules": [{"words": ["会员卡", "member"], "layout": "card"},
                 {"input-type": "search", "layout": "none"},
                 {"role": "entry", "max-length": 6, "layout": "otp"}],
       "default": "number"}
      """)
    #expect(
      parsed.rules == [
        FieldRule(layout: .card, words: ["会员卡", "member"]),
        FieldRule(layout: nil, inputType: "search"),
        FieldRule(layout: .otp, role: "entry", maximumLength: 6),
      ])
    #expect(parsed.fallback == .some(.number))
    #expect(try parse(#"{"default": "none"}"#).fallback == .some(nil))
    #expect(try parse("{}").fallback == nil)
  }

  @Test(arguments: [
    (
      #"{"rules": [{"words": ["vip"]}]}"#,
      "keypad: fields file 'fields.json', line 1, column 12 (rules[0]): a rule needs a \"layout\" (a built-in layout or \"none\")"
    ),
    (
      #"{"rules": [{"layout": "pin"}]}"#,
      "keypad: fields file 'fields.json', line 1, column 23 (rules[0].layout): \"pin\" is not one of \"id\", \"number\", \"decimal\", \"phone\", \"card\", \"otp\", \"none\""
    ),
    (
      #"{"rules": [{"layout": "id", "max-length": 0}]}"#,
      "keypad: fields file 'fields.json', line 1, column 43 (rules[0].max-length): expected a whole number from 1 to 100000, found 0"
    ),
  ])
  func brokenFilesNameThePlaceAndTheProblem(text: String, expected: String) {
    #expect(throws: ConfigError.self) { try parse(text) }
    do {
      _ = try parse(text)
    } catch {
      #expect(error.description == expected)
    }
  }

  @Test func theChineseMessageNamesAFieldsFile() {
    do {
      _ = try parse(#"{"rules": [{"layout": "pin"}]}"#)
      Issue.record("a PIN rule was accepted")
    } catch {
      #expect(
        error.message(in: .zh)
          == "keypad：字段规则文件 'fields.json'，第1行第23列（rules[0].layout）：“pin”不是以下之一：“id”、“number”、“decimal”、“phone”、“card”、“otp”、“none”"
      )
    }
  }
}
