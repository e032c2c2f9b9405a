/// A window's size and position as X geometry strings write them: `WxH`, `+X+Y` or `WxH+X+Y`.
///
/// Sides and offsets are kept to what an X window can have (``Size/sides``,
/// ``Point/coordinates``), so nothing later converts an out-of-range number to a C integer.
public struct WindowPlacement: Hashable, Sendable {
  /// The size, when given.
  public var size: Size?
  /// The position of the top-left corner, when given.
  public var position: Point?

  /// Creates a placement.
  public init(size: Size?, position: Point?) {
    self.size = size
    self.position = position
  }

  /// Parses `WxH`, `+X+Y` or `WxH+X+Y`; `nil` when the text is not one of these or a number is
  /// out of range.
  public init?(parsing text: String) {
    var rest = Substring(text)
    let sizeEnd = rest.firstIndex { $0 == "+" || $0 == "-" } ?? rest.endIndex
    if sizeEnd != rest.startIndex {
      guard let size = Size(parsing: String(rest[..<sizeEnd])) else { return nil }
      self.size = size
    }
    rest = rest[sizeEnd...]
    guard !rest.isEmpty else {
      if size == nil { return nil }
      return
    }
    var coordinates: [Int] = []
    while let sign = rest.first, sign == "+" || sign == "-" {
      rest = rest.dropFirst()
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      guard let magnitude = Int(digits) else { return nil }
      let value = sign == "-" ? -magnitude : magnitude
      guard Point.coordinates.contains(value) else { return nil }
      coordinates.append(value)
      rest = rest.dropFirst(digits.count)
    }
    guard rest.isEmpty, coordinates.count == 2 else { return nil }
    position = Point(x: coordinates[0], y: coordinates[1])
  }
}

extension Size {
  /// The sides a keypad window may have, in pixels: larger than any monitor, and small enough
  /// that the window's back buffer (4 bytes a pixel) stays within what an X server can hold.
  public static let sides: ClosedRange<Int> = 1...8192

  /// Parses `WxH`, such as `360x480`, with both sides within ``sides``.
  public init?(parsing text: String) {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let width = Int(parts[0]), let height = Int(parts[1]),
      Self.sides.contains(width), Self.sides.contains(height)
    else { return nil }
    self.init(width: width, height: height)
  }
}

extension Point {
  /// The coordinates an X window's position may have (a signed 16-bit number).
  public static let coordinates: ClosedRange<Int> = -32768...32767
}
