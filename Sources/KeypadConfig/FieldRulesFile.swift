import KeypadCore

/// `fields.json`: an operator's rules for which keypad `keypad follow` shows on which field,
/// tried after a page's own `keypad-*` hints and before Keypad's built-in words.
///
/// ```json
/// {"rules": [{"words": ["会员卡", "member"], "layout": "card"},
///            {"input-type": "search", "layout": "none"}],
///  "default": "number"}
/// ```
///
/// A rule matches when every criterion it gives matches: `words` (any one of them in the
/// field's id, name, class, placeholder, label or description), `input-type`, `role`,
/// `max-length`. `layout` is a built-in layout or `none`. `default` is the layout for an
/// editable field nothing matched (none when absent). The user's file
/// (`$XDG_CONFIG_HOME/keypad/fields.json`) is tried before the system's
/// (`/etc/xdg/keypad/fields.json`), and its `default` wins.
public enum FieldRulesFile {
  /// The rules and default of every `fields.json` on `path`, the user's first.
  /// - Throws: ``ConfigError`` for a file that cannot be read or is not right.
  public static func load(searching path: ConfigSearchPath) throws(ConfigError)
    -> (rules: [FieldRule], fallback: BuiltInLayout?)
  {
    var rules: [FieldRule] = []
    var fallback: BuiltInLayout??
    for directory in path.directories {
      let file = directory.path + "/fields.json"
      guard ConfigFile.exists(file) else { continue }
      let parsed = try parse(ConfigFile.read(file, kind: "fields"), file: file)
      rules += parsed.rules
      if fallback == nil, let given = parsed.fallback { fallback = given }
    }
    return (rules, fallback ?? nil)
  }

  /// Parses one `fields.json`; `file` names it in errors. The fallback is `nil` when the file
  /// gives none, `.some(nil)` for `"default": "none"`.
  public static func parse(_ bytes: [UInt8], file: String) throws(ConfigError)
    -> (rules: [FieldRule], fallback: BuiltInLayout??)
  {
    let document = try JSONReader(document: bytes, kind: "fields", file: file)
    let members = try document.object(keys: ["rules", "default"])
    var rules: [FieldRule] = []
    for reader in try members["rules"]?.array() ?? [] {
      let rule = try reader.object(keys: ["layout", "words", "input-type", "role", "max-length"])
      guard let layoutReader = rule["layout"] else {
        throw reader.error(
          "a rule needs a \"layout\" (a built-in layout or \"none\")",
          "每条规则都需要“layout”（内置布局名或“none”）")
      }
      var words: [String] = []
      for word in try rule["words"]?.array(nonEmpty: true) ?? [] {
        words.append(try word.string(nonEmpty: true))
      }
      rules.append(
        FieldRule(
          layout: try layout(layoutReader), words: words,
          inputType: try rule["input-type"]?.string(nonEmpty: true),
          role: try rule["role"]?.string(nonEmpty: true),
          maximumLength: try rule["max-length"]?.integer(in: 1...100_000)))
    }
    let fallback: BuiltInLayout?? = try members["default"].map { reader throws(ConfigError) in
      try layout(reader)
    }
    return (rules, fallback)
  }

  /// A built-in layout other than the PIN pad (which goes only to password fields), or `none`.
  private static func layout(_ reader: JSONReader) throws(ConfigError) -> BuiltInLayout? {
    let names = BuiltInLayout.allCases.filter { $0 != .pin }.map { $0.rawValue } + ["none"]
    return BuiltInLayout(rawValue: try reader.choice(names))
  }
}
