import Foundation
import Testing

/// Touch manners: send on release, slide off to cancel, long presses.
@Suite(.timeLimit(.minutes(2))) struct TouchMannerTests {
  func keypadTypingIntoAnXterm() throws -> (
    VirtualDisplay, KeypadInstance, FocusedTypingTests.Receiver,
    [String: (x: Int, y: Int, width: Int, height: Int)]
  ) {
    let display = try VirtualDisplay()
    let receiver = try FocusedTypingTests.Receiver(on: display)
    try display.run("xdotool", "windowfocus", "--sync", receiver.window)
    let keypad = try KeypadInstance(
      ["--target", "focused", "--geometry", "300x300+0+0"], on: display)
    return (
      display, keypad, receiver, try keypad.keys(layout: "id", target: "focused", size: "300x300")
    )
  }

  func move(
    _ keypad: KeypadInstance, to label: String,
    _ keys: [String: (x: Int, y: Int, width: Int, height: Int)], on display: VirtualDisplay
  )
    throws
  {
    let key = try #require(keys[label])
    try display.run(
      "xdotool", "mousemove", "--window", keypad.window, "\(key.x + key.width / 2)",
      "\(key.y + key.height / 2)")
  }

  @Test func slidingOffAKeyCancelsItAndReleaseSends() throws {
    let (display, keypad, receiver, keys) = try keypadTypingIntoAnXterm()
    try move(keypad, to: "1", keys, on: display)
    try display.run("xdotool", "mousedown", "1")
    usleep(100_000)
    #expect(receiver.received == "")
    try move(keypad, to: "2", keys, on: display)
    try display.run("xdotool", "mouseup", "1")
    try keypad.click(["3"], keys: keys)
    #expect(receiver.wait(forBytes: 1) == "3")
    usleep(200_000)
    #expect(receiver.received == "3")
  }

  @Test func aLongPressOnADigitTypesOneDigit() throws {
    let (display, keypad, receiver, keys) = try keypadTypingIntoAnXterm()
    try move(keypad, to: "7", keys, on: display)
    try display.run("xdotool", "mousedown", "1")
    usleep(1_200_000)
    try display.run("xdotool", "mouseup", "1")
    #expect(receiver.wait(forBytes: 1) == "7")
    usleep(300_000)
    #expect(receiver.received == "7")
  }

  @Test func holdingDeleteRepeatsAndStopsAtTheStartOfTheField() throws {
    let display = try VirtualDisplay()
    let keypad = try KeypadInstance(["--layout", "id", "--geometry", "360x480+0+0"], on: display)
    let keys = try keypad.keys(layout: "id", target: "field", size: "360x480")
    try keypad.click(["1", "1", "0", "1", "0", "5"], keys: keys)
    try move(keypad, to: "Delete", keys, on: display)
    try display.run("xdotool", "mousedown", "1")
    usleep(1_500_000)
    try display.run("xdotool", "mouseup", "1")
    // The field is empty: the whole ID typed now is exactly what is confirmed.
    try display.run("xdotool", "windowfocus", "--sync", keypad.window)
    try display.run("xdotool", "type", "--delay", "5", "11010519491231002X")
    try display.run("xdotool", "key", "Return")
    #expect(exitStatus(of: keypad.process, within: 5) == 0)
    #expect(keypad.standardOutput == "11010519491231002X\n")
  }

  @Test func holdingDeleteInFocusedModeSendsRepeatedBackspaces() throws {
    let (display, keypad, receiver, keys) = try keypadTypingIntoAnXterm()
    try move(keypad, to: "Delete", keys, on: display)
    try display.run("xdotool", "mousedown", "1")
    usleep(900_000)
    try display.run("xdotool", "mouseup", "1")
    let received = receiver.wait(forBytes: 3)
    #expect(received.count >= 3 && received.allSatisfy { $0 == "\u{7F}" })
  }
}
