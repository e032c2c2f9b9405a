/// How a key is painted: character keys and function keys have swapped colours.
public enum KeyStyle: String, Hashable, Sendable, CaseIterable {
  /// A key that types a character (digits): white, grey while pressed, in the default theme.
  case normal
  /// A key that acts (`X`, delete, confirm): grey, white while pressed, in the default theme.
  case function
}
