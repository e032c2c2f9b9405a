/// Where a following keypad goes so that it does not cover the field it types into.
public enum FieldAvoidance {
  /// The space kept between the field and the keypad, in pixels.
  public static let margin = 8

  /// A new origin for `window` so that it leaves `field` uncovered, or `nil` to stay: it stays
  /// when it covers nothing; a free window moves right below the field, else right above it
  /// (kept inside `area` sideways); a docked one moves to the area's other edge. When no
  /// place leaves the field uncovered, it stays.
  /// - Parameters:
  ///   - window: The keypad's frame on the screen.
  ///   - field: The field's rectangle on the screen.
  ///   - area: Where the keypad may go (the monitor's work area).
  ///   - docked: Whether the keypad is docked along the top or bottom edge.
  public static func origin(for window: Rect, avoiding field: Rect, in area: Rect, docked: Bool)
    -> Point?
  {
    guard window.intersects(field) else { return nil }
    let x = min(max(area.x, window.x), max(area.x, area.maxX - window.width))
    let candidates =
      docked
      ? [Point(x: window.x, y: area.y), Point(x: window.x, y: area.maxY - window.height)]
      : [
        Point(x: x, y: field.maxY + margin),
        Point(x: x, y: field.y - margin - window.height),
      ]
    return candidates.first { origin in
      let moved = Rect(x: origin.x, y: origin.y, width: window.width, height: window.height)
      return moved.y >= area.y && moved.maxY <= area.maxY && !moved.intersects(field)
    }
  }
}
