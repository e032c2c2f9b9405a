import CX11
import KeypadCore

/// Types keys into whichever window has the keyboard focus, through the XTEST extension.
///
/// A character whose keysym sits on a key at level 0 or 1 is typed with that key (Shift held for
/// level 1, as upper-case `X` needs). A keysym the keymap lacks is bound for a moment to a spare
/// keycode — one with no symbols — typed, and the binding is removed again at
/// ``restoreDeadline``, once the focused client has had time to read the new mapping.
@MainActor
final class XTestKeyInjector {
  /// How long a borrowed keycode keeps its keysym after the last key typed with it.
  static let restoreDelay: Int64 = 150

  private let display: XDisplay
  private let shiftKeycode: UInt8
  private var borrowed: (keycode: UInt8, keysym: KeySym)?

  /// When the borrowed keycode must be given back, if one is borrowed.
  private(set) var restoreDeadline: Timestamp?

  /// Prepares to type on `display`.
  /// - Throws: ``X11Error/noXTest(_:)`` when the server has no XTEST extension.
  init(display: XDisplay) throws {
    guard display.hasXTest else { throw X11Error.noXTest(display.name) }
    self.display = display
    shiftKeycode = XKeysymToKeycode(display.pointer, xKeySym(XK_Shift_L))
  }

  /// Types `output` (`XTestFakeKeyEvent`), then flushes.
  func type(_ output: KeyOutput, now: Timestamp) {
    switch output {
    case .text(let text):
      for scalar in text.unicodeScalars { type(Self.keysym(for: scalar), now: now) }
    case .backspace:
      type(xKeySym(XK_BackSpace), now: now)
    case .returnKey:
      type(xKeySym(XK_Return), now: now)
    }
    display.flush()
  }

  /// Gives the borrowed keycode back when its deadline has passed (`XChangeKeyboardMapping`).
  func restoreIfDue(now: Timestamp) {
    guard let deadline = restoreDeadline, deadline <= now else { return }
    restoreKeymap()
  }

  /// Gives the borrowed keycode back now, as on exit.
  func restoreKeymap() {
    guard let borrowed else { return }
    var empty = [noSymbol, noSymbol]
    XChangeKeyboardMapping(display.pointer, Int32(borrowed.keycode), 2, &empty, 1)
    display.sync()
    self.borrowed = nil
    restoreDeadline = nil
  }

  /// The keysym of a Unicode scalar: Latin-1 keysyms equal their code points; the rest are
  /// `0x01000000 + code point`.
  static func keysym(for scalar: Unicode.Scalar) -> KeySym {
    switch scalar.value {
    case 0x20...0x7E, 0xA0...0xFF: KeySym(scalar.value)
    case 0x08: xKeySym(XK_BackSpace)
    case 0x0A, 0x0D: xKeySym(XK_Return)
    case 0x09: xKeySym(XK_Tab)
    default: KeySym(0x0100_0000 + scalar.value)
    }
  }

  private func type(_ sym: KeySym, now: Timestamp) {
    let d = display.pointer
    var keycode = XKeysymToKeycode(d, sym)
    var shifted = false
    if keycode != 0 && XkbKeycodeToKeysym(d, keycode, 0, 0) == sym {
      shifted = false
    } else if keycode != 0 && XkbKeycodeToKeysym(d, keycode, 0, 1) == sym {
      shifted = true
    } else if let scratch = bind(sym) {
      keycode = scratch
      restoreDeadline = now.advanced(by: Self.restoreDelay)
    } else {
      return
    }
    if shifted && shiftKeycode != 0 { XTestFakeKeyEvent(d, UInt32(shiftKeycode), 1, xCurrentTime) }
    XTestFakeKeyEvent(d, UInt32(keycode), 1, xCurrentTime)
    XTestFakeKeyEvent(d, UInt32(keycode), 0, xCurrentTime)
    if shifted && shiftKeycode != 0 { XTestFakeKeyEvent(d, UInt32(shiftKeycode), 0, xCurrentTime) }
  }

  /// Binds `sym` to a spare keycode and returns it, or `nil` when every keycode is in use.
  private func bind(_ sym: KeySym) -> UInt8? {
    let d = display.pointer
    if let borrowed, borrowed.keysym == sym { return borrowed.keycode }
    guard let keycode = borrowed?.keycode ?? spareKeycode() else { return nil }
    var symbols = [sym, sym]
    XChangeKeyboardMapping(d, Int32(keycode), 2, &symbols, 1)
    // Wait until the server has the new mapping before the key event refers to it.
    display.sync()
    borrowed = (keycode, sym)
    return keycode
  }

  /// The highest keycode with no keysyms at all (`XGetKeyboardMapping`).
  private func spareKeycode() -> UInt8? {
    let d = display.pointer
    var low: Int32 = 0
    var high: Int32 = 0
    XDisplayKeycodes(d, &low, &high)
    var perKeycode: Int32 = 0
    guard let map = XGetKeyboardMapping(d, UInt8(low), high - low + 1, &perKeycode) else {
      return nil
    }
    defer { XFree(map) }
    let width = Int(perKeycode)
    for keycode in stride(from: Int(high), through: Int(low), by: -1) {
      let start = (keycode - Int(low)) * width
      if (0..<width).allSatisfy({ map[start + $0] == noSymbol }) { return UInt8(keycode) }
    }
    return nil
  }
}
