import Foundation
import KeypadCore
import Testing

/// `--target field`: the window is a prompt that prints the confirmed value.
@Suite(.timeLimit(.minutes(2))) struct PromptTests {
  static let size = "360x480"

  func start(_ layout: String, on display: VirtualDisplay) throws -> (
    KeypadInstance, [String: (x: Int, y: Int, width: Int, height: Int)]
  ) {
    let keypad = try KeypadInstance(
      ["--layout", layout, "--geometry", "\(Self.size)+0+0"], on: display)
    return (keypad, try keypad.keys(layout: layout, target: "field", size: Self.size))
  }

  /// Puts `text` on the CLIPBOARD, owned by an xclip kept in the foreground (a forked xclip
  /// would inherit the test runner's descriptors and hide its own exit from Foundation). It
  /// serves two requests: the check here that it owns the selection, and the keypad's paste.
  func ownClipboard(_ text: String, on display: VirtualDisplay) throws -> Process {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("keypad-clipboard-\(UUID().uuidString)")
    try Data(text.utf8).write(to: file)
    let owner = try Command.start(
      "xclip", ["-selection", "clipboard", "-loops", "2", "-quiet", file.path],
      environment: display.environment)
    let owned = Command.wait(seconds: 5) {
      (try? display.run("xclip", "-selection", "clipboard", "-o")) == text
    }
    guard owned else { throw Command.Failure(description: "xclip did not take the clipboard") }
    return owner
  }

  @Test func clickingAValidIDAndConfirmingPrintsIt() throws {
    let display = try VirtualDisplay()
    let (keypad, keys) = try start("id", on: display)
    try keypad.click("11010519491231002X".map(String.init) + ["OK"], keys: keys)
    #expect(exitStatus(of: keypad.process, within: 5) == 0)
    #expect(keypad.standardOutput == "11010519491231002X\n")
  }

  @Test func aConfirmWithNobodyReadingIsReportedNotASilentDeath() throws {
    let display = try VirtualDisplay()
    let keypad = try KeypadInstance(
      ["--layout", "id", "--geometry", "\(Self.size)+0+0"], on: display, closedOutput: true)
    try keypad.typeOnKeyboard("11010519491231002X", then: "Return")
    #expect(exitStatus(of: keypad.process, within: 5) == 4)
    #expect(
      keypad.standardError
        == "keypad: standard output is closed, so the result could not be written.\n")
  }

  @Test func anUntouchedPromptTimesOutAndATouchRestartsTheCount() throws {
    let display = try VirtualDisplay()
    let started = Date()
    let keypad = try KeypadInstance(
      ["--layout", "id", "--timeout", "2", "--geometry", "\(Self.size)+0+0"], on: display)
    let keys = try keypad.keys(layout: "id", target: "field", size: Self.size)
    // A touch just before the end of the first two seconds restarts the count.
    usleep(UInt32(max(0, 1.5 - Date().timeIntervalSince(started)) * 1_000_000))
    let touched = Date()
    try keypad.click(["1"], keys: keys)
    #expect(exitStatus(of: keypad.process, within: 1.2) == nil)
    #expect(exitStatus(of: keypad.process, within: 3) == 5)
    #expect(Date().timeIntervalSince(touched) >= 1.9)
    #expect(keypad.standardOutput == "")
  }

  @Test func liveReportsEveryChangeAndTheEndAsJSONLines() throws {
    let display = try VirtualDisplay()
    let keypad = try KeypadInstance(
      ["--layout", "card", "--live", "--geometry", "\(Self.size)+0+0"], on: display)
    try keypad.typeOnKeyboard("12345", then: "Left", "BackSpace", "x", "Escape")
    #expect(exitStatus(of: keypad.process, within: 5) == 1)
    let lines = keypad.standardOutput.split(separator: "\n").map(String.init)
    func change(_ value: String, caret: Int) -> String {
      let digits = value.count == 1 ? "1 digit" : "\(value.count) digits"
      return
        #"{"event":"change","value":"\#(value)","caret":\#(caret),"status":"incomplete","message":"✗ The card number has \#(digits); it needs at least 12."}"#
    }
    // The x changes nothing, so it reports nothing.
    #expect(
      lines == [
        change("1", caret: 1), change("12", caret: 2), change("123", caret: 3),
        change("1234", caret: 4), change("12345", caret: 5), change("12345", caret: 4),
        change("1235", caret: 3), #"{"event":"cancel"}"#,
      ])
  }

  @Test func theTextOptionPaintsAPromptLineAboveTheField() throws {
    let display = try VirtualDisplay()
    let arguments = ["--layout", "id", "--text", "Enter the guest's ID number"]
    let keypad = try KeypadInstance(arguments + ["--geometry", "\(Self.size)+0+0"], on: display)
    let plain = try keypad.keys(layout: "id", target: "field", size: Self.size)
    let json = try Command.run(
      KeypadInstance.executable, ["geometry", "--size", Self.size] + arguments)
    let first =
      try JSONSerialization.jsonObject(
        with: Data(json.split(separator: "\n")[0].utf8)) as? [String: Any]
    let top = try #require(first?["y"] as? Int)
    // The keys move down by the prompt line, and the window paints text in that line.
    #expect(top > (plain["1"]?.y ?? .max))
    let pixels = try ScreenPixels(display)
    let promptColors = pixels.colors(
      window: keypad.window, in: Rect(x: 0, y: 0, width: 360, height: top - (plain["1"]?.y ?? 0)))
    #expect(promptColors.count > 2)
  }

  @Test func theConfirmAndCancelKeysTakeTheirLabelsFromTheCommandLine() throws {
    let display = try VirtualDisplay()
    let arguments = ["--layout", "id", "--ok-label", "Submit", "--cancel-label", "Back"]
    let keypad = try KeypadInstance(arguments + ["--geometry", "\(Self.size)+0+0"], on: display)
    let json = try Command.run(
      KeypadInstance.executable, ["geometry", "--size", Self.size] + arguments)
    #expect(json.contains(#""label":"Submit","action":"submit""#))
    try keypad.typeOnKeyboard("11010519491231002X")
    let relabeled = try json.split(separator: "\n").compactMap { line -> (String, Int, Int)? in
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      guard let label = object?["label"] as? String, let x = object?["x"] as? Int,
        let y = object?["y"] as? Int, let w = object?["width"] as? Int,
        let h = object?["height"] as? Int
      else { return nil }
      return (label, x + w / 2, y + h / 2)
    }
    let submit = try #require(relabeled.first { $0.0 == "Submit" })
    try display.run(
      "xdotool", "mousemove", "--window", keypad.window, "\(submit.1)", "\(submit.2)", "click", "1")
    #expect(exitStatus(of: keypad.process, within: 5) == 0)
    #expect(keypad.standardOutput == "11010519491231002X\n")
  }

  @Test func aWrongCheckCharacterCannotBeConfirmedAndTheVerdictSaysSo() throws {
    let display = try VirtualDisplay()
    let (keypad, keys) = try start("id", on: display)
    try keypad.click("110105194912310021".map(String.init) + ["OK"], keys: keys)
    #expect(exitStatus(of: keypad.process, within: 0.5) == nil)
    // The verdict line is painted in the error colour.
    let geometry = WindowGeometry(
      size: Size(width: 360, height: 480),
      layout: KeypadSetup(builtIn: .id, target: .field, language: .en).layout, showsField: true)
    let verdict = try #require(geometry.verdictLine)
    let pixels = try ScreenPixels(display)
    #expect(
      Command.wait(seconds: 2) {
        pixels.colors(window: keypad.window, in: verdict).contains(Theme.light.error)
      })
    // Fixing the check character makes OK work.
    try keypad.click(["Delete", "X", "OK"], keys: keys)
    #expect(exitStatus(of: keypad.process, within: 5) == 0)
    #expect(keypad.standardOutput == "11010519491231002X\n")
  }

  @Test func escapeCancelsWithNothingPrinted() throws {
    let display = try VirtualDisplay()
    let (keypad, keys) = try start("id", on: display)
    try keypad.click(["1", "1", "0"], keys: keys)
    try keypad.typeOnKeyboard("", then: "Escape")
    #expect(exitStatus(of: keypad.process, within: 5) == 1)
    #expect(keypad.standardOutput == "")
  }

  @Test func thePhysicalKeyboardEditsTheField() throws {
    let display = try VirtualDisplay()
    let (keypad, _) = try start("id", on: display)
    try keypad.typeOnKeyboard("11010519491231002x")
    try display.run("xdotool", "key", "Left", "BackSpace", "Right", "End", "Home", "Delete")
    // Home then Delete removed the first 1; Left then BackSpace removed the 2 before the x.
    try display.run("xdotool", "type", "--delay", "5", "1")
    try display.run("xdotool", "key", "End", "Left", "2", "Return")
    #expect(exitStatus(of: keypad.process, within: 5) == 0)
    #expect(keypad.standardOutput == "11010519491231002X\n")
  }

  @Test func pastingAFormattedCardLandsAsDigitsInGroupsOfFour() throws {
    let display = try VirtualDisplay()
    let (keypad, keys) = try start("card", on: display)
    let owner = try ownClipboard("6222 0212 3456 7894", on: display)
    defer { kill(owner) }
    try keypad.typeOnKeyboard("", then: "ctrl+v")
    try keypad.click(["OK"], keys: keys)
    #expect(exitStatus(of: keypad.process, within: 5) == 0)
    #expect(keypad.standardOutput == "6222021234567894\n")
  }

  @Test func pastingLettersChangesNothing() throws {
    let display = try VirtualDisplay()
    let (keypad, keys) = try start("card", on: display)
    let owner = try ownClipboard("letters", on: display)
    defer { kill(owner) }
    try keypad.typeOnKeyboard("", then: "ctrl+v")
    try keypad.click(["4", "1", "1", "1"], keys: keys)
    try display.run("xdotool", "key", "Escape")
    #expect(exitStatus(of: keypad.process, within: 5) == 1)
    #expect(keypad.standardOutput == "")
  }

  @Test func closingTheWindowCancels() throws {
    let display = try VirtualDisplay()
    let (keypad, _) = try start("id", on: display)
    try WindowManagerMessage.close(window: keypad.window, on: display)
    #expect(exitStatus(of: keypad.process, within: 5) == 1)
    #expect(keypad.standardOutput == "")
  }
}

/// More of the prompt: grouping, the PRIMARY selection, and resizing.
@Suite(.timeLimit(.minutes(1))) struct PromptExtrasTests {
  @Test func aGroupedIDIsPrintedWithoutItsSeparators() throws {
    let display = try VirtualDisplay()
    let keypad = try KeypadInstance(["--group-id", "--geometry", "360x480+0+0"], on: display)
    try keypad.typeOnKeyboard("11010519491231002X", then: "Return")
    #expect(exitStatus(of: keypad.process, within: 5) == 0)
    #expect(keypad.standardOutput == "11010519491231002X\n")
  }

  @Test func aMiddleClickPastesThePrimarySelection() throws {
    let display = try VirtualDisplay()
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("primary-\(UUID())")
    try Data("１１０１０５１９４９１２３１００２ｘ".utf8).write(to: file)
    let owner = try Command.start(
      "xclip", ["-selection", "primary", "-loops", "2", "-quiet", file.path],
      environment: display.environment)
    defer { kill(owner) }
    #expect(
      Command.wait(seconds: 5) {
        ((try? display.run("xclip", "-selection", "primary", "-o")) ?? "").hasPrefix("１")
      })
    let keypad = try KeypadInstance(["--geometry", "360x480+0+0"], on: display)
    try display.run("xdotool", "mousemove", "--window", keypad.window, "100", "30", "click", "2")
    let keys = try keypad.keys(layout: "id", target: "field", size: "360x480")
    usleep(300_000)
    try keypad.click(["OK"], keys: keys)
    #expect(exitStatus(of: keypad.process, within: 5) == 0)
    #expect(keypad.standardOutput == "11010519491231002X\n")
  }

  @Test func resizingTheWindowReflowsTheKeys() throws {
    let display = try VirtualDisplay()
    let keypad = try KeypadInstance(
      ["--target", "focused", "--geometry", "300x300+0+0"], on: display)
    try display.run("xdotool", "windowsize", "--sync", keypad.window, "600", "200")
    let keys = try keypad.keys(layout: "id", target: "focused", size: "600x200")
    let three = try #require(keys["3"])
    let pixels = try ScreenPixels(display)
    // The third column now starts beyond the old window's width.
    #expect(three.x > 300)
    #expect(
      Command.wait(seconds: 3) {
        pixels.color(window: keypad.window, x: three.x + 3, y: three.y + 3) == Theme.light.normalKey
          && pixels.color(window: keypad.window, x: three.x - 1, y: three.y + 3) == Theme.light.gap
      })
  }
}
