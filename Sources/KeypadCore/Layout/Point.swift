/// A position in pixels, with the origin at the top-left corner and y growing downward.
public struct Point: Hashable, Sendable {
  /// The horizontal coordinate.
  public var x: Int
  /// The vertical coordinate.
  public var y: Int

  /// Creates a point.
  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }
}
