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
    #expect(background("⌫") == theme.functionKey)

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
