import Foundation
import Testing

/// `keypad follow` against real applications on the accessibility bus: the layout that fits
/// each focused field shows, keys typed reach the field through its input rule, and the keypad
/// hides for fields that want none.
@Suite(.serialized, .timeLimit(.minutes(2))) struct FollowFocusTests {
  /// The GTK3 form in Tests/Fixtures, printing `NAME=TEXT` on every change.
  final class Form {
    let output: URL

    init(on display: VirtualDisplay, bus: SessionBus) throws {
      output = FileManager.default.temporaryDirectory
        .appendingPathComponent("keypad-form-\(UUID().uuidString)")
      _ = FileManager.default.createFile(atPath: output.path, contents: nil)
      let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/gtk-fields.py").path
      try display.launch(
        "bash", environment: bus.environment,
        ["-c", "exec /usr/bin/python3 '\(script)' > '\(output.path)' 2>/dev/null"])
      guard Command.wait(seconds: 20, until: { text.contains("ready") }) else {
        throw Command.Failure(
          description: "the GTK form did not start (install python3-gi gir1.2-gtk-3.0)")
      }
    }

    var text: String { (try? String(contentsOf: output, encoding: .utf8)) ?? "" }

    /// The last text the form reported for the entry `name`.
    func value(of name: String) -> String? {
      text.split(separator: "\n").last { $0.hasPrefix("\(name)=") }
        .map { String($0.dropFirst(name.count + 1)) }
    }
  }

  /// A display with the GTK form on its own session bus.
  struct Desk {
    let display: VirtualDisplay
    let bus: SessionBus
    let form: Form

    init(windowManager: Bool = false) throws {
      display = try VirtualDisplay(screen: "1280x800x24")
      if windowManager { try display.startWindowManager() }
      bus = try SessionBus(on: display)
      form = try Form(on: display, bus: bus)
    }

    /// Starts `keypad follow --lang en`, hidden until a field is focused.
    func follow() throws -> KeypadInstance {
      try KeypadInstance(
        ["follow", "--lang", "en"], on: display, shown: false, environment: bus.environment)
    }
  }

  /// The form's entries are 46 px apart, the first centred at (229, 41) of the window at 0,0.
  func clickEntry(_ row: Int, on display: VirtualDisplay) throws {
    try display.run("xdotool", "mousemove", "229", "\(41 + row * 46)", "click", "1")
  }

  /// The `show`/`hide` lines the keypad has written.
  func events(_ keypad: KeypadInstance) -> [String] {
    keypad.outputSoFar.split(separator: "\n").compactMap { line -> String? in
      if line.contains(#""event":"hide""#) { return "hide" }
      guard line.contains(#""event":"show""#), let start = line.range(of: #""layout":""#) else {
        return nil
      }
      return String(line[start.upperBound...].prefix { $0 != "\"" })
    }
  }

  @Test(arguments: [false, true])
  func eachGTKFieldGetsItsKeypadAndTypingKeepsTheIDRule(windowManager: Bool) throws {
    let desk = try Desk(windowManager: windowManager)
    let (display, form, keypad) = (desk.display, desk.form, try desk.follow())
    try clickEntry(0, on: display)
    #expect(Command.wait(seconds: 5) { events(keypad) == ["id"] })
    #expect(keypad.isViewable)
    // The keypad does not cover the field it types into (x 124–334, y 24–58 on the screen).
    let info = try display.run("xwininfo", "-id", keypad.window)
    let top = info.split(separator: "\n").first { $0.contains("Absolute upper-left Y:") }
      .flatMap { Int($0.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "") }
    #expect((top ?? 0) >= 58)

    // Through the keys: an ID, then a second X and a 19th digit, which the ID rule refuses.
    let keys = try keypad.followingKeys(layout: "id")
    try keypad.click("11010519491231002XX5".map(String.init), keys: keys)
    #expect(Command.wait(seconds: 5) { form.value(of: "id") == "11010519491231002X" })
    usleep(300_000)
    #expect(form.value(of: "id") == "11010519491231002X")
    #expect(keypad.outputSoFar.contains(#""status":"valid""#))
    // Typed on the physical keyboard with a wrong check character: the verdict line names the
    // right one.
    try display.run("xdotool", "key", "BackSpace", "1")
    #expect(
      Command.wait(seconds: 5) {
        keypad.outputSoFar.contains(
          #""status":"invalid","message":"✗ The check character is '1' but should be 'X'"#)
      })

    // Tab moves through card, phone, amount, password and a plain field.
    var expected = ["id"]
    for layout in ["card", "phone", "decimal"] {
      try keypad.click(["Next"], keys: keys)
      expected.append(layout)
      #expect(Command.wait(seconds: 5) { events(keypad) == expected })
    }
    try keypad.click(["5", "0", "."], keys: try keypad.followingKeys(layout: "decimal"))
    #expect(Command.wait(seconds: 5) { form.value(of: "amount") == "50." })
    try display.run("xdotool", "key", "Tab")
    let left = Date()
    expected.append("hide")
    #expect(Command.wait(seconds: 5) { events(keypad) == expected })
    #expect(Date().timeIntervalSince(left) < 0.5)
    #expect(Command.wait(seconds: 2) { !keypad.isViewable })
    try display.run("xdotool", "key", "Tab")
    usleep(400_000)
    #expect(events(keypad) == expected)
    #expect(form.value(of: "password") == nil)
  }

  /// Chromium in kiosk mode on a local page whose fields are marked by class, by words and by
  /// input type; the page puts `NAME=VALUE` in its title on every change.
  @Test(arguments: [false, true])
  func eachChromiumFieldGetsItsKeypad(windowManager: Bool) throws {
    let display = try VirtualDisplay(screen: "1280x800x24")
    if windowManager { try display.startWindowManager() }
    let bus = try SessionBus(on: display)
    let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/web-fields.html")
    let profile = FileManager.default.temporaryDirectory
      .appendingPathComponent("keypad-chromium-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    // The keypad first: it turns the session's accessibility on, which Chromium reads when it
    // starts (ACCESSIBILITY_ENABLED=1 does the same).
    let keypad = try KeypadInstance(
      ["follow", "--lang", "en", "--above"], on: display, shown: false,
      environment: bus.environment)
    try display.launch(
      "chromium", environment: bus.environment,
      [
        "--no-sandbox", "--kiosk", "--force-renderer-accessibility", "--disable-gpu",
        "--no-first-run", "--no-default-browser-check", "--password-store=basic",
        "--user-data-dir=\(profile.path)", page.absoluteString,
      ])
    func title() -> String {
      (try? display.run(
        "xdotool", "search", "--onlyvisible", "--class", "chromium", "getwindowname"))?
        .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    }
    guard Command.wait(seconds: 30, until: { title().contains("ready") }) else {
      throw Command.Failure(description: "Chromium did not show the page (install chromium)")
    }
    // Chromium takes a moment to expose the page on the accessibility bus.
    #expect(
      Command.wait(seconds: 15) {
        _ = try? display.run("xdotool", "mousemove", "170", "40", "click", "1")
        return events(keypad) == ["id"]
      })
    let keys = try keypad.followingKeys(layout: "id")
    try keypad.click("11010519491231002XX5".map(String.init), keys: keys)
    #expect(
      Command.wait(seconds: 5) { title().hasPrefix("resident=11010519491231002X") },
      "\(title()) \(events(keypad)) \(keypad.errorsSoFar)")
    usleep(300_000)
    #expect(title().hasPrefix("resident=11010519491231002X") && !title().contains("X5"))
    var expected = ["id"]
    for layout in ["card", "phone", "number"] {
      try keypad.click(["Next"], keys: try keypad.followingKeys(layout: expected.last ?? "id"))
      expected.append(layout)
      #expect(Command.wait(seconds: 5) { events(keypad) == expected })
    }
    try display.run("xdotool", "key", "Tab")
    expected.append("hide")
    #expect(Command.wait(seconds: 2) { events(keypad) == expected })
    try display.run("xdotool", "key", "Tab")
    usleep(400_000)
    #expect(events(keypad) == expected)
  }

  @Test func withoutABusTheKeypadSaysSoOnceAndKeepsWaiting() throws {
    let display = try VirtualDisplay()
    let keypad = try KeypadInstance(
      ["follow", "--lang", "en"], on: display, shown: false,
      environment: [
        "DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/bus", "GSETTINGS_BACKEND": "memory",
      ])
    #expect(Command.wait(seconds: 5) { keypad.errorsSoFar.contains("accessibility bus") })
    // Two more tries pass unreported, and the keypad is still there.
    usleep(4_500_000)
    #expect(keypad.process.isRunning)
    #expect(
      keypad.standardError.split(separator: "\n") == [
        "keypad: cannot reach the accessibility bus yet (no session bus to find the accessibility bus on (Failed to connect to socket /nonexistent/bus: No such file or directory); start the keypad inside the desktop session, or set AT_SPI_BUS_ADDRESS); trying again every 2 s."
      ])
  }

  @Test func aBusThatDiesWhileShowingHidesTheKeypadWhichKeepsRunning() throws {
    let desk = try Desk()
    let keypad = try desk.follow()
    try clickEntry(0, on: desk.display)
    #expect(Command.wait(seconds: 5) { events(keypad) == ["id"] })
    try desk.bus.killAccessibilityBus()
    #expect(Command.wait(seconds: 5) { events(keypad) == ["id", "hide"] })
    #expect(Command.wait(seconds: 5) { keypad.errorsSoFar.contains("lost the accessibility bus") })
    #expect(keypad.process.isRunning)
  }

  @Test func aFieldFocusedBeforeTheKeypadStartedGetsItsKeypad() throws {
    let desk = try Desk()
    try clickEntry(1, on: desk.display)
    try desk.display.run("xdotool", "type", "62")
    #expect(Command.wait(seconds: 5) { desk.form.value(of: "card") == "62" })
    let keypad = try desk.follow()
    #expect(Command.wait(seconds: 5) { events(keypad) == ["card"] })
  }

  @Test func anApplicationThatNeverAnswersDoesNotStallTheKeypad() throws {
    let desk = try Desk()
    let (display, bus, keypad) = (desk.display, desk.bus, try desk.follow())
    // Says one of its objects has the focus, then stops with its connection open.
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/hanging-app.py").path
    let hanging = try Command.start(
      "/usr/bin/python3", [script], environment: bus.environment.merging(display.environment) { $1 }
    )
    defer { kill(hanging) }
    usleep(200_000)
    let clicked = Date()
    try clickEntry(0, on: display)
    #expect(Command.wait(seconds: 5) { events(keypad) == ["id"] })
    #expect(Date().timeIntervalSince(clicked) < 1)
  }
}
