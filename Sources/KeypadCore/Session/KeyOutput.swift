/// A key to type into the focused application.
public enum KeyOutput: Hashable, Sendable {
  /// Characters, such as `1` or `X`.
  case text(String)
  /// BackSpace.
  case backspace
  /// Return.
  case returnKey
}
