/// A strict JSON parser (RFC 8259) that keeps each value's position.
struct JSONParser {
  /// A syntax error at a position.
  struct SyntaxError: Error {
    var line: Int
    var column: Int
    var message: Message
  }

  /// How deeply objects and lists may nest. Keypad's files need four levels; the limit keeps
  /// a hostile file of thousands of `[` from overflowing the stack.
  static let maximumDepth = 64

  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var lineStart = 0
  private var depth = 0
  // The column is counted forward from the last place it was asked for, so that a long line
  // costs time in proportion to its length, not to its square.
  private var countedIndex = 0
  private var countedColumn = 1

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
  private mutating func column() -> Int {
    let end = min(index, bytes.count)
    if countedIndex < lineStart || countedIndex > end {
      countedIndex = lineStart
      countedColumn = 1
    }
    for byte in bytes[countedIndex..<end] where byte & 0xC0 != 0x80 { countedColumn += 1 }
    countedIndex = end
    return countedColumn
  }

  private mutating func error(_ en: String, _ zh: String) -> SyntaxError {
    SyntaxError(line: line, column: column(), message: Message(en: en, zh: zh))
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
    let (startLine, startColumn) = (line, column())
    func made(_ kind: JSONValue.Kind) -> JSONValue {
      JSONValue(kind: kind, line: startLine, column: startColumn)
    }
    guard index < bytes.count else {
      throw error("expected a value, found the end of file", "此处应为一个值，却到了文件结尾")
    }
    switch bytes[index] {
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      guard depth < Self.maximumDepth else {
        throw error(
          "lists and objects nest more than \(Self.maximumDepth) levels deep",
          "列表和对象的嵌套超过了\(Self.maximumDepth)层")
      }
      depth += 1
      defer { depth -= 1 }
      return made(try bytes[index] == UInt8(ascii: "{") ? object() : array())
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
    var keys: Set<String> = []
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
      guard keys.insert(key).inserted else {
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
    var rawStart = index
    // Appends the unescaped bytes since `rawStart`, refusing what is not UTF-8.
    func flush(_ parser: inout JSONParser) throws(SyntaxError) {
      guard rawStart < parser.index else { return }
      guard let text = String(validating: parser.bytes[rawStart..<parser.index], as: UTF8.self)
      else {
        throw parser.error("a string is not valid UTF-8", "字符串不是有效的UTF-8")
      }
      scalars.append(contentsOf: text.unicodeScalars)
    }
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        try flush(&self)
        index += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        try flush(&self)
        index += 1
        guard index < bytes.count else { break }
        scalars.append(try escape())
        rawStart = index
      case 0x0A:
        throw error(
          "a string runs past the end of the line; close it with '\"'", "字符串越过了行尾；请用“\"”结束它")
      case 0x00..<0x20:
        throw error(
          "control character \(byte) in a string; write it as an escape such as \\n or \\t",
          "字符串中有控制字符\(byte)；请写成 \\n 或 \\t 这样的转义")
      default:
        index += 1
      }
    }
    throw error("a string is not closed with '\"'", "字符串没有用“\"”结束")
  }

  /// The character of the escape after a backslash; `index` is on the letter.
  private mutating func escape() throws(SyntaxError) -> Unicode.Scalar {
    let letter = bytes[index]
    index += 1
    switch letter {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let code = try hex4()
      if (0xDC00...0xDFFF).contains(code) {
        throw error(
          "\\u\(hex(code)) is the second half of a surrogate pair with no first half",
          "\\u\(hex(code))是代理对的后半部分，却没有前半部分")
      }
      guard (0xD800...0xDBFF).contains(code) else {
        // Every code outside the surrogates is a scalar.
        return Unicode.Scalar(code) ?? "\u{FFFD}"
      }
      guard bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
        throw error(
          "\\u\(hex(code)) is the first half of a surrogate pair; the second half (\\uDC00 to \\uDFFF) must follow",
          "\\u\(hex(code))是代理对的前半部分；后面必须紧跟后半部分（\\uDC00到\\uDFFF）")
      }
      index += 2
      let low = try hex4()
      guard (0xDC00...0xDFFF).contains(low) else {
        throw error(
          "\\u\(hex(code)) must be followed by the second half of a surrogate pair (\\uDC00 to \\uDFFF), not \\u\(hex(low))",
          "\\u\(hex(code))后面必须是代理对的后半部分（\\uDC00到\\uDFFF），而不是\\u\(hex(low))")
      }
      return Unicode.Scalar(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
    default:
      index -= 1
      guard (0x21...0x7E).contains(letter) else {
        throw error("unknown escape: '\\' before byte \(letter)", "未知的转义：“\\”后面是字节\(letter)")
      }
      let name = Character(Unicode.Scalar(letter))
      throw error("unknown escape '\\\(name)' in a string", "字符串中有未知的转义“\\\(name)”")
    }
  }

  /// `code` as four upper-case hex digits, as written after `\u`.
  private func hex(_ code: UInt32) -> String {
    let digits = String(code, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  private mutating func hex4() throws(SyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for offset in 0..<4 {
      guard index + offset < bytes.count, let digit = Self.hexValue(bytes[index + offset]) else {
        index += offset
        throw error("expected four hex digits after \\u", "\\u之后应为四位十六进制数字")
      }
      value = value << 4 | digit
    }
    index += 4
    return value
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// A number as RFC 8259 writes it: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
  private mutating func number() throws(SyntaxError) -> Double {
    let start = index
    func digits(_ parser: inout JSONParser) -> Int {
      let first = parser.index
      while parser.index < parser.bytes.count,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.index])
      {
        parser.index += 1
      }
      return parser.index - first
    }
    func next(_ parser: JSONParser) -> UInt8? {
      parser.index < parser.bytes.count ? parser.bytes[parser.index] : nil
    }
    var wellFormed = true
    if next(self) == UInt8(ascii: "-") { index += 1 }
    let leadingZero = next(self) == UInt8(ascii: "0")
    let whole = digits(&self)
    if whole == 0 || (leadingZero && whole > 1) { wellFormed = false }
    if next(self) == UInt8(ascii: ".") {
      index += 1
      if digits(&self) == 0 { wellFormed = false }
    }
    if let e = next(self), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
      index += 1
      if let sign = next(self), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
        index += 1
      }
      if digits(&self) == 0 { wellFormed = false }
    }
    // Take in what a careless writer glued on (`1.2.3`, `1e5x`), so the message shows it whole.
    let glued = Set("+-.0123456789eE".utf8)
    while let byte = next(self), glued.contains(byte) {
      index += 1
      wellFormed = false
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard wellFormed, let value = Double(text), value.isFinite else {
      index = start
      if wellFormed {
        throw error("'\(text)' is too large a number", "“\(text)”这个数太大了")
      }
      throw error("'\(text)' is not a number", "“\(text)”不是数字")
    }
    return value
  }
}
