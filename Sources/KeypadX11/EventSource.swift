import KeypadCore

/// Events from outside X that the keypad's loop waits for beside the X connection, such as
/// the accessibility bus's focus changes: a socket to `poll`, a deadline, and a call that reads
/// what arrived.
public struct EventSource {
  /// The socket to wait on, or `nil` while there is none (not connected).
  public var fileDescriptor: () -> Int32?
  /// When ``service`` must run even if the socket stays quiet, if ever.
  public var deadline: () -> Timestamp?
  /// Reads what arrived (without waiting) and returns it as session events.
  public var service: (Timestamp) -> [KeypadEvent]

  /// Creates a source.
  public init(
    fileDescriptor: @escaping () -> Int32?, deadline: @escaping () -> Timestamp?,
    service: @escaping (Timestamp) -> [KeypadEvent]
  ) {
    self.fileDescriptor = fileDescriptor
    self.deadline = deadline
    self.service = service
  }
}
