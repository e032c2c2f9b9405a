import CX11

/// Reads the CLIPBOARD or PRIMARY selection as UTF-8 text, for pasting into the field.
///
/// Asking is asynchronous: ``request(_:window:time:)`` sends `ConvertSelection`, and the owner's
/// answer arrives as a `SelectionNotify` event that ``text(from:window:)`` reads.
struct SelectionReader {
  private let display: XDisplay
  private let target: Atom
  private let property: Atom

  /// The largest paste read, in bytes; a keypad field never needs more.
  static let maximumBytes = 65_536

  init(display: XDisplay) {
    self.display = display
    target = display.atom("UTF8_STRING")
    property = display.atom("KEYPAD_PASTE")
  }

  /// Asks the owner of `selection` to convert it to UTF-8 text on `window` (`XConvertSelection`).
  func request(_ selection: Atom, window: Window, time: Time) {
    XConvertSelection(display.pointer, selection, target, property, window, time)
    display.flush()
  }

  /// The text a `SelectionNotify` event delivered, or `nil` when the owner refused or there was
  /// no owner (`XGetWindowProperty`, deleting the property).
  func text(from event: XSelectionEvent, window: Window) -> String? {
    guard event.property != xNone,
      let property = display.property(
        event.property, of: window, longs: Self.maximumBytes / 4, delete: true),
      property.format == 8, property.type != display.atom("INCR")
    else { return nil }
    return String(decoding: property.bytes, as: UTF8.self)
  }
}
