/// Chinese resident-identity numbers (GB 11643-1999).
///
/// Eighteen characters: a six-digit region code, an eight-digit birth date, a three-digit
/// sequence code whose last digit is odd for men and even for women, and a check character
/// computed with ISO 7064 MOD 11-2, where `X` stands for 10. The foreign permanent resident ID
/// card (since 2023-12-01) and the residence permits of Hong Kong, Macao and Taiwan residents
/// are built the same way and are checked here too (``ResidentIDKind``).
public enum ResidentIDNumber {
  /// The ISO 7064 MOD 11-2 weights of the first 17 digits: 2^(18−i) mod 11.
  static let weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
  /// The check character for each weighted sum modulo 11.
  static let checkCharacters: [Character] = Array("10X98765432")
  /// Birth dates before this are refused.
  static let earliestBirthYear = 1800

  /// The check character for the first 17 digits of a number, or `nil` when `body` is not
  /// 17 ASCII digits.
  public static func checkCharacter(forBody body: String) -> Character? {
    let bytes = Array(body.utf8)
    guard bytes.count == 17, bytes.allSatisfy(isDigit) else { return nil }
    return checkCharacter(bytes[...])
  }

  /// The 18-digit form of a 15-digit first-generation number: `19` inserted before the
  /// two-digit year and the check character appended; `nil` unless `number` is 15 ASCII digits.
  public static func upgrade(_ number: String) -> String? {
    let bytes = Array(number.utf8)
    guard bytes.count == 15, bytes.allSatisfy(isDigit) else { return nil }
    let body = Array(bytes[0..<6]) + Array("19".utf8) + Array(bytes[6...])
    return String(decoding: body, as: UTF8.self) + String(checkCharacter(body[...]))
  }

  /// `input` with surrounding blanks removed, full-width characters made ASCII and `x` as `X`;
  /// characters inside are kept, so that a space or hyphen there is reported, not hidden.
  public static func normalize(_ input: String) -> String {
    if input.utf8.allSatisfy({ $0 < 0x80 }) {
      let bytes = input.utf8.drop { isASCIIBlank($0) }.reversed().drop { isASCIIBlank($0) }
      return String(
        decoding: bytes.reversed().map { $0 == UInt8(ascii: "x") ? UInt8(ascii: "X") : $0 },
        as: UTF8.self)
    }
    var characters = Array(input)
    while let last = characters.last, last.isWhitespace { characters.removeLast() }
    let start = characters.firstIndex { !$0.isWhitespace } ?? characters.endIndex
    return String(
      characters[start...].map { character -> Character in
        if let digit = character.asciiDigit { return digit }
        let ascii = character.halfWidth
        return ascii == "x" || ascii == "X" ? "X" : character
      })
  }

  /// Checks `input` against every rule of GB 11643-1999 and reads out what it encodes.
  /// - Parameters:
  ///   - input: The number as typed or pasted.
  ///   - today: The current date; birth dates after it are refused.
  /// - Returns: The verdict with its reasons, warnings and facts.
  public static func check(_ input: String, today: CalendarDate) -> ResidentIDReport {
    let normalized = normalize(input)
    let bytes = Array(normalized.utf8)
    var problems: [ResidentIDProblem] = []
    func report(
      kind: ResidentIDKind? = nil, region: String? = nil, province: Province? = nil,
      nationality: String? = nil, birth: CalendarDate? = nil, gender: Gender? = nil,
      upgraded: String? = nil, warnings: [ResidentIDWarning] = []
    ) -> ResidentIDReport {
      ResidentIDReport(
        input: input, normalized: normalized, problems: problems, warnings: warnings,
        regionCode: region, kind: kind, province: province, nationalityCode: nationality,
        birthDate: birth, gender: gender, upgraded: upgraded)
    }

    guard !normalized.isEmpty else {
      problems.append(.empty)
      return report()
    }
    if !bytes.allSatisfy({ isDigit($0) || $0 == UInt8(ascii: "X") }) {
      for (offset, character) in normalized.enumerated()
      where !(character.isASCII && (character.isNumber || character == "X")) {
        problems.append(.invalidCharacter(character, position: offset + 1))
        return report()
      }
    }
    if bytes.count == 15, !bytes.contains(UInt8(ascii: "X")) {
      let upgraded = upgrade(normalized)
      problems.append(.firstGeneration(upgraded: upgraded))
      let birth = CalendarDate(yyyymmdd: Array("19".utf8) + bytes[6..<12])
      return report(
        kind: .resident, region: String(decoding: bytes[0..<6], as: UTF8.self),
        province: Province.named(code: String(decoding: bytes[0..<2], as: UTF8.self)),
        birth: birth, gender: gender(sequenceDigit: bytes[14]), upgraded: upgraded)
    }
    if bytes.count < 18 { problems.append(.tooShort(missing: 18 - bytes.count)) }
    if bytes.count > 18 { problems.append(.tooLong(extra: bytes.count - 18)) }
    if let x = bytes.firstIndex(of: UInt8(ascii: "X")), x != 17 {
      problems.append(.misplacedX(position: x + 1))
    }
    guard problems.isEmpty else { return report() }

    let expected = checkCharacter(bytes[0..<17])
    let found = Character(Unicode.Scalar(bytes[17]))
    if found != expected {
      problems.append(.checksumMismatch(expected: expected, found: found))
    }
    let birth = CalendarDate(yyyymmdd: bytes[6..<14])
    if let birth {
      if birth > today { problems.append(.birthDateInFuture(birth)) }
      if birth.year < earliestBirthYear { problems.append(.birthDateTooEarly(birth)) }
    } else {
      problems.append(.impossibleDate(String(decoding: bytes[6..<14], as: UTF8.self)))
    }
    let region = String(decoding: bytes[0..<6], as: UTF8.self)
    let kind = ResidentIDKind.of(region: region)
    // A foreign permanent resident ID names its issuing province after the leading 9.
    let provinceDigits = kind == .foreignPermanentResident ? bytes[1..<3] : bytes[0..<2]
    let provinceCode = String(decoding: provinceDigits, as: UTF8.self)
    let province = Province.named(code: provinceCode)
    if province == nil {
      problems.append(
        kind == .foreignPermanentResident
          ? .unknownIssuingProvince(provinceCode) : .unknownProvince(provinceCode))
    }
    var warnings: [ResidentIDWarning] = []
    if kind == .resident, province != nil, bytes[4] == UInt8(ascii: "0"),
      bytes[5] == UInt8(ascii: "0")
    {
      warnings.append(.notCountyLevel(region))
    }
    return report(
      kind: kind, region: region, province: province,
      nationality: kind == .foreignPermanentResident
        ? String(decoding: bytes[3..<6], as: UTF8.self) : nil,
      birth: birth, gender: gender(sequenceDigit: bytes[16]), warnings: warnings)
  }

  private static func checkCharacter(_ body: ArraySlice<UInt8>) -> Character {
    var sum = 0
    for (weight, byte) in zip(weights, body) { sum += weight * Int(byte - 0x30) }
    return checkCharacters[sum % 11]
  }

  private static func gender(sequenceDigit: UInt8) -> Gender {
    (sequenceDigit - 0x30) % 2 == 1 ? .male : .female
  }

  private static func isASCIIBlank(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte)
  }
}
