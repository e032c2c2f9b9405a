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

  @Test func slidingOffAKeyCancelsItAndReleaseSends() throws {
    let (display, keypad, receiver, keys) = try keypadTypingIntoAnXterm()
    try keypad.point(at: "1", keys: keys)
    try display.run("xdotool", "mousedown", "1")
    usleep(100_000)
    #expect(receiver.received == "")
    try keypad.point(at: "2", keys: keys)
    try display.run("xdotool", "mouseup", "1")
    try keypad.click(["3"], keys: keys)
    #expect(receiver.wait(forBytes: 1) == "3")
    usleep(200_000)
    #expect(receiver.received == "3")
  }

  @Test func aLongPressOnADigitTypesOneDigit() throws {
    let (_, keypad, receiver, keys) = try keypadTypingIntoAnXterm()
    try keypad.hold("7", keys: keys, seconds: 1.2)
    #expect(receiver.wait(forBytes: 1) == "7")
    usleep(300_000)
    #expect(receiver.received == "7")
  }

  @Test func holdingDeleteRepeatsAndStopsAtTheStartOfTheField() throws {
    let display = try VirtualDisplay()
    let keypad = try KeypadInstance(["--layout", "id", "--geometry", "360x480+0+0"], on: display)
    let keys = try keypad.keys(layout: "id", target: "field", size: "360x480")
    try keypad.click(["1", "1", "0", "1", "0", "5"], keys: keys)
    try keypad.hold("Delete", keys: keys, seconds: 1.5)
    // The field is empty: the whole ID typed now is exactly what is confirmed.
    try keypad.typeOnKeyboard("11010519491231002X", then: "Return")
    #expect(exitStatus(of: keypad.process, within: 5) == 0)
    #expect(keypad.standardOutput == "11010519491231002X\n")
  }

  @Test func holdingDeleteInFocusedModeSendsRepeatedBackspaces() throws {
    let (_, keypad, receiver, keys) = try keypadTypingIntoAnXterm()
    try keypad.hold("Delete", keys: keys, seconds: 0.9)
    let received = receiver.wait(forBytes: 3)
    #expect(received.count >= 3 && received.allSatisfy { $0 == "\u{7F}" })
  }
}
