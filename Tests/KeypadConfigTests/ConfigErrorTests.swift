import KeypadConfig
import KeypadCore
import Testing

@Suite struct ConfigErrorLanguageTests {
  func message(_ text: String, _ language: Language) -> String {
    do {
      _ = try LayoutFile.parse(Array(text.utf8), file: "kiosk.json")
      return "no error"
    } catch {
      return error.message(in: language)
    }
  }

  @Test(arguments: [
    (
      "{\"rows\": [[{\"label\": \"1\"},]]}",
      "keypad：布局文件 'kiosk.json'，第1行第27列：此处应为一个值，却是“]”"
    ),
    (
      "{\n  \"rows\": [\n    [{\"label\": 2}]\n  ]\n}",
      "keypad：布局文件 'kiosk.json'，第3行第16列（rows[0][0].label）：此处应为带双引号的字符串，却是数字"
    ),
    (
      "{\"rows\": [[{\"label\": \"1\", \"style\": \"bold\"}]]}",
      "keypad：布局文件 'kiosk.json'，第1行第36列（rows[0][0].style）：“bold”不是以下之一：“normal”、“function”"
    ),
    ("{}", "keypad：布局文件 'kiosk.json'，第1行第1列：缺少键“rows”：布局是由若干行按键组成的列表"),
  ])
  func brokenFilesAreExplainedInChinese(text: String, expected: String) {
    #expect(message(text, .zh) == expected)
  }

  @Test func theEnglishMessageIsTheDescription() {
    let text = "{\"rows\": []}"
    #expect(
      message(text, .en)
        == "keypad: layout file 'kiosk.json', line 1, column 10 (rows): the list is empty")
  }
}
