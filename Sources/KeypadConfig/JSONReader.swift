import KeypadCore

/// Reads typed values out of a ``JSONValue``, reporting each mistake with its place.
struct JSONReader {
  let value: JSONValue
  let path: String
  let kind: String
  let file: String

  /// A reader for a whole document, parsed from `bytes`; a syntax error becomes a
  /// ``ConfigError`` at its line and column.
  init(document bytes: [UInt8], kind: String, file: String) throws(ConfigError) {
    do {
      value = try JSONParser.parse(bytes)
    } catch {
      throw ConfigError(
        kind: kind, file: file, line: error.line, column: error.column, problem: error.message)
    }
    path = ""
    self.kind = kind
    self.file = file
  }

  private init(value: JSONValue, path: String, kind: String, file: String) {
    self.value = value
    self.path = path
    self.kind = kind
    self.file = file
  }

  /// An error about this value, in English and Chinese.
  func error(_ en: String, _ zh: String) -> ConfigError {
    ConfigError(
      kind: kind, file: file, line: value.line, column: value.column, path: path,
      problem: Message(en: en, zh: zh))
  }

  private func child(_ value: JSONValue, _ step: String) -> JSONReader {
    JSONReader(
      value: value, path: path.isEmpty ? step : path + step.asPathStep, kind: kind, file: file)
  }

  /// The members of an object, refusing keys outside `keys` (a typo would otherwise be ignored).
  func object(keys: [String]) throws(ConfigError) -> [String: JSONReader] {
    guard case .object(let members) = value.kind else {
      throw error(
        "expected an object ({ … }), found \(value.kindName.en)",
        "此处应为对象（{ … }），却是\(value.kindName.zh)")
    }
    var result: [String: JSONReader] = [:]
    for (key, member) in members {
      let reader = child(member, key)
      guard keys.contains(key) else {
        throw reader.error(
          "unknown key \"\(key)\"; the keys are \(keys.map { "\"\($0)\"" }.joined(separator: ", "))",
          "未知的键“\(key)”；可用的键是\(keys.map { "“\($0)”" }.joined(separator: "、"))")
      }
      result[key] = reader
    }
    return result
  }

  /// The elements of a list.
  func array(nonEmpty: Bool = false) throws(ConfigError) -> [JSONReader] {
    guard case .array(let elements) = value.kind else {
      throw error(
        "expected a list ([ … ]), found \(value.kindName.en)",
        "此处应为列表（[ … ]），却是\(value.kindName.zh)")
    }
    if nonEmpty && elements.isEmpty { throw error("the list is empty", "列表是空的") }
    return elements.enumerated().map { child($1, "[\($0)]") }
  }

  /// A string, optionally non-empty.
  func string(nonEmpty: Bool = false) throws(ConfigError) -> String {
    guard case .string(let text) = value.kind else {
      throw error(
        "expected a string in double quotes, found \(value.kindName.en)",
        "此处应为带双引号的字符串，却是\(value.kindName.zh)")
    }
    if nonEmpty && text.isEmpty { throw error("the string is empty", "字符串是空的") }
    return text
  }

  /// A whole number within `range`.
  func integer(in range: ClosedRange<Int>) throws(ConfigError) -> Int {
    guard case .number(let number) = value.kind else {
      throw error(
        "expected a whole number, found \(value.kindName.en)", "此处应为整数，却是\(value.kindName.zh)")
    }
    guard number.rounded(.towardZero) == number, let whole = Int(exactly: number),
      range.contains(whole)
    else {
      // Show the number as the user wrote it: 0, not 0.0.
      let number = Int(exactly: number).map(String.init) ?? String(number)
      throw error(
        "expected a whole number from \(range.lowerBound) to \(range.upperBound), found \(number)",
        "此处应为\(range.lowerBound)到\(range.upperBound)之间的整数，却是\(number)")
    }
    return whole
  }

  /// Whether the value is `null`.
  var isNull: Bool {
    if case .null = value.kind { return true }
    return false
  }

  /// A number, whole or not.
  func number() throws(ConfigError) -> Double {
    guard case .number(let number) = value.kind else {
      throw error(
        "expected a number, found \(value.kindName.en)", "此处应为数字，却是\(value.kindName.zh)")
    }
    return number
  }

  /// `true` or `false`.
  func bool() throws(ConfigError) -> Bool {
    guard case .bool(let flag) = value.kind else {
      throw error(
        "expected true or false, found \(value.kindName.en)",
        "此处应为true或false，却是\(value.kindName.zh)")
    }
    return flag
  }

  /// A colour written `#RRGGBB`.
  func color() throws(ConfigError) -> RGBColor {
    let text = try string()
    guard text.hasPrefix("#"), let color = RGBColor(hex: text) else {
      throw error(
        "\"\(text)\" is not a colour; write it as #RRGGBB, such as \"#D1D5DA\"",
        "“\(text)”不是颜色；请写成 #RRGGBB，例如“#D1D5DA”")
    }
    return color
  }

  /// One of `choices`.
  func choice(_ choices: [String]) throws(ConfigError) -> String {
    let text = try string()
    guard choices.contains(text) else {
      throw error(
        "\"\(text)\" is not one of \(choices.map { "\"\($0)\"" }.joined(separator: ", "))",
        "“\(text)”不是以下之一：\(choices.map { "“\($0)”" }.joined(separator: "、"))")
    }
    return text
  }
}

extension String {
  /// `key` as a path step after another: `.key`, or `[n]` unchanged.
  fileprivate var asPathStep: String { hasPrefix("[") ? self : "." + self }
}
