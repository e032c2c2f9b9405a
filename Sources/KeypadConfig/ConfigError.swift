import KeypadCore

/// A layout or theme file that cannot be used, with where and why.
///
/// Nothing of a file with an error is applied: it is read whole, checked whole, and only then
/// used.
public struct ConfigError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What the file was meant to be: `layout`, `theme` or `config`.
  public var kind: String
  /// The file as the user named it (or the name, when no file was found for it).
  public var file: String
  /// Whether ``file`` names a file; false for a name that matched nothing.
  public var isFile: Bool = true
  /// The line of the offending value, from 1, when known.
  public var line: Int?
  /// The column of the offending value, from 1, when known.
  public var column: Int?
  /// Where in the document, such as `rows[1][0].label`; empty for the whole file.
  public var path: String
  /// What is wrong and, where it helps, what to write instead.
  public var problem: Message

  /// Creates an error.
  public init(
    kind: String, file: String, line: Int? = nil, column: Int? = nil, path: String = "",
    problem: Message
  ) {
    self.kind = kind
    self.file = file
    self.line = line
    self.column = column
    self.path = path
    self.problem = problem
  }

  /// The message in English: `keypad: layout file 'x.json', line 3, column 14
  /// (rows[1][0].label): expected a string…`.
  public var description: String { message(in: .en) }

  /// The message in `language`.
  public func message(in language: Language) -> String {
    if language == .zh {
      let noun =
        ["layout": "布局", "theme": "主题", "config": "配置", "fields": "字段规则", "hand-over": "交接"][kind]
        ?? kind
      var text = "keypad：\(noun)\(isFile ? "文件" : "") '\(file)'"
      if let line, let column { text += "，第\(line)行第\(column)列" }
      if !path.isEmpty { text += "（\(path)）" }
      return text + "：" + problem.zh
    }
    var text = "keypad: \(kind)\(isFile ? " file" : "") '\(file)'"
    if let line, let column { text += ", line \(line), column \(column)" }
    if !path.isEmpty { text += " (\(path))" }
    return text + ": " + problem.en
  }
}
