/// An axis-aligned rectangle in pixels: `x ..< x + width` by `y ..< y + height`.
public struct Rect: Hashable, Sendable {
  /// The left edge.
  public var x: Int
  /// The top edge.
  public var y: Int
  /// The width; never negative.
  public var width: Int
  /// The height; never negative.
  public var height: Int

  /// Creates a rectangle; negative sizes are clamped to zero.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// The right edge (exclusive).
  public var maxX: Int { x + width }
  /// The bottom edge (exclusive).
  public var maxY: Int { y + height }
  /// The number of pixels the rectangle covers.
  public var area: Int { width * height }
  /// The size of the rectangle.
  public var size: Size { Size(width: width, height: height) }

  /// Whether `point` lies inside the rectangle (left and top edges included, right and bottom not).
  public func contains(_ point: Point) -> Bool {
    point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
  }

  /// Whether the two rectangles share at least one pixel.
  public func intersects(_ other: Rect) -> Bool {
    x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
  }

  /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom.
  public func insetBy(dx: Int, dy: Int) -> Rect {
    Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
  }
}
