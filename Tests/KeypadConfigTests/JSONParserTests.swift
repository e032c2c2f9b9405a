import KeypadConfig
import Testing

/// The strict reader behind every layout, theme and config file, tried as a hostile file would.
@Suite struct JSONParserTests {
  func message(_ text: String) -> String {
    message(Array(text.utf8))
  }

  func message(_ bytes: [UInt8]) -> String {
    do {
      _ = try ThemeFile.parse(bytes, file: "t.json")
      return "no error"
    } catch {
      return error.description
    }
  }

  @Test func deepNestingIsRefusedWithoutOverflowingTheStack() {
    let text = String(repeating: "[", count: 100_000)
    #expect(
      message(text)
        == "keypad: theme file 't.json', line 1, column 65: lists and objects nest more than 64 levels deep"
    )
  }

  @Test(arguments: [
    (
      #"{"name": "\uD800\u0041"}"#,
      #"line 1, column 23: \uD800 must be followed by the second half of a surrogate pair (\uDC00 to \uDFFF), not \u0041"#
    ),
    (
      #"{"name": "\uD800"}"#,
      #"line 1, column 17: \uD800 is the first half of a surrogate pair; the second half (\uDC00 to \uDFFF) must follow"#
    ),
    (
      #"{"name": "\uDC00x"}"#,
      #"line 1, column 17: \uDC00 is the second half of a surrogate pair with no first half"#
    ),
    (#"{"name": "\u+FFF"}"#, #"line 1, column 13: expected four hex digits after \u"#),
    (#"{"cornerRadius": 01}"#, "line 1, column 18: '01' is not a number"),
    (#"{"cornerRadius": 1.}"#, "line 1, column 18: '1.' is not a number"),
    (#"{"cornerRadius": -}"#, "line 1, column 18: '-' is not a number"),
    (#"{"cornerRadius": 1e}"#, "line 1, column 18: '1e' is not a number"),
    (#"{"cornerRadius": 1e309}"#, "line 1, column 18: '1e309' is too large a number"),
    (
      "{\"name\": \"a\tb\"}",
      "line 1, column 12: control character 9 in a string; write it as an escape such as \\n or \\t"
    ),
  ])
  func rfc8259IsFollowedToTheLetter(text: String, problem: String) {
    #expect(message(text) == "keypad: theme file 't.json', " + problem)
  }

  @Test func aSurrogatePairIsOneCharacter() throws {
    let theme = try ThemeFile.parse(Array(#"{"name": "\uD83D\uDE00"}"#.utf8), file: "t.json")
    #expect(theme.name == "😀")
  }

  @Test func invalidUTF8InAStringIsRefused() {
    let bytes = Array(#"{"name": ""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)
    #expect(
      message(bytes)
        == "keypad: theme file 't.json', line 1, column 13: a string is not valid UTF-8")
  }

  @Test func aLongLineAndManyKeysCostLinearTime() {
    // 1 MiB on one line, and an object of 50 000 keys: both answer at once (seconds would
    // mean a quadratic reader; the old one took minutes).
    let long = "{\"name\": \"" + String(repeating: "a", count: 1 << 20) + "\", \"x\": 1}"
    #expect(
      message(long).hasPrefix(
        "keypad: theme file 't.json', line 1, column 1048595 (x): unknown key"))
    let keys = (0..<50_000).map { "\"k\($0)\": [\($0)]" }.joined(separator: ", ")
    #expect(message("{" + keys + "}").contains("unknown key \"k0\""))
  }
}
