import CX11
import KeypadCore

#if canImport(Glibc)
  import Glibc
#endif

/// The keypad window and its event loop: X events in, ``KeypadSession`` effects out.
///
/// The loop waits in `poll` on the X connection with a timeout that ends at the next deadline
/// (key repeat, keymap restore), so an idle keypad uses no CPU and wakes for nothing.
@MainActor
public final class KeypadApplication {
  /// How a run ended.
  public enum Outcome: Equatable, Sendable {
    /// The user confirmed this value (prompt mode).
    case submitted(String)
    /// The user cancelled, pressed Escape or closed the window.
    case cancelled
  }

  /// What to show and how.
  public struct Options: Sendable {
    /// The keys and the field.
    public var setup: KeypadSetup
    /// The window size, or `nil` for the layout's default size at ``scale``.
    public var size: Size?
    /// Where to put the window, or `nil` to let the window manager choose.
    public var position: Point?
    /// The window title.
    public var title: String
    /// The fontconfig pattern of the label font.
    public var font: String
    /// The colours.
    public var theme: Theme
    /// The language of verdict lines.
    public var language: Language
    /// Today, for validation.
    public var today: CalendarDate
    /// Whether filling the last cell of a code submits it.
    public var submitsWhenComplete: Bool
    /// Makes a freshly shuffled layout, for layouts shuffled each time they are shown.
    public var shuffledLayout: (@Sendable () -> Layout)?
    /// Whether to reshuffle after every press as well (needs ``shuffledLayout``).
    public var reshufflesAfterPress: Bool
    /// The screen edge to dock along, or `nil` for a normal window.
    public var dock: DockEdge?
    /// Whether to stay above every other window, full-screen ones included.
    public var above: Bool
    /// Whether to start hidden, waiting for SIGUSR2 or SIGRTMIN.
    public var startsHidden: Bool
    /// The scale of sizes, or `nil` for `Xft.dpi` / 96 from the X resources.
    public var scale: Scale?

    /// Creates options.
    public init(
      setup: KeypadSetup, size: Size?, position: Point?, title: String, font: String,
      theme: Theme, language: Language, today: CalendarDate
    ) {
      self.setup = setup
      self.size = size
      self.position = position
      self.title = title
      self.font = font
      self.theme = theme
      self.language = language
      self.today = today
      submitsWhenComplete = false
      shuffledLayout = nil
      reshufflesAfterPress = false
      dock = nil
      above = false
      startsHidden = false
      scale = nil
    }
  }

  /// Warnings to show the user, such as a substituted font.
  public private(set) var warnings: [String] = []

  private let display: XDisplay
  private let window: KeypadWindow
  private let renderer: Renderer
  private let injector: XTestKeyInjector?
  private let selections: SelectionReader
  private let signals: SignalChannel?
  private let shuffledLayout: (@Sendable () -> Layout)?
  private let above: Bool
  private var session: KeypadSession
  private var outcome: Outcome?

  /// Opens the display and creates the window; nothing is shown until ``run()``.
  /// - Parameters:
  ///   - options: What to show.
  ///   - displayName: The display, or `nil` for `$DISPLAY`.
  /// - Throws: ``X11Error`` when the display, XTEST (focused mode) or the font is missing.
  public init(options: Options, displayName: String? = nil) throws {
    display = try XDisplay(name: displayName)
    let prompt = options.setup.fieldKind != nil
    injector = prompt ? nil : try XTestKeyInjector(display: display)
    let scale = (options.scale ?? Monitor.resourceScale(on: display)).factor
    let theme = options.theme.scaled(by: scale)
    let fonts = try FontSet(display: display, pattern: options.font)
    if let warning = fonts.substitutionWarning { warnings.append(warning) }

    var size =
      options.size
      ?? WindowGeometry.defaultSize(for: options.setup.layout, showsField: prompt, scale: scale)
    var position = options.position
    let monitor = Monitor.primary(on: display)
    if let edge = options.dock {
      size.width = monitor.width
      position = Point(x: monitor.x, y: edge == .top ? monitor.y : monitor.maxY - size.height)
    }
    session = KeypadSession(
      layout: options.setup.layout, fieldKind: options.setup.fieldKind, size: size,
      today: options.today, language: options.language,
      submitsWhenComplete: options.submitsWhenComplete,
      reshufflesAfterPress: options.reshufflesAfterPress && options.shuffledLayout != nil,
      reshufflesOnShow: options.shuffledLayout != nil, startsHidden: options.startsHidden,
      gap: theme.gapWidth)
    shuffledLayout = options.shuffledLayout
    above = options.above
    window = try KeypadWindow(
      display: display, size: size, position: position, title: options.title,
      takesFocus: prompt && options.dock == nil,
      background: XBlackPixel(display.pointer, display.screen))
    if let edge = options.dock {
      window.makeDock(
        along: edge, of: monitor, screen: Monitor.screen(of: display), height: size.height)
    }
    if options.above { window.bypassWindowManager() }
    renderer = Renderer(display: display, window: window.id, theme: theme, fonts: fonts)
    selections = SelectionReader(display: display)
    signals = SignalChannel()
  }

  /// Shows the window and runs until the user confirms or cancels.
  public func run() -> Outcome {
    if session.isShown { window.map() }
    display.flush()
    var event = XEvent()
    var descriptors = [pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0)]
    if let signals {
      descriptors.append(pollfd(fd: signals.fileDescriptor, events: Int16(POLLIN), revents: 0))
    }
    while outcome == nil {
      while outcome == nil && XPending(display.pointer) > 0 {
        XNextEvent(display.pointer, &event)
        handle(&event)
      }
      guard outcome == nil else { break }
      let now = MonotonicClock.now
      injector?.restoreIfDue(now: now)
      if let deadline = session.nextDeadline, deadline <= now {
        perform(session.handle(.tick(now)))
        continue
      }
      display.flush()
      let deadlines = [session.nextDeadline, injector?.restoreDeadline].compactMap { $0 }
      let timeout = deadlines.min().map { Int32(max(0, $0.milliseconds - now.milliseconds)) } ?? -1
      for index in descriptors.indices { descriptors[index].revents = 0 }
      if poll(&descriptors, nfds_t(descriptors.count), timeout) < 0 && errno != EINTR { break }
      if descriptors[0].revents & Int16(POLLHUP | POLLERR) != 0 {
        // XPending reads the broken connection and calls the I/O error handler, which exits.
        _ = XPending(display.pointer)
      }
      if let signals, descriptors.count > 1, descriptors[1].revents != 0 {
        for request in signals.drain() { perform(session.handle(.visibility(request))) }
      }
    }
    injector?.restoreKeymap()
    XUnmapWindow(display.pointer, window.id)
    display.sync()
    return outcome ?? .cancelled
  }

  private func handle(_ event: inout XEvent) {
    let now = MonotonicClock.now
    switch XEventKind(event.type) {
    case .expose:
      let e = event.xexpose
      renderer.present(Rect(x: Int(e.x), y: Int(e.y), width: Int(e.width), height: Int(e.height)))
    case .mapNotify:
      renderer.paintAll(session)
      if session.fieldKind != nil && !above { window.takeFocus() }
      if above { window.raise() }
    case .visibility:
      // Something covered the keypad (a full-screen window raised itself): rise again.
      if above && event.xvisibility.state != VisibilityUnobscured { window.raise() }
    case .configure:
      let size = Size(width: Int(event.xconfigure.width), height: Int(event.xconfigure.height))
      if size != session.geometry.size { perform(session.handle(.resized(size))) }
    case .buttonPress:
      let button = event.xbutton
      let point = Point(x: Int(button.x), y: Int(button.y))
      if button.button == UInt32(Button1) {
        perform(session.handle(.pointerDown(point, at: now)))
      } else if button.button == UInt32(Button2), session.fieldKind != nil {
        selections.request(XA_PRIMARY, window: window.id, time: button.time)
      }
    case .motion:
      let motion = event.xmotion
      perform(session.handle(.pointerMoved(Point(x: Int(motion.x), y: Int(motion.y)), at: now)))
    case .buttonRelease:
      let button = event.xbutton
      guard button.button == UInt32(Button1) else { return }
      perform(session.handle(.pointerUp(Point(x: Int(button.x), y: Int(button.y)), at: now)))
    case .keyPress:
      guard session.fieldKind != nil else { return }
      var key = event.xkey
      switch KeyboardCommand(&key) {
      case .edit(let command): perform(session.handle(.edit(command)))
      case .paste(let clipboard):
        let selection = clipboard ? display.atom("CLIPBOARD") : XA_PRIMARY
        selections.request(selection, window: window.id, time: key.time)
      case .none: break
      }
    case .selectionNotify:
      if let text = selections.text(from: event.xselection, window: window.id) {
        perform(session.handle(.edit(.paste(text))))
      }
    case .clientMessage:
      if Atom(event.xclient.data.l.0) == window.deleteWindowAtom { outcome = .cancelled }
    case .mappingNotify:
      XRefreshKeyboardMapping(&event.xmapping)
    case .other:
      break
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
      case .reshuffle:
        if let layout = shuffledLayout?() { perform(session.replaceLayout(layout)) }
      case .show: window.map()
      case .hide: window.unmap()
      }
    }
  }
}
