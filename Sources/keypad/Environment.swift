import KeypadCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What the command reads from its surroundings: environment variables and the date.
enum Environment {
  /// The value of environment variable `name`, or `nil` when unset.
  static func value(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// The language the locale asks for: `LC_ALL`, then `LC_MESSAGES`, then `LANG`.
  static var language: Language {
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { value($0) }
      .first { !$0.isEmpty }
    return Language(locale: locale)
  }

  /// Today's date in the local time zone.
  static var today: CalendarDate {
    var now = time(nil)
    var parts = tm()
    localtime_r(&now, &parts)
    return CalendarDate(
      clampingYear: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1,
      day: Int(parts.tm_mday))
  }
}
