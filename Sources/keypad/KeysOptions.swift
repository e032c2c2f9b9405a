import ArgumentParser
import KeypadCore

/// The options that decide which keys the window shows and where: shared by `keypad show` and
/// `keypad geometry`, so the two always lay out the same keys.
struct KeysOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The layout: \(BuiltInLayout.allCases.map(\.rawValue).joined(separator: ", ")), or a layout file.",
      discussion: "A name is looked up in $XDG_CONFIG_HOME/keypad/layouts/NAME.json first.",
      valueName: "name|path"))
  var layout: String = BuiltInLayout.id.rawValue

  @Option(help: "Where keys go: field (a prompt that prints the value) or focused (XTest typing).")
  var target: DeliveryTarget = .field

  @Option(
    help: ArgumentHelp(
      "The colours and gaps: light, dark, high-contrast, or a theme file.", valueName: "name|path"))
  var theme: String = Theme.light.name

  @Option(help: "The language of labels and messages: en or zh (default: from LANG).")
  var lang: Language?

  /// The language: `--lang`, or the locale's.
  var language: Language { lang ?? Environment.language }
}
