/// A day in the proleptic Gregorian calendar, without time or zone.
///
/// The core never reads the clock: "today" is always passed in as one of these.
public struct CalendarDate: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The year, such as 1949.
  public let year: Int
  /// The month, 1–12.
  public let month: Int
  /// The day of the month, 1–31.
  public let day: Int

  /// Creates a date, or `nil` when there is no such day (30 February, 29 February 1900…).
  public init?(year: Int, month: Int, day: Int) {
    guard (1...12).contains(month), day >= 1,
      day <= Self.daysIn(month: month, year: year)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// Creates the nearest real date: the month clamped to 1–12 and the day to that month.
  public init(clampingYear year: Int, month: Int, day: Int) {
    self.year = year
    self.month = min(max(1, month), 12)
    self.day = min(max(1, day), Self.daysIn(month: self.month, year: year))
  }

  /// Parses eight ASCII digits `YYYYMMDD`, or returns `nil`.
  public init?(yyyymmdd digits: some Collection<UInt8>) {
    guard digits.count == 8, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
    var values: [Int] = []
    var number = 0
    for (index, byte) in digits.enumerated() {
      number = number * 10 + Int(byte - 0x30)
      if index == 3 || index == 5 || index == 7 {
        values.append(number)
        number = 0
      }
    }
    self.init(year: values[0], month: values[1], day: values[2])
  }

  /// Whether `year` has 29 February.
  public static func isLeapYear(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  /// The number of days in `month` of `year`.
  public static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Whole years from this date to `date`: the age on `date` of someone born on this one.
  public func years(until date: CalendarDate) -> Int {
    let hadBirthday = (date.month, date.day) >= (month, day)
    return date.year - year - (hadBirthday ? 0 : 1)
  }

  /// `YYYY-MM-DD`.
  public var description: String {
    func pad(_ value: Int, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
  }

  /// Orders dates in time.
  public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }
}
