/// Where everything goes in the keypad window: the text field (prompt mode) and the keys.
///
/// The window paints exactly this, and `keypad geometry` prints it, so integrators' automation
/// and the tests see the same rectangles the user does.
public struct WindowGeometry: Hashable, Sendable {
  /// The whole window.
  public let size: Size
  /// The line above the field that says what to enter (`--text`), when there is one.
  public let promptLine: Rect?
  /// The line that shows the field's text and caret, in prompt mode.
  public let textLine: Rect?
  /// The line under the text that shows the live verdict, in prompt mode; at the top of a
  /// following keypad, for the field it types into.
  public let verdictLine: Rect?
  /// The keys, below the field in prompt mode, filling the window otherwise.
  public let layout: LayoutGeometry

  /// The default gap between keys, in pixels.
  public static let defaultGap = 1

  /// The smallest side of a key at scale 1, in pixels: what a finger can hit reliably.
  public static let minimumKeySide = 48

  /// Lays out a window of `size`.
  /// - Parameters:
  ///   - size: The window's size.
  ///   - layout: The keys to place.
  ///   - showsField: Whether the window shows a text field above the keys (prompt mode).
  ///   - gap: The gap between keys, in pixels.
  ///   - showsPrompt: Whether a line of prompt text goes above the field.
  ///   - showsVerdict: Whether a verdict line without a field goes above the keys (a following
  ///     keypad reporting on another application's field).
  public init(
    size: Size, layout: Layout, showsField: Bool, gap: Int = defaultGap, showsPrompt: Bool = false,
    showsVerdict: Bool = false
  ) {
    self.size = size
    if !showsField && showsVerdict {
      promptLine = nil
      textLine = nil
      let height = Self.verdictBandHeight(windowHeight: size.height)
      verdictLine = Rect(x: 0, y: 0, width: size.width, height: height)
      let keysTop = min(size.height, height + gap)
      self.layout = LayoutGeometry(
        layout: layout,
        in: Rect(x: 0, y: keysTop, width: size.width, height: size.height - keysTop), gap: gap)
    } else if showsField {
      let fieldHeight = min(160, max(48, size.height / 4))
      let promptHeight = showsPrompt ? Self.promptHeight(fieldHeight: fieldHeight) : 0
      promptLine =
        showsPrompt ? Rect(x: 0, y: 0, width: size.width, height: promptHeight) : nil
      let textHeight = fieldHeight * 3 / 5
      textLine = Rect(x: 0, y: promptHeight, width: size.width, height: textHeight)
      verdictLine = Rect(
        x: 0, y: promptHeight + textHeight, width: size.width, height: fieldHeight - textHeight)
      let keysTop = min(size.height, promptHeight + fieldHeight + gap)
      self.layout = LayoutGeometry(
        layout: layout,
        in: Rect(x: 0, y: keysTop, width: size.width, height: size.height - keysTop), gap: gap)
    } else {
      promptLine = nil
      textLine = nil
      verdictLine = nil
      self.layout = LayoutGeometry(
        layout: layout, in: Rect(x: 0, y: 0, width: size.width, height: size.height), gap: gap)
    }
  }

  /// The height of the prompt line over a field band of `fieldHeight`: a third of it, and
  /// never less than a 14-pixel line of text needs.
  static func promptHeight(fieldHeight: Int) -> Int {
    max(24, fieldHeight / 3)
  }

  /// A verdict line without a field takes one part in this many of the window's height.
  static let verdictBandParts = 8

  /// The height of a verdict line without a field: one ``verdictBandParts``-th of the window,
  /// between 32 and 64 pixels (two lines of 14-pixel text fit in 32).
  static func verdictBandHeight(windowHeight: Int) -> Int {
    min(64, max(32, windowHeight / verdictBandParts))
  }

  /// The default window size for `layout` at `scale`: the size at scale 1 with both sides
  /// multiplied and rounded down.
  public static func defaultSize(
    for layout: Layout, showsField: Bool, scale: Double, showsPrompt: Bool = false,
    showsVerdict: Bool = false
  ) -> Size {
    var natural = defaultSize(for: layout, showsField: showsField, showsPrompt: showsPrompt)
    if !showsField && showsVerdict {
      // The keys keep their natural height in the other parts of the window.
      let window = natural.height * verdictBandParts / (verdictBandParts - 1)
      natural.height += verdictBandHeight(windowHeight: window) + defaultGap
    }
    return Size(
      width: Int(Double(natural.width) * scale), height: Int(Double(natural.height) * scale))
  }

  /// The default window size for `layout`: 120 × 72 pixels a key cell, plus the field band in
  /// prompt mode.
  public static func defaultSize(
    for layout: Layout, showsField: Bool, showsPrompt: Bool = false
  ) -> Size {
    let columns = layout.rows.map { $0.reduce(0) { $0 + $1.width } }.max() ?? 1
    let width = max(360, columns * 120)
    let keysHeight = layout.rows.count * 72
    guard showsField else { return Size(width: width, height: keysHeight) }
    // The field band is a quarter of the window: keys take the other three quarters.
    let height = keysHeight * 4 / 3 + defaultGap
    guard showsPrompt else { return Size(width: width, height: height) }
    return Size(
      width: width, height: height + promptHeight(fieldHeight: min(160, max(48, height / 4))))
  }
}
