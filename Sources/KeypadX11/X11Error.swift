/// What can go wrong talking to the X server, with what to do about it.
public enum X11Error: Error, Hashable, Sendable, CustomStringConvertible {
  /// `$DISPLAY` is not set and no display was named.
  case noDisplay
  /// `XOpenDisplay` failed for this display name.
  case cannotOpenDisplay(String)
  /// The server has no XTEST extension, which focused mode types through.
  case noXTest(String)
  /// The window could not be created.
  case cannotCreateWindow(String)
  /// No font at all could be opened, not even the fallback.
  case noFont(String)

  public var description: String {
    switch self {
    case .noDisplay:
      "keypad: no X display: $DISPLAY is not set. Run it inside an X session, or on a virtual one with 'xvfb-run keypad …'."
    case .cannotOpenDisplay(let name):
      "keypad: cannot open X display '\(name)': is an X server running there, and may this user connect (xhost, XAUTHORITY)? For a virtual display use 'xvfb-run keypad …'."
    case .noXTest(let name):
      "keypad: the X server on '\(name)' has no XTEST extension, so keys cannot be typed into other applications. Start the server with XTEST enabled, or use '--target field'."
    case .cannotCreateWindow(let name):
      "keypad: the X server on '\(name)' refused to create the keypad window."
    case .noFont(let name):
      "keypad: no usable font, not even '\(name)': install fonts-dejavu-core (Debian) or name one with --font."
    }
  }
}
