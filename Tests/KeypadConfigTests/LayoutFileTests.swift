import KeypadConfig
import KeypadCore
import Testing

@Suite struct LayoutFileTests {
  func parse(_ text: String) throws(ConfigError) -> LayoutFile {
    try LayoutFile.parse(Array(text.utf8), file: "kiosk.json")
  }

  func message(_ text: String) -> String {
    do {
      _ = try parse(text)
      return "no error"
    } catch {
      return error.description
    }
  }

  @Test func aLayoutFileHasTheBuiltInModel() throws {
    let file = try parse(
      """
      {"name": "id-kiosk", "field": "id", "rows": [
        [{"label": "1"}, {"label": "2"}, {"label": "3"}],
        [{"label": "X", "style": "function"}, {"label": "0"},
         {"label": "删除", "action": "deleteBackward", "style": "function"}],
        [{"label": "OK", "action": "submit", "style": "function", "width": 3}]
      ]}
      """)
    #expect(file.layout.name == "id-kiosk")
    #expect(file.field == .id)
    #expect(file.layout.rows[1][2] == Key(label: "删除", action: .deleteBackward, style: .function))
    #expect(file.layout.rows[2][0].width == 3)
    #expect(file.choice.fieldKind(FieldOptions()) == .residentID(grouped: false))
  }

  @Test func withoutAFieldThePromptAcceptsWhatTheKeysType() throws {
    let file = try parse(#"{"rows": [[{"label": "A"}, {"label": "B", "text": "b"}]]}"#)
    #expect(file.layout.name == "kiosk")
    #expect(file.choice.fieldKind(FieldOptions()) == .anyOf(["A", "b"], maxLength: 64))
  }

  @Test(arguments: [
    (
      "{\"rows\": [[{\"label\": \"1\"},]]}",
      "keypad: layout file 'kiosk.json', line 1, column 27: expected a value, found ']'"
    ),
    (
      "{\n  \"rows\": [\n    [{\"label\": 2}]\n  ]\n}",
      "keypad: layout file 'kiosk.json', line 3, column 16 (rows[0][0].label): expected a string in double quotes, found a number"
    ),
    (
      "{\"rows\": [[{\"label\": \"1\", \"action\": \"explode\"}]]}",
      "keypad: layout file 'kiosk.json', line 1, column 37 (rows[0][0].action): \"explode\" is not one of \"insert\", \"deleteBackward\", \"clear\", \"submit\", \"cancel\""
    ),
    (
      "{\"rows\": [[{\"lable\": \"1\"}]]}",
      "keypad: layout file 'kiosk.json', line 1, column 22 (rows[0][0].lable): unknown key \"lable\"; the keys are \"label\", \"action\", \"text\", \"style\", \"width\""
    ),
    (
      "{\"rows\": [[{\"label\": \"1\", \"width\": 1.5}]]}",
      "keypad: layout file 'kiosk.json', line 1, column 36 (rows[0][0].width): expected a whole number from 1 to 12, found 1.5"
    ),
    (
      "{\"rows\": []}",
      "keypad: layout file 'kiosk.json', line 1, column 10 (rows): the list is empty"
    ),
    (
      "{}",
      "keypad: layout file 'kiosk.json', line 1, column 1: the key \"rows\" is missing: a layout is a list of rows of keys"
    ),
    (
      "{\"field\": \"passport\", \"rows\": [[{\"label\": \"1\"}]]}",
      "keypad: layout file 'kiosk.json', line 1, column 11 (field): \"passport\" is not one of \"id\", \"number\", \"decimal\", \"phone\", \"card\", \"pin\", \"otp\""
    ),
    (
      "{\"rows\": [[{\"label\": \"⌫\", \"action\": \"deleteBackward\", \"text\": \"x\"}]]}",
      "keypad: layout file 'kiosk.json', line 1, column 63 (rows[0][0].text): \"text\" goes with the action \"insert\" only"
    ),
    (
      "[1, 2", "keypad: layout file 'kiosk.json', line 1, column 6: the list is not closed with ']'"
    ),
    (
      "{\"rows\": \"1 2 3\"}",
      "keypad: layout file 'kiosk.json', line 1, column 10 (rows): expected a list ([ … ]), found a string"
    ),
  ])
  func brokenFilesNameThePlaceAndTheProblem(text: String, expected: String) {
    #expect(message(text) == expected)
  }

  @Test func aMissingFileSaysSo() {
    do {
      _ = try LayoutFile.load("/nonexistent/layout.json")
      Issue.record("loaded a missing file")
    } catch {
      #expect(
        error.description
          == "keypad: layout file '/nonexistent/layout.json': cannot be read: No such file or directory"
      )
    }
  }

  @Test(arguments: ["id-6-8-4.json", "bank-card.json", "hex.json"])
  func theShippedExamplesAreValid(name: String) throws {
    let path = #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
    _ = try LayoutFile.load("/" + path + "/assets/layouts/" + name)
  }
}
