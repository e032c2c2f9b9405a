/// Where the accessibility bus is, found as AT-SPI clients find it: `AT_SPI_BUS_ADDRESS`, then
/// the `AT_SPI_BUS` property of the X root window, then `org.a11y.Bus.GetAddress` on the
/// session bus (which starts the bus when it is not running yet).
enum AccessibilityBusAddress {
  /// How long the session bus may take to answer, in milliseconds.
  static let sessionTimeout: Int32 = 1000

  /// The address.
  /// - Parameters:
  ///   - environment: `AT_SPI_BUS_ADDRESS`, if set.
  ///   - rootProperty: The root window's `AT_SPI_BUS`, if set.
  /// - Throws: ``AccessibilityError`` when no source knows it.
  static func find(environment: String?, rootProperty: String?) throws(AccessibilityError)
    -> String
  {
    if let environment, !environment.isEmpty { return environment }
    if let rootProperty, !rootProperty.isEmpty { return rootProperty }
    let session = try BusConnection.session()
    guard
      let call = BusMessage.call(
        destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.a11y.Bus",
        method: "GetAddress")
    else { throw .callFailed(method: "GetAddress", reason: "out of memory") }
    let reply = try session.call(call, timeout: sessionTimeout)
    guard let address = reply.arguments.first?.string, !address.isEmpty else {
      throw .callFailed(method: "GetAddress", reason: "an empty address")
    }
    // Applications started from now on turn their accessibility on (Chromium reads this
    // when it starts); a failure here changes nothing for those already running.
    if let enable = BusMessage.call(
      destination: "org.a11y.Bus", path: "/org/a11y/bus",
      interface: "org.freedesktop.DBus.Properties", method: "Set",
      arguments: [.string("org.a11y.Status"), .string("IsEnabled"), .variantBoolean(true)])
    {
      _ = try? session.call(enable, timeout: sessionTimeout)
    }
    return address
  }
}
