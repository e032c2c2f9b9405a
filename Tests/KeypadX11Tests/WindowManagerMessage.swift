import CX11

/// Sends the ClientMessages a window manager sends.
enum WindowManagerMessage {
  /// Asks `window` to close, as a window manager's close button does: a `WM_PROTOCOLS`
  /// ClientMessage carrying `WM_DELETE_WINDOW`.
  static func close(window: String, on virtualDisplay: VirtualDisplay) throws {
    guard let id = UInt(window), let display = XOpenDisplay(virtualDisplay.name) else {
      throw Command.Failure(description: "cannot reach window \(window)")
    }
    defer { XCloseDisplay(display) }
    var event = XEvent()
    event.xclient.type = ClientMessage
    event.xclient.window = id
    event.xclient.message_type = XInternAtom(display, "WM_PROTOCOLS", 0)
    event.xclient.format = 32
    event.xclient.data.l.0 = Int(XInternAtom(display, "WM_DELETE_WINDOW", 0))
    event.xclient.data.l.1 = 0
    XSendEvent(display, id, 0, NoEventMask, &event)
    XSync(display, 0)
  }
}
