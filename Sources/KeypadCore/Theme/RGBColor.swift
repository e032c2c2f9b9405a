/// An opaque sRGB colour, eight bits a channel.
public struct RGBColor: Hashable, Sendable, CustomStringConvertible {
  /// Red, 0–255.
  public var red: UInt8
  /// Green, 0–255.
  public var green: UInt8
  /// Blue, 0–255.
  public var blue: UInt8

  /// Creates a colour from its channels.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Parses `#RRGGBB` (the `#` is optional); `nil` for anything else.
  public init?(hex: String) {
    let digits = hex.hasPrefix("#") ? hex.dropFirst() : hex[...]
    guard digits.count == 6, digits.allSatisfy({ $0.isHexDigit }),
      let value = UInt32(digits, radix: 16)
    else { return nil }
    self.init(
      red: UInt8(truncatingIfNeeded: value >> 16), green: UInt8(truncatingIfNeeded: value >> 8),
      blue: UInt8(truncatingIfNeeded: value))
  }

  /// `#RRGGBB`, upper case.
  public var description: String {
    let hex = String(
      (UInt32(red) << 16) | (UInt32(green) << 8) | UInt32(blue), radix: 16,
      uppercase: true)
    return "#" + String(repeating: "0", count: 6 - hex.count) + hex
  }

  /// The WCAG 2 relative luminance, 0 (black) to 1 (white).
  public var relativeLuminance: Double {
    func linear(_ channel: UInt8) -> Double {
      let value = Double(channel) / 255
      guard value > 0.04045 else { return value / 12.92 }
      // ((value + 0.055) / 1.055) ^ 2.4, without Foundation's pow.
      return Self.power((value + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// The WCAG 2 contrast ratio between two colours, from 1 to 21.
  public func contrastRatio(with other: RGBColor) -> Double {
    let a = relativeLuminance
    let b = other.relativeLuminance
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// `base` raised to `exponent` for `base` in (0, 1], through exp and log series.
  private static func power(_ base: Double, _ exponent: Double) -> Double {
    exp(exponent * log(base))
  }

  private static func log(_ x: Double) -> Double {
    // log(x) = 2 artanh((x − 1) / (x + 1)), converging fast for x in (0, 1].
    let y = (x - 1) / (x + 1)
    let y2 = y * y
    var term = y
    var sum = 0.0
    var n = 1.0
    while abs(term / n) > 1e-15 {
      sum += term / n
      term *= y2
      n += 2
    }
    return 2 * sum
  }

  private static func exp(_ x: Double) -> Double {
    var term = 1.0
    var sum = 1.0
    var n = 1.0
    while abs(term) > 1e-15 {
      term *= x / n
      sum += term
      n += 1
    }
    return sum
  }
}
