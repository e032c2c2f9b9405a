/// The exit statuses `keypad` uses, in one place, so scripts can tell the endings apart; the
/// front end and the window executable that replaces it share them.
public enum ExitStatus {
  /// A value was confirmed, or a command did its work.
  public static let success: Int32 = 0
  /// The user cancelled, or (validate) a value was invalid.
  public static let cancelled: Int32 = 1
  /// A usage error, or a broken layout or theme file.
  public static let usage: Int32 = 2
  /// The keypad could not start: no display, no XTEST, no font, a window the server refused.
  public static let cannotStart: Int32 = 3
  /// Standard output was closed before the result was written.
  public static let outputClosed: Int32 = 4
  /// Nobody touched the prompt for `--timeout` seconds (zenity's status for it).
  public static let timedOut: Int32 = 5
  /// The X server went away, or another program destroyed the window.
  public static let lostWindow: Int32 = 6
}
