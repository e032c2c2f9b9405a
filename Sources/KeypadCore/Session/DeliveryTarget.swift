/// Where the keypad's keys go.
public enum DeliveryTarget: String, Hashable, Sendable, CaseIterable {
  /// Into the keypad's own text field: a prompt that prints the confirmed value.
  case field
  /// Into whichever application has the keyboard focus, typed through XTest.
  case focused
}
