import CX11
import KeypadCore

/// What a key of the physical keyboard means in prompt mode.
enum KeyboardCommand: Equatable {
  /// An edit of the field.
  case edit(EditCommand)
  /// Paste from CLIPBOARD (Ctrl+V) or PRIMARY (Shift+Insert).
  case paste(clipboard: Bool)
  /// A key with no meaning here.
  case none

  /// Interprets a KeyPress (`XLookupString`).
  init(_ event: inout XKeyEvent) {
    var buffer = [CChar](repeating: 0, count: 16)
    var sym: KeySym = 0
    let length = XLookupString(&event, &buffer, Int32(buffer.count), &sym, nil)
    let control = event.state & UInt32(ControlMask) != 0
    let shift = event.state & UInt32(ShiftMask) != 0
    switch sym {
    case xKeySym(XK_BackSpace): self = .edit(.deleteBackward)
    case xKeySym(XK_Delete), xKeySym(XK_KP_Delete): self = .edit(.deleteForward)
    case xKeySym(XK_Left), xKeySym(XK_KP_Left): self = .edit(.moveLeft)
    case xKeySym(XK_Right), xKeySym(XK_KP_Right): self = .edit(.moveRight)
    case xKeySym(XK_Home), xKeySym(XK_KP_Home): self = .edit(.moveToStart)
    case xKeySym(XK_End), xKeySym(XK_KP_End): self = .edit(.moveToEnd)
    case xKeySym(XK_Return), xKeySym(XK_KP_Enter): self = .edit(.submit)
    case xKeySym(XK_Escape): self = .edit(.cancel)
    case xKeySym(XK_v) where control, xKeySym(XK_V) where control: self = .paste(clipboard: true)
    case xKeySym(XK_Insert) where shift: self = .paste(clipboard: false)
    default:
      guard !control, length > 0 else {
        self = .none
        return
      }
      let bytes = buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }
      // XLookupString without an input method yields Latin-1.
      let text = String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
      self =
        text.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F })
        ? .edit(.insert(text)) : .none
    }
  }
}
