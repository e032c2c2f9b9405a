import Foundation
import Testing

/// Typing into an application whose input method (IBus with the libpinyin engine, over XIM)
/// would take a letter as the start of a pinyin composition.
@Suite(.timeLimit(.minutes(2))) struct InputMethodTests {
  typealias Receiver = FocusedTypingTests.Receiver

  /// IBus on `display`, with its own session bus, the XIM server and the pinyin engine. All of
  /// it runs under one `dbus-run-session`, started in the background by a shell that exits at
  /// once, with every descriptor above 2 closed first: IBus's helpers fork daemons, and one
  /// holding a descriptor Foundation watches would hide the shell's exit from the test. They
  /// end with the X server (`ibus-x11 --kill-daemon`).
  func startIBus(on display: VirtualDisplay) throws {
    let ready = FileManager.default.temporaryDirectory
      .appendingPathComponent("keypad-ibus-\(UUID().uuidString)")
    // `ibus engine NAME` exits 1 even when it switched; ask which engine is on instead.
    let log = ready.appendingPathExtension("log")
    try display.launch(
      "bash",
      [
        "-c",
        """
        for fd in $(ls /proc/$$/fd); do [ "$fd" -gt 2 ] && eval "exec $fd>&-"; done
        dbus-run-session -- sh -c 'ibus-daemon --xim --replace --panel=disable & \
        until [ "$(ibus engine 2>/dev/null)" = libpinyin ]; do \
        ibus engine libpinyin 2>/dev/null; sleep 0.2; done; touch "$0"; wait' \
        '\(ready.path)' >'\(log.path)' 2>&1 &
        """,
      ])
    let started = Command.wait(seconds: 20) {
      FileManager.default.fileExists(atPath: ready.path)
        && ((try? display.run("xprop", "-root", "XIM_SERVERS")) ?? "").contains("ibus")
    }
    guard started else {
      throw Command.Failure(
        description:
          "IBus with libpinyin did not start (install ibus and ibus-libpinyin, scripts/install-deps test): \((try? String(contentsOf: log, encoding: .utf8)) ?? "")"
      )
    }
  }

  @Test func anIDArrivesExactlyThroughAPinyinInputMethod() throws {
    let display = try VirtualDisplay()
    try startIBus(on: display)
    let receiver = try Receiver(on: display, environment: ["XMODIFIERS": "@im=ibus"])
    try display.run("xdotool", "windowfocus", "--sync", receiver.window)
    // The input method is really in the way: a typed x and space commit a Chinese character.
    try display.run("xdotool", "key", "x", "space")
    _ = Command.wait(seconds: 5) { !receiver.received.isEmpty }
    let committed = receiver.received
    #expect(!committed.isEmpty && !committed.contains("x"))

    let keypad = try KeypadInstance(
      ["--layout", "id", "--target", "focused", "--geometry", "300x300+0+0"], on: display)
    let keys = try keypad.keys(layout: "id", target: "focused", size: "300x300")
    let id = FocusedTypingTests.id
    try keypad.click(id.map(String.init) + ["Delete", "X"], keys: keys)
    let expected = committed + id + "\u{7F}X"
    #expect(receiver.wait(forBytes: expected.utf8.count) == expected)
  }
}
