/// A JSON value to write, without Foundation: what `keypad validate --json`, `keypad geometry`
/// and the prompt's `--live` lines print. (Files are read by `KeypadConfig`'s reader.)
public enum JSONText: Sendable {
  /// A string.
  case string(String)
  /// A whole number.
  case int(Int)
  /// `true` or `false`.
  case bool(Bool)
  /// `null`.
  case null
  /// A list.
  case array([JSONText])
  /// An object, its members in the order given.
  case object([(String, JSONText)])

  /// `value` as a JSON string, or `null` when it is `nil`.
  public static func optional(_ value: String?) -> JSONText {
    value.map(JSONText.string) ?? .null
  }

  /// The compact JSON text, on one line.
  public var text: String {
    var output = ""
    write(to: &output)
    return output
  }

  private func write(to output: inout String) {
    switch self {
    case .string(let string): Self.writeString(string, to: &output)
    case .int(let value): output += String(value)
    case .bool(let value): output += value ? "true" : "false"
    case .null: output += "null"
    case .array(let values):
      output += "["
      for (index, value) in values.enumerated() {
        if index > 0 { output += "," }
        value.write(to: &output)
      }
      output += "]"
    case .object(let fields):
      output += "{"
      for (index, (key, value)) in fields.enumerated() {
        if index > 0 { output += "," }
        Self.writeString(key, to: &output)
        output += ":"
        value.write(to: &output)
      }
      output += "}"
    }
  }

  private static func writeString(_ string: String, to output: inout String) {
    output += "\""
    if !string.utf8.contains(where: {
      $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
    }) {
      output += string
      output += "\""
      return
    }
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}
