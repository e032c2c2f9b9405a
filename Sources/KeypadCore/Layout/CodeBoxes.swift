/// The boxes of a verification-code or PIN field: one box per digit, centred in the text line.
public enum CodeBoxes {
  /// The frames of `count` square-ish boxes `spacing` pixels apart, as large as `rect` allows
  /// (at most as wide as they are tall), centred in `rect`.
  public static func frames(count: Int, in rect: Rect, spacing: Int) -> [Rect] {
    guard count > 0 else { return [] }
    let spacing = max(0, spacing)
    let height = max(0, rect.height - 8)
    let width = max(0, min(height, (rect.width - 16 - spacing * (count - 1)) / count))
    let total = width * count + spacing * (count - 1)
    let left = rect.x + (rect.width - total) / 2
    let top = rect.y + (rect.height - height) / 2
    return (0..<count).map { index in
      Rect(x: left + index * (width + spacing), y: top, width: width, height: height)
    }
  }

  /// The box the next digit goes into: after the last digit, or the last box when all are full.
  public static func currentIndex(filled: Int, count: Int) -> Int {
    max(0, min(filled, count - 1))
  }
}
