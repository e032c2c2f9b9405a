import KeypadCore
import Testing

@Suite struct ThemeTests {
  /// WCAG 2 AA for normal text: every label and field text on its background, 4.5:1 or better.
  @Test(arguments: Theme.builtIn)
  func everyBuiltInThemeKeepsTextContrastAtLeastFourPointFive(theme: Theme) {
    for style in KeyStyle.allCases {
      for pressed in [false, true] {
        let ratio = theme.label.contrastRatio(with: theme.keyBackground(style, pressed: pressed))
        #expect(ratio >= 4.5, "\(theme.name) \(style) pressed: \(pressed) is \(ratio):1")
      }
    }
    for color in [theme.fieldText, theme.ok, theme.error, theme.hint] {
      #expect(color.contrastRatio(with: theme.field) >= 4.5, "\(theme.name) \(color) on field")
    }
  }

  /// WCAG 2.1 non-text contrast (1.4.11): the edges of every key against the gaps around it,
  /// the code boxes' borders and the caret against the field, 3:1 or better.
  @Test(arguments: Theme.builtIn)
  func everyBuiltInThemeKeepsNonTextContrastAtLeastThree(theme: Theme) {
    for style in KeyStyle.allCases {
      for pressed in [false, true] {
        let ratio = theme.gap.contrastRatio(with: theme.keyBackground(style, pressed: pressed))
        #expect(
          ratio >= 3, "\(theme.name) \(style) pressed: \(pressed) against the gap is \(ratio):1")
      }
    }
    #expect(theme.boxBorder.contrastRatio(with: theme.field) >= 3, "\(theme.name) box border")
    #expect(theme.caret.contrastRatio(with: theme.field) >= 3, "\(theme.name) caret")
  }

  @Test func contrastRatioMatchesWCAGReferenceValues() {
    let black = RGBColor(red: 0, green: 0, blue: 0)
    let white = RGBColor(red: 255, green: 255, blue: 255)
    #expect(abs(black.contrastRatio(with: white) - 21) < 0.001)
    #expect(abs(white.contrastRatio(with: white) - 1) < 0.001)
    // #767676 on white is the classic 4.54:1 grey.
    let grey = RGBColor(red: 0x76, green: 0x76, blue: 0x76)
    #expect(abs(grey.contrastRatio(with: white) - 4.54) < 0.01)
  }

  @Test func theSourceArticlesColoursAreTheLightTheme() {
    #expect(Theme.light.normalKey.description == "#FFFFFF")
    #expect(Theme.light.normalKeyPressed.description == "#D1D5DA")
    #expect(Theme.light.functionKey.description == "#D1D5DA")
    #expect(Theme.light.functionKeyPressed.description == "#FFFFFF")
  }

  @Test func hexColoursParse() {
    #expect(RGBColor(hex: "#0969da") == RGBColor(red: 0x09, green: 0x69, blue: 0xDA))
    #expect(RGBColor(hex: "0969DA")?.description == "#0969DA")
    #expect(RGBColor(hex: "#12345") == nil)
    #expect(RGBColor(hex: "#GG0000") == nil)
  }
}
