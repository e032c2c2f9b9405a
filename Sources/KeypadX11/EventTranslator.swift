import CX11
import KeypadCore

/// Turns X events into what they mean for the keypad: a ``KeypadEvent`` for the session, or one
/// of the few things the window itself answers (painting, raising, pasting).
struct EventTranslator {
  /// What an X event asks for.
  enum Translation {
    /// Something for the session to decide.
    case session(KeypadEvent)
    /// Copy this part of the back buffer to the window again.
    case expose(Rect)
    /// The window was mapped: paint it whole.
    case mapped
    /// Another window covered the keypad.
    case obscured
    /// Ask for the text of a selection (CLIPBOARD or PRIMARY), to paste it.
    case requestSelection(Atom, Time)
    /// A selection's text arrived.
    case selectionArrived(XSelectionEvent)
    /// Another client destroyed the window.
    case destroyed
    /// The keyboard focus went to another window.
    case focusLost
    /// The pointer (or a finger) came into the window.
    case entered
    /// Nothing for the keypad.
    case ignored
  }

  /// The atom of `WM_DELETE_WINDOW`, which the window manager sends to close the window.
  let deleteWindowAtom: Atom
  /// The atom of `CLIPBOARD`.
  let clipboardAtom: Atom
  /// Whether the keypad is a prompt, which reads the physical keyboard and pastes.
  let isPrompt: Bool

  /// What `event` means; a keyboard-mapping change is applied on the spot
  /// (`XRefreshKeyboardMapping`).
  func translate(_ event: inout XEvent, now: Timestamp) -> Translation {
    switch XEventKind(event.type) {
    case .expose:
      let e = event.xexpose
      return .expose(Rect(x: Int(e.x), y: Int(e.y), width: Int(e.width), height: Int(e.height)))
    case .mapNotify:
      return .mapped
    case .visibility:
      return event.xvisibility.state != VisibilityUnobscured ? .obscured : .ignored
    case .configure:
      let size = Size(width: Int(event.xconfigure.width), height: Int(event.xconfigure.height))
      return .session(.resized(size))
    case .buttonPress:
      let button = event.xbutton
      let point = Point(x: Int(button.x), y: Int(button.y))
      if button.button == UInt32(Button1) { return .session(.pointerDown(point, at: now)) }
      if button.button == UInt32(Button2), isPrompt {
        return .requestSelection(Atom(XA_PRIMARY), button.time)
      }
      return .ignored
    case .motion:
      let motion = event.xmotion
      return .session(.pointerMoved(Point(x: Int(motion.x), y: Int(motion.y)), at: now))
    case .buttonRelease:
      let button = event.xbutton
      guard button.button == UInt32(Button1) else { return .ignored }
      return .session(.pointerUp(Point(x: Int(button.x), y: Int(button.y)), at: now))
    case .keyPress:
      guard isPrompt else { return .ignored }
      var key = event.xkey
      switch KeyboardCommand(&key) {
      case .edit(let command): return .session(.edit(command, at: now))
      case .paste(let clipboard):
        return .requestSelection(clipboard ? clipboardAtom : Atom(XA_PRIMARY), key.time)
      case .none: return .ignored
      }
    case .selectionNotify:
      return .selectionArrived(event.xselection)
    case .clientMessage:
      return Atom(event.xclient.data.l.0) == deleteWindowAtom ? .session(.closeRequested) : .ignored
    case .destroyNotify:
      return .destroyed
    case .focusOut:
      // Focus moving inside the window, or a grab, is not a loss.
      let focus = event.xfocus
      return focus.mode == NotifyNormal && focus.detail != NotifyInferior ? .focusLost : .ignored
    case .enter:
      return .entered
    case .mappingNotify:
      XRefreshKeyboardMapping(&event.xmapping)
      return .ignored
    case .other:
      return .ignored
    }
  }
}
