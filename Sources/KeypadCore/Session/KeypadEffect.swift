/// Something the front end must do because of an event.
public enum KeypadEffect: Hashable, Sendable {
  /// Repaint one key (it was pressed or released).
  case redrawKey(KeyID)
  /// Repaint the whole window (new size or new layout).
  case redrawAll
  /// Repaint the field and its verdict line.
  case redrawField
  /// Type a key into the focused application (focused mode).
  case type(KeyOutput)
  /// The user confirmed a valid value: print it and end (prompt mode).
  case submit(String)
  /// The user abandoned the keypad: print nothing and end.
  case cancel
  /// Nobody touched the keypad for ``KeypadConfiguration/timeout``: print nothing and end.
  case timedOut
  /// Report the field after an accepted change (`--live`).
  case report(FieldReport)
  /// Show the window.
  case show
  /// Hide the window.
  case hide
  /// Move the window so that it does not cover this rectangle of the screen (the focused
  /// field), where the screen has room.
  case avoid(Rect)
}
