/// A window's size and position as X geometry strings write them (`XParseGeometry`): `WxH`,
/// `±X±Y` or `WxH±X±Y`, where a minus offset counts from the right or bottom edge, so `-0-0` is
/// the bottom-right corner.
///
/// Sides and offsets are kept to what an X window can have (``Size/sides``,
/// ``Point/coordinates``), so nothing later converts an out-of-range number to a C integer.
public struct WindowPlacement: Hashable, Sendable, CustomStringConvertible {
  /// One offset: how far from the near edge (left or top), or from the far edge (right or
  /// bottom) for a minus sign.
  public struct Offset: Hashable, Sendable {
    /// The distance in pixels.
    public var distance: Int
    /// Whether it counts from the right or bottom edge.
    public var fromFarEdge: Bool

    /// Creates an offset.
    public init(_ distance: Int, fromFarEdge: Bool = false) {
      self.distance = distance
      self.fromFarEdge = fromFarEdge
    }
  }

  /// The size, when given.
  public var size: Size?
  /// The horizontal and vertical offsets, when given.
  public var offsets: (x: Offset, y: Offset)?

  /// Creates a placement.
  public init(size: Size?, offsets: (x: Offset, y: Offset)? = nil) {
    self.size = size
    self.offsets = offsets
  }

  public static func == (lhs: WindowPlacement, rhs: WindowPlacement) -> Bool {
    lhs.size == rhs.size && lhs.offsets?.x == rhs.offsets?.x && lhs.offsets?.y == rhs.offsets?.y
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(size)
    hasher.combine(offsets?.x)
    hasher.combine(offsets?.y)
  }

  /// The placement as X writes it: `360x480-0-0`.
  public var description: String {
    var text = size?.description ?? ""
    if let offsets {
      for offset in [offsets.x, offsets.y] {
        text += (offset.fromFarEdge ? "-" : "+") + String(offset.distance)
      }
    }
    return text
  }

  /// Parses `WxH`, `±X±Y` or `WxH±X±Y`; `nil` when the text is not one of these or a number is
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
    var parsed: [Offset] = []
    while let sign = rest.first, sign == "+" || sign == "-" {
      rest = rest.dropFirst()
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      guard let distance = Int(digits),
        Point.coordinates.contains(sign == "-" ? -distance : distance)
      else { return nil }
      parsed.append(Offset(distance, fromFarEdge: sign == "-"))
      rest = rest.dropFirst(digits.count)
    }
    guard rest.isEmpty, parsed.count == 2 else { return nil }
    offsets = (parsed[0], parsed[1])
  }

  /// Where a window goes in `area` (the monitor's work area): the given size, or
  /// `defaultSize`, made at most the area and, where the area has room, at least `minimum`;
  /// placed by the offsets and kept inside the area.
  /// - Returns: The frame, with an origin only when offsets were given (the window manager
  ///   places it otherwise), and what had to change.
  public func frame(defaultSize: Size, minimum: Size, in area: Rect) -> PlacedWindow {
    var size = self.size ?? defaultSize
    var adjustments: [PlacedWindow.Adjustment] = []
    // The whole window on screen comes first (the confirm row must be reachable), keys of the
    // minimum size second, where the area has room for them.
    let fitting = Size(
      width: min(size.width, area.width), height: min(size.height, area.height))
    if fitting != size {
      size = fitting
      adjustments.append(.shrunkToFit(size))
    }
    let enlarged = Size(
      width: max(size.width, min(minimum.width, area.width)),
      height: max(size.height, min(minimum.height, area.height)))
    if enlarged != size {
      size = enlarged
      adjustments.append(.enlargedForKeys(size))
    }
    guard let offsets else {
      return PlacedWindow(size: size, origin: nil, adjustments: adjustments)
    }
    func place(_ offset: Offset, start: Int, length: Int, extent: Int) -> Int {
      let wanted =
        offset.fromFarEdge ? start + length - extent - offset.distance : start + offset.distance
      return min(max(wanted, start), start + max(0, length - extent))
    }
    let origin = Point(
      x: place(offsets.x, start: area.x, length: area.width, extent: size.width),
      y: place(offsets.y, start: area.y, length: area.height, extent: size.height))
    return PlacedWindow(size: size, origin: origin, adjustments: adjustments)
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
