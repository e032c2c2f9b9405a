import KeypadConfig
import KeypadCore

/// Where a `--layout` comes from: a built-in name, a user layout by name, or a file path.
enum LayoutSource {
  /// Resolves `argument`: a path (with a `/` or ending in `.json`) is read as a layout file; a
  /// name is looked up in `$XDG_CONFIG_HOME/keypad/layouts/` first, then among the built-ins.
  /// - Throws: ``ConfigError`` for a broken file or an unknown name.
  static func resolve(_ argument: String) throws(ConfigError) -> LayoutChoice {
    if argument.contains("/") || argument.hasSuffix(".json") {
      return try LayoutFile.load(argument).choice
    }
    if let path = ConfigFile.userLayout(named: argument) {
      return try LayoutFile.load(path).choice
    }
    if let builtIn = BuiltInLayout(rawValue: argument) { return .builtIn(builtIn) }
    let names = BuiltInLayout.allCases.map(\.rawValue).joined(separator: ", ")
    var error = ConfigError(
      kind: "layout", file: argument,
      problem: Message(
        en:
          "is neither a built-in layout (\(names)) nor a layout file; give a path to a .json file, or put NAME.json in $XDG_CONFIG_HOME/keypad/layouts/",
        zh:
          "既不是内置布局（\(names)）也不是布局文件；请给出 .json 文件的路径，或把 NAME.json 放在 $XDG_CONFIG_HOME/keypad/layouts/ 中"
      ))
    error.isFile = false
    throw error
  }
}
