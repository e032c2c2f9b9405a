/// A key to type into the focused application.
public enum KeyOutput: Hashable, Sendable {
  /// Characters, such as `1` or `X`.
  case text(String)
  /// BackSpace.
  case backspace
  /// Return.
  case returnKey
  /// Tab.
  case tab
  /// Empties the field: End, then `count` BackSpaces when the field's length is known, else
  /// Shift+Home to select the line and one BackSpace.
  case clear(count: Int?)
}
