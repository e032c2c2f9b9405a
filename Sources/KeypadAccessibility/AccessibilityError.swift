/// Why the accessibility bus could not be reached or asked.
public enum AccessibilityError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No session bus to ask for the accessibility bus.
  case noSessionBus(String)
  /// The accessibility bus's address is known but the connection failed.
  case cannotConnect(address: String, reason: String)
  /// A call during set-up failed or timed out.
  case callFailed(method: String, reason: String)

  public var description: String {
    switch self {
    case .noSessionBus(let reason):
      "no session bus to find the accessibility bus on (\(reason)); start the keypad inside the desktop session, or set AT_SPI_BUS_ADDRESS"
    case .cannotConnect(let address, let reason):
      "cannot connect to the accessibility bus at \(address): \(reason)"
    case .callFailed(let method, let reason):
      "the accessibility bus did not answer \(method): \(reason)"
    }
  }
}
