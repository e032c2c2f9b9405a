import ArgumentParser
import KeypadConfig
import KeypadCore

/// `keypad validate`: checks resident-ID or bank-card numbers and explains the verdict.
struct Validate: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Check resident-ID or bank-card numbers and explain the verdict.",
    discussion: """
      Values come from the arguments, or one per line from standard input when none are given. \
      Exit status: 0 when every value is valid, 1 when any is not, 2 on a usage error.
      """
  )

  /// What kind of number to check.
  enum Kind: String, ExpressibleByArgument, CaseIterable {
    case id
    case card
  }

  @Argument(help: "What to check: 'id' (resident ID, GB 11643-1999) or 'card' (bank card, Luhn).")
  var kind: Kind

  @Argument(
    help: "The values to check; read from standard input, one per line, when none are given.")
  var values: [String] = []

  @Flag(help: "Print one JSON object per value instead of text.")
  var json = false

  @Option(help: "The language of messages: en or zh (default: from LANG).")
  var lang: Language?

  /// The language of messages: `--lang`, or the locale's.
  private var language: Language { lang ?? Environment.language }

  func run() throws {
    let today = Environment.today
    var allValid = true
    func check(_ value: String) throws {
      let (valid, output) =
        switch kind {
        case .id: describe(ResidentIDNumber.check(value, today: today), today: today)
        case .card: describe(BankCardNumber.check(value))
        }
      allValid = allValid && valid
      try StandardOutput.line(output, language: language)
    }
    if values.isEmpty {
      while let line = readLine() { try check(line) }
    } else {
      for value in values { try check(value) }
    }
    if !allValid { throw ExitCode(ExitStatus.cancelled) }
  }

  private func describe(_ report: ResidentIDReport, today: CalendarDate) -> (Bool, String) {
    if json {
      return (
        report.isValid,
        JSONText.object([
          ("input", .string(report.input)),
          ("valid", .bool(report.isValid)),
          ("normalized", .string(report.normalized)),
          ("reasons", .array(report.problems.map { reason($0.code, $0.message(in: language)) })),
          ("warnings", .array(report.warnings.map { reason($0.code, $0.message(in: language)) })),
          ("kind", .optional(report.kind?.rawValue)),
          ("regionCode", .optional(report.regionCode)),
          ("province", .optional(report.province?.name(in: language))),
          ("nationalityCode", .optional(report.nationalityCode)),
          ("birthDate", .optional(report.birthDate?.description)),
          ("gender", .optional(report.gender?.rawValue)),
          ("age", report.age(on: today).map(JSONText.int) ?? .null),
          ("upgraded", .optional(report.upgraded)),
        ]).text
      )
    }
    var facts: [String] = []
    if let kind = report.kind, kind != .resident { facts.append(kind.name(in: language)) }
    if report.kind == .foreignPermanentResident, let province = report.province {
      facts.append((language == .zh ? "签发地 " : "issued in ") + province.name(in: language))
      if let nationality = report.nationalityCode {
        facts.append((language == .zh ? "国籍代码 " : "nationality code ") + nationality)
      }
    } else if let region = report.regionCode {
      let province = report.province.map { " " + $0.name(in: language) } ?? ""
      facts.append((language == .zh ? "地区 " : "region ") + region + province)
    }
    if let birth = report.birthDate {
      facts.append((language == .zh ? "出生 " : "born ") + birth.description)
    }
    if let gender = report.gender { facts.append(gender.name(in: language)) }
    if report.isValid, let age = report.age(on: today) {
      facts.append(language == .zh ? "\(age)岁" : "age \(age)")
    }
    var lines = [verdictLine(report.input, valid: report.isValid)]
    lines += report.problems.map { "  ✗ " + $0.message(in: language) }
    lines += report.warnings.map { "  ! " + $0.message(in: language) }
    if !facts.isEmpty { lines.append("  " + facts.joined(separator: " · ")) }
    return (report.isValid, lines.joined(separator: "\n"))
  }

  private func describe(_ report: BankCardReport) -> (Bool, String) {
    if json {
      return (
        report.isValid,
        JSONText.object([
          ("input", .string(report.input)),
          ("valid", .bool(report.isValid)),
          ("normalized", .string(report.normalized)),
          ("reasons", .array(report.problems.map { reason($0.code, $0.message(in: language)) })),
          ("warnings", .array([])),
        ]).text
      )
    }
    let lines =
      [verdictLine(report.input, valid: report.isValid)]
      + report.problems.map { "  ✗ " + $0.message(in: language) }
    return (report.isValid, lines.joined(separator: "\n"))
  }

  private func verdictLine(_ input: String, valid: Bool) -> String {
    let verdict = valid ? (language == .zh ? "有效" : "valid") : (language == .zh ? "无效" : "invalid")
    return "\(input): \(verdict)"
  }

  private func reason(_ code: String, _ message: String) -> JSONText {
    .object([("code", .string(code)), ("message", .string(message))])
  }
}
