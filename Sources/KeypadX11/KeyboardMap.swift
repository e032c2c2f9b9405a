import CX11

/// The server's XKB keyboard map and state at one moment, asked for where a key is about to be
/// typed (`XkbGetMap`, `XkbGetState`), so a layout switch or a lock pressed by the user is
/// always seen.
///
/// It answers one question: which key, with which modifiers pressed on top of the ones already
/// locked or held, produces a keysym in the group that is active now.
struct KeyboardMap {
  /// A way to type a keysym: its key, and whether Shift must be held for it.
  struct Stroke: Equatable {
    var keycode: UInt8
    var shift: Bool
  }

  private let description: UnsafeMutablePointer<XkbDescRec>
  /// The effective group (0-based) and modifiers of the core keyboard.
  private let group: Int
  private let modifiers: UInt8

  /// Reads the keyboard map and state of `display`; `nil` when the server has no XKB.
  init?(display: XDisplay) {
    let d = display.pointer
    var state = XkbStateRec()
    guard XkbGetState(d, UInt32(XkbUseCoreKbd), &state) == Success,
      let description = XkbGetMap(
        d, UInt32(XkbKeyTypesMask | XkbKeySymsMask), UInt32(XkbUseCoreKbd)),
      description.pointee.map != nil
    else { return nil }
    self.description = description
    group = Int(state.group)
    modifiers = state.mods
  }

  /// Frees the map (`XkbFreeKeyboard`); the value must not be used afterwards.
  func free() {
    XkbFreeKeyboard(description, 0, xBool(true))
  }

  /// The stroke that types `sym` in the current group and modifier state, or `nil` when no key
  /// reaches it with at most Shift added (it then needs a borrowed keycode).
  func stroke(for sym: KeySym) -> Stroke? {
    guard let map = description.pointee.map else { return nil }
    let low = Int(description.pointee.min_key_code)
    let high = Int(description.pointee.max_key_code)
    guard low <= high else { return nil }
    for keycode in low...high {
      let symbols = map.pointee.key_sym_map[keycode]
      guard let group = effectiveGroup(groupInfo: symbols.group_info) else { continue }
      let typeIndex = withUnsafeBytes(of: symbols.kt_index) { Int($0[group]) }
      let type = map.pointee.types[typeIndex]
      let base = Int(symbols.offset) + group * Int(symbols.width)
      for level in 0..<min(Int(type.num_levels), Int(symbols.width))
      where map.pointee.syms[base + level] == sym {
        for shift in [false, true]
        where self.level(of: type, modifiers: modifiers | (shift ? UInt8(ShiftMask) : 0)) == level {
          return Stroke(keycode: UInt8(keycode), shift: shift)
        }
      }
    }
    return nil
  }

  /// The keycodes that have no symbols at all, lowest first: the ones that may be borrowed.
  var spareKeycodes: [UInt8] {
    guard let map = description.pointee.map else { return [] }
    let low = Int(description.pointee.min_key_code)
    let high = Int(description.pointee.max_key_code)
    guard low <= high else { return [] }
    return (low...high).filter { keycode in
      let symbols = map.pointee.key_sym_map[keycode]
      let count = Int(symbols.group_info & 0x0F) * Int(symbols.width)
      return (0..<count).allSatisfy { map.pointee.syms[Int(symbols.offset) + $0] == noSymbol }
    }.map { UInt8($0) }
  }

  /// The group a key with `groupInfo` uses while the keyboard's group is ``group``: the same
  /// when the key has it, otherwise wrapped, clamped or redirected as the key says (XKB's
  /// out-of-range rules); `nil` for a key with no groups.
  private func effectiveGroup(groupInfo: UInt8) -> Int? {
    let count = Int(groupInfo & 0x0F)
    guard count > 0 else { return nil }
    guard group >= count else { return group }
    switch Int32(groupInfo & 0xC0) {
    case XkbClampIntoRange: return count - 1
    case XkbRedirectIntoRange:
      let target = Int((groupInfo >> 4) & 0x03)
      return target < count ? target : 0
    default: return group % count
    }
  }

  /// The shift level `type` gives for `modifiers`: the level of the active map entry whose
  /// modifiers match exactly, or 0.
  private func level(of type: XkbKeyTypeRec, modifiers: UInt8) -> Int {
    let relevant = modifiers & type.mods.mask
    for index in 0..<Int(type.map_count) {
      let entry = type.map[index]
      if entry.active != 0 && entry.mods.mask == relevant { return Int(entry.level) }
    }
    return 0
  }
}
