import KeypadCore

/// Theme files: JSON naming colours, font and shapes over a built-in theme.
///
/// ```json
/// {
///   "name": "bank",
///   "base": "light",
///   "normalKey": "#FFFFFF", "normalKeyPressed": "#D1D5DA",
///   "functionKey": "#D1D5DA", "functionKeyPressed": "#FFFFFF",
///   "label": "#111111", "gap": "#2B2F36",
///   "field": "#F6F8FA", "fieldText": "#111111", "caret": "#0969DA",
///   "ok": "#1A7F37", "error": "#CF222E", "hint": "#57606A",
///   "boxBorder": "#8C959F", "boxBorderWidth": 1, "boxSpacing": 8, "cornerRadius": 6,
///   "fontFamily": "Noto Sans", "fontSize": 28, "gapWidth": 1
/// }
/// ```
///
/// Every key is optional except that the file must be an object; what it leaves out comes from
/// `base` (default `light`).
public enum ThemeFile {
  /// The theme's colours by key, each with how to set it (closures, not key paths: Embedded
  /// Swift, which builds the lean window, has no key paths).
  static var colorKeys: [(String, (inout Theme, RGBColor) -> Void)] {
    [
      ("normalKey", { $0.normalKey = $1 }),
      ("normalKeyPressed", { $0.normalKeyPressed = $1 }),
      ("functionKey", { $0.functionKey = $1 }),
      ("functionKeyPressed", { $0.functionKeyPressed = $1 }),
      ("label", { $0.label = $1 }),
      ("gap", { $0.gap = $1 }),
      ("field", { $0.field = $1 }),
      ("fieldText", { $0.fieldText = $1 }),
      ("caret", { $0.caret = $1 }),
      ("ok", { $0.ok = $1 }),
      ("error", { $0.error = $1 }),
      ("hint", { $0.hint = $1 }),
      ("boxBorder", { $0.boxBorder = $1 }),
    ]
  }
  /// The theme's sizes by key, with how to set each and the range it must be in.
  static var sizeKeys: [(String, (inout Theme, Int) -> Void, ClosedRange<Int>)] {
    [
      ("boxBorderWidth", { $0.boxBorderWidth = $1 }, 0...16),
      ("boxSpacing", { $0.boxSpacing = $1 }, 0...64),
      ("cornerRadius", { $0.cornerRadius = $1 }, 0...64),
      ("gapWidth", { $0.gapWidth = $1 }, 0...32),
    ]
  }

  /// Reads and checks the theme file at `path`.
  /// - Throws: ``ConfigError`` with the place and the problem.
  public static func load(_ path: String) throws(ConfigError) -> Theme {
    try parse(ConfigFile.read(path, kind: "theme"), file: path)
  }

  /// Parses and checks a theme document; `file` names it in errors.
  public static func parse(_ bytes: [UInt8], file: String) throws(ConfigError) -> Theme {
    let document = try JSONReader(document: bytes, kind: "theme", file: file)
    let keys =
      ["name", "base", "fontFamily", "fontSize"] + colorKeys.map { $0.0 } + sizeKeys.map { $0.0 }
    let members = try document.object(keys: keys)
    let baseName = try members["base"]?.choice(Theme.builtIn.map { $0.name }) ?? Theme.light.name
    var theme = Theme.named(baseName) ?? .light
    theme.name = try members["name"]?.string(nonEmpty: true) ?? "custom"
    for (key, set) in colorKeys {
      if let reader = members[key] { set(&theme, try reader.color()) }
    }
    for (key, set, range) in sizeKeys {
      if let reader = members[key] { set(&theme, try reader.integer(in: range)) }
    }
    if let reader = members["fontFamily"] { theme.fontFamily = try reader.string(nonEmpty: true) }
    if let reader = members["fontSize"] { theme.fontSize = try reader.integer(in: 8...200) }
    return theme
  }
}
