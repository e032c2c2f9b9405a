import KeypadConfig
import KeypadCore

/// Where a `--layout` comes from: a file path, a layout file found by name in the configuration
/// directories, or a built-in layout.
enum LayoutSource {
  /// Resolves `argument`: a path (with a `/` or ending in `.json`) is read as a layout file; a
  /// name is looked up as `layouts/NAME.json` in the configuration directories first (the
  /// user's, then the system's), then among the built-ins.
  /// - Returns: The layout, and where it came from, for the window executable to read the same
  ///   bytes.
  /// - Throws: ``ConfigError`` for a broken file or an unknown name.
  static func resolve(_ argument: String, searching path: ConfigSearchPath = ConfigSearchPath())
    throws(ConfigError) -> (choice: LayoutChoice, source: WindowRequest.LayoutSource)
  {
    func file(_ path: String) throws(ConfigError) -> (LayoutChoice, WindowRequest.LayoutSource) {
      let contents = try ConfigFile.read(path, kind: "layout")
      return (
        try LayoutFile.parse(contents, file: path).choice, .file(path: path, contents: contents)
      )
    }
    if argument.contains("/") || argument.hasSuffix(".json") {
      return try file(argument)
    }
    if let found = path.file(named: argument, in: "layouts") {
      return try file(found.path)
    }
    if let builtIn = BuiltInLayout(rawValue: argument) {
      return (.builtIn(builtIn), .builtIn(builtIn))
    }
    let names = BuiltInLayout.allCases.map(\.rawValue).joined(separator: ", ")
    var error = ConfigError(
      kind: "layout", file: argument,
      problem: Message(
        en:
          "is neither a built-in layout (\(names)) nor a layout file; give a path to a .json file, or put \(argument).json in \(path.describe("layouts", or: "or"))",
        zh:
          "既不是内置布局（\(names)）也不是布局文件；请给出 .json 文件的路径，或把 \(argument).json 放在 \(path.describe("layouts", or: "或")) 中"
      ))
    error.isFile = false
    throw error
  }
}
