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
    /// The window size.
    public var size: Size
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
    /// Makes a freshly shuffled layout, for a PIN pad that reshuffles after every press.
    public var reshuffledLayout: (@Sendable () -> Layout)?

    /// Creates options.
    public init(
      setup: KeypadSetup, size: Size, position: Point?, title: String, font: String,
      theme: Theme, language: Language, today: CalendarDate,
      submitsWhenComplete: Bool = false, reshuffledLayout: (@Sendable () -> Layout)? = nil
    ) {
      self.setup = setup
      self.size = size
      self.position = position
      self.title = title
      self.font = font
      self.theme = theme
      self.language = language
      self.today = today
      self.submitsWhenComplete = submitsWhenComplete
      self.reshuffledLayout = reshuffledLayout
    }
  }

  /// Warnings to show the user, such as a substituted font.
  public private(set) var warnings: [String] = []

  private let display: XDisplay
  private let window: KeypadWindow
  private let renderer: Renderer
  private let injector: XTestKeyInjector?
  private let selections: SelectionReader
  private let reshuffledLayout: (@Sendable () -> Layout)?
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
    let fonts = try FontSet(display: display, pattern: options.font)
    if let warning = fonts.substitutionWarning { warnings.append(warning) }
    session = KeypadSession(
      layout: options.setup.layout, fieldKind: options.setup.fieldKind, size: options.size,
      today: options.today, language: options.language,
      submitsWhenComplete: options.submitsWhenComplete,
      reshufflesAfterPress: options.reshuffledLayout != nil, gap: options.theme.gapWidth)
    reshuffledLayout = options.reshuffledLayout
    let background = XBlackPixel(display.pointer, display.screen)
    window = try KeypadWindow(
      display: display, size: options.size, position: options.position, title: options.title,
      takesFocus: prompt, background: background)
    renderer = Renderer(display: display, window: window.id, theme: options.theme, fonts: fonts)
    selections = SelectionReader(display: display)
  }

  /// Shows the window and runs until the user confirms or cancels.
  public func run() -> Outcome {
    window.map()
    display.flush()
    var event = XEvent()
    var pollDescriptor = pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0)
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
      pollDescriptor.revents = 0
      if poll(&pollDescriptor, 1, timeout) < 0 && errno != EINTR { break }
      if pollDescriptor.revents & Int16(POLLHUP | POLLERR) != 0 {
        // XPending reads the broken connection and calls the I/O error handler, which exits.
        _ = XPending(display.pointer)
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
      if session.fieldKind != nil { window.takeFocus() }
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
        if let layout = reshuffledLayout?() { perform(session.replaceLayout(layout)) }
      }
    }
  }
}
