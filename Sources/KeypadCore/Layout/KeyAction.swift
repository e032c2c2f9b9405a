/// What pressing a key does.
public enum KeyAction: Hashable, Sendable {
  /// Inserts the text at the caret, replacing the selection.
  case insert(String)
  /// Deletes the selection, or the character before the caret.
  case deleteBackward
  /// Empties the field.
  case clear
  /// Confirms the value (prompt mode) or types Return (focused mode).
  case submit
  /// Abandons the prompt; a following keypad hides instead.
  case cancel
  /// Types Tab, moving to the application's next field (focused mode).
  case tab
  /// Hides the keypad until it is shown again (focused mode).
  case hide

  /// The action's name as layout files and `keypad geometry` write it.
  public var name: String {
    switch self {
    case .insert: "insert"
    case .deleteBackward: "deleteBackward"
    case .clear: "clear"
    case .submit: "submit"
    case .cancel: "cancel"
    case .tab: "tab"
    case .hide: "hide"
    }
  }

  /// Whether holding the key repeats it.
  public var repeatsWhileHeld: Bool { self == .deleteBackward }
}
