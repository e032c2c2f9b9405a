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
    #expect(result.status == 1)
    #expect(
      result.stderr == """
        keypad: layout file '\(path)', line 1, column 36 (rows[0][0].style): "bold" is not one of "normal", "function"

        """)
  }

  @Test func aBrokenLayoutStopsTheKeypadBeforeItShows() throws {
    let path = try temporaryFile(#"{"rows": [[{"label": 1}]]}"#)
    let result = try KeypadProcess.run(["--layout", path], environment: ["DISPLAY": ""])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("keypad: layout file '\(path)', line 1, column 22"))
  }

  @Test func anUnknownThemeOrLayoutNameIsExplained() throws {
    let theme = try KeypadProcess.run(["--theme", "neon"], environment: ["DISPLAY": ""])
    #expect(theme.status == 2)
    #expect(
      theme.stderr == """
        keypad: theme file 'neon': is neither a built-in theme (light, dark, high-contrast) nor a theme file; give a path to a .json file

        """)
    let layout = try KeypadProcess.run(["geometry", "--layout", "passport"])
    #expect(layout.status == 2)
    #expect(layout.stderr.hasPrefix("keypad: layout file 'passport': is neither a built-in layout"))
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
}

@Suite struct LanguageTests {
  @Test func chineseLabelsAndMessagesFollowLang() throws {
    let geometry = try KeypadProcess.run(
      ["geometry", "--target", "focused"], environment: ["LANG": "zh_CN.UTF-8"])
    #expect(geometry.stdout.split(separator: "\n").last?.contains(#""label":"删除""#) == true)
    let english = try KeypadProcess.run(["geometry", "--target", "focused", "--lang", "en"])
    #expect(english.stdout.split(separator: "\n").last?.contains(#""label":"Delete""#) == true)
    let noDisplay = try KeypadProcess.run([], environment: ["DISPLAY": "", "LANG": "zh_CN.UTF-8"])
    #expect(noDisplay.status == 3)
    #expect(
      noDisplay.stderr
        == "keypad：没有X显示：未设置 $DISPLAY。请在X会话中运行，或用 'xvfb-run keypad …' 在虚拟显示上运行。\n")
  }
}

@Suite struct ChineseUsageErrorTests {
  @Test func optionMistakesAreExplainedInChinese() throws {
    let result = try KeypadProcess.run(["--layout", "otp", "--length", "9", "--lang", "zh"])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("Error: --length 必须在4到8之间，而不是9。"))
    let theme = try KeypadProcess.run(
      ["--theme", "neon", "--lang", "zh"], environment: ["DISPLAY": ""])
    #expect(
      theme.stderr == """
        keypad：主题文件 'neon'：既不是内置主题（light, dark, high-contrast）也不是主题文件；请给出 .json 文件的路径

        """)
  }
}
