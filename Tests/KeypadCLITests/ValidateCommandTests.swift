import Foundation
import Testing

@Suite struct ValidateCommandTests {
  @Test func aValidIDPrintsItsFactsAndExitsZero() throws {
    let result = try KeypadProcess.run(["validate", "id", "11010519491231002X"])
    #expect(result.status == 0)
    let age = Calendar(identifier: .gregorian).dateComponents(
      [.year],
      from: DateComponents(calendar: .init(identifier: .gregorian), year: 1949, month: 12, day: 31)
        .date!,
      to: Date()
    ).year!
    #expect(
      result.stdout == """
        11010519491231002X: valid
          region 110105 Beijing · born 1949-12-31 · female · age \(age)

        """)
  }

  @Test func anInvalidIDExplainsAndExitsOne() throws {
    let result = try KeypadProcess.run(["validate", "id", "110105194912310021"])
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        110105194912310021: invalid
          ✗ The check character is '1' but should be 'X': a digit was probably mistyped.
          region 110105 Beijing · born 1949-12-31 · female

        """)
  }

  @Test func chineseMessagesFollowLang() throws {
    let result = try KeypadProcess.run(
      ["validate", "id", "1101"], environment: ["LANG": "zh_CN.UTF-8"])
    #expect(result.stdout == "1101: 无效\n  ✗ 身份证号码位数不足：还差14位（应为18位）。\n")
  }

  @Test func valuesStreamFromStandardInputOnePerLine() throws {
    let input = (0..<1000).map { _ in "4111111111111111" }.joined(separator: "\n") + "\n41\n"
    let result = try KeypadProcess.run(["validate", "card", "--json"], stdin: input)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 1001)
    #expect(result.status == 1)
    #expect(
      lines.last
        == #"{"input":"41","valid":false,"normalized":"41","reasons":[{"code":"tooShort","message":"The card number has 2 digits; it needs at least 12."}],"warnings":[]}"#
    )
  }

  @Test func jsonForIDsCarriesTheParsedFacts() throws {
    let result = try KeypadProcess.run(["validate", "id", "--json", "110105491231002"])
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    #expect(object?["valid"] as? Bool == false)
    #expect(object?["normalized"] as? String == "110105491231002")
    #expect(object?["birthDate"] as? String == "1949-12-31")
    #expect(object?["gender"] as? String == "female")
    #expect(object?["regionCode"] as? String == "110105")
    #expect(object?["province"] as? String == "Beijing")
    #expect(object?["upgraded"] as? String == "11010519491231002X")
    let reasons = object?["reasons"] as? [[String: String]]
    #expect(reasons?.first?["code"] == "firstGeneration")
    #expect(object?["warnings"] as? [Any] != nil)
  }

  @Test func foreignPermanentResidentIDsAreReportedWithTheirKind() throws {
    let result = try KeypadProcess.run(["validate", "id", "--json", "911840199001010018"])
    #expect(result.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    #expect(object?["kind"] as? String == "foreignPermanentResident")
    #expect(object?["province"] as? String == "Beijing")
    #expect(object?["nationalityCode"] as? String == "840")
    let text = try KeypadProcess.run(["validate", "id", "--lang", "zh", "911840199001010018"])
    #expect(
      text.stdout
        == "911840199001010018: 有效\n  外国人永久居留身份证 · 签发地 北京市 · 国籍代码 840 · 出生 1990-01-01 · 男 · 36岁\n"
    )
  }

  @Test(arguments: [
    ["validate", "id", "11010519491231002X"], ["geometry"], ["layouts"],
    ["validate", "card", "--lang", "zh", "6222021234567894"],
  ])
  func aClosedStandardOutputIsReportedNotASilentDeath(arguments: [String]) throws {
    let result = try KeypadProcess.run(arguments, closedOutput: true)
    #expect(result.status == 4)
    let message =
      arguments.contains("zh")
      ? "keypad：标准输出已关闭，无法再写入结果。\n"
      : "keypad: standard output is closed, so the result could not be written.\n"
    #expect(result.stderr == message)
  }

  @Test func jsonEscapesWhatItQuotes() throws {
    let result = try KeypadProcess.run(["validate", "card", "--json", "12\"3"])
    #expect(result.stdout.hasPrefix(#"{"input":"12\"3","valid":false"#))
  }

  @Test(arguments: [["validate"], ["validate", "passport", "1"], ["validate", "id", "--bogus"]])
  func usageErrorsExitTwoWithAMessage(arguments: [String]) throws {
    let result = try KeypadProcess.run(arguments)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("Usage: keypad validate"))
  }
}
