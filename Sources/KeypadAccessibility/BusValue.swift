/// One value read from a D-Bus message, with its container structure kept.
///
/// Integers of every width arrive as ``integer(_:)``; object paths and signatures as
/// ``string(_:)``. File descriptors are not read (reading one would duplicate it).
public indirect enum BusValue: Hashable, Sendable {
  /// A string, object path or signature.
  case string(String)
  /// An integer of any width and sign.
  case integer(Int64)
  /// A boolean.
  case boolean(Bool)
  /// A double.
  case double(Double)
  /// An array (`a…`), a dictionary being an array of ``entry(_:_:)``.
  case array([BusValue])
  /// A structure (`(…)`).
  case structure([BusValue])
  /// A dictionary entry (`{…}`).
  case entry(BusValue, BusValue)
  /// A variant (`v`).
  case variant(BusValue)
  /// A value of a type the client does not read (a file descriptor).
  case unsupported

  /// The string, looking through a variant.
  public var string: String? {
    switch self {
    case .string(let text): text
    case .variant(let value): value.string
    default: nil
    }
  }

  /// The integer, looking through a variant.
  public var integer: Int64? {
    switch self {
    case .integer(let value): value
    case .variant(let value): value.integer
    default: nil
    }
  }

  /// The values of an array or structure, looking through a variant.
  public var elements: [BusValue] {
    switch self {
    case .array(let values), .structure(let values): values
    case .variant(let value): value.elements
    default: []
    }
  }

  /// A dictionary with string keys (`a{s…}`), its values as they are.
  public var dictionary: [String: BusValue] {
    var result: [String: BusValue] = [:]
    for element in elements {
      if case .entry(let key, let value) = element, let name = key.string { result[name] = value }
    }
    return result
  }
}
