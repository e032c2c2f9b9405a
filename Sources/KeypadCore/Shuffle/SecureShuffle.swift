/// An unbiased Fisher–Yates shuffle.
///
/// Each of the `n!` orders is equally likely provided the generator is uniform: every swap draws
/// its index with `Int.random(in:using:)`, which rejects out-of-range draws instead of taking a
/// remainder (the `rand() % n` of the source article favours small indices).
public enum SecureShuffle {
  /// Returns the elements in a random order drawn from the system CSPRNG.
  public static func shuffled<Element>(_ elements: [Element]) -> [Element] {
    var generator = SystemRandomNumberGenerator()
    return shuffled(elements, using: &generator)
  }

  /// Returns the elements in a random order drawn from `generator`.
  /// - Parameters:
  ///   - elements: The elements to shuffle.
  ///   - generator: The source of randomness; inject a seeded one in tests.
  public static func shuffled<Element, G: RandomNumberGenerator>(
    _ elements: [Element], using generator: inout G
  ) -> [Element] {
    var result = elements
    var index = result.count - 1
    while index > 0 {
      let other = Int.random(in: 0...index, using: &generator)
      result.swapAt(index, other)
      index -= 1
    }
    return result
  }
}
