/// Which card an 18-character number built like a resident ID belongs to.
///
/// All three share GB 11643-1999's shape (six digits of place, eight of birth date, three of
/// sequence, and the ISO 7064 MOD 11-2 check character); they differ in what the first six
/// digits mean.
public enum ResidentIDKind: String, Hashable, Sendable, CaseIterable {
  /// The resident identity card: the first six digits are the holder's county-level region.
  case resident
  /// The foreign permanent resident ID card issued since 2023-12-01: `9`, the issuing
  /// province's two digits, then a three-digit nationality code.
  case foreignPermanentResident
  /// The residence permit for residents of Hong Kong (`810000`), Macao (`820000`) or Taiwan
  /// (`830000`).
  case residencePermit

  /// The name of the card in `language`.
  public func name(in language: Language) -> String {
    switch (self, language) {
    case (.resident, .en): "Resident ID"
    case (.resident, .zh): "居民身份证"
    case (.foreignPermanentResident, .en): "Foreign permanent resident ID"
    case (.foreignPermanentResident, .zh): "外国人永久居留身份证"
    case (.residencePermit, .en): "Residence permit for Hong Kong, Macao and Taiwan residents"
    case (.residencePermit, .zh): "港澳台居民居住证"
    }
  }

  /// A short name in `language`, for the verdict line under the field.
  public func shortName(in language: Language) -> String {
    switch (self, language) {
    case (.resident, .en): "Resident ID"
    case (.resident, .zh): "居民身份证"
    case (.foreignPermanentResident, .en): "Foreign permanent resident"
    case (.foreignPermanentResident, .zh): "外国人永久居留证"
    case (.residencePermit, .en): "Residence permit"
    case (.residencePermit, .zh): "港澳台居民居住证"
    }
  }

  /// The region codes of residence permits: Hong Kong, Macao, Taiwan.
  static let residencePermitRegions: Set<String> = ["810000", "820000", "830000"]

  /// The kind of a number whose first six characters are `region`.
  static func of(region: String) -> ResidentIDKind {
    if region.utf8.first == UInt8(ascii: "9") { return .foreignPermanentResident }
    return residencePermitRegions.contains(region) ? .residencePermit : .resident
  }
}
