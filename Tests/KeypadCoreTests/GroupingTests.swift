import KeypadCore
import Testing

@Suite struct GroupingTests {
  @Test(arguments: [
    (Grouping.none, "1234567", "1234567"),
    (.every(4, separator: " "), "1234567890", "1234 5678 90"),
    (.every(4, separator: " "), "1234", "1234"),
    (.sizes([6, 8, 4], separator: " "), "11010519491231002X", "110105 19491231 002X"),
    (.sizes([6, 8, 4], separator: " "), "1101051", "110105 1"),
    (.thousands(separator: ","), "1234567.891", "1,234,567.891"),
    (.thousands(separator: ","), "123", "123"),
    (.thousands(separator: ","), "1234", "1,234"),
  ])
  func formatsInsertSeparatorsBetweenGroupsOnly(grouping: Grouping, raw: String, display: String) {
    #expect(String(grouping.format(Array(raw))) == display)
  }
}
