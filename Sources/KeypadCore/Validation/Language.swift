/// The languages Keypad speaks: labels, verdicts and error messages.
public enum Language: String, Hashable, Sendable, CaseIterable {
  /// English.
  case en
  /// Simplified Chinese.
  case zh

  /// The language a POSIX locale name asks for: Chinese for `zh…`, English otherwise.
  /// - Parameter locale: A value such as `zh_CN.UTF-8`, from `LC_ALL`, `LC_MESSAGES` or `LANG`.
  public init(locale: String?) {
    self = (locale ?? "").lowercased().hasPrefix("zh") ? .zh : .en
  }
}
