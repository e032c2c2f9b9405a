import KeypadCore

/// What the window executable says on standard error, in English and Chinese, in one table.
enum WindowMessage {
  /// Another program destroyed the prompt's window before a value was confirmed.
  case destroyedBeforeConfirm
  /// Another program destroyed a following keypad's window.
  case destroyed
  /// A follow request reached the window executable, which has no accessibility bus.
  case cannotFollow

  /// The line, in `language`.
  func text(in language: Language) -> String {
    let zh = language == .zh
    switch self {
    case .destroyedBeforeConfirm:
      return zh
        ? "keypad：键盘窗口被其他程序关闭了；没有确认任何内容。"
        : "keypad: another program destroyed the keypad window; nothing was confirmed."
    case .destroyed:
      return zh ? "keypad：键盘窗口被其他程序关闭了。" : "keypad: another program destroyed the keypad window."
    case .cannotFollow:
      return zh
        ? "keypad：keypad-window 不能跟随焦点；keypad follow 使用 keypad-follow。"
        : "keypad: keypad-window cannot follow the focus; keypad follow starts keypad-follow."
    }
  }
}
