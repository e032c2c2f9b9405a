import CDBus

/// A D-Bus message, owned: `dbus_message_unref` when the last reference goes.
///
/// Arguments are appended and read with libdbus's iterator API, because its variadic
/// functions do not import into Swift.
final class BusMessage {
  let pointer: OpaquePointer

  /// Takes over a reference the caller owns.
  init(owning pointer: OpaquePointer) {
    self.pointer = pointer
  }

  deinit {
    dbus_message_unref(pointer)
  }

  /// A method call (`dbus_message_new_method_call`), or `nil` when libdbus is out of memory or a
  /// name is malformed.
  static func call(
    destination: String, path: String, interface: String, method: String,
    arguments: [BusArgument] = []
  ) -> BusMessage? {
    guard let pointer = dbus_message_new_method_call(destination, path, interface, method) else {
      return nil
    }
    let message = BusMessage(owning: pointer)
    var iterator = DBusMessageIter()
    dbus_message_iter_init_append(pointer, &iterator)
    for argument in arguments {
      guard argument.append(to: &iterator) else { return nil }
    }
    return message
  }

  /// `DBUS_MESSAGE_TYPE_…` of the message.
  var type: Int32 { dbus_message_get_type(pointer) }
  /// Whether it is a signal.
  var isSignal: Bool { type == DBUS_MESSAGE_TYPE_SIGNAL }
  /// Whether it is a method's reply (a return or an error).
  var isReply: Bool { type == DBUS_MESSAGE_TYPE_METHOD_RETURN || type == DBUS_MESSAGE_TYPE_ERROR }
  /// Whether it is an error reply.
  var isError: Bool { type == DBUS_MESSAGE_TYPE_ERROR }
  /// The serial of the call this message answers.
  var replySerial: UInt32 { dbus_message_get_reply_serial(pointer) }
  /// The sender's unique bus name.
  var sender: String? { dbus_message_get_sender(pointer).map { String(cString: $0) } }
  /// The object path.
  var path: String? { dbus_message_get_path(pointer).map { String(cString: $0) } }
  /// The interface.
  var interface: String? { dbus_message_get_interface(pointer).map { String(cString: $0) } }
  /// The member (signal or method name).
  var member: String? { dbus_message_get_member(pointer).map { String(cString: $0) } }

  /// Every argument, read in order.
  var arguments: [BusValue] {
    var iterator = DBusMessageIter()
    guard dbus_message_iter_init(pointer, &iterator) != 0 else { return [] }
    return Self.read(&iterator)
  }

  private static func read(_ iterator: inout DBusMessageIter) -> [BusValue] {
    var values: [BusValue] = []
    while true {
      let type = dbus_message_iter_get_arg_type(&iterator)
      if type == 0 { break }  // DBUS_TYPE_INVALID: no more arguments
      values.append(readOne(&iterator, type: type))
      if dbus_message_iter_next(&iterator) == 0 { break }
    }
    return values
  }

  private static func readOne(_ iterator: inout DBusMessageIter, type: Int32) -> BusValue {
    func basic<T: BitwiseCopyable>(_ empty: T) -> T {
      var value = empty
      withUnsafeMutablePointer(to: &value) { dbus_message_iter_get_basic(&iterator, $0) }
      return value
    }
    switch UInt8(truncatingIfNeeded: type) {
    case UInt8(ascii: "s"), UInt8(ascii: "o"), UInt8(ascii: "g"):
      let text: UnsafePointer<CChar>? = basic(nil)
      return .string(text.map { String(cString: $0) } ?? "")
    case UInt8(ascii: "y"): return .integer(Int64(basic(UInt8(0))))
    case UInt8(ascii: "n"): return .integer(Int64(basic(Int16(0))))
    case UInt8(ascii: "q"): return .integer(Int64(basic(UInt16(0))))
    case UInt8(ascii: "i"): return .integer(Int64(basic(Int32(0))))
    case UInt8(ascii: "u"): return .integer(Int64(basic(UInt32(0))))
    case UInt8(ascii: "x"): return .integer(basic(Int64(0)))
    case UInt8(ascii: "t"): return .integer(Int64(truncatingIfNeeded: basic(UInt64(0))))
    case UInt8(ascii: "b"): return .boolean(basic(dbus_bool_t(0)) != 0)
    case UInt8(ascii: "d"): return .double(basic(Double(0)))
    case UInt8(ascii: "a"), UInt8(ascii: "r"), UInt8(ascii: "e"), UInt8(ascii: "v"):
      var inner = DBusMessageIter()
      dbus_message_iter_recurse(&iterator, &inner)
      let values = read(&inner)
      switch UInt8(truncatingIfNeeded: type) {
      case UInt8(ascii: "a"): return .array(values)
      case UInt8(ascii: "r"): return .structure(values)
      case UInt8(ascii: "e"):
        guard values.count == 2 else { return .unsupported }
        return .entry(values[0], values[1])
      default: return values.first.map { .variant($0) } ?? .unsupported
      }
    default:
      return .unsupported
    }
  }
}
