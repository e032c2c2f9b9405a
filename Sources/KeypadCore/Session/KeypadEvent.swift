/// Something that happened to the keypad, as the session sees it.
public enum KeypadEvent: Hashable, Sendable {
  /// The keypad was shown for the first time; a ``KeypadConfiguration/timeout`` counts from
  /// here.
  case started(at: Timestamp)
  /// A button or finger went down at a point of the window.
  case pointerDown(Point, at: Timestamp)
  /// A held button or finger moved.
  case pointerMoved(Point, at: Timestamp)
  /// The button or finger came up.
  case pointerUp(Point, at: Timestamp)
  /// The press was taken away (a grab broke, the touch was cancelled): nothing fires.
  case pointerCancelled
  /// Time passed; the front end sends this when ``KeypadSession/nextDeadline`` is reached.
  case tick(Timestamp)
  /// The window got a new size.
  case resized(Size)
  /// An edit from the physical keyboard or the clipboard (prompt mode only), at the time the
  /// user made it when known; it restarts a timeout like a touch.
  case edit(EditCommand, at: Timestamp? = nil)
  /// A request to hide or show the keypad.
  case visibility(VisibilityRequest)
  /// An object in another application got the keyboard focus, or `nil` when the focus went
  /// where no keypad is wanted (a window switch, an application that left): a following
  /// keypad shows the layout that fits the field, or hides.
  case fieldFocused(FocusedField?, at: Timestamp)
  /// The focused field's text or caret changed (typed by the keypad, a physical keyboard or a
  /// barcode scanner).
  case fieldContentChanged(FieldIdentity, FieldContent)
  /// The window was closed (by the window manager) or the keypad was told to stop: the session
  /// cancels, clearing a secret field.
  case closeRequested
}
