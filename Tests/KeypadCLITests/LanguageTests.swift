import Foundation
import Testing

@Suite struct LanguageTests {
  @Test func chineseLabelsAndMessagesFollowLang() throws {
    let geometry = try KeypadProcess.run(
      ["geometry", "--target", "focused"], environment: ["LANG": "zh_CN.UTF-8"])
    #expect(
      geometry.stdout.contains(#""label":"删除""#) && geometry.stdout.contains(#""label":"收起""#))
    let english = try KeypadProcess.run(["geometry", "--target", "focused", "--lang", "en"])
    #expect(
      english.stdout.contains(#""label":"Delete""#) && english.stdout.contains(#""label":"Hide""#))
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
      ["--theme", "neon", "--lang", "zh"],
      environment: ["DISPLAY": "", "XDG_CONFIG_HOME": "/home/k/.config", "XDG_CONFIG_DIRS": ""])
    #expect(
      theme.stderr == """
        keypad：主题 'neon'：既不是内置主题（light, dark, high-contrast）也不是主题文件；请给出 .json 文件的路径，或把 neon.json 放在 /home/k/.config/keypad/themes 或 /etc/xdg/keypad/themes 中

        """)
  }
}
