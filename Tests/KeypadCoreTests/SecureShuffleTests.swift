import KeypadCore
import Testing

@Suite struct SecureShuffleTests {
  static let shuffles = 50_000
  /// The chi-square value a fair shuffle exceeds with probability 0.001: 10 × 10 cells, each
  /// row summing to the shuffle count, leave 90 degrees of freedom.
  static let critical = 137.2

  /// Chi-square of digit-per-cell counts against the uniform expectation.
  static func chiSquare(_ shuffle: (inout SplitMix64) -> [Int]) -> Double {
    var generator = SplitMix64(seed: 20_261_122)
    var counts = Array(repeating: Array(repeating: 0, count: 10), count: 10)
    for _ in 0..<shuffles {
      for (cell, digit) in shuffle(&generator).enumerated() { counts[cell][digit] += 1 }
    }
    let expected = Double(shuffles) / 10
    return counts.joined().reduce(0) {
      $0 + (Double($1) - expected) * (Double($1) - expected) / expected
    }
  }

  @Test func fisherYatesPlacesEveryDigitInEveryCellUniformly() {
    let chi = Self.chiSquare { SecureShuffle.shuffled(Array(0...9), using: &$0) }
    #expect(chi < Self.critical)
  }

  /// The source article's shuffle swaps each position with `rand() % n`: this test must be able
  /// to tell it apart, or it proves nothing.
  @Test func theSourceArticlesSwapShuffleFailsTheSameTest() {
    let chi = Self.chiSquare { generator in
      var digits = Array(0...9)
      for index in digits.indices {
        digits.swapAt(index, Int(generator.next() % 10))
      }
      return digits
    }
    #expect(chi > Self.critical)
  }

  @Test func shufflingKeepsEveryElement() {
    #expect(SecureShuffle.shuffled(Array(0..<100)).sorted() == Array(0..<100))
    #expect(SecureShuffle.shuffled([Int]()).isEmpty)
  }
}
