import KeypadCore

/// A small seeded generator, so tests that shuffle are repeatable.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// The session as tests drive it: shuffles are repeatable.
typealias TestSession = KeypadSession<SplitMix64>

extension KeypadSession where Generator == SplitMix64 {
  /// A session on `layout` with `options`, today being 2026-11-22.
  static func make(
    _ layout: BuiltInLayout, options: KeypadOptions = KeypadOptions(),
    size: Size = Size(width: 300, height: 400), seed: UInt64 = 7
  ) -> TestSession {
    let configuration = try! KeypadConfiguration(
      layout: .builtIn(layout), options: options, language: .en,
      today: CalendarDate(year: 2026, month: 11, day: 22)!)
    return TestSession(configuration: configuration, size: size, generator: SplitMix64(seed: seed))
  }
}
