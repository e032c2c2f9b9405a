import Foundation
import Testing

/// `config.json` in the configuration directories: defaults a kiosk sets once.
@Suite struct ConfigFileCommandTests {
  /// A system and a user configuration directory with these `config.json` texts.
  func directories(system: String?, user: String?) throws -> [String: String] {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("config-\(UUID())")
    var environment: [String: String] = [:]
    for (name, text, variable) in [
      ("etc", system, "XDG_CONFIG_DIRS"), ("home", user, "XDG_CONFIG_HOME"),
    ] {
      let folder = root.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("keypad"), withIntermediateDirectories: true)
      if let text {
        try Data(text.utf8).write(to: folder.appendingPathComponent("keypad/config.json"))
      }
      environment[variable] = folder.path
    }
    return environment
  }

  @Test func settingsComeFromTheSystemTheUserAndTheCommandLineInThatOrder() throws {
    let environment = try directories(
      system: #"{"theme": "dark", "scale": 1.5, "dock": "bottom", "lang": "zh"}"#,
      user: #"{"scale": 2, "above": true}"#)
    let result = try KeypadProcess.run(
      ["--print-config", "--lang", "en", "--geometry", "-0-0"], environment: environment)
    #expect(result.status == 0)
    let system = environment["XDG_CONFIG_DIRS", default: ""] + "/keypad/config.json"
    let user = environment["XDG_CONFIG_HOME", default: ""] + "/keypad/config.json"
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains("theme         dark  (\(system))"))
    #expect(lines.contains("scale         2.0  (\(user))"))
    #expect(lines.contains("lang          en  (command line)"))
    #expect(lines.contains("geometry      -0-0  (command line)"))
    #expect(lines.contains("dock          bottom  (\(system))"))
    #expect(lines.contains("above         true  (\(user))"))
    #expect(lines.contains("layout        id  (default)"))
  }

  @Test func theDefaultsReachTheKeypadButNotTheOtherCommands() throws {
    let environment = try directories(system: #"{"layout": "card", "timeout": 0}"#, user: nil)
    // The timeout of 0 is refused as if it had been typed: the defaults are really applied.
    let shown = try KeypadProcess.run([], environment: environment)
    #expect(shown.status == 2)
    #expect(shown.stderr.hasPrefix("Error: --timeout must be from 1 to 86400 seconds, not 0."))
    let validate = try KeypadProcess.run(
      ["validate", "id", "11010519491231002X"], environment: environment)
    #expect(validate.status == 0)
  }

  @Test(arguments: [
    (
      #"{"scale": "big"}"#,
      "line 1, column 11 (scale): expected a number, found a string"
    ),
    (
      #"{"colour": "red"}"#,
      #"line 1, column 12 (colour): unknown key "colour"; the keys are "above", "allow-insecure-pin-typing", "box-border-color", "box-border-width", "box-radius", "box-spacing", "cancel-label", "dock", "dock-width", "font", "geometry", "group-id", "group-thousands", "hidden", "lang", "layout", "length", "live", "max-fraction", "max-integer", "no-auto-submit", "no-highlight", "ok-label", "reshuffle", "scale", "target", "text", "theme", "timeout", "title""#
    ),
    (#"{"above": 1}"#, "line 1, column 11 (above): expected true or false, found a number"),
  ])
  func aBrokenConfigFileIsExplainedAndExitsTwo(text: String, problem: String) throws {
    let environment = try directories(system: nil, user: text)
    let path = environment["XDG_CONFIG_HOME", default: ""] + "/keypad/config.json"
    let result = try KeypadProcess.run(["--print-config"], environment: environment)
    #expect(result.status == 2)
    #expect(result.stderr == "keypad: config file '\(path)', \(problem)\n")
  }
}
