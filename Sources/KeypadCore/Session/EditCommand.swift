/// An edit from the physical keyboard or the clipboard, in prompt mode.
public enum EditCommand: Hashable, Sendable {
  /// Typed characters.
  case insert(String)
  /// Pasted text, which goes through the field's rule like typing.
  case paste(String)
  /// BackSpace.
  case deleteBackward
  /// Delete.
  case deleteForward
  /// Left arrow.
  case moveLeft
  /// Right arrow.
  case moveRight
  /// Home.
  case moveToStart
  /// End.
  case moveToEnd
  /// Return: confirm when the value is valid.
  case submit
  /// Escape: abandon the prompt.
  case cancel
}
