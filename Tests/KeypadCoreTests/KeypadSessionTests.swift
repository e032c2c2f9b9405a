import KeypadCore
import Testing

@Suite struct KeypadSessionTests {
  let today = CalendarDate(year: 2026, month: 11, day: 22)!
  let size = Size(width: 300, height: 400)

  func session(_ builtIn: BuiltInLayout, target: DeliveryTarget, autoSubmit: Bool = false)
    -> TestSession
  {
    var options = KeypadOptions()
    options.target = target
    options.submitsWhenComplete = autoSubmit
    return .make(builtIn, options: options, size: size)
  }

  func center(of label: String, in session: TestSession) -> Point {
    let frame =
      session.geometry.layout.keys.first { $0.key.label == label }?.frame
      ?? Rect(x: -100, y: -100, width: 0, height: 0)
    return Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
  }

  func id(of label: String, in session: TestSession) -> KeyID? {
    session.geometry.layout.keys.first { $0.key.label == label }?.id
  }

  /// Presses and releases each key in turn; returns every effect.
  func tap(_ labels: [String], on session: inout TestSession, at time: Int64 = 0)
    -> [KeypadEffect]
  {
    labels.flatMap { label in
      let point = center(of: label, in: session)
      return session.handle(.pointerDown(point, at: Timestamp(milliseconds: time)))
        + session.handle(.pointerUp(point, at: Timestamp(milliseconds: time + 50)))
    }
  }

  @Test func pressHighlightsAndReleaseOverTheSameKeyFires() {
    var keypad = session(.id, target: .focused)
    let point = center(of: "7", in: keypad)
    let seven = id(of: "7", in: keypad)
    #expect(
      keypad.handle(.pointerDown(point, at: Timestamp(milliseconds: 0))) == [.redrawKey(seven!)])
    #expect(keypad.pressedKey == seven)
    #expect(
      keypad.handle(.pointerUp(point, at: Timestamp(milliseconds: 80)))
        == [.redrawKey(seven!), .type(.text("7"))])
    #expect(keypad.pressedKey == nil)
  }

  @Test func releaseElsewhereOrSlidingOffFiresNothing() {
    var keypad = session(.id, target: .focused)
    let seven = id(of: "7", in: keypad)!
    _ = keypad.handle(.pointerDown(center(of: "7", in: keypad), at: Timestamp(milliseconds: 0)))
    #expect(
      keypad.handle(.pointerMoved(center(of: "8", in: keypad), at: Timestamp(milliseconds: 10)))
        == [.redrawKey(seven)])
    #expect(
      keypad.handle(.pointerUp(center(of: "7", in: keypad), at: Timestamp(milliseconds: 20)))
        == [])
    _ = keypad.handle(.pointerDown(center(of: "7", in: keypad), at: Timestamp(milliseconds: 30)))
    #expect(keypad.handle(.pointerCancelled) == [.redrawKey(seven)])
  }

  @Test func focusedModeTypesXBackspaceAndReturn() {
    var keypad = session(.id, target: .focused)
    #expect(
      tap(["X", "Delete"], on: &keypad).filter { if case .type = $0 { true } else { false } }
        == [.type(.text("X")), .type(.backspace)])
  }

  @Test func holdingDeleteRepeatsAfterTheDelayAndStopsAtTheStart() {
    var keypad = session(.id, target: .field)
    _ = tap(["1", "2", "3"], on: &keypad)
    let delete = center(of: "Delete", in: keypad)
    _ = keypad.handle(.pointerDown(delete, at: Timestamp(milliseconds: 1000)))
    #expect(keypad.nextDeadline == Timestamp(milliseconds: 1500))
    #expect(keypad.handle(.tick(Timestamp(milliseconds: 1499))) == [])
    #expect(keypad.handle(.tick(Timestamp(milliseconds: 1500))) == [.redrawField])
    #expect(keypad.field?.text == "12")
    #expect(keypad.nextDeadline == Timestamp(milliseconds: 1580))
    _ = keypad.handle(.tick(Timestamp(milliseconds: 1580)))
    _ = keypad.handle(.tick(Timestamp(milliseconds: 1660)))
    #expect(keypad.field?.text == "")
    _ = keypad.handle(.tick(Timestamp(milliseconds: 1740)))
    #expect(keypad.nextDeadline == nil)
    // Releasing after repeats does not delete once more.
    _ = keypad.handle(.pointerUp(delete, at: Timestamp(milliseconds: 1800)))
    #expect(keypad.field?.text == "")
  }

  @Test func digitKeysDoNotRepeat() {
    var keypad = session(.id, target: .field)
    _ = keypad.handle(.pointerDown(center(of: "5", in: keypad), at: Timestamp(milliseconds: 0)))
    #expect(keypad.nextDeadline == nil)
    _ = keypad.handle(.pointerUp(center(of: "5", in: keypad), at: Timestamp(milliseconds: 2000)))
    #expect(keypad.field?.text == "5")
  }

  @Test func confirmWorksOnlyWhenTheValueIsValid() {
    var keypad = session(.id, target: .field)
    let wrong = "110105194912310021".map(String.init)
    _ = tap(wrong, on: &keypad)
    #expect(keypad.verdict?.status == .invalid)
    #expect(keypad.verdict?.message.contains("should be 'X'") == true)
    #expect(
      tap(["OK"], on: &keypad).contains { if case .submit = $0 { true } else { false } } == false)
    _ = tap(["Delete", "X"], on: &keypad)
    #expect(keypad.verdict?.status == .valid)
    #expect(tap(["OK"], on: &keypad).last == .submit("11010519491231002X"))
    #expect(keypad.isFinished)
    #expect(tap(["OK"], on: &keypad) == [])
  }

  @Test func cancelAndEscapeEndThePrompt() {
    var keypad = session(.id, target: .field)
    #expect(tap(["Cancel"], on: &keypad).last == .cancel)
    var other = session(.card, target: .field)
    #expect(other.handle(.edit(.cancel)) == [.cancel])
  }

  @Test func pasteGoesThroughTheRule() {
    var keypad = session(.card, target: .field)
    #expect(keypad.handle(.edit(.paste("6222 0212 3456 7894"))) == [.redrawField])
    #expect(keypad.field?.text == "6222 0212 3456 7894")
    #expect(keypad.handle(.edit(.paste("letters"))) == [])
    #expect(keypad.handle(.edit(.submit)) == [.submit("6222021234567894")])
  }

  @Test func aFullCodeSubmitsExactlyOnceWhenAutoSubmitIsOn() {
    var keypad = session(.otp, target: .field, autoSubmit: true)
    let effects = keypad.handle(.edit(.paste("123-456")))
    #expect(effects == [.redrawField, .submit("123456")])
    #expect(keypad.handle(.edit(.paste("7"))) == [])
  }

  @Test func resizingRelaysTheKeysOut() {
    var keypad = session(.id, target: .focused)
    #expect(keypad.handle(.resized(Size(width: 600, height: 200))) == [.redrawAll])
    #expect(keypad.geometry.layout.bounds.width == 600)
  }

  @Test func focusedModeIgnoresKeyboardEdits() {
    var keypad = session(.id, target: .focused)
    #expect(keypad.handle(.edit(.insert("1"))) == [])
  }
}

@Suite struct SecurePinSessionTests {
  let today = CalendarDate(year: 2026, month: 11, day: 22)!

  func pinSession(reshuffles: Bool) -> TestSession {
    var options = KeypadOptions()
    options.codeLength = 4
    options.reshuffle = reshuffles ? .eachPress : nil
    return .make(.pin, options: options)
  }

  func tap(_ session: inout TestSession, row: Int, column: Int) -> [KeypadEffect] {
    let frame =
      session.geometry.layout[KeyID(row: row, column: column)]?.frame
      ?? Rect(x: -1, y: -1, width: 0, height: 0)
    let point = Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
    return session.handle(.pointerDown(point, at: Timestamp(milliseconds: 0)))
      + session.handle(.pointerUp(point, at: Timestamp(milliseconds: 40)))
  }

  @Test func aDigitPressReshufflesAndDeleteDoesNot() {
    var session = pinSession(reshuffles: true)
    var before = session.layout
    #expect(tap(&session, row: 0, column: 0).last == .redrawAll)
    #expect(session.layout != before)
    before = session.layout
    #expect(tap(&session, row: 3, column: 1).contains(.redrawAll) == false)
    #expect(session.layout == before)
    var steady = pinSession(reshuffles: false)
    before = steady.layout
    #expect(tap(&steady, row: 0, column: 0).contains(.redrawAll) == false)
    #expect(steady.layout == before)
  }

  @Test func thePinFieldIsSecretAndClearedAfterItIsHandedOver() {
    var session = pinSession(reshuffles: false)
    #expect(session.fieldKind?.isSecret == true)
    #expect(session.fieldKind?.displayedText("1234") == "●●●●")
    for _ in 0..<4 { _ = tap(&session, row: 0, column: 0) }
    let digit = session.layout.rows[0][0].label
    let effects = tap(&session, row: 4, column: 1)
    #expect(effects.last == .submit(String(repeating: digit, count: 4)))
    #expect(session.field?.text == "")
  }

  @Test func fieldOptionsSetTheCodeLength() {
    let setup = KeypadSetup(
      builtIn: .otp, target: .field, language: .en, options: FieldOptions(codeLength: 4))
    #expect(setup.fieldKind == .code(length: 4))
  }
}
