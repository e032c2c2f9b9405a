import CX11
import Foundation
import Testing

/// Bad situations end with a clear message and a non-zero status, never a crash or a hang.
@Suite(.timeLimit(.minutes(1))) struct FailureTests {
  @Test func withoutADisplayItSaysWhatToDo() throws {
    let result = try KeypadProcessRun.run([], display: nil)
    #expect(result.status == 3)
    #expect(result.stdout == "")
    #expect(
      result.stderr == """
        keypad: no X display: $DISPLAY is not set. Run it inside an X session, or on a virtual one with 'xvfb-run keypad …'.

        """)
  }

  @Test func aDisplayThatCannotBeOpenedIsNamed() throws {
    let result = try KeypadProcessRun.run([], display: ":9999")
    #expect(result.status == 3)
    #expect(result.stderr.hasPrefix("keypad: cannot open X display ':9999'"))
    #expect(result.stderr.contains("xvfb-run"))
  }

  @Test func whenTheServerDiesTheKeypadExitsPromptly() throws {
    let display = try VirtualDisplay()
    let keypad = try KeypadInstance(["--layout", "id"], on: display)
    let keys = try keypad.keys(layout: "id", target: "field", size: "360x480")
    try keypad.click(["1", "2"], keys: keys)
    display.stop()
    #expect(exitStatus(of: keypad.process, within: 1) == 6)
    #expect(keypad.standardOutput == "")
    #expect(
      keypad.standardError
        == "keypad: lost the connection to the X server; nothing was confirmed.\n")
  }

  @Test func aMissingFontIsNamedWithTheOneUsed() throws {
    let display = try VirtualDisplay()
    let keypad = try KeypadInstance(["--font", "No Such Font Family"], on: display)
    try WindowManagerMessage.close(window: keypad.window, on: display)
    #expect(exitStatus(of: keypad.process, within: 5) == 1)
    #expect(
      keypad.standardError.hasPrefix("keypad: font 'No Such Font Family' was not found; using '"))
  }

  @Test func aRequestTheServerRefusesAtStartUpIsExplained() throws {
    // An 8000x8000 screen takes 256 MB of the server's 420; the keypad's back buffer for a
    // window filling it would take 256 MB more.
    let display = try VirtualDisplay(memoryLimit: 420_000_000, screen: "8000x8000x24")
    let result = try KeypadProcessRun.run(["--geometry", "8000x8000+0+0"], display: display.name)
    #expect(result.status == 3)
    #expect(
      result.stderr == """
        keypad: the X server on '\(display.name)' refused what the keypad needs to start (BadAlloc (insufficient resources for operation) in X_CreatePixmap). Is the window too large for it (--geometry, --scale)?

        """)
  }

  @Test func quickHideAndShowSignalsDoNotEndIt() throws {
    // Each show maps the prompt and asks for the focus; a hide right after makes that request
    // fail with BadMatch, which used to kill the keypad.
    let display = try VirtualDisplay()
    let keypad = try KeypadInstance(["--layout", "id", "--geometry", "300x400+0+0"], on: display)
    for _ in 0..<300 {
      keypad.send(SIGUSR1)
      keypad.send(SIGUSR2)
    }
    #expect(Command.wait(seconds: 5) { keypad.isViewable })
    usleep(300_000)
    #expect(keypad.process.isRunning)
    let errors = keypad.standardError
    #expect(errors.split(separator: "\n").count <= 1)
    #expect(errors.isEmpty || errors.hasSuffix("; carrying on.\n"))
  }

  @Test func whenAnotherProgramDestroysTheWindowTheKeypadExits() throws {
    let display = try VirtualDisplay()
    let keypad = try KeypadInstance(["--layout", "id"], on: display)
    guard let window = UInt(keypad.window), let d = XOpenDisplay(display.name) else {
      throw Command.Failure(description: "cannot open \(display.name)")
    }
    XDestroyWindow(d, window)
    XCloseDisplay(d)
    #expect(exitStatus(of: keypad.process, within: 5) == 6)
    #expect(keypad.standardOutput == "")
    #expect(
      keypad.standardError
        == "keypad: another program destroyed the keypad window; nothing was confirmed.\n")
  }

  @Test func chineseLabelsWithoutAChineseFontNameThePackageOnce() throws {
    let display = try VirtualDisplay()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fc-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let config = folder.appendingPathComponent("fonts.conf")
    try Data(
      """
      <?xml version="1.0"?>
      <fontconfig><dir>/usr/share/fonts/truetype/dejavu</dir><cachedir>\(folder.path)</cachedir></fontconfig>
      """.utf8
    ).write(to: config)
    let latinOnly = try KeypadInstance(
      ["--lang", "zh"], on: display, environment: ["FONTCONFIG_FILE": config.path])
    #expect(
      latinOnly.standardError
        == "keypad: no installed font has Chinese characters, so Chinese labels would show as empty boxes; install fonts-noto-cjk (Debian) or name a Chinese font with --font.\n"
    )
    let withCJK = try KeypadInstance(["--lang", "zh", "--font", "DejaVu Sans:bold"], on: display)
    #expect(withCJK.standardError == "")
  }
}
