/// A JSON value read from a configuration file, with the line and column it starts at, so
/// errors can point at it.
public struct JSONValue: Sendable {
  /// What the value is.
  public enum Kind: Sendable {
    case object([(key: String, value: JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
  }

  /// The value.
  public var kind: Kind
  /// The line it starts on, from 1.
  public var line: Int
  /// The column it starts at, from 1.
  public var column: Int

  /// A short name for the kind of value, for messages: "a string", "an object"…
  public var kindName: Message {
    switch kind {
    case .object: Message(en: "an object", zh: "对象")
    case .array: Message(en: "a list", zh: "列表")
    case .string: Message(en: "a string", zh: "字符串")
    case .number: Message(en: "a number", zh: "数字")
    case .bool: Message(en: "true or false", zh: "true或false")
    case .null: Message(en: "null", zh: "null")
    }
  }
}
