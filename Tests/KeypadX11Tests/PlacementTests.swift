import Foundation
import KeypadCore
import Testing

/// Docking, staying above, hiding and showing, and scale: the kiosk integrator's controls.
@Suite(.timeLimit(.minutes(2))) struct PlacementTests {
  // A focused ID pad: four rows of keys and the Hide/Next/Enter row, 72 px each.
  @Test(arguments: [("bottom", "0, 0, 1024, 408"), ("top", "0, 360, 1024, 408")])
  func aDockedKeypadShrinksTheWorkAreaByItsHeight(edge: String, workArea: String) throws {
    let display = try VirtualDisplay()
    try display.startWindowManager()
    // openbox sets the work area a moment after it announces itself.
    #expect(
      Command.wait(seconds: 3) {
        ((try? display.rootProperty("_NET_WORKAREA")) ?? "").hasPrefix("0, 0, 1024, 768")
      })
    let keypad = try KeypadInstance(["--target", "focused", "--dock", edge], on: display)
    #expect(
      Command.wait(seconds: 3) {
        ((try? display.rootProperty("_NET_WORKAREA")) ?? "").hasPrefix(workArea)
      })
    let info = try display.run("xwininfo", "-id", keypad.window)
    #expect(info.contains("Width: 1024"))
    #expect(info.contains("Height: 360"))
    #expect(info.contains("Absolute upper-left Y:  \(edge == "bottom" ? 408 : 0)"))
  }

  @Test func aboveKeepsTheKeypadOverAFullScreenWindow() throws {
    let display = try VirtualDisplay()
    try display.startWindowManager()
    try display.launch("xterm", ["-bg", "#FF0000", "-fullscreen", "-e", "cat"])
    let terminal = try display.window(class: "XTerm")
    try display.run("xdotool", "windowactivate", "--sync", terminal)
    let pixels = try ScreenPixels(display)
    #expect(
      Command.wait(seconds: 10) { pixels.screenColor(x: 150, y: 150) == RGBColor(hex: "#FF0000") })

    let keypad = try KeypadInstance(
      ["--target", "focused", "--above", "--geometry", "300x300+100+100"], on: display)
    #expect(
      Command.wait(seconds: 10) { pixels.screenColor(x: 110, y: 110) == Theme.light.normalKey })
    // The kiosk application takes the focus and raises itself again: the keypad stays on top.
    try display.run("xdotool", "windowactivate", "--sync", terminal)
    try display.run("xdotool", "windowraise", terminal)
    usleep(300_000)
    #expect(
      Command.wait(seconds: 10) { pixels.screenColor(x: 110, y: 110) == Theme.light.normalKey })
    #expect(try display.focusedWindow() != keypad.window)
  }

  @Test func aPromptAboveAFullScreenWindowStillHasTheKeyboard() throws {
    let display = try VirtualDisplay()
    try display.startWindowManager()
    try display.launch("xterm", ["-fullscreen", "-e", "cat"])
    let terminal = try display.window(class: "XTerm")
    try display.run("xdotool", "windowactivate", "--sync", terminal)
    let keypad = try KeypadInstance(
      ["--layout", "id", "--above", "--geometry", "360x480+100+100"], on: display)
    #expect(Command.wait(seconds: 10) { (try? display.focusedWindow()) == keypad.window })
    // The kiosk application takes the keyboard back: the prompt takes it again.
    try display.run("xdotool", "windowfocus", terminal)
    #expect(Command.wait(seconds: 10) { (try? display.focusedWindow()) == keypad.window })
    // A barcode scanner types as a keyboard does, into whatever has the focus.
    try display.run("xdotool", "type", "--delay", "5", "11010519491231002X")
    try display.run("xdotool", "key", "Return")
    #expect(exitStatus(of: keypad.process, within: 5) == 0)
    #expect(keypad.standardOutput == "11010519491231002X\n")
  }

  @Test func signalsHideShowAndToggleAHiddenKeypad() throws {
    let display = try VirtualDisplay()
    let keypad = try KeypadInstance(["--target", "focused", "--hidden"], on: display, shown: false)
    usleep(200_000)
    #expect(!keypad.isViewable)
    keypad.send(SIGUSR2)
    #expect(Command.wait(seconds: 3) { keypad.isViewable })
    keypad.send(SIGUSR1)
    #expect(Command.wait(seconds: 3) { !keypad.isViewable })
    keypad.send(__libc_current_sigrtmin())
    #expect(Command.wait(seconds: 3) { keypad.isViewable })
    keypad.send(__libc_current_sigrtmin())
    #expect(Command.wait(seconds: 3) { !keypad.isViewable })
    #expect(keypad.process.isRunning)
  }

  @Test func aPinPadIsReshuffledEveryTimeItIsShown() throws {
    let display = try VirtualDisplay()
    let keypad = try KeypadInstance(
      ["--layout", "pin", "--hidden", "--geometry", "360x480+0+0"], on: display, shown: false)
    let pixels = try ScreenPixels(display)
    func keys() -> [RGBColor?] {
      stride(from: 130, to: 400, by: 3).flatMap { y in
        stride(from: 0, to: 360, by: 3).map { pixels.color(window: keypad.window, x: $0, y: y) }
      }
    }
    var seen: [[RGBColor?]] = []
    for _ in 0..<2 {
      keypad.send(SIGUSR2)
      #expect(Command.wait(seconds: 3) { keypad.isViewable })
      usleep(300_000)
      seen.append(keys())
      keypad.send(SIGUSR1)
      #expect(Command.wait(seconds: 3) { !keypad.isViewable })
    }
    #expect(seen[0] != seen[1])
  }

  @Test func scaleComesFromXftDpiOrTheOption() throws {
    let natural = WindowGeometry.defaultSize(
      for: KeypadSetup(builtIn: .id, target: .focused, language: .en).layout, showsField: false)
    let display = try VirtualDisplay()
    let doubled = try KeypadInstance(["--target", "focused", "--scale", "2"], on: display)
    #expect(
      try display.run("xwininfo", "-id", doubled.window).contains("Width: \(natural.width * 2)"))
    kill(doubled.process)

    let resources = FileManager.default.temporaryDirectory.appendingPathComponent("xrdb-\(UUID())")
    try Data("Xft.dpi: 144\n".utf8).write(to: resources)
    try display.run("xrdb", "-merge", resources.path)
    let keypad = try KeypadInstance(["--target", "focused"], on: display)
    let width = natural.width * 3 / 2
    #expect(try display.run("xwininfo", "-id", keypad.window).contains("Width: \(width)"))
  }

  /// The window's position and size, from `xwininfo`.
  func frame(of window: String, on display: VirtualDisplay) throws -> Rect {
    let info = try display.run("xwininfo", "-id", window)
    func value(_ name: String) -> Int {
      info.split(separator: "\n").first { $0.contains(name) }
        .flatMap { $0.split(separator: ":").last }
        .flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? -1
    }
    return Rect(
      x: value("Absolute upper-left X"), y: value("Absolute upper-left Y"), width: value("Width"),
      height: value("Height"))
  }

  @Test(arguments: [
    ("-0-0", Point(x: 1024 - 360, y: 768 - 481)), ("+0-0", Point(x: 0, y: 768 - 481)),
    ("-10+20", Point(x: 1024 - 360 - 10, y: 20)),
    ("+2000+2000", Point(x: 1024 - 360, y: 768 - 481)),
  ])
  func geometryOffsetsMeanWhatXMeansAndStayOnScreen(offsets: String, origin: Point) throws {
    let display = try VirtualDisplay()
    // Written as a separate argument, a leading minus is still the value of --geometry.
    let keypad = try KeypadInstance(["--layout", "id", "--geometry", offsets], on: display)
    #expect(
      try frame(of: keypad.window, on: display)
        == Rect(x: origin.x, y: origin.y, width: 360, height: 481))
  }

  @Test func aScaledKeypadOnASmallScreenKeepsItsConfirmRowOnScreen() throws {
    let display = try VirtualDisplay(screen: "640x480x24")
    let keypad = try KeypadInstance(
      ["--layout", "id", "--scale", "2", "--geometry", "+0+0"], on: display)
    let window = try frame(of: keypad.window, on: display)
    #expect(window.maxX <= 640 && window.maxY <= 480)
    #expect(
      keypad.standardError.hasPrefix(
        "keypad: the window does not fit the screen's work area; using 640x480."))
  }

  @Test func aWindowTooSmallForFingersIsEnlargedWithAWarning() throws {
    let display = try VirtualDisplay()
    let keypad = try KeypadInstance(["--layout", "id", "--geometry", "100x100+0+0"], on: display)
    let window = try frame(of: keypad.window, on: display)
    let json = try Command.run(
      KeypadInstance.executable,
      ["geometry", "--layout", "id", "--size", "\(window.width)x\(window.height)"])
    // Every key of the window it chose is at least 48 px a side.
    for line in json.split(separator: "\n") {
      let key = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      #expect((key?["width"] as? Int ?? 0) >= 48 && (key?["height"] as? Int ?? 0) >= 48)
    }
    #expect(
      keypad.standardError
        == "keypad: the window is too small for keys of 48 px; using \(window.width)x\(window.height), the smallest size that keeps them.\n"
    )
  }

  /// A keypad started with `arguments` under openbox, once the work area lost its height
  /// (408 of 768 pixels left for a focused ID pad docked at the bottom).
  func dockedKeypad(_ arguments: [String]) throws -> (VirtualDisplay, KeypadInstance) {
    let display = try VirtualDisplay()
    try display.startWindowManager()
    #expect(
      Command.wait(seconds: 3) {
        ((try? display.rootProperty("_NET_WORKAREA")) ?? "").hasPrefix("0, 0, 1024, 768")
      })
    let keypad = try KeypadInstance(arguments, on: display)
    #expect(
      Command.wait(seconds: 3) {
        ((try? display.rootProperty("_NET_WORKAREA")) ?? "").hasPrefix("0, 0, 1024, 408")
      })
    return (display, keypad)
  }

  @Test func aDockAboveFullScreenWindowsStillReservesItsHeight() throws {
    let (display, keypad) = try dockedKeypad(["--target", "focused", "--dock", "bottom", "--above"])
    #expect(
      try frame(of: keypad.window, on: display) == Rect(x: 0, y: 408, width: 1024, height: 360))
  }

  @Test func aNarrowDockIsCentredAndStillReservesItsHeight() throws {
    let (display, keypad) = try dockedKeypad([
      "--target", "focused", "--dock", "bottom", "--dock-width", "480",
    ])
    #expect(
      try frame(of: keypad.window, on: display) == Rect(x: 272, y: 408, width: 480, height: 360))
    let strut = try display.run("xprop", "-id", keypad.window, "_NET_WM_STRUT_PARTIAL")
    #expect(strut.contains("0, 0, 0, 360, 0, 0, 0, 0, 0, 0, 272, 751"))
  }
}
