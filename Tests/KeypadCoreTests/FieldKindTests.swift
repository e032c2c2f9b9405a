import KeypadCore
import Testing

@Suite struct FieldKindTests {
  let today = CalendarDate(year: 2026, month: 11, day: 22)!

  @Test func aValidIDShowsBirthGenderAndProvince() {
    let verdict = FieldKind.residentID(grouped: false)
      .verdict(for: "11010519491231002X", today: today, language: .en)
    #expect(
      verdict == FieldVerdict(status: .valid, message: "✓ born 1949-12-31 · female · Beijing"))
    let chinese = FieldKind.residentID(grouped: false)
      .verdict(for: "11010519491231002X", today: today, language: .zh)
    #expect(chinese.message == "✓ 1949-12-31 出生 · 女 · 北京市")
  }

  @Test func aForeignPermanentResidentIDShowsItsKindAndNationality() {
    let field = FieldKind.residentID(grouped: false)
    #expect(
      field.verdict(for: "911840199001010018", today: today, language: .en).message
        == "✓ Foreign permanent resident · born 1990-01-01 · male · Beijing · nationality 840"
    )
    #expect(
      field.verdict(for: "911840199001010018", today: today, language: .zh).message
        == "✓ 外国人永久居留证 · 1990-01-01 出生 · 男 · 北京市 · 国籍840")
  }

  @Test func aShortIDIsIncompleteNotInvalid() {
    let verdict = FieldKind.residentID(grouped: false)
      .verdict(for: "110105", today: today, language: .en)
    #expect(verdict == FieldVerdict(status: .incomplete, message: "6 of 18 characters"))
  }

  @Test func aWrongCheckCharacterNamesTheExpectedOne() {
    let verdict = FieldKind.residentID(grouped: false)
      .verdict(for: "110105194912310021", today: today, language: .en)
    #expect(verdict.status == .invalid)
    #expect(
      verdict.message
        == "✗ The check character is '1' but should be 'X': a digit was probably mistyped.")
  }

  @Test func amountsLoseATrailingPointWhenSubmitted() {
    #expect(FieldKind.decimal(DecimalRule()).submittedValue("12.") == "12")
    #expect(FieldKind.decimal(DecimalRule()).submittedValue("12.5") == "12.5")
  }
}

@Suite struct AnyOfFieldKindTests {
  @Test func aLayoutFilesOwnFieldTakesWhatItsKeysTypeAndIsValidWhenNotEmpty() {
    let kind = FieldKind.anyOf(["A", "B"], maxLength: 4)
    var field = TextField(rule: kind.rule)
    field.insert("AxBBBB")
    #expect(field.text == "ABBB")
    let today = CalendarDate(year: 2026, month: 1, day: 1)!
    #expect(kind.verdict(for: "AB", today: today, language: .en).isValid)
    #expect(
      kind.verdict(for: "", today: today, language: .en)
        == FieldVerdict(status: .incomplete, message: "Enter a value"))
  }
}
