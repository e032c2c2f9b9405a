/// Where everything goes in the keypad window: the text field (prompt mode) and the keys.
///
/// The window paints exactly this, and `keypad geometry` prints it, so integrators' automation
/// and the tests see the same rectangles the user does.
public struct WindowGeometry: Hashable, Sendable {
  /// The whole window.
  public let size: Size
  /// The line that shows the field's text and caret, in prompt mode.
  public let textLine: Rect?
  /// The line under the text that shows the live verdict, in prompt mode.
  public let verdictLine: Rect?
  /// The keys, below the field in prompt mode, filling the window otherwise.
  public let layout: LayoutGeometry

  /// The default gap between keys, in pixels.
  public static let defaultGap = 1

  /// Lays out a window of `size`.
  /// - Parameters:
  ///   - size: The window's size.
  ///   - layout: The keys to place.
  ///   - showsField: Whether the window shows a text field above the keys (prompt mode).
  ///   - gap: The gap between keys, in pixels.
  public init(size: Size, layout: Layout, showsField: Bool, gap: Int = defaultGap) {
    self.size = size
    if showsField {
      let fieldHeight = min(160, max(48, size.height / 4))
      let textHeight = fieldHeight * 3 / 5
      textLine = Rect(x: 0, y: 0, width: size.width, height: textHeight)
      verdictLine = Rect(x: 0, y: textHeight, width: size.width, height: fieldHeight - textHeight)
      let keysTop = min(size.height, fieldHeight + gap)
      self.layout = LayoutGeometry(
        layout: layout,
        in: Rect(x: 0, y: keysTop, width: size.width, height: size.height - keysTop), gap: gap)
    } else {
      textLine = nil
      verdictLine = nil
      self.layout = LayoutGeometry(
        layout: layout, in: Rect(x: 0, y: 0, width: size.width, height: size.height), gap: gap)
    }
  }

  /// The default window size for `layout` at `scale`: the size at scale 1 with both sides
  /// multiplied and rounded down.
  public static func defaultSize(for layout: Layout, showsField: Bool, scale: Double) -> Size {
    let natural = defaultSize(for: layout, showsField: showsField)
    return Size(
      width: Int(Double(natural.width) * scale), height: Int(Double(natural.height) * scale))
  }

  /// The default window size for `layout`: 120 × 72 pixels a key cell, plus the field band in
  /// prompt mode.
  public static func defaultSize(for layout: Layout, showsField: Bool) -> Size {
    let columns = layout.rows.map { $0.reduce(0) { $0 + $1.width } }.max() ?? 1
    let width = max(360, columns * 120)
    let keysHeight = layout.rows.count * 72
    guard showsField else { return Size(width: width, height: keysHeight) }
    // The field band is a quarter of the window: keys take the other three quarters.
    return Size(width: width, height: keysHeight * 4 / 3 + defaultGap)
  }
}
