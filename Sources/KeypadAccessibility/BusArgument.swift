import CDBus

/// An argument of a method call the client makes.
indirect enum BusArgument {
  /// A string (`s`); the client sends only its own ASCII names.
  case string(String)
  /// A 32-bit integer (`i`).
  case int32(Int32)
  /// An unsigned 32-bit integer (`u`).
  case uint32(UInt32)
  /// A boolean (`b`).
  case boolean(Bool)
  /// A variant (`v`) holding a boolean.
  case variantBoolean(Bool)
  /// An array of elements of `signature`.
  case array(signature: String, [BusArgument])
  /// A structure.
  case structure([BusArgument])

  /// Appends the argument (`dbus_message_iter_append_basic`, `…_open_container`); false when
  /// out of memory.
  func append(to iterator: inout DBusMessageIter) -> Bool {
    func basic<T: BitwiseCopyable>(_ type: Character, _ value: T) -> Bool {
      var copy = value
      return dbus_message_iter_append_basic(&iterator, Self.code(type), &copy) != 0
    }
    switch self {
    case .string(let text):
      return text.withCString { characters in
        basic("s", Optional(characters))
      }
    case .int32(let number): return basic("i", number)
    case .uint32(let number): return basic("u", number)
    case .boolean(let value): return basic("b", dbus_bool_t(value ? 1 : 0))
    case .variantBoolean(let value):
      return container("v", signature: "b", [.boolean(value)], in: &iterator)
    case .array(let signature, let elements):
      return container("a", signature: signature, elements, in: &iterator)
    case .structure(let members):
      return container("r", signature: nil, members, in: &iterator)
    }
  }

  private func container(
    _ type: Character, signature: String?, _ elements: [BusArgument],
    in iterator: inout DBusMessageIter
  ) -> Bool {
    var inner = DBusMessageIter()
    let opened =
      if let signature {
        signature.withCString {
          dbus_message_iter_open_container(&iterator, Self.code(type), $0, &inner)
        }
      } else {
        dbus_message_iter_open_container(&iterator, Self.code(type), nil, &inner)
      }
    guard opened != 0 else { return false }
    var complete = true
    for element in elements where complete { complete = element.append(to: &inner) }
    guard complete else {
      dbus_message_iter_abandon_container(&iterator, &inner)
      return false
    }
    return dbus_message_iter_close_container(&iterator, &inner) != 0
  }

  /// The D-Bus type code of a signature character.
  private static func code(_ type: Character) -> Int32 {
    Int32(type.asciiValue ?? 0)
  }
}
