import CX11

// Xlib's integer types as Swift imports them disagree with each other: event types, `True` and
// keysym constants are `Int32`, masks and `None` are `Int`, `KeySym`/`Window`/`Atom` are `UInt`,
// `XKeysymToKeycode` returns `UInt8` and `XTestFakeKeyEvent` takes `UInt32`. Every conversion
// between them is here, named for what it means.

/// `True` and `False` as Xlib's `Bool` (an `Int32`).
func xBool(_ value: Bool) -> Int32 { value ? 1 : 0 }

/// `None` for resource IDs (windows, atoms, pixmaps).
let xNone: UInt = 0

/// `CurrentTime` for requests that take a timestamp.
let xCurrentTime: Time = 0

/// `NoSymbol`.
let noSymbol: KeySym = 0

/// A keysym constant (`XK_BackSpace` is an `Int32`) as a `KeySym`.
func xKeySym(_ constant: Int32) -> KeySym { KeySym(UInt32(bitPattern: constant)) }

/// The event mask Keypad's window selects.
let keypadEventMask: Int =
  ExposureMask | ButtonPressMask | ButtonReleaseMask | Button1MotionMask | StructureNotifyMask
  | KeyPressMask | PropertyChangeMask | EnterWindowMask

/// An X event's type.
enum XEventKind {
  case expose, buttonPress, buttonRelease, motion, configure, keyPress, clientMessage
  case selectionNotify, mappingNotify, mapNotify, visibility, destroyNotify, focusOut, enter
  case other

  init(_ type: Int32) {
    switch type {
    case Expose: self = .expose
    case ButtonPress: self = .buttonPress
    case ButtonRelease: self = .buttonRelease
    case MotionNotify: self = .motion
    case ConfigureNotify: self = .configure
    case KeyPress: self = .keyPress
    case ClientMessage: self = .clientMessage
    case SelectionNotify: self = .selectionNotify
    case MappingNotify: self = .mappingNotify
    case MapNotify: self = .mapNotify
    case VisibilityNotify: self = .visibility
    case DestroyNotify: self = .destroyNotify
    case FocusOut: self = .focusOut
    case EnterNotify: self = .enter
    default: self = .other
    }
  }
}

/// A 32-bit property value: Xlib wants an array of C `long` for format 32, whatever the
/// platform's `long` size, so the elements are `UInt` here.
func withFormat32<R>(_ values: [UInt], _ body: (UnsafePointer<UInt8>?, Int32) -> R) -> R {
  values.withUnsafeBytes { raw in
    body(raw.bindMemory(to: UInt8.self).baseAddress, Int32(values.count))
  }
}
