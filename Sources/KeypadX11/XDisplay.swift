import CX11
import KeypadCore

#if hasFeature(Embedded)
  import CLibc
#elseif canImport(Glibc)
  import Glibc
#endif

/// An open connection to an X server; closed when the value goes away.
///
/// `Display*` is not `Sendable`, and neither is this class: the compiler keeps the connection, and
/// everything that uses it, in the one isolation domain that created it (the main thread).
public final class XDisplay {
  /// The `Display*` (`XOpenDisplay`).
  let pointer: OpaquePointer
  /// The display's name, such as `:0`.
  public let name: String
  /// The default screen (`XDefaultScreen`).
  let screen: Int32
  /// The root window of the default screen (`XRootWindow`).
  let root: Window

  private var atoms: [String: Atom] = [:]

  /// Opens the display `name`, or `$DISPLAY` when `name` is `nil`.
  /// - Throws: ``X11Error/noDisplay`` or ``X11Error/cannotOpenDisplay(_:)``.
  public init(name: String? = nil) throws(X11Error) {
    let wanted = name ?? getenv("DISPLAY").map { String(cString: $0) } ?? ""
    guard !wanted.isEmpty else { throw X11Error.noDisplay }
    guard let pointer = XOpenDisplay(wanted) else { throw X11Error.cannotOpenDisplay(wanted) }
    self.pointer = pointer
    self.name = wanted
    screen = XDefaultScreen(pointer)
    root = XRootWindow(pointer, screen)
    // Xlib calls this when the connection breaks and then exits; say why first.
    XSetIOErrorHandler { _ in
      let message = "keypad: lost the connection to the X server; nothing was confirmed.\n"
      _ = message.withCString { write(2, $0, strlen($0)) }
      _exit(ExitStatus.lostWindow)
    }
    intern(Self.windowAtoms)
  }

  /// The atoms the keypad window uses, interned together when the display opens: one round
  /// trip to the server instead of one per name, ten of them before the first frame. A name
  /// missing here still works through ``atom(_:)``, at the cost of its own round trip.
  static let windowAtoms = [
    "WM_DELETE_WINDOW", "_NET_WM_PID", "_NET_WM_NAME", "UTF8_STRING", "_NET_WORKAREA",
    "_NET_WM_STATE", "_NET_WM_STATE_ABOVE", "_NET_WM_WINDOW_TYPE", "_NET_WM_WINDOW_TYPE_DOCK",
    "_NET_WM_STRUT", "_NET_WM_STRUT_PARTIAL", "CLIPBOARD", "KEYPAD_PASTE", "INCR",
  ]

  /// Interns `names` in one request (`XInternAtoms`) and remembers them.
  private func intern(_ names: [String]) {
    var strings = names.map { strdup($0) }
    defer { for string in strings { free(string) } }
    var values = [Atom](repeating: 0, count: names.count)
    guard XInternAtoms(pointer, &strings, Int32(names.count), 0, &values) != 0 else { return }
    for (name, atom) in zip(names, values) where atom != 0 { atoms[name] = atom }
  }

  deinit {
    XCloseDisplay(pointer)
  }

  /// The connection's file descriptor, for `poll` (`XConnectionNumber`).
  var fileDescriptor: Int32 { XConnectionNumber(pointer) }

  /// The default visual, colormap and depth of the screen.
  var visual: UnsafeMutablePointer<Visual>? { XDefaultVisual(pointer, screen) }
  var colormap: Colormap { XDefaultColormap(pointer, screen) }
  var depth: Int32 { XDefaultDepth(pointer, screen) }

  /// The atom named `name`, interned once (`XInternAtom`).
  func atom(_ name: String) -> Atom {
    if let atom = atoms[name] { return atom }
    let atom = XInternAtom(pointer, name, 0)
    atoms[name] = atom
    return atom
  }

  /// A window property's type, format and bytes (`XGetWindowProperty`, then `XFree`); `nil`
  /// when the window has no such property. Format-32 values come as C `long`s, 8 bytes each.
  /// - Parameters:
  ///   - atom: The property.
  ///   - window: The window that has it.
  ///   - type: The type wanted, or `AnyPropertyType` (0).
  ///   - longs: How much to read, in 32-bit units.
  ///   - delete: Whether to delete the property once read (as a selection's requestor does).
  func property(
    _ atom: Atom, of window: Window, type: Atom = 0, longs: Int, delete: Bool = false
  ) -> (type: Atom, format: Int32, bytes: [UInt8])? {
    var actualType: Atom = 0
    var format: Int32 = 0
    var count: UInt = 0
    var remaining: UInt = 0
    var data: UnsafeMutablePointer<UInt8>?
    let status = XGetWindowProperty(
      pointer, window, atom, 0, longs, xBool(delete), type, &actualType, &format, &count,
      &remaining, &data)
    defer { if let data { XFree(data) } }
    guard status == Success, let data, actualType != xNone else { return nil }
    let size = format == 32 ? MemoryLayout<Int>.size : Int(format) / 8
    return (actualType, format, Array(UnsafeBufferPointer(start: data, count: Int(count) * size)))
  }

  /// Sends queued requests (`XFlush`).
  func flush() { XFlush(pointer) }

  /// Sends queued requests and waits until the server has handled them (`XSync`).
  func sync() { XSync(pointer, 0) }

  /// Whether the server has the XTEST extension (`XTestQueryExtension`).
  var hasXTest: Bool {
    var event: Int32 = 0
    var error: Int32 = 0
    var major: Int32 = 0
    var minor: Int32 = 0
    return XTestQueryExtension(pointer, &event, &error, &major, &minor) != 0
  }
}
