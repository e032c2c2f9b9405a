import KeypadConfig
import KeypadCore
import Testing

@Suite struct ThemeFileTests {
  func parse(_ text: String) throws(ConfigError) -> Theme {
    try ThemeFile.parse(Array(text.utf8), file: "bank.json")
  }

  @Test func aThemeFileOverridesItsBase() throws {
    let theme = try parse(
      """
      {"name": "bank", "base": "dark", "normalKey": "#101010", "cornerRadius": 12,
       "fontFamily": "Noto Sans", "fontSize": 30}
      """)
    #expect(theme.name == "bank")
    #expect(theme.normalKey == RGBColor(red: 0x10, green: 0x10, blue: 0x10))
    #expect(theme.functionKey == Theme.dark.functionKey)
    #expect(theme.cornerRadius == 12)
    #expect(theme.fontFamily == "Noto Sans")
    #expect(theme.fontSize == 30)
  }

  @Test(arguments: [
    (
      "{\"normalKey\": \"white\"}",
      "keypad: theme file 'bank.json', line 1, column 15 (normalKey): \"white\" is not a colour; write it as #RRGGBB, such as \"#D1D5DA\""
    ),
    (
      "{\"base\": \"neon\"}",
      "keypad: theme file 'bank.json', line 1, column 10 (base): \"neon\" is not one of \"light\", \"dark\", \"high-contrast\""
    ),
    (
      "{\"gapWidth\": -1}",
      "keypad: theme file 'bank.json', line 1, column 14 (gapWidth): expected a whole number from 0 to 32, found -1"
    ),
    (
      "{\"labelColour\": \"#000000\"}",
      "keypad: theme file 'bank.json', line 1, column 17 (labelColour): unknown key \"labelColour\"; the keys are \"name\", \"base\", \"fontFamily\", \"fontSize\", \"normalKey\", \"normalKeyPressed\", \"functionKey\", \"functionKeyPressed\", \"label\", \"gap\", \"field\", \"fieldText\", \"caret\", \"ok\", \"error\", \"hint\", \"boxBorder\", \"boxBorderWidth\", \"boxSpacing\", \"cornerRadius\", \"gapWidth\""
    ),
    (
      "{\"label\": \"#000000\" \"gap\": \"#111111\"}",
      "keypad: theme file 'bank.json', line 1, column 21: expected ',' or '}' in the object, found '\"'"
    ),
  ])
  func brokenThemesNameThePlaceAndTheProblem(text: String, expected: String) {
    do {
      _ = try parse(text)
      Issue.record("accepted a broken theme")
    } catch {
      #expect(error.description == expected)
    }
  }
}
