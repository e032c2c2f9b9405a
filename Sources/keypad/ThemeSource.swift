import KeypadConfig
import KeypadCore

/// Resolves `--theme`: a built-in name, or a path to a theme file.
enum ThemeSource {
  /// The theme `argument` names.
  /// - Throws: ``ConfigError`` for a broken file or an unknown name.
  static func resolve(_ argument: String) throws(ConfigError) -> Theme {
    if let theme = Theme.named(argument) { return theme }
    if argument.contains("/") || argument.hasSuffix(".json") {
      return try ThemeFile.load(argument)
    }
    let names = Theme.builtIn.map(\.name).joined(separator: ", ")
    var error = ConfigError(
      kind: "theme", file: argument,
      problem: Message(
        en: "is neither a built-in theme (\(names)) nor a theme file; give a path to a .json file",
        zh: "既不是内置主题（\(names)）也不是主题文件；请给出 .json 文件的路径"))
    error.isFile = false
    throw error
  }
}
