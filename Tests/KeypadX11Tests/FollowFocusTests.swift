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
    let display = try VirtualDisplay(screen: "1280x800x24")
    if windowManager { try display.startWindowManager() }
    let bus = try SessionBus(on: display)
    let form = try Form(on: display, bus: bus)
    let keypad = try KeypadInstance(
      ["follow", "--lang", "en"], on: display, shown: false, environment: bus.environment)
    try clickEntry(0, on: display)
    #expect(Command.wait(seconds: 5) { events(keypad) == ["id"] })
    #expect(keypad.isViewable)
    // The keypad does not cover the field it types into.
    let geometry = try display.run("xdotool", "getwindowgeometry", keypad.window)
    #expect(!geometry.contains("Position: 0,0") && geometry.contains("Position: "))

    // Through the keys: an ID, then a second X and a 19th digit, which the ID rule refuses.
    let keys = try keypad.followingKeys(layout: "id")
    try keypad.click("11010519491231002XX5".map(String.init), keys: keys)
    #expect(Command.wait(seconds: 5) { form.value(of: "id") == "11010519491231002X" })
    usleep(300_000)
    #expect(form.value(of: "id") == "11010519491231002X")

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
}
