import Foundation
import Testing

@Suite struct LayoutFileCommandTests {
  static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "assets/layouts")

  func temporaryFile(_ text: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("layout-\(UUID()).json")
    try Data(text.utf8).write(to: url)
    return url.path
  }

  @Test func checkingAGoodLayoutFileSaysWhatItHolds() throws {
    let path = Self.assets.appendingPathComponent("id-6-8-4.json").path
    let result = try KeypadProcess.run(["layouts", "--check", path])
    #expect(result.status == 0)
    #expect(result.stdout == "\(path): a valid layout 'id-6-8-4': 5 rows, 14 keys, the id field.\n")
  }

  @Test func checkingABrokenLayoutFileNamesThePlace() throws {
    let path = try temporaryFile(#"{"rows": [[{"label": "1", "style": "bold"}]]}"#)
    let result = try KeypadProcess.run(["layouts", "--check", path])
    #expect(result.status == 2)
    #expect(
      result.stderr == """
        keypad: layout file '\(path)', line 1, column 36 (rows[0][0].style): "bold" is not one of "normal", "function"

        """)
  }

  /// The rules judge the layout that was loaded, not the word after --layout.
  @Test func optionsAreCheckedAgainstTheFieldOfALayoutFile() throws {
    let digits = #"[{"label": "1"}, {"label": "2"}, {"label": "3"}]"#
    let pin = try temporaryFile(#"{"field": "pin", "rows": [\#(digits)]}"#)
    let refused = try KeypadProcess.run(
      ["--layout", pin, "--target", "focused"], environment: ["DISPLAY": ""])
    #expect(refused.status == 2)
    #expect(
      refused.stderr.hasPrefix("Error: --layout pin with --target focused would type the PIN"))

    let otp = try temporaryFile(#"{"field": "otp", "rows": [\#(digits)]}"#)
    let accepted = try KeypadProcess.run(["geometry", "--layout", otp, "--length", "4"])
    #expect(accepted.status == 0)
    let shown = try KeypadProcess.run(
      ["--layout", otp, "--length", "4"], environment: ["DISPLAY": ""])
    #expect(shown.status == 3)
  }

  @Test func geometryTakesTheOptionsThatShapeTheWindow() throws {
    for arguments in [
      ["--layout", "otp", "--length", "4"], ["--layout", "id", "--group-id"],
      ["--layout", "decimal", "--max-fraction", "3", "--group-thousands"],
      ["--layout", "pin", "--reshuffle", "each-press"],
    ] {
      let result = try KeypadProcess.run(["geometry"] + arguments)
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
    }
    let refused = try KeypadProcess.run(["geometry", "--layout", "id", "--length", "4"])
    #expect(refused.status == 2)
  }

  @Test func aBrokenLayoutStopsTheKeypadBeforeItShows() throws {
    let path = try temporaryFile(#"{"rows": [[{"label": 1}]]}"#)
    let result = try KeypadProcess.run(["--layout", path], environment: ["DISPLAY": ""])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("keypad: layout file '\(path)', line 1, column 22"))
  }

  @Test func anUnknownThemeOrLayoutNameIsExplained() throws {
    let theme = try KeypadProcess.run(
      ["--theme", "neon"],
      environment: [
        "DISPLAY": "", "XDG_CONFIG_HOME": "/home/k/.config",
        "XDG_CONFIG_DIRS": "/opt/kiosk:/etc/xdg",
      ])
    #expect(theme.status == 2)
    #expect(
      theme.stderr == """
        keypad: theme 'neon': is neither a built-in theme (light, dark, high-contrast) nor a theme file; give a path to a .json file, or put neon.json in /home/k/.config/keypad/themes or /opt/kiosk/keypad/themes or /etc/xdg/keypad/themes

        """)
    let layout = try KeypadProcess.run(["geometry", "--layout", "passport"])
    #expect(layout.status == 2)
    #expect(layout.stderr.hasPrefix("keypad: layout 'passport': is neither a built-in layout"))
  }

  @Test func userLayoutsAreFoundByNameInTheConfigFolder() throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("xdg-\(UUID())")
    let folder = home.appendingPathComponent("keypad/layouts")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(#"{"rows": [[{"label": "A"}, {"label": "B"}]]}"#.utf8)
      .write(to: folder.appendingPathComponent("ab.json"))
    let result = try KeypadProcess.run(
      ["geometry", "--layout", "ab", "--target", "focused", "--size", "200x100"],
      environment: ["XDG_CONFIG_HOME": home.path])
    #expect(result.status == 0)
    #expect(
      result.stdout == """
        {"label":"A","action":"insert","x":0,"y":0,"width":100,"height":100}
        {"label":"B","action":"insert","x":101,"y":0,"width":99,"height":100}

        """)
  }

  /// A user and a system configuration directory, each with `layouts/` and `themes/`.
  func configDirectories() throws -> (user: URL, system: URL, environment: [String: String]) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("xdg-\(UUID())")
    let user = root.appendingPathComponent("home")
    let system = root.appendingPathComponent("etc")
    for base in [user, system] {
      for folder in ["keypad/layouts", "keypad/themes"] {
        try FileManager.default.createDirectory(
          at: base.appendingPathComponent(folder), withIntermediateDirectories: true)
      }
    }
    return (
      user, system, ["XDG_CONFIG_HOME": user.path, "XDG_CONFIG_DIRS": system.path]
    )
  }

  @Test func systemLayoutsAndThemesAreFoundAndTheUsersComeFirst() throws {
    let (user, system, environment) = try configDirectories()
    let two = #"{"rows": [[{"label": "A"}, {"label": "B"}]]}"#
    let three = #"{"rows": [[{"label": "A"}, {"label": "B"}, {"label": "C"}]]}"#
    try Data(two.utf8).write(to: system.appendingPathComponent("keypad/layouts/kiosk.json"))
    try Data(three.utf8).write(to: system.appendingPathComponent("keypad/layouts/id.json"))
    try Data(three.utf8).write(to: user.appendingPathComponent("keypad/layouts/kiosk.json"))
    try Data(#"{"base": "dark", "name": "bank"}"#.utf8)
      .write(to: system.appendingPathComponent("keypad/themes/bank.json"))

    let keys = try KeypadProcess.run(
      ["geometry", "--layout", "kiosk", "--target", "focused", "--theme", "bank"],
      environment: environment)
    #expect(keys.status == 0)
    #expect(keys.stdout.split(separator: "\n").count == 3)

    let list = try KeypadProcess.run(["layouts"], environment: environment)
    let lines = list.stdout.split(separator: "\n").map(String.init)
    // The system's id.json hides the built-in id layout.
    #expect(!lines.contains { $0.hasPrefix("id ") && $0.contains("Chinese resident ID") })
    #expect(lines.contains("id       system layout file \(system.path)/keypad/layouts/id.json"))
    #expect(lines.contains("kiosk    user layout file \(user.path)/keypad/layouts/kiosk.json"))
    #expect(lines.contains { $0.hasPrefix("card ") })

    let check = try KeypadProcess.run(["layouts", "--check", "kiosk"], environment: environment)
    #expect(check.status == 0)
    #expect(check.stdout.hasPrefix("\(user.path)/keypad/layouts/kiosk.json: a valid layout"))
    let builtIn = try KeypadProcess.run(["layouts", "--check", "card"], environment: environment)
    #expect(builtIn.stdout.hasPrefix("card: the built-in layout"))
  }

  @Test func aBrokenSystemLayoutExitsTwoEverywhere() throws {
    let (_, system, environment) = try configDirectories()
    try Data("{".utf8).write(to: system.appendingPathComponent("keypad/layouts/broken.json"))
    for arguments in [
      ["layouts", "--check", "broken"], ["geometry", "--layout", "broken"],
      ["--layout", "broken"],
    ] {
      let result = try KeypadProcess.run(
        arguments, environment: environment.merging(["DISPLAY": ""]) { $1 })
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stderr.contains("keypad/layouts/broken.json', line 1, column 2"))
    }
  }
}
