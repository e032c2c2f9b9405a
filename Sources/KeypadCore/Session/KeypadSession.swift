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
///
/// The session owns its whole ``KeypadConfiguration`` and the random generator that places a
/// shuffled pad's digits, so reshuffling, closing and every rule about the field are decided
/// here and nowhere else.
public struct KeypadSession<Generator: RandomNumberGenerator & Sendable>: Sendable {
  /// Everything the session was configured with.
  public let configuration: KeypadConfiguration
  /// The keys.
  public private(set) var layout: Layout
  /// Where everything is in the window.
  public private(set) var geometry: WindowGeometry
  /// The prompt-mode field; `nil` in focused mode.
  public private(set) var field: TextField?
  /// The verdict on the field's value; `nil` in focused mode.
  public private(set) var verdict: FieldVerdict?
  /// The key being held down, painted highlighted.
  public private(set) var pressedKey: KeyID?
  /// Whether the session has submitted or cancelled; it ignores every event afterwards.
  public private(set) var isFinished = false
  /// Whether the keypad is shown; a hidden keypad answers only ``KeypadEvent/visibility(_:)``.
  public private(set) var isShown: Bool
  /// When the front end should send the next ``KeypadEvent/tick(_:)``, if at all: the next key
  /// repeat or the end of the timeout, whichever comes first.
  public var nextDeadline: Timestamp? {
    [repeatDeadline, idleDeadline].compactMap { $0 }.min()
  }

  private var repeatDeadline: Timestamp?
  /// When the timeout ends unless the keypad is touched first.
  private var idleDeadline: Timestamp?
  private var generator: Generator
  private let gap: Int
  private var hasRepeated = false

  /// What the field holds; `nil` in focused mode.
  public var fieldKind: FieldKind? { configuration.fieldKind }

  /// Whether the key at `id` is painted pressed: the held key, unless presses are not shown
  /// (`--no-highlight`) or it is a digit of a shuffled pad, whose highlight would show an
  /// onlooker which digit was pressed. Every digit of a PIN pad gives the same feedback: a dot
  /// more in the field.
  public func isHighlighted(_ id: KeyID) -> Bool {
    guard id == pressedKey, configuration.highlightsPresses else { return false }
    guard configuration.reshuffle != .never, let key = layout[id] else { return true }
    if case .insert = key.action { return false }
    return true
  }

  /// Creates a session.
  /// - Parameters:
  ///   - configuration: The layout, field and behaviour.
  ///   - size: The window's size.
  ///   - gap: The gap between keys, in pixels.
  ///   - generator: The randomness that places a shuffled pad's digits; the system CSPRNG in
  ///     the keypad, a seeded generator in tests.
  public init(
    configuration: KeypadConfiguration, size: Size, gap: Int = WindowGeometry.defaultGap,
    generator: Generator
  ) {
    self.configuration = configuration
    self.generator = generator
    self.gap = gap
    layout = configuration.keys(using: &self.generator)
    isShown = !configuration.startsHidden
    geometry = configuration.geometry(size: size, keys: layout, gap: gap)
    if let fieldKind = configuration.fieldKind {
      field = TextField(rule: fieldKind.rule)
      verdict = fieldKind.verdict(
        for: "", today: configuration.today, language: configuration.language)
    }
  }

  /// Handles one event and says what the front end must do.
  public mutating func handle(_ event: KeypadEvent) -> [KeypadEffect] {
    guard !isFinished else { return [] }
    if let time = event.touchTime, let timeout = configuration.timeout {
      idleDeadline = time.advanced(by: timeout)
    }
    if case .visibility(let request) = event { return changeVisibility(request) }
    // Closing the window (or a signal that ends the keypad) cancels, whether shown or not.
    if case .closeRequested = event { return finish(.cancel) }
    guard isShown else { return [] }
    switch event {
    case .pointerDown(let point, let time):
      guard pressedKey == nil, let id = geometry.layout.hitTest(point), let key = layout[id] else {
        return []
      }
      pressedKey = id
      hasRepeated = false
      repeatDeadline =
        key.action.repeatsWhileHeld ? time.advanced(by: configuration.keyRepeat.delay) : nil
      return [.redrawKey(id)]
    case .pointerMoved(let point, _):
      guard let id = pressedKey, geometry.layout.hitTest(point) != id else { return [] }
      return release()
    case .pointerUp(let point, _):
      guard let id = pressedKey, let key = layout[id] else { return [] }
      let fires = geometry.layout.hitTest(point) == id && !hasRepeated
      var effects = release()
      if fires { effects += fire(key.action) }
      if fires, configuration.reshuffle == .eachPress, !isFinished, case .insert = key.action {
        effects += reshuffle()
      }
      return effects
    case .pointerCancelled:
      return release()
    case .tick(let time):
      if let deadline = idleDeadline, deadline <= time { return finish(.timedOut) }
      guard let deadline = repeatDeadline, deadline <= time, let id = pressedKey,
        let key = layout[id]
      else { return [] }
      hasRepeated = true
      let before = field?.state
      let effects = fire(key.action)
      let exhausted = field != nil && field?.state == before
      repeatDeadline = exhausted ? nil : time.advanced(by: configuration.keyRepeat.interval)
      return effects
    case .resized(let size):
      // A window moved without changing size needs nothing.
      guard size != geometry.size else { return [] }
      geometry = configuration.geometry(size: size, keys: layout, gap: gap)
      _ = release()
      return [.redrawAll]
    case .edit(let command, _):
      return edit(command)
    case .started, .visibility, .closeRequested:
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
    // A shuffled pad is placed anew before it appears.
    return (configuration.reshuffle == .never ? [] : reshuffle()) + [.show]
  }

  /// Places a shuffled pad's digits anew, keeping the field and the size.
  private mutating func reshuffle() -> [KeypadEffect] {
    layout = configuration.keys(using: &generator)
    geometry = configuration.geometry(size: geometry.size, keys: layout, gap: gap)
    _ = release()
    return [.redrawAll]
  }

  private mutating func release() -> [KeypadEffect] {
    guard let id = pressedKey else { return [] }
    pressedKey = nil
    repeatDeadline = nil
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
      verdict = fieldKind.verdict(
        for: current.value, today: configuration.today, language: configuration.language)
    }
    var effects: [KeypadEffect] = [.redrawField]
    if configuration.reportsChanges {
      effects.append(.report(FieldReport(changeOf: current, verdict: verdict)))
    }
    if outcome.completed && configuration.submitsWhenComplete { effects += submit() }
    return effects
  }

  private mutating func submit() -> [KeypadEffect] {
    guard let field, let fieldKind, verdict?.isValid == true else { return [] }
    return finish(.submit(fieldKind.submittedValue(field.value)))
  }

  private mutating func finish(_ effect: KeypadEffect) -> [KeypadEffect] {
    // A secret leaves the session only in the effect that hands it over.
    if fieldKind?.isSecret == true { field?.clear() }
    isFinished = true
    repeatDeadline = nil
    idleDeadline = nil
    pressedKey = nil
    return [effect]
  }
}

extension KeypadEvent {
  /// When the user touched the keypad (or it started), for events that restart a timeout.
  fileprivate var touchTime: Timestamp? {
    switch self {
    case .started(let time), .pointerDown(_, let time), .pointerMoved(_, let time),
      .pointerUp(_, let time):
      time
    case .edit(_, let time): time
    default: nil
    }
  }
}
