import ArgumentParser
import KeypadCore

/// The options of how the keypad looks and speaks, shared by every command that shows it.
struct LookOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The colours and gaps: light, dark, high-contrast, or a theme file.", valueName: "name|path"))
  var theme: String = Theme.light.name

  @Option(help: "The language of labels and messages: en or zh (default: from LANG).")
  var lang: Language?

  /// The language: `--lang`, or the locale's.
  var language: Language { lang ?? Environment.language }
}
