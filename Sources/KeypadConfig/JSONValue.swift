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
  public var kindName: String {
    switch kind {
    case .object: "an object"
    case .array: "a list"
    case .string: "a string"
    case .number: "a number"
    case .bool: "true or false"
    case .null: "null"
    }
  }
}
