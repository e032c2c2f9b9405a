import Foundation
import Testing

@Suite struct ShowOptionTests {
  @Test func aPinPadIsNotTypedIntoOtherApplicationsUnlessAskedFor() throws {
    let result = try KeypadProcess.run(["--layout", "pin", "--target", "focused"])
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix(
        """
        Error: --layout pin with --target focused would type the PIN through XTest, where any X client can read the keystrokes. Use --target field, which prints the PIN only on standard output, or pass --allow-insecure-pin-typing if this display is yours alone.
        """))
    // With the override the options are accepted, and only the missing display stops it.
    let allowed = try KeypadProcess.run(
      ["--layout", "pin", "--target", "focused", "--allow-insecure-pin-typing"],
      environment: ["DISPLAY": ""])
    #expect(allowed.status == 3)
  }

  @Test(arguments: [
    (["--layout", "otp", "--length", "9"], "--length must be from 4 to 8, not 9."),
    (
      ["--layout", "id", "--length", "6"],
      "--length applies to --layout pin and --layout otp only (or a layout file whose field is pin or otp)."
    ),
    (["--layout", "id", "--reshuffle", "each-press"], "--reshuffle applies to --layout pin only."),
    (
      ["--layout", "card", "--max-fraction", "3"],
      "--max-fraction, --max-integer and --group-thousands apply to --layout decimal only."
    ),
    (
      ["--layout", "otp", "--box-border-color", "blue"],
      "--box-border-color must be a colour such as #0969DA, not 'blue'."
    ),
    (
      ["--target", "focused", "--timeout", "5"],
      "--timeout applies to the prompt (--target field) only."
    ),
    (["--timeout", "90000"], "--timeout must be from 1 to 86400 seconds, not 90000."),
    (["--ok-label", ""], "--ok-label must not be empty."),
    (
      ["--layout", "pin", "--live"],
      "--live cannot be used with a PIN field: it would write every digit to standard output."
    ),
    (
      ["--target", "focused", "--text", "ID"], "--text applies to the prompt (--target field) only."
    ),
  ])
  func badOptionCombinationsAreUsageErrors(arguments: [String], message: String) throws {
    let result = try KeypadProcess.run(arguments)
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("Error: " + message))
  }

  @Test(arguments: [
    (["geometry", "--scale", "nan"], "Error: --scale must be a number from 0.5 to 4, not 'nan'."),
    (["geometry", "--scale", "inf"], "Error: --scale must be a number from 0.5 to 4, not 'inf'."),
    (
      ["geometry", "--scale", "1e309"], "Error: --scale must be a number from 0.5 to 4, not 'inf'."
    ),
    (["show", "--scale", "NaN"], "Error: --scale must be a number from 0.5 to 4, not 'nan'."),
    (["show", "--scale", "5"], "Error: --scale must be a number from 0.5 to 4, not 5.0."),
    (
      ["geometry", "--size", "9223372036854775807x100"],
      "Error: The value '9223372036854775807x100' is invalid for '--size <size>'"
    ),
    (
      ["geometry", "--size", "9000x100"],
      "Error: The value '9000x100' is invalid for '--size <size>'"
    ),
    (
      ["show", "--geometry", "100x100+2147483648+0"],
      "Error: The value '100x100+2147483648+0' is invalid for '--geometry <geometry>'"
    ),
    (
      ["show", "--geometry", "100x100+99999999999999999999+0"],
      "Error: The value '100x100+99999999999999999999+0' is invalid for '--geometry <geometry>'"
    ),
    (
      ["show", "--layout", "otp", "--box-border-color", "#+12345"],
      "Error: --box-border-color must be a colour such as #0969DA, not '#+12345'."
    ),
  ])
  func numbersOutOfRangeAreUsageErrorsInEveryCommand(arguments: [String], message: String) throws {
    let result = try KeypadProcess.run(arguments, environment: ["DISPLAY": ""])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix(message))
  }

  @Test func versionComesFromOnePlace() throws {
    let result = try KeypadProcess.run(["--version"])
    #expect(result.status == 0)
    let source = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/KeypadConfig/KeypadVersion.swift"), encoding: .utf8)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 2)
    let version = String(lines.first ?? "")
    #expect(source.contains("static let current = \"\(version)\""))
    // The second line says which build of the window stays on screen.
    let window = String(lines.last ?? "")
    #expect(
      window == "keypad-window \(version) (Embedded Swift build)"
        || window == "keypad-window \(version) (standard Swift build)")
  }
}
