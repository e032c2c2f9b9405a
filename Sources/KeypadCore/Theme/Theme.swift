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
  /// The border of a verification-code box.
  public var boxBorder: RGBColor
  /// The border width of a verification-code box, in pixels; the current box's is doubled.
  public var boxBorderWidth: Int
  /// The space between verification-code boxes, in pixels.
  public var boxSpacing: Int
  /// The corner radius of verification-code boxes, in pixels.
  public var cornerRadius: Int
  /// The font family, as fontconfig names it.
  public var fontFamily: String
  /// The largest label size in pixels, or `nil` to fit labels to their keys.
  public var fontSize: Int? = nil
  /// The smallest text the field band draws (the verdict and prompt lines), in pixels: 14 at
  /// scale 1, readable at arm's length on a kiosk.
  public var minimumTextSize: Int = 14
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
    boxBorder: RGBColor(red: 0x6E, green: 0x77, blue: 0x81),
    boxBorderWidth: 1,
    boxSpacing: 8,
    cornerRadius: 6,
    fontFamily: "DejaVu Sans",
    gapWidth: 1)

  /// Light labels on dark keys, for dim rooms.
  public static let dark = Theme(
    name: "dark",
    normalKey: RGBColor(red: 0x2D, green: 0x33, blue: 0x3B),
    normalKeyPressed: RGBColor(red: 0x44, green: 0x4C, blue: 0x56),
    functionKey: RGBColor(red: 0x1C, green: 0x21, blue: 0x28),
    functionKeyPressed: RGBColor(red: 0x44, green: 0x4C, blue: 0x56),
    label: RGBColor(red: 0xE6, green: 0xED, blue: 0xF3),
    gap: RGBColor(red: 0x90, green: 0x9D, blue: 0xAB),
    field: RGBColor(red: 0x16, green: 0x1B, blue: 0x22),
    fieldText: RGBColor(red: 0xE6, green: 0xED, blue: 0xF3),
    caret: RGBColor(red: 0x53, green: 0x9B, blue: 0xF5),
    ok: RGBColor(red: 0x57, green: 0xAB, blue: 0x5A),
    error: RGBColor(red: 0xF4, green: 0x70, blue: 0x67),
    hint: RGBColor(red: 0x9D, green: 0xA7, blue: 0xB3),
    boxBorder: RGBColor(red: 0x63, green: 0x6E, blue: 0x7B),
    boxBorderWidth: 1,
    boxSpacing: 8,
    cornerRadius: 6,
    fontFamily: "DejaVu Sans",
    gapWidth: 1)

  /// Black on white and yellow, thick borders: for low vision and bright sunlight.
  public static let highContrast = Theme(
    name: "high-contrast",
    normalKey: RGBColor(red: 0xFF, green: 0xFF, blue: 0xFF),
    normalKeyPressed: RGBColor(red: 0xFF, green: 0xE6, blue: 0x00),
    functionKey: RGBColor(red: 0xC8, green: 0xC8, blue: 0xC8),
    functionKeyPressed: RGBColor(red: 0xFF, green: 0xE6, blue: 0x00),
    label: RGBColor(red: 0x00, green: 0x00, blue: 0x00),
    gap: RGBColor(red: 0x00, green: 0x00, blue: 0x00),
    field: RGBColor(red: 0xFF, green: 0xFF, blue: 0xFF),
    fieldText: RGBColor(red: 0x00, green: 0x00, blue: 0x00),
    caret: RGBColor(red: 0x00, green: 0x00, blue: 0xCC),
    ok: RGBColor(red: 0x00, green: 0x5A, blue: 0x00),
    error: RGBColor(red: 0xA0, green: 0x00, blue: 0x00),
    hint: RGBColor(red: 0x20, green: 0x20, blue: 0x20),
    boxBorder: RGBColor(red: 0x00, green: 0x00, blue: 0x00),
    boxBorderWidth: 2,
    boxSpacing: 10,
    cornerRadius: 0,
    fontFamily: "DejaVu Sans:bold",
    gapWidth: 3)

  /// The themes Keypad ships with.
  public static let builtIn: [Theme] = [.light, .dark, .highContrast]

  /// The built-in theme called `name`, or `nil`.
  public static func named(_ name: String) -> Theme? {
    builtIn.first { $0.name == name }
  }

  /// The theme with its pixel sizes (gaps, box borders and spacing, corner radius, font size)
  /// multiplied by `scale` and rounded.
  public func scaled(by scale: Double) -> Theme {
    // Sizes are never negative, so adding a half and truncating rounds them.
    func scaled(_ value: Int) -> Int { Int(Double(value) * scale + 0.5) }
    var theme = self
    theme.gapWidth = scaled(gapWidth)
    theme.boxBorderWidth = scaled(boxBorderWidth)
    theme.boxSpacing = scaled(boxSpacing)
    theme.cornerRadius = scaled(cornerRadius)
    theme.fontSize = fontSize.map(scaled)
    theme.minimumTextSize = scaled(minimumTextSize)
    return theme
  }

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
