import KeypadX11

/// The exit statuses `keypad` uses, in one place, so scripts can tell the endings apart.
enum ExitStatus {
  /// A value was confirmed, or a command did its work.
  static let success: Int32 = 0
  /// The user cancelled, or (validate) a value was invalid.
  static let cancelled: Int32 = 1
  /// A usage error, or a broken layout or theme file.
  static let usage: Int32 = 2
  /// The keypad could not start: no display, no XTEST, no font, a window the server refused.
  static let cannotStart: Int32 = 3
  /// Standard output was closed before the result was written.
  static let outputClosed: Int32 = 4
  /// Nobody touched the prompt for `--timeout` seconds (zenity's status for it).
  static let timedOut: Int32 = 5
  /// The X server went away, or another program destroyed the window.
  static let lostWindow: Int32 = XDisplay.lostStatus
}
