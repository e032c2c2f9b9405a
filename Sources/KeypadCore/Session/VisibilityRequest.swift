/// What a kiosk controller asks of the keypad window (through SIGUSR1, SIGUSR2, SIGRTMIN).
public enum VisibilityRequest: Hashable, Sendable {
  /// Hide the keypad.
  case hide
  /// Show the keypad.
  case show
  /// Hide it when shown, show it when hidden.
  case toggle
}
