import CX11
import KeypadCore

#if hasFeature(Embedded)
  import CLibc
#elseif canImport(Glibc)
  import Glibc
#endif

/// The keypad's top-level window and the manners it shows the window manager.
final class KeypadWindow {
  /// The window's ID.
  let id: Window
  /// `WM_DELETE_WINDOW`, which a ClientMessage carries when the user closes the window.
  let deleteWindowAtom: Atom

  private let display: XDisplay

  /// Creates the window, unmapped (`XCreateSimpleWindow`), and sets its properties.
  /// - Parameters:
  ///   - display: The connection.
  ///   - size: The initial size.
  ///   - position: Where to put it, when the user gave a position.
  ///   - title: `WM_NAME` and `_NET_WM_NAME`.
  ///   - takesFocus: `WM_HINTS` input: `true` for a prompt, `false` for an on-screen keypad that
  ///     must leave the keyboard focus where it is.
  ///   - background: The colour shown before the first paint.
  init(
    display: XDisplay, size: Size, position: Point?, title: String, takesFocus: Bool,
    background: UInt
  ) throws(X11Error) {
    self.display = display
    let d = display.pointer
    let window = XCreateSimpleWindow(
      d, display.root, Int32(position?.x ?? 0), Int32(position?.y ?? 0), UInt32(size.width),
      UInt32(size.height), 0, background, background)
    guard window != xNone else { throw X11Error.cannotCreateWindow(display.name) }
    id = window
    deleteWindowAtom = display.atom("WM_DELETE_WINDOW")
    // Painting comes from the back buffer: no background clears between paints, no flicker.
    XSetWindowBackgroundPixmap(d, window, xNone)
    XSelectInput(d, window, keypadEventMask)

    setClass(name: "keypad", className: "Keypad")
    setTitle(title)

    var hints = XWMHints()
    hints.flags = InputHint | StateHint
    hints.input = xBool(takesFocus)
    hints.initial_state = NormalState
    XSetWMHints(d, window, &hints)

    var sizeHints = XSizeHints()
    sizeHints.flags = PMinSize | (position == nil ? 0 : USPosition | PPosition) | USSize
    sizeHints.min_width = 120
    sizeHints.min_height = 100
    sizeHints.x = Int32(position?.x ?? 0)
    sizeHints.y = Int32(position?.y ?? 0)
    sizeHints.width = Int32(size.width)
    sizeHints.height = Int32(size.height)
    XSetWMNormalHints(d, window, &sizeHints)

    var protocols = [deleteWindowAtom]
    XSetWMProtocols(d, window, &protocols, 1)

    // _NET_WM_PID lets window managers and scripts (xdotool search --pid) find the process.
    withFormat32([UInt(getpid())]) { data, count in
      _ = XChangeProperty(
        d, window, display.atom("_NET_WM_PID"), XA_CARDINAL, 32, PropModeReplace, data, count)
    }

    // Stay above other windows: _NET_WM_STATE read by EWMH window managers when mapping.
    withFormat32([display.atom("_NET_WM_STATE_ABOVE")]) { data, count in
      _ = XChangeProperty(
        d, window, display.atom("_NET_WM_STATE"), XA_ATOM, 32, PropModeReplace, data, count)
    }
  }

  /// Makes the window a dock along `edge` of the monitor `span` lies on:
  /// `_NET_WM_WINDOW_TYPE_DOCK`, and `_NET_WM_STRUT_PARTIAL` (with `_NET_WM_STRUT` for older
  /// window managers) reserving `height` pixels over the columns of `span`, so maximised windows
  /// stop short of it. Struts count from the edges of the whole screen, and 32-bit properties
  /// are arrays of C `long`.
  func makeDock(along edge: DockEdge, span monitor: Rect, screen: Rect, height: Int) {
    let d = display.pointer
    withFormat32([display.atom("_NET_WM_WINDOW_TYPE_DOCK")]) { data, count in
      _ = XChangeProperty(
        d, id, display.atom("_NET_WM_WINDOW_TYPE"), XA_ATOM, 32, PropModeReplace, data, count)
    }
    var strut = [UInt](repeating: 0, count: 12)
    let startX = UInt(monitor.x)
    let endX = UInt(max(monitor.x, monitor.maxX - 1))
    switch edge {
    case .top:
      strut[2] = UInt(monitor.y + height)
      strut[8] = startX
      strut[9] = endX
    case .bottom:
      strut[3] = UInt(screen.maxY - monitor.maxY + height)
      strut[10] = startX
      strut[11] = endX
    }
    withFormat32(strut) { data, count in
      _ = XChangeProperty(
        d, id, display.atom("_NET_WM_STRUT_PARTIAL"), XA_CARDINAL, 32, PropModeReplace, data, count)
    }
    withFormat32(Array(strut.prefix(4))) { data, count in
      _ = XChangeProperty(
        d, id, display.atom("_NET_WM_STRUT"), XA_CARDINAL, 32, PropModeReplace, data, count)
    }
  }

  /// Takes the window out of the window manager's hands (`override_redirect`), so it can be
  /// raised above a full-screen window; ``raise()`` keeps it there.
  func bypassWindowManager() {
    var attributes = XSetWindowAttributes()
    attributes.override_redirect = 1
    XChangeWindowAttributes(display.pointer, id, UInt(CWOverrideRedirect), &attributes)
    // Visibility, to rise again when covered; focus changes, so a prompt can take the
    // keyboard back from the full-screen window under it.
    XSelectInput(display.pointer, id, keypadEventMask | VisibilityChangeMask | FocusChangeMask)
  }

  /// Puts the window on top of its siblings (`XRaiseWindow`).
  func raise() {
    XRaiseWindow(display.pointer, id)
  }

  /// Hides the window (`XUnmapWindow`).
  func unmap() {
    XUnmapWindow(display.pointer, id)
  }

  /// Sets `WM_NAME` (`XStoreName`) and `_NET_WM_NAME` (UTF-8).
  func setTitle(_ title: String) {
    let d = display.pointer
    XStoreName(d, id, title)
    let bytes = Array(title.utf8)
    bytes.withUnsafeBufferPointer { buffer in
      _ = XChangeProperty(
        d, id, display.atom("_NET_WM_NAME"), display.atom("UTF8_STRING"), 8, PropModeReplace,
        buffer.baseAddress, Int32(buffer.count))
    }
  }

  /// Shows the window (`XMapRaised`).
  func map() {
    XMapRaised(display.pointer, id)
  }

  /// Gives the window the keyboard focus, as a dialog takes it (`XSetInputFocus`).
  /// Sets the window's instance name and class (`XSetClassHint`).
  func setClass(name: String, className: String) {
    name.withCString { name in
      className.withCString { className in
        var hint = XClassHint(
          res_name: UnsafeMutablePointer(mutating: name),
          res_class: UnsafeMutablePointer(mutating: className))
        XSetClassHint(display.pointer, id, &hint)
      }
    }
  }

  /// Moves the window (`XMoveWindow`).
  func move(to origin: Point) {
    XMoveWindow(display.pointer, id, Int32(origin.x), Int32(origin.y))
  }

  /// Where the window is on the screen (`XTranslateCoordinates`), whoever placed it.
  func frameOnScreen(size: Size) -> Rect {
    var x: Int32 = 0
    var y: Int32 = 0
    var child: Window = 0
    XTranslateCoordinates(display.pointer, id, display.root, 0, 0, &x, &y, &child)
    return Rect(x: Int(x), y: Int(y), width: size.width, height: size.height)
  }

  /// Hands the keyboard focus to the application under the keypad when X has it following the
  /// pointer (`PointerRoot`, the state without a window manager) or has given it to the keypad:
  /// otherwise keys typed after the pointer entered the keypad would come to the keypad itself.
  /// - Parameter point: A point of the application's window (the focused field), if known;
  ///   else the topmost other window gets the focus.
  func giveFocusAway(towards point: Point?) {
    let d = display.pointer
    var focus: Window = 0
    var revert: Int32 = 0
    XGetInputFocus(d, &focus, &revert)
    guard focus == Window(PointerRoot) || focus == id else { return }
    var root: Window = 0
    var parent: Window = 0
    var children: UnsafeMutablePointer<Window>?
    var count: UInt32 = 0
    guard XQueryTree(d, display.root, &root, &parent, &children, &count) != 0, let children
    else { return }
    defer { XFree(children) }
    // Children come bottom to top: the topmost viewable window under the point wins.
    for index in (0..<Int(count)).reversed() {
      let window = children[index]
      guard window != id else { continue }
      var attributes = XWindowAttributes()
      guard XGetWindowAttributes(d, window, &attributes) != 0,
        attributes.map_state == IsViewable, attributes.override_redirect == 0,
        attributes.class == InputOutput
      else { continue }
      let frame = Rect(
        x: Int(attributes.x), y: Int(attributes.y), width: Int(attributes.width),
        height: Int(attributes.height))
      if let point, !frame.contains(point) { continue }
      XSetInputFocus(d, window, Int32(RevertToPointerRoot), xCurrentTime)
      return
    }
  }

  func takeFocus() {
    XSetInputFocus(display.pointer, id, RevertToParent, xCurrentTime)
  }
}
