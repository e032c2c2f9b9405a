import KeypadCore
import Testing

/// Hiding and showing: the kiosk controller's signals, decided by the session.
@Suite struct VisibilityTests {
  let today = CalendarDate(year: 2026, month: 11, day: 22)!

  func session(shuffled: Bool, hidden: Bool) -> KeypadSession {
    let setup = KeypadSetup(builtIn: shuffled ? .pin : .id, target: .field, language: .en)
    return KeypadSession(
      layout: setup.layout, fieldKind: setup.fieldKind, size: Size(width: 300, height: 400),
      today: today, reshufflesOnShow: shuffled, startsHidden: hidden)
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

  @Test func aShuffledPadAsksForANewShuffleBeforeEachShow() {
    var keypad = session(shuffled: true, hidden: true)
    #expect(keypad.handle(.visibility(.show)) == [.reshuffle, .show])
    #expect(keypad.handle(.visibility(.hide)) == [.hide])
    #expect(keypad.handle(.visibility(.toggle)) == [.reshuffle, .show])
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
}
