import KeypadCore
import Testing

@Suite struct ResidentIDNumberTests {
  let today = CalendarDate(year: 2026, month: 11, day: 22)!

  func problems(_ input: String) -> [ResidentIDProblem] {
    ResidentIDNumber.check(input, today: today).problems
  }

  /// The two examples printed in GB 11643-1999, and numbers checked by hand.
  @Test(arguments: [
    ("11010519491231002", "X"),
    ("44052418800101001", "4"),
    ("32010619920229001", "8"),
    ("83000019900101123", "4"),
  ])
  func checkCharacterFollowsISO7064Mod11_2(body: String, check: Character) {
    #expect(ResidentIDNumber.checkCharacter(forBody: body) == check)
  }

  @Test func theStandardsExampleIsValidWithItsFacts() {
    let report = ResidentIDNumber.check("11010519491231002X", today: today)
    #expect(report.isValid)
    #expect(report.regionCode == "110105")
    #expect(report.province?.chineseName == "北京市")
    #expect(report.birthDate == CalendarDate(year: 1949, month: 12, day: 31))
    #expect(report.gender == .female)
    #expect(report.age(on: today) == 76)
    #expect(report.warnings.isEmpty)
  }

  @Test func aForeignPermanentResidentIDIsValidWithItsFacts() {
    // 9, issued in Beijing (11), nationality code 840, born 1990-01-01, sequence 001 (male).
    let report = ResidentIDNumber.check("911840199001010018", today: today)
    #expect(report.isValid)
    #expect(report.kind == .foreignPermanentResident)
    #expect(report.province?.englishName == "Beijing")
    #expect(report.nationalityCode == "840")
    #expect(report.birthDate == CalendarDate(year: 1990, month: 1, day: 1))
    #expect(report.gender == .male)
    #expect(report.warnings.isEmpty)
    // The check character still counts, and the issuing province must exist.
    #expect(problems("911840199001010019") == [.checksumMismatch(expected: "8", found: "9")])
    #expect(problems("99984019900101001X") == [.unknownIssuingProvince("99")])
  }

  @Test(arguments: ["810000199001010027", "820000199001010029", "83000019850505003X"])
  func residencePermitsAreValidWithoutACountyWarning(number: String) {
    let report = ResidentIDNumber.check(number, today: today)
    #expect(report.isValid)
    #expect(report.kind == .residencePermit)
    #expect(report.warnings.isEmpty)
  }

  @Test func aResidentIDIsOfTheResidentKind() {
    #expect(ResidentIDNumber.check("11010519491231002X", today: today).kind == .resident)
  }

  @Test func seventeenthDigitOddIsMale() {
    #expect(ResidentIDNumber.check("440524188001010014", today: today).gender == .male)
  }

  @Test(arguments: [" 11010519491231002x ", "１１０１０５１９４９１２３１００２Ｘ", "\t11010519491231002X\u{3000}"])
  func surroundingBlanksFullWidthAndLowerCaseAreNormalised(input: String) {
    let report = ResidentIDNumber.check(input, today: today)
    #expect(report.isValid)
    #expect(report.normalized == "11010519491231002X")
  }

  @Test(arguments: [
    ("", [ResidentIDProblem.empty]),
    ("110105 19491231002X", [.invalidCharacter(" ", position: 7)]),
    ("110105-19491231-002X", [.invalidCharacter("-", position: 7)]),
    ("1101051949123100", [.tooShort(missing: 2)]),
    ("11010519491231002X1", [.tooLong(extra: 1)]),
    ("110105194912310021", [.checksumMismatch(expected: "X", found: "1")]),
    ("1101051949123100X2", [.misplacedX(position: 17)]),
    ("110105194902300020", [.impossibleDate("19490230")]),
    ("110105210001010015", [.birthDateInFuture(CalendarDate(year: 2100, month: 1, day: 1)!)]),
    ("110105179901010018", [.birthDateTooEarly(CalendarDate(year: 1799, month: 1, day: 1)!)]),
    ("100105194912310028", [.unknownProvince("10")]),
    ("990105194912310023", [.unknownIssuingProvince("90")]),
  ])
  func eachHardRuleHasItsOwnReason(input: String, expected: [ResidentIDProblem]) {
    #expect(problems(input) == expected)
  }

  @Test func leapDaysAreRealOnlyInLeapYears() {
    #expect(problems("320106199202290018").isEmpty)
    #expect(problems("320106190002290012") == [.impossibleDate("19000229")])
    #expect(CalendarDate(year: 2000, month: 2, day: 29) != nil)
  }

  @Test func everyProvinceLevelCodeIsKnown() {
    let codes =
      Array(11...15) + Array(21...23) + Array(31...37) + Array(41...46)
      + Array(50...54) + Array(61...65) + [71, 81, 82, 83]
    #expect(Province.all.map(\.code) == codes.map(String.init))
    for code in codes {
      let body = "\(code)0101" + "19900101" + "123"
      let check = ResidentIDNumber.checkCharacter(forBody: body)
      let number = body + String(check ?? "?")
      #expect(ResidentIDNumber.check(number, today: today).isValid, "\(number)")
    }
  }

  @Test func anUnlistedCountyIsAWarningNotAVerdict() {
    let body = "11010019491231002"
    let number = body + String(ResidentIDNumber.checkCharacter(forBody: body) ?? "?")
    let report = ResidentIDNumber.check(number, today: today)
    #expect(report.isValid)
    #expect(report.warnings == [.notCountyLevel("110100")])
  }

  @Test func firstGenerationNumbersAreRetiredWithTheirUpgrade() {
    let report = ResidentIDNumber.check("110105491231002", today: today)
    #expect(!report.isValid)
    #expect(report.problems == [.firstGeneration(upgraded: "11010519491231002X")])
    #expect(report.upgraded == "11010519491231002X")
    #expect(report.birthDate == CalendarDate(year: 1949, month: 12, day: 31))
    #expect(ResidentIDNumber.upgrade("12345") == nil)
  }

  @Test(arguments: [
    (ResidentIDProblem.empty, "The ID number is empty.", "身份证号码为空。"),
    (
      .invalidCharacter("-", position: 7),
      "Character '-' at position 7 is not allowed: an ID number has only digits and a final X.",
      "第7位的字符“-”无效：身份证号码只能由数字和末位的X组成。"
    ),
    (
      .tooShort(missing: 1), "The ID number is too short: 1 more character is needed to make 18.",
      "身份证号码位数不足：还差1位（应为18位）。"
    ),
    (
      .tooShort(missing: 3), "The ID number is too short: 3 more characters are needed to make 18.",
      "身份证号码位数不足：还差3位（应为18位）。"
    ),
    (
      .tooLong(extra: 2), "The ID number is too long: it has 2 characters more than 18.",
      "身份证号码过长：多了2位（应为18位）。"
    ),
    (
      .misplacedX(position: 5), "X may only be the 18th (last) character, but it is at position 5.",
      "X只能是第18位（最后一位），但出现在第5位。"
    ),
    (
      .checksumMismatch(expected: "X", found: "1"),
      "The check character is '1' but should be 'X': a digit was probably mistyped.",
      "校验码是“1”，应为“X”：可能有数字输错了。"
    ),
    (
      .impossibleDate("19490230"), "The birth date 19490230 is not a real date.",
      "出生日期19490230不是真实存在的日期。"
    ),
    (
      .birthDateInFuture(CalendarDate(year: 2100, month: 1, day: 1)!),
      "The birth date 2100-01-01 is in the future.", "出生日期2100-01-01晚于今天。"
    ),
    (
      .birthDateTooEarly(CalendarDate(year: 1799, month: 1, day: 1)!),
      "The birth date 1799-01-01 is before 1800.", "出生日期1799-01-01早于1800年。"
    ),
    (
      .unknownProvince("99"),
      "The number starts with 99, which is not a province-level region code.",
      "前两位99不是有效的省级行政区代码。"
    ),
    (
      .firstGeneration(upgraded: "11010519491231002X"),
      "This is a retired 15-digit first-generation number; its 18-digit form is 11010519491231002X.",
      "这是已停用的15位第一代身份证号码，对应的18位号码是11010519491231002X。"
    ),
  ])
  func messagesReadWordForWord(problem: ResidentIDProblem, english: String, chinese: String) {
    #expect(problem.description == english)
    #expect(problem.message(in: .zh) == chinese)
  }

  @Test func warningMessagesReadWordForWord() {
    let warning = ResidentIDWarning.notCountyLevel("110100")
    #expect(
      warning.description
        == "The region code 110100 is not a county-level code; check the first six digits.")
    #expect(warning.message(in: .zh) == "地址码110100不是县级行政区代码，请核对前六位。")
  }
}
