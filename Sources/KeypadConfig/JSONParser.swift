/// A strict JSON parser (RFC 8259) that keeps each value's position.
struct JSONParser {
  /// A syntax error at a position.
  struct SyntaxError: Error {
    var line: Int
    var column: Int
    var message: Message
  }

  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var lineStart = 0

  /// Parses `bytes` as one JSON value with nothing but white space around it.
  static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    // Skip a UTF-8 byte-order mark, which some editors write.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    let value = try parser.value()
    parser.skipWhitespace()
    guard parser.index == bytes.count else {
      let next = parser.describeNext()
      throw parser.error(
        "unexpected \(next.en) after the end of the document", "文档结束后出现多余的\(next.zh)")
    }
    return value
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The column in characters (not bytes) from the start of the line.
  private var column: Int {
    bytes[lineStart..<min(index, bytes.count)].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
  }

  private func error(_ en: String, _ zh: String) -> SyntaxError {
    SyntaxError(line: line, column: column, message: Message(en: en, zh: zh))
  }

  /// What stands at the current position, for messages: `'x'`, `end of file`, `byte 200`.
  private func describeNext() -> Message {
    guard index < bytes.count else { return Message(en: "end of file", zh: "文件结尾") }
    let byte = bytes[index]
    guard (0x21...0x7E).contains(byte) else {
      return Message(en: "byte \(byte)", zh: "字节\(byte)")
    }
    let character = Character(Unicode.Scalar(byte))
    return Message(en: "'\(character)'", zh: "“\(character)”")
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0D: index += 1
      case 0x0A:
        index += 1
        line += 1
        lineStart = index
      default: return
      }
    }
  }

  private mutating func value() throws(SyntaxError) -> JSONValue {
    skipWhitespace()
    let (startLine, startColumn) = (line, column)
    func made(_ kind: JSONValue.Kind) -> JSONValue {
      JSONValue(kind: kind, line: startLine, column: startColumn)
    }
    guard index < bytes.count else {
      throw error("expected a value, found the end of file", "此处应为一个值，却到了文件结尾")
    }
    switch bytes[index] {
    case UInt8(ascii: "{"): return made(try object())
    case UInt8(ascii: "["): return made(try array())
    case UInt8(ascii: "\""): return made(.string(try string()))
    case UInt8(ascii: "t"):
      try literal("true")
      return made(.bool(true))
    case UInt8(ascii: "f"):
      try literal("false")
      return made(.bool(false))
    case UInt8(ascii: "n"):
      try literal("null")
      return made(.null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return made(.number(try number()))
    default:
      let next = describeNext()
      throw error("expected a value, found \(next.en)", "此处应为一个值，却是\(next.zh)")
    }
  }

  private mutating func literal(_ word: String) throws(SyntaxError) {
    let expected = Array(word.utf8)
    guard bytes[index...].starts(with: expected) else {
      let next = describeNext()
      throw error("expected a value, found \(next.en)", "此处应为一个值，却是\(next.zh)")
    }
    index += expected.count
  }

  private mutating func object() throws(SyntaxError) -> JSONValue.Kind {
    index += 1
    var members: [(key: String, value: JSONValue)] = []
    skipWhitespace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        let next = describeNext()
        throw error("expected a key in double quotes, found \(next.en)", "此处应为带双引号的键，却是\(next.zh)")
      }
      let key = try string()
      if members.contains(where: { $0.key == key }) {
        throw error("the key \"\(key)\" appears twice", "键“\(key)”出现了两次")
      }
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        let next = describeNext()
        throw error(
          "expected ':' after the key \"\(key)\", found \(next.en)", "键“\(key)”之后应为“:”，却是\(next.zh)"
        )
      }
      index += 1
      members.append((key, try value()))
      skipWhitespace()
      guard index < bytes.count else {
        throw error("the object is not closed with '}'", "对象没有用“}”结束")
      }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard bytes[index] == UInt8(ascii: "}") else {
        let next = describeNext()
        throw error(
          "expected ',' or '}' in the object, found \(next.en)", "对象中此处应为“,”或“}”，却是\(next.zh)")
      }
      index += 1
      return .object(members)
    }
  }

  private mutating func array() throws(SyntaxError) -> JSONValue.Kind {
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      elements.append(try value())
      skipWhitespace()
      guard index < bytes.count else {
        throw error("the list is not closed with ']'", "列表没有用“]”结束")
      }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard bytes[index] == UInt8(ascii: "]") else {
        let next = describeNext()
        throw error(
          "expected ',' or ']' in the list, found \(next.en)", "列表中此处应为“,”或“]”，却是\(next.zh)")
      }
      index += 1
      return .array(elements)
    }
  }

  private mutating func string() throws(SyntaxError) -> String {
    index += 1
    var scalars = String.UnicodeScalarView()
    var raw: [UInt8] = []
    func flush() {
      scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
      raw.removeAll()
    }
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        flush()
        return String(scalars)
      case UInt8(ascii: "\\"):
        flush()
        index += 1
        guard index < bytes.count else { break }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""): scalars.append("\"")
        case UInt8(ascii: "\\"): scalars.append("\\")
        case UInt8(ascii: "/"): scalars.append("/")
        case UInt8(ascii: "b"): scalars.append("\u{08}")
        case UInt8(ascii: "f"): scalars.append("\u{0C}")
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "u"):
          var code = try hex4()
          if (0xD800...0xDBFF).contains(code), bytes[index...].starts(with: Array("\\u".utf8)) {
            index += 2
            let low = try hex4()
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let scalar = Unicode.Scalar(code) else {
            let hex = String(code, radix: 16)
            throw error("\\u escape \(hex) is not a character", "\\u转义\(hex)不是有效字符")
          }
          scalars.append(scalar)
        default:
          index -= 1
          let name = Character(Unicode.Scalar(escape))
          throw error("unknown escape '\\\(name)' in a string", "字符串中有未知的转义“\\\(name)”")
        }
      case 0x0A:
        throw error(
          "a string runs past the end of the line; close it with '\"'", "字符串越过了行尾；请用“\"”结束它")
      default:
        raw.append(byte)
        index += 1
      }
    }
    throw error("a string is not closed with '\"'", "字符串没有用“\"”结束")
  }

  private mutating func hex4() throws(SyntaxError) -> UInt32 {
    guard index + 4 <= bytes.count,
      let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
    else { throw error("expected four hex digits after \\u", "\\u之后应为四位十六进制数字") }
    index += 4
    return value
  }

  private mutating func number() throws(SyntaxError) -> Double {
    let start = index
    let allowed = Set("+-0123456789.eE".utf8)
    while index < bytes.count && allowed.contains(bytes[index]) { index += 1 }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), text.first != "+", !text.hasPrefix("-.") else {
      index = start
      throw error("'\(text)' is not a number", "“\(text)”不是数字")
    }
    return value
  }
}
