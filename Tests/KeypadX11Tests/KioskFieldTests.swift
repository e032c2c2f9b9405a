import Foundation
import KeypadCore
import Testing

/// PIN pads, verification-code boxes and amounts, driven through the real window.
@Suite(.timeLimit(.minutes(2))) struct KioskFieldTests {
  static let size = "360x480"

  /// The centre of the key at `row`, `column` of a window laid out like `layout`.
  func centre(row: Int, column: Int, layout: BuiltInLayout) -> (Int, Int) {
    let setup = KeypadSetup(builtIn: layout, target: .field, language: .en)
    let geometry = WindowGeometry(
      size: Size(width: 360, height: 480), layout: setup.layout, showsField: true)
    let frame =
      geometry.layout[KeyID(row: row, column: column)]?.frame
      ?? Rect(x: 0, y: 0, width: 0, height: 0)
    return (frame.x + frame.width / 2, frame.y + frame.height / 2)
  }

  func click(
    _ keypad: KeypadInstance, row: Int, column: Int, layout: BuiltInLayout,
    on display: VirtualDisplay
  ) throws {
    let (x, y) = centre(row: row, column: column, layout: layout)
    try display.run("xdotool", "mousemove", "--window", keypad.window, "\(x)", "\(y)", "click", "1")
  }

  /// The colours of the digit keys (rows 0–3), as a fingerprint of where the digits are.
  func keyArea(_ keypad: KeypadInstance, _ pixels: ScreenPixels) -> [RGBColor?] {
    stride(from: 130, to: 400, by: 3).flatMap { y in
      stride(from: 0, to: 360, by: 3).map { x in pixels.color(window: keypad.window, x: x, y: y) }
    }
  }

  @Test func thePinAppearsOnlyOnStandardOutputAndNeverInTheWindowsProperties() throws {
    let display = try VirtualDisplay()
    let keypad = try KeypadInstance(
      ["--layout", "pin", "--length", "4", "--geometry", "\(Self.size)+0+0"], on: display)
    for _ in 0..<4 { try click(keypad, row: 0, column: 0, layout: .pin, on: display) }
    let properties = try display.run("xprop", "-id", keypad.window)
    try click(keypad, row: 4, column: 1, layout: .pin, on: display)
    #expect(exitStatus(of: keypad.process, within: 5) == 0)
    let pin = keypad.standardOutput
    #expect(pin.count == 5 && pin.hasSuffix("\n"))
    let digits = String(pin.dropLast())
    #expect(digits.allSatisfy(\.isNumber) && Set(digits).count == 1)
    #expect(!properties.contains(digits))
    #expect(keypad.standardError == "")
  }

  @Test func thePinPadIsShuffledEachTimeItIsShownAndAfterEachPressWhenAsked() throws {
    let display = try VirtualDisplay()
    let pixels = try ScreenPixels(display)
    var shown: [[RGBColor?]] = []
    for _ in 0..<2 {
      let keypad = try KeypadInstance(
        ["--layout", "pin", "--geometry", "\(Self.size)+0+0"], on: display)
      usleep(300_000)
      shown.append(keyArea(keypad, pixels))
      kill(keypad.process)
      _ = Command.wait(seconds: 3) {
        ((try? display.run("xdotool", "search", "--onlyvisible", "--class", "keypad")) ?? "")
          .isEmpty
      }
    }
    #expect(shown[0] != shown[1])

    let keypad = try KeypadInstance(
      ["--layout", "pin", "--reshuffle", "each-press", "--geometry", "\(Self.size)+0+0"],
      on: display)
    usleep(300_000)
    let before = keyArea(keypad, pixels)
    try click(keypad, row: 1, column: 1, layout: .pin, on: display)
    #expect(Command.wait(seconds: 2) { keyArea(keypad, pixels) != before })
    // Delete stays where it is.
    let (x, y) = centre(row: 3, column: 1, layout: .pin)
    #expect(pixels.color(window: keypad.window, x: x - 30, y: y - 20) == Theme.light.functionKey)
  }

  @Test func aFullVerificationCodeIsPrintedExactlyOnceAlsoOnPaste() throws {
    let display = try VirtualDisplay()
    let keypad = try KeypadInstance(
      ["--layout", "otp", "--geometry", "\(Self.size)+0+0"], on: display)
    try keypad.typeOnKeyboard("12")
    let owner = try PromptTests().ownClipboard("345-678", on: display)
    defer { kill(owner) }
    try display.run("xdotool", "key", "ctrl+v")
    #expect(exitStatus(of: keypad.process, within: 5) == 0)
    #expect(keypad.standardOutput == "123456\n")
  }

  @Test func withNoAutoSubmitACodeWaitsForConfirm() throws {
    let display = try VirtualDisplay()
    let keypad = try KeypadInstance(
      ["--layout", "otp", "--length", "4", "--no-auto-submit", "--geometry", "\(Self.size)+0+0"],
      on: display)
    try keypad.typeOnKeyboard("98765")
    #expect(exitStatus(of: keypad.process, within: 0.5) == nil)
    try display.run("xdotool", "key", "Return")
    #expect(exitStatus(of: keypad.process, within: 5) == 0)
    #expect(keypad.standardOutput == "9876\n")
  }

  @Test func anAmountIsShownGroupedAndPrintedPlain() throws {
    let display = try VirtualDisplay()
    let keypad = try KeypadInstance(
      [
        "--layout", "decimal", "--group-thousands", "--max-fraction", "2",
        "--geometry", "\(Self.size)+0+0",
      ], on: display)
    try keypad.typeOnKeyboard("001234567.891", then: "Return")
    #expect(exitStatus(of: keypad.process, within: 5) == 0)
    #expect(keypad.standardOutput == "1234567.89\n")
  }
}
