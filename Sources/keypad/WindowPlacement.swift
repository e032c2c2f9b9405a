import ArgumentParser
import KeypadCore

/// An X geometry string: `WxH`, `+X+Y` or `WxH+X+Y`.
struct WindowPlacement: ExpressibleByArgument, Equatable {
  /// The size, when given.
  var size: Size?
  /// The position of the top-left corner, when given.
  var position: Point?

  init?(argument: String) {
    var rest = Substring(argument)
    let sizeEnd = rest.firstIndex { $0 == "+" || $0 == "-" } ?? rest.endIndex
    if sizeEnd != rest.startIndex {
      guard let size = Size(argument: String(rest[..<sizeEnd])) else { return nil }
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
      let digits = rest.prefix { $0.isNumber }
      guard let value = Int(digits) else { return nil }
      coordinates.append(sign == "-" ? -value : value)
      rest = rest.dropFirst(digits.count)
    }
    guard rest.isEmpty, coordinates.count == 2 else { return nil }
    position = Point(x: coordinates[0], y: coordinates[1])
  }
}
