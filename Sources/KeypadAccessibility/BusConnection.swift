import CDBus

/// A private D-Bus connection, closed and released when the last reference goes.
///
/// The client never lets libdbus dispatch or call back: it reads the socket when `poll` says
/// so (``read()``), then takes whole messages off the queue (``nextMessage()``), replies to its
/// own calls included, matched by serial.
final class BusConnection {
  private let pointer: OpaquePointer

  private init(pointer: OpaquePointer) {
    self.pointer = pointer
    // A bus that goes away must not end the keypad (libdbus's default for bus connections).
    dbus_connection_set_exit_on_disconnect(pointer, 0)
  }

  deinit {
    dbus_connection_close(pointer)
    dbus_connection_unref(pointer)
  }

  /// The session bus (`dbus_bus_get_private`).
  /// - Throws: ``AccessibilityError/noSessionBus(_:)`` when there is none.
  static func session() throws(AccessibilityError) -> BusConnection {
    let error = BusError()
    guard let pointer = dbus_bus_get_private(DBUS_BUS_SESSION, &error.value) else {
      throw .noSessionBus(error.message)
    }
    return BusConnection(pointer: pointer)
  }

  /// Connects to the bus at `address` and says hello to it (`dbus_connection_open_private`,
  /// `dbus_bus_register`).
  /// - Throws: ``AccessibilityError/cannotConnect(address:reason:)``.
  static func open(address: String) throws(AccessibilityError) -> BusConnection {
    let error = BusError()
    guard let pointer = dbus_connection_open_private(address, &error.value) else {
      throw .cannotConnect(address: address, reason: error.message)
    }
    let connection = BusConnection(pointer: pointer)
    guard dbus_bus_register(pointer, &error.value) != 0 else {
      throw .cannotConnect(address: address, reason: error.message)
    }
    return connection
  }

  /// The socket to `poll` for input, or `nil` (`dbus_connection_get_unix_fd`).
  var fileDescriptor: Int32? {
    var descriptor: Int32 = -1
    guard dbus_connection_get_unix_fd(pointer, &descriptor) != 0, descriptor >= 0 else {
      return nil
    }
    return descriptor
  }

  /// Whether the connection is still up.
  var isConnected: Bool { dbus_connection_get_is_connected(pointer) != 0 }

  /// Queues `message` and writes what the socket takes now; returns its serial, or `nil` when
  /// the connection is gone.
  func send(_ message: BusMessage) -> UInt32? {
    var serial: UInt32 = 0
    guard isConnected, dbus_connection_send(pointer, message.pointer, &serial) != 0 else {
      return nil
    }
    dbus_connection_flush(pointer)
    return serial
  }

  /// Sends `message` and waits at most `timeout` milliseconds for the reply
  /// (`dbus_connection_send_with_reply_and_block`). Only for setting up, never while showing.
  func call(_ message: BusMessage, timeout: Int32) throws(AccessibilityError) -> BusMessage {
    let error = BusError()
    guard
      let reply = dbus_connection_send_with_reply_and_block(
        pointer, message.pointer, timeout, &error.value)
    else {
      throw .callFailed(method: message.member ?? "?", reason: error.message)
    }
    return BusMessage(owning: reply)
  }

  /// Asks the bus to route signals matching `rule` here (`dbus_bus_add_match`).
  func addMatch(_ rule: String) throws(AccessibilityError) {
    let error = BusError()
    dbus_bus_add_match(pointer, rule, &error.value)
    if error.isSet { throw .callFailed(method: "AddMatch", reason: error.message) }
  }

  /// Reads what the socket has without waiting; false when the connection is gone.
  func read() -> Bool {
    dbus_connection_read_write(pointer, 0) != 0 && isConnected
  }

  /// The next whole message received, or `nil` (`dbus_connection_pop_message`).
  func nextMessage() -> BusMessage? {
    dbus_connection_pop_message(pointer).map { BusMessage(owning: $0) }
  }
}

/// A `DBusError`, freed after use.
private final class BusError {
  var value = DBusError()

  init() {
    dbus_error_init(&value)
  }

  deinit {
    dbus_error_free(&value)
  }

  var isSet: Bool { dbus_error_is_set(&value) != 0 }

  /// libdbus's message, or a generic one.
  var message: String {
    value.message.map { String(cString: $0) } ?? "no reason given"
  }
}
