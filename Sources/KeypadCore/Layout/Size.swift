/// A width and a height in pixels.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The width in pixels.
  public var width: Int
  /// The height in pixels.
  public var height: Int

  /// Creates a size.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// The size as `WxH`, the way X geometry strings write it.
  public var description: String { "\(width)x\(height)" }
}
