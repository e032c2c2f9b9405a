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
  /// Everything the session was configured with; a following keypad's layout changes with the
  /// focused field.
  public private(set) var configuration: KeypadConfiguration
  /// The keys.
  public private(set) var layout: Layout
  /// Where everything is in the window.
  public private(set) var geometry: WindowGeometry
  /// The prompt-mode field; `nil` in focused mode.
  public private(set) var field: TextField<KeypadInputRule>?
  /// The verdict on the field's value: the prompt's, or a following keypad's on the field it
  /// types into (ID, card); `nil` otherwise.
  public private(set) var verdict: FieldVerdict?
  /// The field in another application a following keypad types into, or `nil`.
  public private(set) var remoteField: RemoteField?
  /// The key being held down, painted highlighted.
  public private(set) var pressedKey: KeyID?
  /// Whether the session has submitted or cancelled; it ignores every event afterwards.
  public private(set) var isFinished = false
  /// Whether the keypad is shown; a hidden keypad answers only ``KeypadEvent/visibility(_:)``.
  public private(set) var isShown: Bool
  /// When the front end should send the next ``KeypadEvent/tick(_:)``, if at all: the next key
  /// repeat or the end of the timeout, whichever comes first.
  public var nextDeadline: Timestamp? {
    [repeatDeadline, idleDeadline, hideDeadline].compactMap { $0 }.min()
  }

  /// How long a following keypad waits before hiding when the focus left, so focus moving from
  /// field to field does not make it flicker.
  public static var hideDelay: Int64 { 150 }

  private var repeatDeadline: Timestamp?
  /// When a following keypad hides, the focus having left for nothing it types into.
  private var hideDeadline: Timestamp?
  /// The object a following keypad types into.
  private var focusedIdentity: FieldIdentity?
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
    if case .fieldFocused(let field, let time) = event { return follow(field, at: time) }
    if case .fieldContentChanged(let identity, let content) = event {
      return updateRemote(identity, content)
    }
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
      if let deadline = hideDeadline, deadline <= time { return hideFollowing() }
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
    case .started, .visibility, .closeRequested, .fieldFocused, .fieldContentChanged:
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

  /// Shows the layout that fits the newly focused `field`, or hides after ``hideDelay`` when
  /// no keypad fits it; a focus event for the field already shown changes nothing.
  private mutating func follow(_ field: FocusedField?, at time: Timestamp) -> [KeypadEffect] {
    guard let classifier = configuration.classifier else { return [] }
    guard let field, let chosen = classifier.classify(field) else {
      // The field is kept until the keypad hides: focus that comes back to it within the
      // delay (a window that lost and regained the focus) is no change.
      if isShown && hideDeadline == nil { hideDeadline = time.advanced(by: Self.hideDelay) }
      return []
    }
    hideDeadline = nil
    if isShown && focusedIdentity == field.identity && remoteField?.layout == chosen {
      return []
    }
    focusedIdentity = field.identity
    remoteField = RemoteField(
      layout: chosen, content: field.isPassword ? nil : field.content,
      maximumLength: field.maximumLength)
    var effects: [KeypadEffect] = []
    if configuration.layout != .builtIn(chosen) {
      configuration = configuration.following(chosen)
      layout = configuration.keys(using: &generator)
      geometry = configuration.geometry(size: geometry.size, keys: layout, gap: gap)
      effects += release()
    }
    verdict = remoteField?.verdict(today: configuration.today, language: configuration.language)
    effects.append(.redrawAll)
    if let extents = field.extents { effects.append(.avoid(extents)) }
    if !isShown { effects += changeVisibility(.show) }
    effects.append(.report(FieldReport(event: .show, layout: chosen.rawValue)))
    return effects
  }

  /// Takes the focused field's new text and caret, repainting the verdict line.
  private mutating func updateRemote(_ identity: FieldIdentity, _ content: FieldContent)
    -> [KeypadEffect]
  {
    guard identity == focusedIdentity, var remote = remoteField else { return [] }
    remote.update(content)
    return setRemote(remote)
  }

  /// Records the remote field after an edit, with its new verdict.
  private mutating func setRemote(_ remote: RemoteField) -> [KeypadEffect] {
    remoteField = remote
    let before = verdict
    verdict = remote.verdict(today: configuration.today, language: configuration.language)
    guard verdict != before, let verdict else { return [] }
    // The verdict, never the value: another application's field is its own business.
    return (isShown ? [.redrawField] : []) + [
      .report(FieldReport(event: .change, verdict: verdict))
    ]
  }

  /// Hides a following keypad until a field that wants one is focused.
  private mutating func hideFollowing() -> [KeypadEffect] {
    hideDeadline = nil
    focusedIdentity = nil
    remoteField = nil
    let effects = changeVisibility(.hide)
    return effects.isEmpty ? [] : effects + [.report(FieldReport(event: .hide))]
  }

  /// Types `action` into the focused application, through the remote field's rule when the
  /// keypad follows the focus.
  private mutating func type(_ action: KeyAction) -> [KeypadEffect] {
    var remote = remoteField
    let output: KeyOutput
    switch action {
    case .insert(let text):
      if let field = remote {
        guard field.accepts(text) else { return [] }
      }
      remote?.typed(text)
      output = .text(text)
    case .deleteBackward:
      remote?.deletedBackward()
      output = .backspace
    case .clear:
      output = .clear(count: remote?.content?.text.count)
      remote?.cleared()
    case .submit: output = .returnKey
    case .tab: output = .tab
    case .hide:
      return configuration.classifier == nil ? changeVisibility(.hide) : hideFollowing()
    case .cancel:
      return configuration.classifier == nil ? finish(.cancel) : hideFollowing()
    }
    guard let remote else { return [.type(output)] }
    return [.type(output)] + setRemote(remote)
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
    guard field != nil else { return type(action) }
    switch action {
    case .insert(let text): return edit(.insert(text))
    case .deleteBackward: return edit(.deleteBackward)
    case .clear: return apply { $0.clear() }
    case .submit: return edit(.submit)
    case .cancel: return edit(.cancel)
    case .tab: return []
    case .hide: return changeVisibility(.hide)
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

  private mutating func apply(_ edit: (inout TextField<KeypadInputRule>) -> EditOutcome)
    -> [KeypadEffect]
  {
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
