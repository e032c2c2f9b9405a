/// Something odd about a resident-ID number that does not make it invalid.
///
/// County tables go stale — people hold numbers whose county codes later tables dropped — so a
/// doubtful region is only ever a warning.
public enum ResidentIDWarning: Hashable, Sendable, CustomStringConvertible {
  /// The six-digit region code names a province or a city rather than a county
  /// (its last two or four digits are zeros).
  case notCountyLevel(String)

  /// The message in English.
  public var description: String { message(in: .en) }

  /// The message in `language`.
  public func message(in language: Language) -> String {
    switch (self, language) {
    case (.notCountyLevel(let code), .en):
      "The region code \(code) is not a county-level code; check the first six digits."
    case (.notCountyLevel(let code), .zh):
      "地址码\(code)不是县级行政区代码，请核对前六位。"
    }
  }

  /// A short, stable name for the warning, as `--json` reports it.
  public var code: String {
    switch self {
    case .notCountyLevel: "notCountyLevel"
    }
  }
}
