import CX11

#if hasFeature(Embedded)
  import CLibc
#elseif canImport(Glibc)
  import Glibc
#endif

/// Xft fonts of one family at the pixel sizes the renderer asks for, with a CJK fallback for
/// characters the family lacks (so `确定` renders even with a Latin-only family).
final class FontSet {
  /// A font at one size, and its fallback once a character needed it.
  struct Face {
    let primary: UnsafeMutablePointer<XftFont>
    var fallback: UnsafeMutablePointer<XftFont>?

    var ascent: Int { Int(primary.pointee.ascent) }
    var descent: Int { Int(primary.pointee.descent) }
  }

  /// The family the fonts were asked for.
  let requestedFamily: String
  /// The family fontconfig actually matched.
  let actualFamily: String

  private let display: XDisplay
  private let pattern: String
  private var faces: [Int: Face] = [:]
  /// An open face and its size: its character set is given to every size opened later, its
  /// design metrics measure text, and it stands in when another size fails to open.
  private var anchor: (size: Int, face: Face)
  /// The sizes drawn with since ``releaseUndrawn()`` last ran.
  private var drawnSizes: Set<Int> = []

  /// The size opened first, and the size at which ``size(fitting:in:largest:smallest:)``
  /// measures text when the font has no design metrics (a bitmap font).
  static let probeSize = 20

  /// The family tried for characters the main family lacks.
  static let fallbackFamily = "Noto Sans CJK SC"

  /// The files of the built-in themes' fonts where Debian's fonts-dejavu-core puts them.
  ///
  /// A theme's font found here is opened from its file: matching a name makes fontconfig read
  /// its whole configuration first, which is about half the start-up work of an Xft client and
  /// a megabyte of memory that stays. A font the user names (`--font`), the CJK fallback, and
  /// a theme font whose file is missing are matched by fontconfig as before.
  static let knownFiles: [String: String] = [
    "DejaVu Sans": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "DejaVu Sans:bold": "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
  ]

  /// The file the faces are opened from, or `nil` when fontconfig matches `pattern`.
  private let file: String?

  /// Opens `pattern` (a fontconfig name such as `DejaVu Sans` or `Noto Sans:bold`).
  /// - Parameter byFile: Whether a pattern in ``knownFiles`` may be opened from its file; false
  ///   for a font the user named.
  /// - Throws: ``X11Error/noFont(_:)`` when not even a probe size opens.
  init(display: XDisplay, pattern: String, byFile: Bool) throws(X11Error) {
    self.display = display
    self.pattern = pattern
    requestedFamily = Self.family(of: pattern)
    let known = byFile ? Self.knownFiles[pattern] : nil
    file = known.flatMap { access($0, R_OK) == 0 ? $0 : nil }
    guard
      let probe = Self.open(pattern, file: file, size: Self.probeSize, charset: nil, on: display)
    else {
      throw X11Error.noFont(pattern)
    }
    actualFamily = Self.family(of: probe) ?? requestedFamily
    anchor = (Self.probeSize, Face(primary: probe, fallback: nil))
    faces[Self.probeSize] = anchor.face
    Self.freeFontsOnClose(on: display)
  }

  deinit {
    for face in faces.values { close(face) }
  }

  /// Closes the faces not drawn with since the last call (the probe, and the sizes tried on
  /// the way to a fitting one), and gives the freed memory back to the system: each open face
  /// holds about 0.1 MB (a glyph table and a character hash the size of the font), and the
  /// keypad stays on screen for hours. A size needed again is opened again.
  func releaseUndrawn() {
    defer { drawnSizes = [] }
    guard let kept = faces.first(where: { drawnSizes.contains($0.key) }),
      faces.count > drawnSizes.count
    else { return }
    // A drawn face takes the anchor's place before the undrawn ones go.
    anchor = (kept.key, kept.value)
    for (size, face) in faces where !drawnSizes.contains(size) {
      faces[size] = nil
      close(face)
    }
    malloc_trim(0)
  }

  private func close(_ face: Face) {
    XftFontClose(display.pointer, face.primary)
    if let fallback = face.fallback { XftFontClose(display.pointer, fallback) }
  }

  /// Makes Xft free a font when it is closed rather than keep the last 16 in case they are
  /// opened again (Xft's `maxunreffonts`), keeping every other default (the X resources'
  /// antialiasing, hinting, DPI).
  private static func freeFontsOnClose(on display: XDisplay) {
    guard let defaults = FcPatternCreate() else { return }
    XftDefaultSubstitute(display.pointer, display.screen, defaults)
    FcPatternDel(defaults, XFT_MAX_UNREF_FONTS)
    FcPatternAddInteger(defaults, XFT_MAX_UNREF_FONTS, 0)
    // Xft owns the pattern from here.
    XftDefaultSet(display.pointer, defaults)
  }

  /// A warning when fontconfig matched another family than the one asked for, else `nil`.
  var substitutionWarning: String? {
    guard requestedFamily.lowercased() != actualFamily.lowercased() else { return nil }
    return "keypad: font '\(requestedFamily)' was not found; using '\(actualFamily)' instead."
  }

  /// A warning when Chinese labels would show as empty boxes because no installed font has
  /// them (checked with `确`), else `nil`; it opens the fallback font, so ask only when the
  /// labels are Chinese.
  func missingChineseWarning() -> String? {
    let probe: UInt32 = 0x786E
    if XftCharExists(display.pointer, anchor.face.primary, probe) != 0 { return nil }
    var face = face(size: Self.probeSize)
    if face.fallback == nil, let fallback = openFallback(size: Self.probeSize) {
      face.fallback = fallback
      faces[Self.probeSize] = face
    }
    if let fallback = face.fallback, XftCharExists(display.pointer, fallback, probe) != 0 {
      return nil
    }
    return
      "keypad: no installed font has Chinese characters, so Chinese labels would show as empty boxes; install fonts-noto-cjk (Debian) or name a Chinese font with --font."
  }

  /// The face that draws text asked for at `size` pixels (see ``faceSize(for:)``).
  func face(size: Int) -> Face {
    faces[faceSize(for: size)] ?? anchor.face
  }

  /// The size of the open face that draws text asked for at `size` pixels, opened on first use.
  /// A face one pixel smaller, when one is open, draws it instead: the two look the same, text
  /// fitted at `size` still fits, and each face holds about 0.1 MB. When `size` cannot be
  /// opened, the anchor's size.
  private func faceSize(for size: Int) -> Int {
    let size = max(6, size)
    if faces[size] != nil { return size }
    if faces[size - 1] != nil { return size - 1 }
    // The anchor's character set: computing it scans the whole font, once is enough.
    let charset = anchor.face.primary.pointee.charset
    guard let primary = Self.open(pattern, file: file, size: size, charset: charset, on: display)
    else {
      return anchor.size
    }
    faces[size] = Face(primary: primary, fallback: nil)
    return size
  }

  /// The largest size from `smallest` to `largest` at which `text` is at most `width` pixels
  /// wide. The text is measured once in the font's design units and scaled, so finding the
  /// size renders no glyphs and opens no fonts on the way; hinting then decides the last pixel.
  func size(fitting text: String, in width: Int, largest: Int, smallest: Int) -> Int {
    let largest = max(smallest, largest)
    let reference =
      designWidth(of: text, size: Self.probeSize) ?? self.width(of: text, size: Self.probeSize)
    guard reference > 0 else { return largest }
    var size = min(largest, max(smallest, width * Self.probeSize / reference))
    // Hinting keeps widths from scaling exactly: step down while it still does not fit.
    while size > smallest && self.width(of: text, size: size) > width { size -= 1 }
    return size
  }

  /// The advance width of `text` at `size` pixels from the fonts' design units (FreeType's
  /// unscaled advances): no glyph is loaded or rendered. `nil` for a font without design
  /// units (a bitmap font).
  private func designWidth(of text: String, size: Int) -> Int? {
    var width = 0.0
    for run in runs(of: text, size: anchor.size) {
      guard let face = XftLockFace(run.font) else { return nil }
      defer { XftUnlockFace(run.font) }
      let unitsPerEm = Int(face.pointee.units_per_EM)
      guard unitsPerEm > 0 else { return nil }
      var units = 0
      for scalar in run.text.unicodeScalars {
        var advance: FT_Fixed = 0
        let glyph = XftCharIndex(display.pointer, run.font, scalar.value)
        guard FT_Get_Advance(face, glyph, FT_Int32(FT_LOAD_NO_SCALE), &advance) == 0 else {
          return nil
        }
        units += Int(advance)
      }
      width += Double(units * size) / Double(unitsPerEm)
    }
    return Int(width.rounded())
  }

  /// The advance width of `text` in pixels (`XftTextExtentsUtf8`).
  func width(of text: String, size: Int) -> Int {
    runs(of: text, size: size).reduce(0) { $0 + advance(of: $1.text, font: $1.font) }
  }

  /// Draws `text` with its baseline at `y` starting at `x` (`XftDrawStringUtf8`).
  func draw(
    _ text: String, x: Int, baseline y: Int, size: Int, color: inout XftColor,
    on draw: OpaquePointer
  ) {
    drawnSizes.insert(faceSize(for: size))
    var pen = x
    for run in runs(of: text, size: size) {
      let bytes = Array(run.text.utf8)
      XftDrawStringUtf8(draw, &color, run.font, Int32(pen), Int32(y), bytes, Int32(bytes.count))
      pen += advance(of: run.text, font: run.font)
    }
  }

  /// Splits `text` into runs each drawn with one font: the primary where it has the glyph,
  /// the fallback where only it does. The fallback (a large CJK font) is opened only when a
  /// character first needs it, so Latin-only keypads never load it.
  private func runs(of text: String, size: Int) -> [(
    text: String, font: UnsafeMutablePointer<XftFont>
  )] {
    let size = faceSize(for: size)
    var face = faces[size] ?? anchor.face
    var result: [(text: String, font: UnsafeMutablePointer<XftFont>)] = []
    for scalar in text.unicodeScalars {
      var font = face.primary
      if XftCharExists(display.pointer, face.primary, scalar.value) == 0 {
        if face.fallback == nil, let fallback = openFallback(size: size) {
          face.fallback = fallback
          faces[size] = face
        }
        if let fallback = face.fallback, XftCharExists(display.pointer, fallback, scalar.value) != 0
        {
          font = fallback
        }
      }
      if let last = result.last, last.font == font {
        result[result.count - 1].text.unicodeScalars.append(scalar)
      } else {
        result.append((String(Character(scalar)), font))
      }
    }
    return result
  }

  private func advance(of text: String, font: UnsafeMutablePointer<XftFont>) -> Int {
    var extents = XGlyphInfo()
    let bytes = Array(text.utf8)
    XftTextExtentsUtf8(display.pointer, font, bytes, Int32(bytes.count), &extents)
    return Int(extents.xOff)
  }

  /// The CJK fallback at `size`, with the style of the requested pattern (`:bold` stays bold).
  private func openFallback(size: Int) -> UnsafeMutablePointer<XftFont>? {
    let style = pattern.split(separator: ":").dropFirst()
      .filter { !$0.hasPrefix("pixelsize=") && !$0.hasPrefix("size=") }
    let name = ([Self.fallbackFamily] + style.map(String.init) + ["pixelsize=\(size)"])
      .joined(separator: ":")
    return XftFontOpenName(display.pointer, display.screen, name)
  }

  /// The family part of a fontconfig name: before `:` and before a trailing `-size`.
  private static func family(of pattern: String) -> String {
    var family =
      pattern.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
      .first.map(String.init) ?? pattern
    if let dash = family.lastIndex(of: "-"),
      family[family.index(after: dash)...].allSatisfy({ $0.isNumber }),
      family.index(after: dash) != family.endIndex
    {
      family = String(family[..<dash])
    }
    return family.trimmingBlanks
  }

  /// `pattern` at `size` pixels: from `file` when given (`XftFontOpenPattern`, with the
  /// rendering fontconfig's default configuration gives: antialiased, slight hinting, and
  /// `charset` when known, which Xft otherwise computes from every glyph), else matched by
  /// fontconfig (`XftFontOpenName`).
  private static func open(
    _ pattern: String, file: String?, size: Int, charset: OpaquePointer?,
    on display: XDisplay
  ) -> UnsafeMutablePointer<XftFont>? {
    guard let file else {
      return XftFontOpenName(display.pointer, display.screen, "\(pattern):pixelsize=\(size)")
    }
    guard let description = FcPatternCreate() else { return nil }
    _ = file.withCString { path in
      path.withMemoryRebound(to: FcChar8.self, capacity: file.utf8.count + 1) {
        FcPatternAddString(description, FC_FILE, $0)
      }
    }
    FcPatternAddInteger(description, FC_INDEX, 0)
    FcPatternAddDouble(description, FC_PIXEL_SIZE, Double(size))
    FcPatternAddBool(description, FC_ANTIALIAS, 1)
    FcPatternAddBool(description, FC_HINTING, 1)
    FcPatternAddInteger(description, FC_HINT_STYLE, FC_HINT_SLIGHT)
    if let charset { FcPatternAddCharSet(description, FC_CHARSET, charset) }
    // Xft owns the pattern once the font is open.
    guard let font = XftFontOpenPattern(display.pointer, description) else {
      FcPatternDestroy(description)
      return nil
    }
    return font
  }

  /// The family an opened font matched (`FcPatternGetString` of `FC_FAMILY`).
  private static func family(of font: UnsafeMutablePointer<XftFont>) -> String? {
    var value: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(font.pointee.pattern, FC_FAMILY, 0, &value) == FcResultMatch,
      let value
    else { return nil }
    return String(cString: value)
  }
}

extension String {
  /// The string without leading and trailing spaces.
  fileprivate var trimmingBlanks: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
