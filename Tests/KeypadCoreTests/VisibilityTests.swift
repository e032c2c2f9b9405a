import KeypadCore
import Testing

/// Hiding and showing: the kiosk controller's signals, decided by the session.
@Suite struct VisibilityTests {
  let today = CalendarDate(year: 2026, month: 11, day: 22)!

  func session(shuffled: Bool, hidden: Bool) -> TestSession {
    var options = KeypadOptions()
    options.startsHidden = hidden
    return .make(shuffled ? .pin : .id, options: options)
  }

  @Test func showHideAndToggleChangeStateOnlyWhenNeeded() {
    var keypad = session(shuffled: false, hidden: true)
    #expect(!keypad.isShown)
    #expect(keypad.handle(.visibility(.hide)) == [])
    #expect(keypad.handle(.visibility(.show)) == [.show])
    #expect(keypad.handle(.visibility(.show)) == [])
    #expect(keypad.handle(.visibility(.toggle)) == [.hide])
    #expect(keypad.handle(.visibility(.toggle)) == [.show])
    #expect(keypad.isShown)
  }

  @Test func aShuffledPadIsPlacedAnewBeforeEachShow() {
    var keypad = session(shuffled: true, hidden: true)
    var before = keypad.layout
    #expect(keypad.handle(.visibility(.show)) == [.redrawAll, .show])
    #expect(keypad.layout != before)
    #expect(keypad.handle(.visibility(.hide)) == [.hide])
    before = keypad.layout
    #expect(keypad.handle(.visibility(.toggle)) == [.redrawAll, .show])
    #expect(keypad.layout != before)
  }

  @Test func hidingDropsAPressAndAHiddenPadIgnoresPointers() {
    var keypad = session(shuffled: false, hidden: false)
    let frame = keypad.geometry.layout.keys[0].frame
    let point = Point(x: frame.x + 5, y: frame.y + 5)
    _ = keypad.handle(.pointerDown(point, at: Timestamp(milliseconds: 0)))
    #expect(keypad.handle(.visibility(.hide)) == [.redrawKey(KeyID(row: 0, column: 0)), .hide])
    #expect(keypad.pressedKey == nil)
    #expect(keypad.handle(.pointerDown(point, at: Timestamp(milliseconds: 10))) == [])
    #expect(keypad.handle(.edit(.insert("1"))) == [])
    #expect(keypad.field?.text == "")
  }

  @Test func closingTheWindowCancelsThroughTheSessionAndClearsAPin() {
    var options = KeypadOptions()
    options.codeLength = 4
    var keypad = TestSession.make(.pin, options: options)
    _ = keypad.handle(.edit(.insert("12")))
    #expect(keypad.field?.text == "12")
    #expect(keypad.handle(.closeRequested) == [.cancel])
    #expect(keypad.field?.text == "")
    #expect(keypad.isFinished)
    // A hidden keypad can be closed too.
    var hidden = TestSession.make(
      .id,
      options: {
        var o = KeypadOptions()
        o.startsHidden = true
        return o
      }())
    #expect(hidden.handle(.closeRequested) == [.cancel])
  }

  @Test func aTimeoutEndsAnUntouchedPromptAndEveryTouchRestartsIt() {
    var options = KeypadOptions()
    options.timeoutSeconds = 2
    var keypad = TestSession.make(.id, options: options)
    #expect(keypad.nextDeadline == nil)
    _ = keypad.handle(.started(at: Timestamp(milliseconds: 1000)))
    #expect(keypad.nextDeadline == Timestamp(milliseconds: 3000))
    let frame = keypad.geometry.layout.keys[0].frame
    let point = Point(x: frame.x + 5, y: frame.y + 5)
    _ = keypad.handle(.pointerDown(point, at: Timestamp(milliseconds: 2500)))
    _ = keypad.handle(.pointerUp(point, at: Timestamp(milliseconds: 2600)))
    #expect(keypad.nextDeadline == Timestamp(milliseconds: 4600))
    _ = keypad.handle(.edit(.insert("1"), at: Timestamp(milliseconds: 4000)))
    #expect(keypad.handle(.tick(Timestamp(milliseconds: 5999))) == [])
    #expect(keypad.handle(.tick(Timestamp(milliseconds: 6000))) == [.timedOut])
    #expect(keypad.isFinished)
    #expect(keypad.nextDeadline == nil)
  }

  @Test func promptOptionsAreRefusedWithoutAPromptAndLabelsReplaceTheDefaults() throws {
    var options = KeypadOptions()
    options.confirmLabel = "提交"
    options.cancelLabel = "返回"
    let keypad = TestSession.make(.id, options: options)
    #expect(keypad.layout.rows.last?.map(\.label) == ["返回", "提交"])
    options.target = .focused
    #expect(throws: KeypadOptionError.promptOptionWithoutPrompt("--ok-label")) {
      try KeypadConfiguration(
        layout: .builtIn(.id), options: options, language: .en, today: today)
    }
    var timeout = KeypadOptions()
    timeout.timeoutSeconds = 0
    #expect(throws: KeypadOptionError.timeoutOutOfRange(0)) {
      try KeypadConfiguration(
        layout: .builtIn(.id), options: timeout, language: .en, today: today)
    }
  }

  @Test func onlyKeysThatGiveNothingAwayAreHighlighted() {
    func pressed(_ layout: BuiltInLayout, row: Int, column: Int, highlights: Bool = true) -> Bool {
      var options = KeypadOptions()
      options.highlightsPresses = highlights
      var keypad = TestSession.make(layout, options: options)
      let id = KeyID(row: row, column: column)
      let frame = keypad.geometry.layout[id]?.frame ?? Rect(x: -9, y: -9, width: 0, height: 0)
      _ = keypad.handle(
        .pointerDown(Point(x: frame.x + 2, y: frame.y + 2), at: Timestamp(milliseconds: 0)))
      return keypad.isHighlighted(id)
    }
    #expect(pressed(.id, row: 0, column: 0))
    #expect(!pressed(.id, row: 0, column: 0, highlights: false))
    #expect(!pressed(.pin, row: 0, column: 0))
    // Delete and confirm stay where they are on a PIN pad: their highlight tells nothing.
    #expect(pressed(.pin, row: 3, column: 1))
  }
}
