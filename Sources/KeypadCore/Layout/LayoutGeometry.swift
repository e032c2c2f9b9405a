/// A layout placed in a rectangle: every key's frame and touch cell, and hit-testing.
///
/// Rows share the height equally and the keys of a row share its width in proportion to
/// their ``Key/width``. Boundaries are computed once in whole pixels, so cells tile the area
/// exactly; frames are the cells less `gap` pixels between neighbours (none at the outer edge).
public struct LayoutGeometry: Hashable, Sendable {
  /// The area the layout fills.
  public let bounds: Rect
  /// The width of the gap between neighbouring keys, in pixels.
  public let gap: Int
  /// Every key, top to bottom and left to right.
  public let keys: [KeyFrame]

  /// Places `layout` in `bounds`.
  /// - Parameters:
  ///   - layout: The keys to place.
  ///   - bounds: The area to fill.
  ///   - gap: The gap between neighbouring keys, in pixels.
  public init(layout: Layout, in bounds: Rect, gap: Int) {
    self.bounds = bounds
    self.gap = max(0, gap)
    let rowEdges = Self.edges(
      weights: Array(repeating: 1, count: layout.rows.count),
      from: bounds.y, length: bounds.height)
    var keys: [KeyFrame] = []
    for (row, rowKeys) in layout.rows.enumerated() {
      let columnEdges = Self.edges(
        weights: rowKeys.map { $0.width }, from: bounds.x,
        length: bounds.width)
      for (column, key) in rowKeys.enumerated() {
        let cell = Rect(
          x: columnEdges[column], y: rowEdges[row],
          width: columnEdges[column + 1] - columnEdges[column],
          height: rowEdges[row + 1] - rowEdges[row])
        let left = column == 0 ? 0 : self.gap - self.gap / 2
        let right = column == rowKeys.count - 1 ? 0 : self.gap / 2
        let top = row == 0 ? 0 : self.gap - self.gap / 2
        let bottom = row == layout.rows.count - 1 ? 0 : self.gap / 2
        let frame = Rect(
          x: cell.x + left, y: cell.y + top, width: cell.width - left - right,
          height: cell.height - top - bottom)
        keys.append(
          KeyFrame(
            id: KeyID(row: row, column: column), key: key, frame: frame,
            cell: cell))
      }
    }
    self.keys = keys
  }

  /// The key whose cell holds `point`, or `nil` when the point is outside the layout.
  public func hitTest(_ point: Point) -> KeyID? {
    keys.first { $0.cell.contains(point) }?.id
  }

  /// The placement of the key at `id`, or `nil` when there is no such key.
  public subscript(id: KeyID) -> KeyFrame? {
    keys.first { $0.id == id }
  }

  /// Splits `length` pixels starting at `origin` into parts proportional to `weights`,
  /// returning the `weights.count + 1` edges; the last edge is `origin + length`.
  private static func edges(weights: [Int], from origin: Int, length: Int) -> [Int] {
    let total = max(1, weights.reduce(0, +))
    var edges = [origin]
    var sum = 0
    for weight in weights {
      sum += weight
      edges.append(origin + sum * length / total)
    }
    return edges
  }
}
