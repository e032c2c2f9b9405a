/// What the verdict line under the field says about its current value.
public struct FieldVerdict: Hashable, Sendable {
  /// How the value stands.
  public enum Status: String, Hashable, Sendable {
    /// Nothing entered yet, or not enough yet; the message says what is expected.
    case incomplete
    /// The value breaks a rule; the message says which.
    case invalid
    /// The value may be confirmed.
    case valid
  }

  /// How the value stands.
  public var status: Status
  /// One line for a person: the facts when valid, the reason when not.
  public var message: String

  /// Creates a verdict.
  public init(status: Status, message: String) {
    self.status = status
    self.message = message
  }

  /// Whether the value may be confirmed.
  public var isValid: Bool { status == .valid }
}
