import KeypadCore

/// Why `keypad` could not become the window executable, in English and Chinese, in one table.
enum LaunchFailure: Error, Equatable {
  /// The request could not be written to the hand-over file.
  case cannotHandOver(reason: String)
  /// No window executable was found in any of `places`.
  case missingWindow(places: [String])
  /// `execv` of `window` failed.
  case cannotExecute(window: String, reason: String)

  /// The line, in `language`, with its newline.
  func text(in language: Language) -> String {
    let zh = language == .zh
    switch self {
    case .cannotHandOver(let reason):
      return zh
        ? "keypad：无法把设置交给键盘窗口（\(reason)）。\n"
        : "keypad: cannot hand the settings to the keypad window (\(reason)).\n"
    case .missingWindow(let places):
      let list = places.joined(separator: zh ? "、" : ", ")
      return zh
        ? "keypad：找不到键盘窗口程序 \(list)；请重新安装 keypad（make install）。\n"
        : "keypad: cannot find the keypad window program (\(list)); reinstall keypad (make install).\n"
    case .cannotExecute(let window, let reason):
      return zh
        ? "keypad：无法启动键盘窗口 \(window)（\(reason)）。\n"
        : "keypad: cannot start the keypad window \(window) (\(reason)).\n"
    }
  }
}
