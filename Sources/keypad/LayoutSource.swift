import KeypadConfig
import KeypadCore

/// Where a `--layout` comes from: a built-in name, a user layout by name, or a file path.
enum LayoutSource {
  case builtIn(BuiltInLayout)
  case file(LayoutFile)

  /// Resolves `argument`: a path (with a `/` or ending in `.json`) is read as a layout file; a
  /// name is looked up in `$XDG_CONFIG_HOME/keypad/layouts/` first, then among the built-ins.
  /// - Throws: ``ConfigError`` for a broken file or an unknown name.
  static func resolve(_ argument: String) throws(ConfigError) -> LayoutSource {
    if argument.contains("/") || argument.hasSuffix(".json") {
      return .file(try LayoutFile.load(argument))
    }
    if let path = ConfigFile.userLayout(named: argument) {
      return .file(try LayoutFile.load(path))
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

  /// The built-in layout, or the one whose field a layout file borrows.
  var fieldLayout: BuiltInLayout? {
    switch self {
    case .builtIn(let builtIn): builtIn
    case .file(let file): file.field
    }
  }

  /// The keys and field for `target`: a prompt row is added unless the layout has a confirm key.
  func setup(target: DeliveryTarget, language: Language, options: FieldOptions) -> KeypadSetup {
    switch self {
    case .builtIn(let builtIn):
      return KeypadSetup(builtIn: builtIn, target: target, language: language, options: options)
    case .file(let file):
      guard target == .field else { return KeypadSetup(layout: file.layout, fieldKind: nil) }
      let hasConfirm = file.layout.keys.contains { $0.key.action == .submit }
      let layout =
        hasConfirm
        ? file.layout
        : file.layout.addingPromptRow(
          confirm: language == .zh ? "确定" : "OK", cancel: language == .zh ? "取消" : "Cancel")
      return KeypadSetup(layout: layout, fieldKind: file.fieldKind(options))
    }
  }
}
