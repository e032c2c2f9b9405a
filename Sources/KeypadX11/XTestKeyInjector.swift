import CX11
import KeypadCore

#if hasFeature(Embedded)
  import CLibc
#elseif canImport(Glibc)
  import Glibc
#endif

/// Types keys into whichever window has the keyboard focus, through the XTEST extension.
///
/// Each keysym is looked up in the keyboard's *active* XKB group and typed on the key that
/// gives it under the modifiers already locked or held (Caps Lock, a second layout group), with
/// Shift added only where that level needs it; the server's group, locks and modifiers are
/// never changed. A keysym no key reaches is bound for a while to a spare keycode — one with no
/// symbols — and every distinct keysym gets its own, so `αβγ` typed in a row arrives as `αβγ`
/// even though the focused client reads the new bindings later. The bindings are removed again
/// at ``restoreDeadline``, once the client has had time to read them; characters that find no
/// free spare keycode wait, in order, until then.
final class XTestKeyInjector {
  /// How long borrowed keycodes keep their keysyms after the last key typed with one: long
  /// enough for a busy client (Chromium on a loaded machine) to read the binding before it
  /// goes.
  static let restoreDelay: Int64 = 500

  private let display: XDisplay
  private let shiftKeycode: UInt8
  /// Keysyms bound to borrowed keycodes, and the spare keycodes not bound yet.
  private var borrowed: [KeySym: UInt8] = [:]
  private var spare: [UInt8] = []
  /// Keys waiting for a borrowed keycode to become free, oldest first.
  private var pending: [PendingKey] = []

  /// A key to type, and whether Shift is held for it whatever its level needs (Shift+Home
  /// selects to the start of the line).
  private struct PendingKey {
    var sym: KeySym
    var withShift = false
  }

  /// When the borrowed keycodes must be given back, if any are borrowed.
  private(set) var restoreDeadline: Timestamp?

  /// Prepares to type on `display`.
  /// - Throws: ``X11Error/noXTest(_:)`` when the server has no XTEST extension.
  init(display: XDisplay) throws(X11Error) {
    guard display.hasXTest else { throw X11Error.noXTest(display.name) }
    self.display = display
    shiftKeycode = XKeysymToKeycode(display.pointer, xKeySym(XK_Shift_L))
  }

  /// Types `output` (`XTestFakeKeyEvent`) after anything still waiting, then flushes.
  func type(_ output: KeyOutput, now: Timestamp) {
    switch output {
    case .text(let text):
      pending += text.unicodeScalars.map { PendingKey(sym: Self.keysym(for: $0)) }
    case .backspace: pending.append(PendingKey(sym: xKeySym(XK_BackSpace)))
    case .returnKey: pending.append(PendingKey(sym: xKeySym(XK_Return)))
    case .tab: pending.append(PendingKey(sym: xKeySym(XK_Tab)))
    case .clear(let count):
      pending.append(PendingKey(sym: xKeySym(XK_End)))
      if let count {
        pending += Array(repeating: PendingKey(sym: xKeySym(XK_BackSpace)), count: count)
      } else {
        pending.append(PendingKey(sym: xKeySym(XK_Home), withShift: true))
        pending.append(PendingKey(sym: xKeySym(XK_BackSpace)))
      }
    }
    typePending(now: now)
  }

  /// Gives the borrowed keycodes back when their deadline has passed, then types what waited.
  func restoreIfDue(now: Timestamp) {
    guard let deadline = restoreDeadline, deadline <= now else { return }
    restoreKeymap()
    typePending(now: now)
  }

  /// Types everything still waiting, waiting out the restore delay where it must, and gives
  /// every borrowed keycode back: the keypad is about to exit, and neither a typed character
  /// nor a changed keymap may be left behind.
  func finish() {
    while !pending.isEmpty {
      if let deadline = restoreDeadline {
        let wait = deadline.milliseconds - MonotonicClock.now.milliseconds
        if wait > 0 { usleep(UInt32(wait) * 1000) }
      }
      restoreKeymap()
      typePending(now: MonotonicClock.now)
    }
    if let deadline = restoreDeadline {
      // The client must read the last borrowed keys before their keysyms go.
      let wait = deadline.milliseconds - MonotonicClock.now.milliseconds
      if wait > 0 { usleep(UInt32(wait) * 1000) }
    }
    restoreKeymap()
  }

  /// Gives every borrowed keycode back now (`XChangeKeyboardMapping`).
  private func restoreKeymap() {
    guard !borrowed.isEmpty else {
      restoreDeadline = nil
      return
    }
    var empty = [noSymbol, noSymbol]
    for keycode in borrowed.values {
      XChangeKeyboardMapping(display.pointer, Int32(keycode), 2, &empty, 1)
    }
    display.sync()
    borrowed.removeAll()
    restoreDeadline = nil
  }

  /// The keysym of a Unicode scalar: Latin-1 keysyms equal their code points; the rest are
  /// `0x01000000 + code point`.
  ///
  /// Latin letters are typed as their Unicode keysyms too, on a borrowed keycode: an input
  /// method (IBus with a pinyin engine, over XIM or a toolkit's module) takes the keysym of a
  /// letter key as the start of a composition and swallows it, with the digits after it, but
  /// passes a Unicode keysym through, and the application reads it as the same letter.
  static func keysym(for scalar: Unicode.Scalar) -> KeySym {
    switch scalar.value {
    case 0x41...0x5A, 0x61...0x7A: KeySym(0x0100_0000 + scalar.value)
    case 0x20...0x7E, 0xA0...0xFF: KeySym(scalar.value)
    case 0x08: xKeySym(XK_BackSpace)
    case 0x0A, 0x0D: xKeySym(XK_Return)
    case 0x09: xKeySym(XK_Tab)
    default: KeySym(0x0100_0000 + scalar.value)
    }
  }

  /// Types waiting keysyms until one needs a borrowed keycode and none is free.
  private func typePending(now: Timestamp) {
    guard !pending.isEmpty, let keyboard = KeyboardMap(display: display) else { return }
    defer { keyboard.free() }
    // With nothing borrowed, the spare keycodes are read afresh: the keymap may have changed.
    if borrowed.isEmpty { spare = keyboard.spareKeycodes }
    var typed = 0
    for key in pending {
      guard var stroke = keyboard.stroke(for: key.sym) ?? borrow(key.sym, now: now) else { break }
      if key.withShift { stroke.shift = true }
      press(stroke)
      typed += 1
    }
    pending.removeFirst(typed)
    display.flush()
  }

  /// A stroke on a keycode bound to `sym`, borrowing a spare one when `sym` has none yet;
  /// `nil` when every spare keycode is taken until ``restoreDeadline``.
  private func borrow(_ sym: KeySym, now: Timestamp) -> KeyboardMap.Stroke? {
    let keycode: UInt8
    if let bound = borrowed[sym] {
      keycode = bound
    } else {
      guard let free = spare.popLast() else { return nil }
      var symbols = [sym, sym]
      XChangeKeyboardMapping(display.pointer, Int32(free), 2, &symbols, 1)
      // The server must have the binding before a key event refers to it.
      display.sync()
      borrowed[sym] = free
      keycode = free
    }
    restoreDeadline = now.advanced(by: Self.restoreDelay)
    return KeyboardMap.Stroke(keycode: keycode, shift: false)
  }

  private func press(_ stroke: KeyboardMap.Stroke) {
    let d = display.pointer
    let shift = stroke.shift && shiftKeycode != 0
    if shift { XTestFakeKeyEvent(d, UInt32(shiftKeycode), 1, xCurrentTime) }
    XTestFakeKeyEvent(d, UInt32(stroke.keycode), 1, xCurrentTime)
    XTestFakeKeyEvent(d, UInt32(stroke.keycode), 0, xCurrentTime)
    if shift { XTestFakeKeyEvent(d, UInt32(shiftKeycode), 0, xCurrentTime) }
  }
}
