import CX11
import KeypadCore

#if hasFeature(Embedded)
  import CLibc
#elseif canImport(Glibc)
  import Glibc
#endif

/// The keypad window and its event loop: X events in through ``EventTranslator``, the
/// ``KeypadSession``'s effects out to the renderer, the key injector and the window.
///
/// The loop waits in `poll` on the X connection and the signals, with a timeout that ends at the
/// next deadline (key repeat, keymap restore), so an idle keypad uses no CPU and wakes for
/// nothing.
public final class KeypadApplication {
  /// How a run ended.
  public enum Outcome: Equatable, Sendable {
    /// The user confirmed this value (prompt mode).
    case submitted(String)
    /// The user cancelled, pressed Escape or closed the window.
    case cancelled
    /// Nobody touched the prompt for its timeout.
    case timedOut
    /// Another client destroyed the keypad's window.
    case windowDestroyed
    /// A signal (SIGTERM, SIGINT, SIGHUP) ended the keypad.
    case terminated(signal: Int32)
    /// A `--live` report could not be written: nobody reads standard output any more.
    case reportsClosed
  }

  /// What to show and how.
  public struct Options {
    /// The layout, field and behaviour: the session's configuration.
    public var configuration: KeypadConfiguration
    /// The size and offsets the user gave (`--geometry`), or `nil` for the layout's default
    /// size at ``scale``, placed by the window manager.
    public var placement: WindowPlacement?
    /// The window title.
    public var title: String
    /// The fontconfig pattern of the label font.
    public var font: String
    /// Whether ``font`` is the theme's, which may be opened from its file when it is one Keypad
    /// knows; false for a font the user named, which fontconfig always matches.
    public var fontIsTheme: Bool
    /// The colours.
    public var theme: Theme
    /// The screen edge to dock along, or `nil` for a normal window.
    public var dock: DockEdge?
    /// The most width a docked keypad takes, centred on the monitor; `nil` for the whole width.
    public var dockWidth: Int?
    /// Whether to stay above every other window, full-screen ones included.
    public var above: Bool
    /// The scale of sizes, or `nil` for `Xft.dpi` / 96 from the X resources.
    public var scale: Scale?
    /// Where `--live` reports go; it answers false when they can no longer be written.
    public var reports: ((FieldReport) -> Bool)?

    /// Creates options.
    public init(
      configuration: KeypadConfiguration, placement: WindowPlacement?, title: String,
      font: String, theme: Theme
    ) {
      self.configuration = configuration
      self.placement = placement
      self.title = title
      self.font = font
      self.theme = theme
      fontIsTheme = false
      dock = nil
      dockWidth = nil
      above = false
      scale = nil
      reports = nil
    }
  }

  /// Warnings to show the user, such as a substituted font.
  public private(set) var warnings: [String] = []

  private let display: XDisplay
  private let window: KeypadWindow
  /// With `--dock` and `--above`: a managed one-pixel dock window that holds the strut, since a
  /// window that bypasses the window manager (to stay above full-screen ones) reserves nothing.
  private let strutHolder: KeypadWindow?
  private let renderer: Renderer
  private let injector: XTestKeyInjector?
  private let selections: SelectionReader
  private let signals: SignalChannel?
  private let translator: EventTranslator
  private let above: Bool
  private let docked: Bool
  private let workArea: Rect
  /// The middle of the field a following keypad types into, to hand the focus back to its
  /// window.
  private var fieldCentre: Point?
  private let reports: ((FieldReport) -> Bool)?
  private var session: KeypadSession<SystemRandomNumberGenerator>
  private var outcome: Outcome?

  /// Opens the display and creates the window; nothing is shown until ``run()``.
  /// - Parameters:
  ///   - options: What to show.
  ///   - displayName: The display, or `nil` for `$DISPLAY`.
  /// - Throws: ``X11Error`` when the display, XTEST (focused mode) or the font is missing, or
  ///   the server refuses what the window needs.
  public init(options: Options, displayName: String? = nil) throws(X11Error) {
    display = try XDisplay(name: displayName)
    XErrorTrap.install()
    let configuration = options.configuration
    let prompt = configuration.fieldKind != nil
    injector = prompt ? nil : try XTestKeyInjector(display: display)
    let scale = (options.scale ?? Monitor.resourceScale(on: display)).factor
    let theme = options.theme.scaled(by: scale)
    let fonts = try FontSet(display: display, pattern: options.font, byFile: options.fontIsTheme)
    if let warning = fonts.substitutionWarning { warnings.append(warning) }
    if configuration.language == .zh, let warning = fonts.missingChineseWarning() {
      warnings.append(warning)
    }

    let monitor = Monitor.primary(on: display)
    workArea = Monitor.workArea(on: display, within: monitor)
    var generator = SystemRandomNumberGenerator()
    let keys = configuration.keys(using: &generator)
    let placement = options.placement ?? WindowPlacement(size: nil)
    let defaultSize = configuration.defaultSize(keys: keys, scale: scale)
    // The size before it is enlarged for the keys: the one asked for, made to fit the area.
    let asked = placement.size ?? defaultSize
    let fitting = Size(
      width: min(asked.width, workArea.width), height: min(asked.height, workArea.height))
    var placed = placement.frame(
      defaultSize: defaultSize,
      minimum: configuration.minimumSize(
        keys: keys, gap: theme.gapWidth, scale: scale, enlarging: fitting),
      in: workArea)
    warnings += placed.adjustments.map { $0.message(in: configuration.language) }
    var dockSpan = monitor
    if let edge = options.dock {
      // A dock spans the monitor, or at most --dock-width of it, centred.
      dockSpan.width = min(
        monitor.width, max(placed.size.width, options.dockWidth ?? monitor.width))
      dockSpan.x = monitor.x + (monitor.width - dockSpan.width) / 2
      placed.size.width = dockSpan.width
      placed.origin = Point(
        x: dockSpan.x, y: edge == .top ? monitor.y : monitor.maxY - placed.size.height)
    }
    let size = placed.size
    session = KeypadSession(
      configuration: configuration, size: size, gap: theme.gapWidth, generator: generator)
    above = options.above
    docked = options.dock != nil
    reports = options.reports
    window = try KeypadWindow(
      display: display, size: size, position: placed.origin, title: options.title,
      takesFocus: prompt && options.dock == nil,
      background: XBlackPixel(display.pointer, display.screen))
    if let edge = options.dock, options.above {
      let holder = try KeypadWindow(
        display: display, size: Size(width: 1, height: 1),
        position: placed.origin ?? Point(x: dockSpan.x, y: monitor.y), title: options.title,
        takesFocus: false, background: XBlackPixel(display.pointer, display.screen))
      // Not "keypad": scripts that look for the keypad's window by class must not find it.
      holder.setClass(name: "reserved-space", className: "Reserved-space")
      holder.makeDock(
        along: edge, span: dockSpan, screen: Monitor.screen(of: display), height: size.height)
      strutHolder = holder
    } else {
      strutHolder = nil
      if let edge = options.dock {
        window.makeDock(
          along: edge, span: dockSpan, screen: Monitor.screen(of: display), height: size.height)
      }
    }
    if options.above { window.bypassWindowManager() }
    renderer = Renderer(display: display, window: window.id, theme: theme, fonts: fonts)
    // Paint once into the back buffer now, so a window the server cannot hold fails here.
    renderer.paintAll(session)
    try XErrorTrap.check(display)
    selections = SelectionReader(display: display)
    signals = SignalChannel()
    translator = EventTranslator(
      deleteWindowAtom: window.deleteWindowAtom, clipboardAtom: display.atom("CLIPBOARD"),
      isPrompt: prompt)
  }

  /// The text of the root window's property `name` (such as `AT_SPI_BUS`), or `nil`.
  public func rootWindowText(_ name: String) -> String? {
    guard let value = display.property(display.atom(name), of: display.root, longs: 1024),
      value.format == 8, !value.bytes.isEmpty
    else { return nil }
    return String(decoding: value.bytes, as: UTF8.self)
  }

  /// Shows the window and runs until the user confirms or cancels, or a signal ends it.
  /// - Parameter source: Events from outside X to wait for as well (the accessibility bus).
  public func run(events source: EventSource? = nil) -> Outcome {
    XErrorTrap.startRunning()
    perform(session.handle(.started(at: MonotonicClock.now)))
    strutHolder?.map()
    if session.isShown { window.map() }
    display.flush()
    var event = XEvent()
    while outcome == nil {
      while outcome == nil && XPending(display.pointer) > 0 {
        XNextEvent(display.pointer, &event)
        handle(translator.translate(&event, now: MonotonicClock.now))
      }
      // Signals after the X events already queued: a click made just before a SIGTERM is
      // still typed.
      if let signals, outcome == nil {
        for request in signals.drain() where outcome == nil { handle(request) }
      }
      if let source, outcome == nil {
        for event in source.service(MonotonicClock.now) where outcome == nil {
          perform(session.handle(event))
        }
      }
      guard outcome == nil else { break }
      let now = MonotonicClock.now
      injector?.restoreIfDue(now: now)
      if let deadline = session.nextDeadline, deadline <= now {
        perform(session.handle(.tick(now)))
        continue
      }
      // XPending flushes what was drawn and reads what already arrived: an event that a flush
      // or a round trip since the loop above brought into Xlib's queue would otherwise wait
      // unseen while poll sleeps.
      if XPending(display.pointer) > 0 { continue }
      let deadlines = [session.nextDeadline, injector?.restoreDeadline, source?.deadline()]
        .compactMap { $0 }
      let timeout = deadlines.min().map { Int32(max(0, $0.milliseconds - now.milliseconds)) } ?? -1
      var descriptors = [display.fileDescriptor, signals?.fileDescriptor, source?.fileDescriptor()]
        .compactMap { $0 }.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      if poll(&descriptors, nfds_t(descriptors.count), timeout) < 0 && errno != EINTR { break }
      if descriptors[0].revents & Int16(POLLHUP | POLLERR) != 0 {
        // XPending reads the broken connection and calls the I/O error handler, which exits.
        _ = XPending(display.pointer)
      }
    }
    // Whatever ended the run, typed characters are delivered and borrowed keycodes restored.
    injector?.finish()
    if outcome != .windowDestroyed { XUnmapWindow(display.pointer, window.id) }
    display.sync()
    return outcome ?? .cancelled
  }

  private func handle(_ translation: EventTranslator.Translation) {
    switch translation {
    case .session(let event):
      perform(session.handle(event))
    case .expose(let rect):
      renderer.present(rect)
    case .mapped:
      // The back buffer holds the keypad as the session has it (every change paints into it).
      renderer.presentAll()
      // A prompt takes the keyboard, also above a full-screen window where no window manager
      // gives it the focus: barcode scanners and the physical keyboard type into it.
      if session.fieldKind != nil { window.takeFocus() }
      if above { window.raise() }
    case .obscured:
      // Something covered the keypad (a full-screen window raised itself): rise again.
      if above { window.raise() }
    case .requestSelection(let selection, let time):
      selections.request(selection, window: window.id, time: time)
    case .selectionArrived(let event):
      if let text = selections.text(from: event, window: window.id) {
        perform(session.handle(.edit(.paste(text), at: MonotonicClock.now)))
      }
    case .destroyed:
      outcome = .windowDestroyed
    case .entered:
      // Without a window manager X gives the focus to the window under the pointer: keys must
      // still go to the application, not to a keypad that types into it.
      if session.fieldKind == nil { window.giveFocusAway(towards: fieldCentre) }
    case .focusLost:
      // Above a full-screen window no window manager hands the prompt the keyboard back, so
      // it takes it itself when the window under it took it.
      if above && session.fieldKind != nil && session.isShown { window.takeFocus() }
    case .ignored:
      break
    }
  }

  private func handle(_ request: SignalChannel.Request) {
    switch request {
    case .visibility(let visibility):
      perform(session.handle(.visibility(visibility)))
    case .terminate(let signal):
      // The session cancels (clearing a secret field); the run ends as the signal asked.
      perform(session.handle(.closeRequested))
      outcome = .terminated(signal: signal)
    }
  }

  private func perform(_ effects: [KeypadEffect]) {
    for effect in effects {
      switch effect {
      case .redrawKey(let id): renderer.paintKey(id, session)
      case .redrawAll: renderer.paintAll(session)
      case .redrawField: renderer.paintField(session)
      case .type(let output): injector?.type(output, now: MonotonicClock.now)
      case .submit(let value): outcome = .submitted(value)
      case .cancel: outcome = .cancelled
      case .timedOut: outcome = .timedOut
      case .report(let report):
        if reports?(report) == false { outcome = .reportsClosed }
      case .show: window.map()
      case .hide: window.unmap()
      case .avoid(let field):
        fieldCentre = Point(x: field.x + field.width / 2, y: field.y + field.height / 2)
        let frame = window.frameOnScreen(size: session.geometry.size)
        if let origin = FieldAvoidance.origin(
          for: frame, avoiding: field, in: workArea, docked: docked)
        {
          window.move(to: origin)
        }
      }
    }
  }
}
