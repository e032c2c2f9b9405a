import CX11
import Foundation
import Testing

/// Typing delivers exactly the intended character whatever state the keyboard is in, and leaves
/// that state and the keymap as it found them.
@Suite(.timeLimit(.minutes(2))) struct KeyboardStateTests {
  typealias Receiver = FocusedTypingTests.Receiver
  static let id = FocusedTypingTests.id

  /// The server's XKB state, read and changed the way a user's keyboard changes it.
  struct KeyboardState: Equatable {
    var group: UInt8
    var lockedModifiers: UInt8

    /// Reads the core keyboard's state (`XkbGetState`).
    static func read(on display: VirtualDisplay) throws -> KeyboardState {
      try withDisplay(display) { d in
        var state = XkbStateRec()
        XkbGetState(d, UInt32(XkbUseCoreKbd), &state)
        return KeyboardState(group: state.locked_group, lockedModifiers: state.locked_mods)
      }
    }

    /// Locks Caps Lock (`XkbLockModifiers`).
    static func lockCaps(on display: VirtualDisplay) throws {
      _ = try withDisplay(display) { d in
        XkbLockModifiers(d, UInt32(XkbUseCoreKbd), UInt32(LockMask), UInt32(LockMask))
      }
    }

    /// Locks the group `group` (0-based, `XkbLockGroup`).
    static func lockGroup(_ group: UInt32, on display: VirtualDisplay) throws {
      _ = try withDisplay(display) { d in XkbLockGroup(d, UInt32(XkbUseCoreKbd), group) }
    }

    private static func withDisplay<R>(_ display: VirtualDisplay, _ body: (OpaquePointer) -> R)
      throws -> R
    {
      guard let d = XOpenDisplay(display.name) else {
        throw Command.Failure(description: "cannot open \(display.name)")
      }
      defer { XCloseDisplay(d) }
      let result = body(d)
      XSync(d, 0)
      return result
    }
  }

  /// Types the ID and a delete into a focused xterm with the keyboard in some state; checks
  /// what arrived, and that the state and the keymap are unchanged.
  func typeAnID(on display: VirtualDisplay, prepare: () throws -> Void) throws {
    let receiver = try Receiver(on: display)
    try display.run("xdotool", "windowfocus", "--sync", receiver.window)
    try prepare()
    let state = try KeyboardState.read(on: display)
    let keymap = try display.run("xmodmap", "-pke")
    let keypad = try KeypadInstance(
      ["--layout", "id", "--target", "focused", "--geometry", "300x300+0+0"], on: display)
    let keys = try keypad.keys(layout: "id", target: "focused", size: "300x300")
    try keypad.click(Self.id.map(String.init) + ["Delete"], keys: keys)
    #expect(receiver.wait(forBytes: 19) == Self.id + "\u{7F}")
    #expect(try KeyboardState.read(on: display) == state)
    #expect(Command.wait(seconds: 3) { (try? display.run("xmodmap", "-pke")) == keymap })
  }

  @Test func withCapsLockOnXArrivesUpperCase() throws {
    let display = try VirtualDisplay()
    try typeAnID(on: display) {
      try KeyboardState.lockCaps(on: display)
      #expect(try KeyboardState.read(on: display).lockedModifiers & UInt8(LockMask) != 0)
    }
  }

  @Test func withASecondGroupLockedXArrivesLatin() throws {
    let display = try VirtualDisplay()
    try display.run("setxkbmap", "-layout", "us,ru")
    try typeAnID(on: display) {
      try KeyboardState.lockGroup(1, on: display)
      #expect(try KeyboardState.read(on: display).group == 1)
    }
  }

  @Test func withCapsLockAndTheRussianGroupTogether() throws {
    let display = try VirtualDisplay()
    try display.run("setxkbmap", "-layout", "us,ru")
    try typeAnID(on: display) {
      try KeyboardState.lockGroup(1, on: display)
      try KeyboardState.lockCaps(on: display)
    }
  }

  func temporaryLayout(_ text: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("layout-\(UUID()).json")
    try Data(text.utf8).write(to: url)
    return url.path
  }

  /// A keypad on a layout file with `labels`, typing into a focused xterm, and the keymap as it
  /// was before the keypad started.
  func keypadTyping(_ labels: [String]) throws -> (
    VirtualDisplay, KeypadInstance, Receiver, String,
    [String: (x: Int, y: Int, width: Int, height: Int)]
  ) {
    let display = try VirtualDisplay()
    let keys = labels.map { #"{"label": "\#($0)"}"# }.joined(separator: ", ")
    let layout = try temporaryLayout(#"{"rows": [[\#(keys)]]}"#)
    let receiver = try Receiver(on: display)
    try display.run("xdotool", "windowfocus", "--sync", receiver.window)
    let keymap = try display.run("xmodmap", "-pke")
    let keypad = try KeypadInstance(
      ["--layout", layout, "--target", "focused", "--geometry", "300x100+0+0"], on: display)
    return (
      display, keypad, receiver, keymap,
      try keypad.keys(layout: layout, target: "focused", size: "300x100")
    )
  }

  @Test func charactersTheKeymapLacksArriveInOrderWhenTypedQuickly() throws {
    let (display, keypad, receiver, keymap, keys) = try keypadTyping(["αβγ", "δ", "1"])
    try keypad.click(["αβγ", "δ", "1", "αβγ"], keys: keys)
    let expected = "αβγδ1αβγ"
    #expect(receiver.wait(forBytes: expected.utf8.count) == expected)
    #expect(Command.wait(seconds: 3) { (try? display.run("xmodmap", "-pke")) == keymap })
  }

  @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
  func aSignalRightAfterTypingRestoresTheKeymapAndDeliversTheText(signal: Int32) throws {
    let (display, keypad, receiver, keymap, keys) = try keypadTyping(["αβγ"])
    try keypad.click(["αβγ"], keys: keys)
    keypad.send(signal)
    #expect(exitStatus(of: keypad.process, within: 5) == 128 + signal)
    #expect(try display.run("xmodmap", "-pke") == keymap)
    #expect(receiver.wait(forBytes: 6) == "αβγ")
  }
}
