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
  static var colorKeys: [(String, WritableKeyPath<Theme, RGBColor>)] {
    [
      ("normalKey", \.normalKey), ("normalKeyPressed", \.normalKeyPressed),
      ("functionKey", \.functionKey), ("functionKeyPressed", \.functionKeyPressed),
      ("label", \.label), ("gap", \.gap), ("field", \.field), ("fieldText", \.fieldText),
      ("caret", \.caret), ("ok", \.ok), ("error", \.error), ("hint", \.hint),
      ("boxBorder", \.boxBorder),
    ]
  }
  static var sizeKeys: [(String, WritableKeyPath<Theme, Int>, ClosedRange<Int>)] {
    [
      ("boxBorderWidth", \.boxBorderWidth, 0...16), ("boxSpacing", \.boxSpacing, 0...64),
      ("cornerRadius", \.cornerRadius, 0...64), ("gapWidth", \.gapWidth, 0...32),
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
    let keys = ["name", "base", "fontFamily", "fontSize"] + colorKeys.map(\.0) + sizeKeys.map(\.0)
    let members = try document.object(keys: keys)
    let baseName = try members["base"]?.choice(Theme.builtIn.map(\.name)) ?? Theme.light.name
    var theme = Theme.named(baseName) ?? .light
    theme.name = try members["name"]?.string(nonEmpty: true) ?? "custom"
    for (key, path) in colorKeys {
      if let reader = members[key] { theme[keyPath: path] = try reader.color() }
    }
    for (key, path, range) in sizeKeys {
      if let reader = members[key] { theme[keyPath: path] = try reader.integer(in: range) }
    }
    if let reader = members["fontFamily"] { theme.fontFamily = try reader.string(nonEmpty: true) }
    if let reader = members["fontSize"] { theme.fontSize = try reader.integer(in: 8...200) }
    return theme
  }
}
