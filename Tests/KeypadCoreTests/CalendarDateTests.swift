import KeypadCore
import Testing

@Suite struct CalendarDateTests {
  @Test(arguments: [(2000, true), (1900, false), (2024, true), (2023, false), (1600, true)])
  func leapYearsFollowTheGregorianRule(year: Int, leap: Bool) {
    #expect(CalendarDate.isLeapYear(year) == leap)
    #expect((CalendarDate(year: year, month: 2, day: 29) != nil) == leap)
  }

  @Test func impossibleDaysAreRejected() {
    #expect(CalendarDate(year: 2021, month: 4, day: 31) == nil)
    #expect(CalendarDate(year: 2021, month: 13, day: 1) == nil)
    #expect(CalendarDate(year: 2021, month: 1, day: 0) == nil)
  }

  @Test func ageCountsWholeYears() {
    let birth = CalendarDate(year: 1949, month: 12, day: 31)!
    #expect(birth.years(until: CalendarDate(year: 2026, month: 12, day: 30)!) == 76)
    #expect(birth.years(until: CalendarDate(year: 2026, month: 12, day: 31)!) == 77)
  }

  @Test func descriptionIsISO8601() {
    #expect(CalendarDate(year: 805, month: 3, day: 7)?.description == "0805-03-07")
  }

  @Test func clampingMakesTheNearestRealDay() {
    #expect(
      CalendarDate(clampingYear: 2023, month: 2, day: 30)
        == CalendarDate(year: 2023, month: 2, day: 28))
  }
}
