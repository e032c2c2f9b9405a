import KeypadCore

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
  /// The server refused a request while the keypad was starting: the display, then what the
  /// server said, such as `BadAlloc (insufficient resources for operation) in X_CreatePixmap`.
  case startupRefused(String, String)

  public var description: String { message(in: .en) }

  /// The message in `language`.
  public func message(in language: Language) -> String {
    guard language == .zh else { return english }
    switch self {
    case .noDisplay:
      return "keypad：没有X显示：未设置 $DISPLAY。请在X会话中运行，或用 'xvfb-run keypad …' 在虚拟显示上运行。"
    case .cannotOpenDisplay(let name):
      return
        "keypad：无法打开X显示 '\(name)'：那里有X服务器在运行吗？此用户有权连接吗（xhost、XAUTHORITY）？虚拟显示请用 'xvfb-run keypad …'。"
    case .noXTest(let name):
      return "keypad：'\(name)' 上的X服务器没有XTEST扩展，无法向其他应用输入按键。请启用XTEST后启动服务器，或使用 '--target field'。"
    case .cannotCreateWindow(let name):
      return "keypad：'\(name)' 上的X服务器拒绝创建键盘窗口。"
    case .startupRefused(let name, let error):
      return "keypad：'\(name)' 上的X服务器拒绝了启动键盘所需的请求（\(error)）。窗口是否太大（--geometry、--scale）？"
    case .noFont(let name):
      return "keypad：没有可用字体，连 '\(name)' 也没有：请安装 fonts-dejavu-core（Debian）或用 --font 指定字体。"
    }
  }

  private var english: String {
    switch self {
    case .noDisplay:
      "keypad: no X display: $DISPLAY is not set. Run it inside an X session, or on a virtual one with 'xvfb-run keypad …'."
    case .cannotOpenDisplay(let name):
      "keypad: cannot open X display '\(name)': is an X server running there, and may this user connect (xhost, XAUTHORITY)? For a virtual display use 'xvfb-run keypad …'."
    case .noXTest(let name):
      "keypad: the X server on '\(name)' has no XTEST extension, so keys cannot be typed into other applications. Start the server with XTEST enabled, or use '--target field'."
    case .cannotCreateWindow(let name):
      "keypad: the X server on '\(name)' refused to create the keypad window."
    case .startupRefused(let name, let error):
      "keypad: the X server on '\(name)' refused what the keypad needs to start (\(error)). Is the window too large for it (--geometry, --scale)?"
    case .noFont(let name):
      "keypad: no usable font, not even '\(name)': install fonts-dejavu-core (Debian) or name one with --font."
    }
  }
}
