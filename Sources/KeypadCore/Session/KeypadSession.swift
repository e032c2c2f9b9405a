/// The keypad's behaviour: pointer events in, effects out.
///
/// A press highlights a key; releasing over the same key fires it; releasing elsewhere, or
/// sliding off, fires nothing. Holding a repeating key (delete) fires it after
/// ``KeyRepeat/delay`` and then every ``KeyRepeat/interval`` until released — in a field, until
/// there is nothing left to delete. In prompt mode keys edit the session's own ``field``; in
/// focused mode they become ``KeypadEffect/type(_:)`` effects for the focused application.
///
/// No clock is read here: events carry timestamps, and ``nextDeadline`` says when the front end
/// should send a ``KeypadEvent/tick(_:)``.
public struct KeypadSession: Sendable {
  /// The keys.
  public private(set) var layout: Layout
  /// Where everything is in the window.
  public private(set) var geometry: WindowGeometry
  /// The prompt-mode field; `nil` in focused mode.
  public private(set) var field: TextField?
  /// What the field holds; `nil` in focused mode.
  public let fieldKind: FieldKind?
  /// The verdict on the field's value; `nil` in focused mode.
  public private(set) var verdict: FieldVerdict?
  /// The key being held down, painted highlighted.
  public private(set) var pressedKey: KeyID?
  /// Whether the session has submitted or cancelled; it ignores every event afterwards.
  public private(set) var isFinished = false
  /// Whether the keypad is shown; a hidden keypad answers only ``KeypadEvent/visibility(_:)``.
  public private(set) var isShown: Bool
  /// When the front end should send the next ``KeypadEvent/tick(_:)``, if at all.
  public private(set) var nextDeadline: Timestamp?

  private let today: CalendarDate
  private let language: Language
  private let keyRepeat: KeyRepeat
  private let submitsWhenComplete: Bool
  private let reshufflesAfterPress: Bool
  private let reshufflesOnShow: Bool
  private let gap: Int
  private var hasRepeated = false

  /// Creates a session.
  /// - Parameters:
  ///   - layout: The keys, including a prompt row when the field needs confirming.
  ///   - fieldKind: What the prompt field holds, or `nil` for focused mode.
  ///   - size: The window's size.
  ///   - today: The current date, for validation.
  ///   - language: The language of verdict lines.
  ///   - keyRepeat: How held keys repeat.
  ///   - submitsWhenComplete: Whether filling the last cell of a fixed-length field submits it.
  ///   - reshufflesAfterPress: Whether every fired character key asks for a new shuffle.
  ///   - reshufflesOnShow: Whether showing a hidden keypad asks for a new shuffle first (a PIN
  ///     pad is placed anew every time it is shown).
  ///   - startsHidden: Whether the keypad starts hidden.
  ///   - gap: The gap between keys, in pixels.
  public init(
    layout: Layout, fieldKind: FieldKind?, size: Size, today: CalendarDate,
    language: Language = .en, keyRepeat: KeyRepeat = KeyRepeat(), submitsWhenComplete: Bool = false,
    reshufflesAfterPress: Bool = false, reshufflesOnShow: Bool = false, startsHidden: Bool = false,
    gap: Int = WindowGeometry.defaultGap
  ) {
    self.layout = layout
    self.fieldKind = fieldKind
    self.today = today
    self.language = language
    self.keyRepeat = keyRepeat
    self.submitsWhenComplete = submitsWhenComplete
    self.reshufflesAfterPress = reshufflesAfterPress
    self.reshufflesOnShow = reshufflesOnShow
    isShown = !startsHidden
    self.gap = gap
    geometry = WindowGeometry(size: size, layout: layout, showsField: fieldKind != nil, gap: gap)
    if let fieldKind {
      field = TextField(rule: fieldKind.rule)
      verdict = fieldKind.verdict(for: "", today: today, language: language)
    }
  }

  /// Handles one event and says what the front end must do.
  public mutating func handle(_ event: KeypadEvent) -> [KeypadEffect] {
    guard !isFinished else { return [] }
    if case .visibility(let request) = event { return changeVisibility(request) }
    guard isShown else { return [] }
    switch event {
    case .pointerDown(let point, let time):
      guard pressedKey == nil, let id = geometry.layout.hitTest(point), let key = layout[id] else {
        return []
      }
      pressedKey = id
      hasRepeated = false
      nextDeadline = key.action.repeatsWhileHeld ? time.advanced(by: keyRepeat.delay) : nil
      return [.redrawKey(id)]
    case .pointerMoved(let point, _):
      guard let id = pressedKey, geometry.layout.hitTest(point) != id else { return [] }
      return release()
    case .pointerUp(let point, _):
      guard let id = pressedKey, let key = layout[id] else { return [] }
      let fires = geometry.layout.hitTest(point) == id && !hasRepeated
      var effects = release()
      if fires { effects += fire(key.action) }
      if fires, reshufflesAfterPress, !isFinished, case .insert = key.action {
        effects.append(.reshuffle)
      }
      return effects
    case .pointerCancelled:
      return release()
    case .tick(let time):
      guard let deadline = nextDeadline, deadline <= time, let id = pressedKey,
        let key = layout[id]
      else { return [] }
      hasRepeated = true
      let before = field?.state
      let effects = fire(key.action)
      let exhausted = field != nil && field?.state == before
      nextDeadline = exhausted ? nil : time.advanced(by: keyRepeat.interval)
      return effects
    case .resized(let size):
      geometry = WindowGeometry(
        size: size, layout: layout, showsField: fieldKind != nil, gap: gap)
      _ = release()
      return [.redrawAll]
    case .edit(let command):
      return edit(command)
    case .visibility:
      return []
    }
  }

  /// Hides or shows the keypad. Hiding drops a press in progress; showing a shuffled pad asks
  /// for a new shuffle before the window appears.
  private mutating func changeVisibility(_ request: VisibilityRequest) -> [KeypadEffect] {
    let show =
      switch request {
      case .hide: false
      case .show: true
      case .toggle: !isShown
      }
    guard show != isShown else { return [] }
    isShown = show
    guard show else { return release() + [.hide] }
    return (reshufflesOnShow ? [.reshuffle] : []) + [.show]
  }

  /// Puts a new layout in place (a reshuffled PIN pad), keeping the field and the size.
  public mutating func replaceLayout(_ newLayout: Layout) -> [KeypadEffect] {
    layout = newLayout
    geometry = WindowGeometry(
      size: geometry.size, layout: newLayout, showsField: fieldKind != nil, gap: gap)
    _ = release()
    return [.redrawAll]
  }

  private mutating func release() -> [KeypadEffect] {
    guard let id = pressedKey else { return [] }
    pressedKey = nil
    nextDeadline = nil
    return [.redrawKey(id)]
  }

  private mutating func fire(_ action: KeyAction) -> [KeypadEffect] {
    guard field != nil else {
      switch action {
      case .insert(let text): return [.type(.text(text))]
      case .deleteBackward: return [.type(.backspace)]
      case .submit: return [.type(.returnKey)]
      case .cancel: return finish(.cancel)
      case .clear: return []
      }
    }
    switch action {
    case .insert(let text): return edit(.insert(text))
    case .deleteBackward: return edit(.deleteBackward)
    case .clear: return apply { $0.clear() }
    case .submit: return edit(.submit)
    case .cancel: return edit(.cancel)
    }
  }

  private mutating func edit(_ command: EditCommand) -> [KeypadEffect] {
    guard field != nil else { return [] }
    switch command {
    case .insert(let text): return apply { $0.insert(text) }
    case .paste(let text): return apply { $0.paste(text) }
    case .deleteBackward: return apply { $0.deleteBackward() }
    case .deleteForward: return apply { $0.deleteForward() }
    case .moveLeft: return apply { $0.moveCaret(by: -1) }
    case .moveRight: return apply { $0.moveCaret(by: 1) }
    case .moveToStart: return apply { $0.moveCaret(to: 0) }
    case .moveToEnd: return apply { $0.moveCaret(to: $0.text.count) }
    case .submit: return submit()
    case .cancel: return finish(.cancel)
    }
  }

  private mutating func apply(_ edit: (inout TextField) -> EditOutcome) -> [KeypadEffect] {
    guard var current = field, let fieldKind else { return [] }
    let outcome = edit(&current)
    field = current
    guard outcome.stateChanged else { return [] }
    if outcome.textChanged {
      verdict = fieldKind.verdict(for: current.value, today: today, language: language)
    }
    if outcome.completed && submitsWhenComplete {
      return [.redrawField] + submit()
    }
    return [.redrawField]
  }

  private mutating func submit() -> [KeypadEffect] {
    guard let field, let fieldKind, verdict?.isValid == true else { return [] }
    return finish(.submit(fieldKind.submittedValue(field.value)))
  }

  private mutating func finish(_ effect: KeypadEffect) -> [KeypadEffect] {
    // A secret leaves the session only in the effect that hands it over.
    if fieldKind?.isSecret == true { field?.clear() }
    isFinished = true
    nextDeadline = nil
    pressedKey = nil
    return [effect]
  }
}
