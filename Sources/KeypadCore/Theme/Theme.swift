/// The colours and shapes a keypad is painted with.
public struct Theme: Hashable, Sendable {
  /// A short name, such as `light`.
  public var name: String
  /// A character key at rest.
  public var normalKey: RGBColor
  /// A character key while pressed.
  public var normalKeyPressed: RGBColor
  /// A function key (`X`, delete, confirm) at rest.
  public var functionKey: RGBColor
  /// A function key while pressed.
  public var functionKeyPressed: RGBColor
  /// Key labels.
  public var label: RGBColor
  /// The gaps between keys and the window background.
  public var gap: RGBColor
  /// The field's background.
  public var field: RGBColor
  /// The field's text.
  public var fieldText: RGBColor
  /// The caret and the selection.
  public var caret: RGBColor
  /// A valid verdict.
  public var ok: RGBColor
  /// An invalid verdict.
  public var error: RGBColor
  /// A verdict that only says what is expected.
  public var hint: RGBColor
  /// The font family, as fontconfig names it.
  public var fontFamily: String
  /// The gap between keys, in pixels at scale 1.
  public var gapWidth: Int

  /// The source article's look: white digit keys turning #D1D5DA while pressed, #D1D5DA function
  /// keys turning white, black labels, thin dark gaps.
  public static let light = Theme(
    name: "light",
    normalKey: RGBColor(red: 0xFF, green: 0xFF, blue: 0xFF),
    normalKeyPressed: RGBColor(red: 0xD1, green: 0xD5, blue: 0xDA),
    functionKey: RGBColor(red: 0xD1, green: 0xD5, blue: 0xDA),
    functionKeyPressed: RGBColor(red: 0xFF, green: 0xFF, blue: 0xFF),
    label: RGBColor(red: 0x11, green: 0x11, blue: 0x11),
    gap: RGBColor(red: 0x2B, green: 0x2F, blue: 0x36),
    field: RGBColor(red: 0xF6, green: 0xF8, blue: 0xFA),
    fieldText: RGBColor(red: 0x11, green: 0x11, blue: 0x11),
    caret: RGBColor(red: 0x09, green: 0x69, blue: 0xDA),
    ok: RGBColor(red: 0x1A, green: 0x7F, blue: 0x37),
    error: RGBColor(red: 0xCF, green: 0x22, blue: 0x2E),
    hint: RGBColor(red: 0x57, green: 0x60, blue: 0x6A),
    fontFamily: "DejaVu Sans",
    gapWidth: 1)

  /// The background of a key of `style`, pressed or not.
  public func keyBackground(_ style: KeyStyle, pressed: Bool) -> RGBColor {
    switch (style, pressed) {
    case (.normal, false): normalKey
    case (.normal, true): normalKeyPressed
    case (.function, false): functionKey
    case (.function, true): functionKeyPressed
    }
  }

  /// The colour of a verdict line of `status`.
  public func verdictColor(_ status: FieldVerdict.Status) -> RGBColor {
    switch status {
    case .valid: ok
    case .invalid: error
    case .incomplete: hint
    }
  }
}
