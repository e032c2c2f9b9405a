import Foundation
import Testing

/// `--target focused`: keys reach the focused application through XTest, and the keypad never
/// takes the focus.
@Suite(.timeLimit(.minutes(2))) struct FocusedTypingTests {
  static let id = "11010519491231002X"

  /// An xterm writing every byte it gets straight into a file.
  struct Receiver {
    let file: URL
    let window: String

    /// Starts the xterm, with `environment` added to its own (`XMODIFIERS` for an input
    /// method).
    init(on display: VirtualDisplay, environment: [String: String] = [:]) throws {
      file = FileManager.default.temporaryDirectory
        .appendingPathComponent("keypad-typed-\(UUID().uuidString)")
      _ = FileManager.default.createFile(atPath: file.path, contents: nil)
      try display.launch(
        "xterm", environment: environment,
        [
          "-u8", "-geometry", "40x8+420+40", "-e", "sh", "-c",
          "stty -icanon; exec cat > '\(file.path)'",
        ])
      window = try display.window(class: "XTerm")
    }

    var received: String {
      (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    }

    /// Waits up to 5 s for the file to hold `count` bytes.
    func wait(forBytes count: Int) -> String {
      _ = Command.wait(seconds: 5) { received.utf8.count >= count }
      return received
    }
  }

  func typeAnID(windowManager: Bool) throws {
    let display = try VirtualDisplay()
    if windowManager { try display.startWindowManager() }
    let receiver = try Receiver(on: display)
    if windowManager {
      try display.run("xdotool", "windowactivate", "--sync", receiver.window)
    } else {
      try display.run("xdotool", "windowfocus", "--sync", receiver.window)
    }
    let keypad = try KeypadInstance(
      ["--layout", "id", "--target", "focused", "--geometry", "300x300+0+0"], on: display)
    let keys = try keypad.keys(layout: "id", target: "focused", size: "300x300")

    try keypad.click(Self.id.map(String.init), keys: keys)
    #expect(receiver.wait(forBytes: 18) == Self.id)
    try keypad.click(["Delete"], keys: keys)
    #expect(receiver.wait(forBytes: 19) == Self.id + "\u{7F}")
    #expect(try display.focusedWindow() == receiver.window)
    #expect(keypad.process.isRunning)
  }

  @Test func clicksTypeAnIDIntoTheFocusedXterm() throws {
    try typeAnID(windowManager: false)
  }

  @Test func underOpenboxTheFocusStaysOnTheXterm() throws {
    try typeAnID(windowManager: true)
  }

  @Test func aKeysymMissingFromTheKeymapIsTypedAndTheKeymapRestored() throws {
    let display = try VirtualDisplay()
    // Take `1` and `!` off their key, as a keymap without digits would be.
    let keycode = try display.run("xmodmap", "-pke").split(separator: "\n")
      .first { $0.contains("= 1 exclam") }.map { $0.split(separator: " ")[1] }
    let code = try #require(keycode.map(String.init))
    try display.run("xmodmap", "-e", "keycode \(code) =")
    let before = try display.run("xmodmap", "-pke")
    #expect(!before.contains(" 1 exclam"))

    let receiver = try Receiver(on: display)
    try display.run("xdotool", "windowfocus", "--sync", receiver.window)
    let keypad = try KeypadInstance(
      ["--layout", "id", "--target", "focused", "--geometry", "300x300+0+0"], on: display)
    let keys = try keypad.keys(layout: "id", target: "focused", size: "300x300")
    try keypad.click(["1", "2", "1"], keys: keys)
    #expect(receiver.wait(forBytes: 3) == "121")
    // The borrowed keycode is given back shortly after the last use.
    #expect(Command.wait(seconds: 3) { (try? display.run("xmodmap", "-pke")) == before })
  }

  @Test func withoutXTestFocusedModeSaysSoAndExits() throws {
    let display = try VirtualDisplay(extraArguments: ["-extension", "XTEST"])
    let result = try KeypadProcessRun.run(["--target", "focused"], display: display.name)
    #expect(result.status == 3)
    #expect(
      result.stderr == """
        keypad: the X server on '\(display.name)' has no XTEST extension, so keys cannot be typed into other applications. Start the server with XTEST enabled, or use '--target field'.

        """)
  }
}
