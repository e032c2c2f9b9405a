import KeypadCore

/// Layout files: JSON with the same model as the built-in layouts.
///
/// ```json
/// {
///   "name": "id-kiosk",
///   "field": "id",
///   "rows": [
///     [{"label": "1"}, {"label": "2"}, {"label": "3"}],
///     [{"label": "X", "style": "function"}, {"label": "0"},
///      {"label": "⌫", "action": "deleteBackward", "style": "function"}]
///   ]
/// }
/// ```
///
/// A key has a `label`; an `action` (`insert`, the default, inserting `text` or else the label;
/// `deleteBackward`; `clear`; `submit`; `cancel`); a `style` (`normal` or `function`); and a
/// `width` in grid units (1–12). `field` names the built-in field the prompt uses (`id`, `card`,
/// `decimal`, `number`, `phone`, `pin`, `otp`); without it the field accepts what the keys type.
public struct LayoutFile: Sendable {
  /// The keys.
  public var layout: Layout
  /// The built-in layout whose field the prompt uses, when the file names one.
  public var field: BuiltInLayout?

  /// The most rows and keys a row a layout file may have.
  public static let maximumRows = 12
  /// The most keys in one row.
  public static let maximumKeysPerRow = 16

  /// Reads and checks the layout file at `path`.
  /// - Throws: ``ConfigError`` with the place and the problem.
  public static func load(_ path: String) throws(ConfigError) -> LayoutFile {
    try parse(ConfigFile.read(path, kind: "layout"), file: path)
  }

  /// Parses and checks a layout document; `file` names it in errors.
  public static func parse(_ bytes: [UInt8], file: String) throws(ConfigError) -> LayoutFile {
    let document = try JSONReader(document: bytes, kind: "layout", file: file)
    let members = try document.object(keys: ["name", "field", "rows"])
    guard let rowsReader = members["rows"] else {
      throw document.error(
        "the key \"rows\" is missing: a layout is a list of rows of keys",
        "缺少键“rows”：布局是由若干行按键组成的列表")
    }
    let name = try members["name"]?.string(nonEmpty: true) ?? fileStem(file)
    let field =
      try members["field"].map { reader throws(ConfigError) in
        BuiltInLayout(rawValue: try reader.choice(BuiltInLayout.allCases.map { $0.rawValue }))
      } ?? nil
    let rowReaders = try rowsReader.array(nonEmpty: true)
    guard rowReaders.count <= maximumRows else {
      throw rowsReader.error(
        "\(rowReaders.count) rows are too many; a layout has at most \(maximumRows)",
        "\(rowReaders.count)行太多了；布局最多\(maximumRows)行")
    }
    var rows: [[Key]] = []
    for rowReader in rowReaders {
      let keyReaders = try rowReader.array(nonEmpty: true)
      guard keyReaders.count <= maximumKeysPerRow else {
        throw rowReader.error(
          "\(keyReaders.count) keys are too many; a row has at most \(maximumKeysPerRow)",
          "\(keyReaders.count)个按键太多了；一行最多\(maximumKeysPerRow)个")
      }
      var row: [Key] = []
      for keyReader in keyReaders { row.append(try key(keyReader)) }
      rows.append(row)
    }
    return LayoutFile(layout: Layout(name: name, rows: rows), field: field)
  }

  /// The layout as the keypad uses it: these keys, with the field they borrow.
  public var choice: LayoutChoice { .custom(layout, field: field) }

  private static func key(_ reader: JSONReader) throws(ConfigError) -> Key {
    let members = try reader.object(keys: ["label", "action", "text", "style", "width"])
    guard let labelReader = members["label"] else {
      throw reader.error(
        "the key \"label\" is missing: every key shows a label", "缺少键“label”：每个按键都要有标签")
    }
    let label = try labelReader.string(nonEmpty: true)
    let actionName =
      try members["action"]?.choice(
        ["insert", "deleteBackward", "clear", "submit", "cancel"]) ?? "insert"
    let text = try members["text"]?.string(nonEmpty: true)
    if let textReader = members["text"], actionName != "insert" {
      throw textReader.error(
        "\"text\" goes with the action \"insert\" only", "“text”只能与动作“insert”一起使用")
    }
    let action: KeyAction =
      switch actionName {
      case "deleteBackward": .deleteBackward
      case "clear": .clear
      case "submit": .submit
      case "cancel": .cancel
      default: .insert(text ?? label)
      }
    let styleName = try members["style"]?.choice(KeyStyle.allCases.map { $0.rawValue })
    let style = styleName.flatMap(KeyStyle.init(rawValue:)) ?? .normal
    let width = try members["width"]?.integer(in: 1...12) ?? 1
    return Key(label: label, action: action, style: style, width: width)
  }

  private static func fileStem(_ path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name.hasSuffix(".json") ? String(name.dropLast(5)) : name
  }
}
