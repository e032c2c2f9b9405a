import Foundation
import KeypadCore
import Testing

/// The keypad paints what the session decides: normal keys, one pressed key.
@Suite(.timeLimit(.minutes(1))) struct PaintingTests {
  let theme = Theme.light

  @Test func pressingAKeyPaintsItPressedAndReleasingRestoresIt() throws {
    let display = try VirtualDisplay()
    let keypad = try KeypadInstance(
      ["--layout", "id", "--target", "focused", "--geometry", "300x400+0+0"], on: display)
    let keys = try keypad.keys(layout: "id", target: "focused", size: "300x400")
    let pixels = try ScreenPixels(display)
    // Sample each key near its top-left corner, away from the label.
    func background(_ label: String) -> RGBColor? {
      guard let key = keys[label] else { return nil }
      return pixels.color(window: keypad.window, x: key.x + 4, y: key.y + 4)
    }
    #expect(Command.wait(seconds: 3) { background("5") == theme.normalKey })
    #expect(background("X") == theme.functionKey)
    #expect(background("Delete") == theme.functionKey)

    let five = try #require(keys["5"])
    try display.run(
      "xdotool", "mousemove", "--window", keypad.window, "\(five.x + 20)", "\(five.y + 20)",
      "mousedown", "1")
    #expect(Command.wait(seconds: 2) { background("5") == theme.normalKeyPressed })
    for label in ["1", "2", "3", "4", "6", "7", "8", "9", "0"] {
      #expect(background(label) == theme.normalKey, "key \(label)")
    }
    #expect(background("X") == theme.functionKey)
    try display.run("xdotool", "mouseup", "1")
    #expect(Command.wait(seconds: 2) { background("5") == theme.normalKey })

    let x = try #require(keys["X"])
    try display.run(
      "xdotool", "mousemove", "--window", keypad.window, "\(x.x + 20)", "\(x.y + 20)", "mousedown",
      "1")
    #expect(Command.wait(seconds: 2) { background("X") == theme.functionKeyPressed })
    try display.run("xdotool", "mouseup", "1")
    #expect(Command.wait(seconds: 2) { background("X") == theme.functionKey })
  }

  @Test func theThemeFontOpenedFromItsFileLooksAsFontconfigDrawsIt() throws {
    // The theme's DejaVu Sans is opened from its file without fontconfig's configuration;
    // `--font` goes through fontconfig. The labels must come out pixel for pixel the same.
    let display = try VirtualDisplay()
    let pixels = try ScreenPixels(display)
    let whole = Rect(x: 0, y: 0, width: 300, height: 400)
    func labels(_ extra: [String]) throws -> [UInt]? {
      let keypad = try KeypadInstance(
        ["--layout", "id", "--target", "focused", "--geometry", "300x400+0+0"] + extra,
        on: display)
      var shown: [UInt]?
      // Painted once the "5" key shows more than its background: its label is drawn.
      _ = Command.wait(seconds: 3) {
        shown = pixels.pixels(window: keypad.window, in: whole)
        return Set(shown ?? []).count > 3
      }
      return shown
    }
    let byFile = try #require(try labels([]))
    let matched = try #require(try labels(["--font", "DejaVu Sans"]))
    #expect(Set(byFile).count > 3)
    #expect(byFile == matched)
  }

  @Test func gapsBetweenKeysAreDark() throws {
    let display = try VirtualDisplay()
    let keypad = try KeypadInstance(
      ["--layout", "id", "--target", "focused", "--geometry", "300x400+0+0"], on: display)
    let keys = try keypad.keys(layout: "id", target: "focused", size: "300x400")
    let pixels = try ScreenPixels(display)
    let one = try #require(keys["1"])
    #expect(
      Command.wait(seconds: 3) {
        pixels.color(window: keypad.window, x: one.x + one.width, y: one.y + 10) == theme.gap
      })
  }
}

/// Themes change what is painted, built in or from a file.
@Suite(.timeLimit(.minutes(1))) struct ThemePaintingTests {
  func keyColors(theme: String, on display: VirtualDisplay) throws -> (
    RGBColor?, RGBColor?, RGBColor?
  ) {
    let keypad = try KeypadInstance(
      ["--target", "focused", "--theme", theme, "--geometry", "300x400+0+0"], on: display)
    let json = try Command.run(
      KeypadInstance.executable,
      ["geometry", "--target", "focused", "--theme", theme, "--size", "300x400"])
    let keys = json.split(separator: "\n").compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
    let one = try #require(keys.first)
    let x = try #require(one["x"] as? Int)
    let width = try #require(one["width"] as? Int)
    let pixels = try ScreenPixels(display)
    _ = Command.wait(seconds: 3) { pixels.color(window: keypad.window, x: 4, y: 4) != nil }
    usleep(200_000)
    return (
      pixels.color(window: keypad.window, x: x + 4, y: 4),
      pixels.color(window: keypad.window, x: x + width, y: 4),
      pixels.color(window: keypad.window, x: x + width + Theme.highContrast.gapWidth - 1, y: 4)
    )
  }

  @Test func theDarkThemePaintsDarkKeys() throws {
    let display = try VirtualDisplay()
    let (key, gap, _) = try keyColors(theme: "dark", on: display)
    #expect(key == Theme.dark.normalKey)
    #expect(gap == Theme.dark.gap)
  }

  @Test func theHighContrastThemeHasWideGaps() throws {
    let display = try VirtualDisplay()
    let (key, gap, lastGapPixel) = try keyColors(theme: "high-contrast", on: display)
    #expect(key == Theme.highContrast.normalKey)
    #expect(gap == Theme.highContrast.gap)
    #expect(lastGapPixel == Theme.highContrast.gap)
  }

  @Test func aThemeFileIsApplied() throws {
    let display = try VirtualDisplay()
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("theme-\(UUID()).json")
    let text = ##"{"base": "light", "normalKey": "#123456", "gap": "#654321"}"##
    try Data(text.utf8).write(to: file)
    let (key, gap, _) = try keyColors(theme: file.path, on: display)
    #expect(key == RGBColor(hex: "#123456"))
    #expect(gap == RGBColor(hex: "#654321"))
  }

  /// Holds the button down on the middle of the first key and returns its colour then.
  func colourWhilePressed(_ arguments: [String]) throws -> (RGBColor?, RGBColor?) {
    let display = try VirtualDisplay()
    let keypad = try KeypadInstance(arguments + ["--geometry", "360x480+0+0"], on: display)
    let pixels = try ScreenPixels(display)
    // The first key of a prompt is in the top-left cell under the field band.
    try display.run(
      "xdotool", "mousemove", "--window", keypad.window, "10", "140", "mousedown", "1")
    usleep(200_000)
    let pressed = pixels.color(window: keypad.window, x: 10, y: 140)
    try display.run("xdotool", "mouseup", "1")
    usleep(200_000)
    return (pressed, pixels.color(window: keypad.window, x: 10, y: 140))
  }

  @Test func aPinDigitGivesNoHighlightThatShowsWhichDigitWasPressed() throws {
    let (idPressed, idReleased) = try colourWhilePressed(["--layout", "id"])
    #expect(idPressed == Theme.light.normalKeyPressed)
    #expect(idReleased == Theme.light.normalKey)
    let (pinPressed, _) = try colourWhilePressed(["--layout", "pin"])
    #expect(pinPressed == Theme.light.normalKey)
    let (plainPressed, _) = try colourWhilePressed(["--layout", "id", "--no-highlight"])
    #expect(plainPressed == Theme.light.normalKey)
  }
}
