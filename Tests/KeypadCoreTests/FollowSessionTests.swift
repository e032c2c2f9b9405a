import KeypadCore
import Testing

/// A following keypad's show/hide state machine and its typing into another application's
/// field, over recorded sequences of accessibility events.
@Suite struct FollowSessionTests {
  typealias Field = FieldClassifierTests

  static func following(allowsPin: Bool = false) -> TestSession {
    var options = KeypadOptions()
    options.target = .focused
    options.startsHidden = true
    options.allowsInsecurePinTyping = allowsPin
    options.follow = FieldClassifier(allowsPinTyping: allowsPin)
    return .make(.id, options: options, size: Size(width: 360, height: 480))
  }

  static func field(_ path: String, labels: [String], text: String? = nil) -> FocusedField {
    var field = Field.field(role: "text", labels: labels)
    field.identity = FieldIdentity(application: ":1.5", path: path)
    field.content = text.map { FieldContent(text: $0, caret: $0.count) }
    field.extents = Rect(x: 100, y: 20, width: 200, height: 30)
    return field
  }

  let id = field("/a/1", labels: ["身份证号"], text: "")
  let card = field("/a/2", labels: ["卡号"], text: "")
  let plain = field("/a/3", labels: ["Name"], text: "")

  func at(_ milliseconds: Int64) -> Timestamp { Timestamp(milliseconds: milliseconds) }

  func shows(_ effects: [KeypadEffect]) -> [String] {
    effects.compactMap {
      if case .report(let report) = $0, report.event == .show || report.event == .hide {
        return report.layout ?? "hide"
      }
      return nil
    }
  }

  @Test func showsTheFittingLayoutAndIgnoresDuplicates() {
    var keypad = Self.following()
    #expect(!keypad.isShown)
    let first = keypad.handle(.fieldFocused(id, at: at(0)))
    #expect(shows(first) == ["id"])
    #expect(first.contains(.show) && first.contains(.avoid(id.extents!)))
    // GTK sends each focus twice: the second changes nothing.
    #expect(keypad.handle(.fieldFocused(id, at: at(2))).isEmpty)
    #expect(shows(keypad.handle(.fieldFocused(card, at: at(10)))) == ["card"])
    #expect(keypad.configuration.layout == .builtIn(.card))
    #expect(keypad.isShown)
  }

  @Test func hidesAfterTheDelayUnlessAFieldTakesTheFocusFirst() {
    var keypad = Self.following()
    _ = keypad.handle(.fieldFocused(id, at: at(0)))
    // Focus leaves, and comes to another field within the delay: no flicker.
    #expect(keypad.handle(.fieldFocused(nil, at: at(100))).isEmpty)
    #expect(keypad.nextDeadline == at(100 + KeypadSession<SplitMix64>.hideDelay))
    _ = keypad.handle(.fieldFocused(card, at: at(150)))
    #expect(keypad.handle(.tick(at(400))).isEmpty)
    #expect(keypad.isShown)
    // Focus moves to a field that wants no keypad: hidden once the delay passed.
    _ = keypad.handle(.fieldFocused(plain, at: at(500)))
    #expect(keypad.handle(.tick(at(600))).isEmpty)
    let hidden = keypad.handle(.tick(at(650)))
    #expect(hidden.contains(.hide) && shows(hidden) == ["hide"])
    #expect(!keypad.isShown)
    // A non-editable object, another application, a removed field: all stay hidden.
    #expect(
      keypad.handle(.fieldFocused(Field.field(role: "push button", editable: false), at: at(700)))
        .isEmpty)
    #expect(keypad.handle(.fieldFocused(nil, at: at(800))).isEmpty)
    #expect(keypad.nextDeadline == nil)
  }

  @Test func theIDRuleJudgesKeysBeforeTheyAreTypedIntoTheRemoteField() {
    var keypad = Self.following()
    _ = keypad.handle(.fieldFocused(id, at: at(0)))
    // The field already holds 17 characters, typed with a physical keyboard.
    _ = keypad.handle(
      .fieldContentChanged(id.identity, FieldContent(text: "11010519491231002", caret: 17)))
    #expect(keypad.verdict?.status == .incomplete)
    var typed = press("X", on: &keypad)
    #expect(typed.contains(.type(.text("X"))))
    #expect(keypad.verdict?.status == .valid)
    // A second X and a 19th character are not typed.
    typed = press("X", on: &keypad) + press("5", on: &keypad)
    #expect(!typed.contains { if case .type = $0 { true } else { false } })
    // An X before the 18th character is not typed either.
    _ = keypad.handle(.fieldContentChanged(id.identity, FieldContent(text: "1101", caret: 4)))
    #expect(!press("X", on: &keypad).contains { if case .type = $0 { true } else { false } })
  }

  @Test func aWrongCheckCharacterShowsTheExpectedOne() {
    var keypad = Self.following()
    _ = keypad.handle(.fieldFocused(id, at: at(0)))
    let effects = keypad.handle(
      .fieldContentChanged(id.identity, FieldContent(text: "110105194912310021", caret: 18)))
    #expect(keypad.verdict?.status == .invalid)
    #expect(keypad.verdict?.message.contains("X") == true)
    #expect(effects.contains(.redrawField))
  }

  @Test func cardFieldsTakeDigitsOnlyAndPasswordsAreNeverRead() {
    var keypad = Self.following(allowsPin: true)
    _ = keypad.handle(.fieldFocused(card, at: at(0)))
    #expect(press("5", on: &keypad).contains(.type(.text("5"))))
    var password = Self.field("/a/9", labels: ["PIN"], text: "1234")
    password.role = "password text"
    _ = keypad.handle(.fieldFocused(password, at: at(10)))
    #expect(keypad.configuration.layout == .builtIn(.pin))
    #expect(keypad.remoteField?.content == nil)
    #expect(keypad.verdict == nil)
  }

  @Test func hideAndCancelKeysHideAFollowingKeypad() {
    var keypad = Self.following()
    _ = keypad.handle(.fieldFocused(id, at: at(0)))
    let effects = press("Hide", on: &keypad)
    #expect(effects.contains(.hide) && !keypad.isFinished)
    // Focusing the field again shows it again.
    _ = keypad.handle(.fieldFocused(card, at: at(10)))
    #expect(keypad.isShown)
    #expect(press("Next", on: &keypad).contains(.type(.tab)))
    #expect(press("Enter", on: &keypad).contains(.type(.returnKey)))
  }

  func press(_ label: String, on keypad: inout TestSession) -> [KeypadEffect] {
    guard let frame = keypad.geometry.layout.keys.first(where: { $0.key.label == label })?.frame
    else {
      Issue.record("no key \(label)")
      return []
    }
    let point = Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
    return keypad.handle(.pointerDown(point, at: at(1000)))
      + keypad.handle(.pointerUp(point, at: at(1050)))
  }
}
