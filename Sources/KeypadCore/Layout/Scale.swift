/// How much larger than at 96 dpi the keypad is drawn: one factor from 0.5 to 4.
///
/// Every command checks `--scale` through ``init(_:)``, and the window clamps the factor it
/// derives from `Xft.dpi` with ``init(clamping:)``, so no size computed from it can be
/// infinite, not a number, or too large for an X window.
public struct Scale: Hashable, Sendable {
  /// The factors Keypad accepts.
  public static let range: ClosedRange<Double> = 0.5...4

  /// Drawing at 96 dpi.
  public static let one = Scale(uncheckedFactor: 1)

  /// The factor, within ``range``.
  public let factor: Double

  private init(uncheckedFactor: Double) {
    factor = uncheckedFactor
  }

  /// The scale `factor`, or `nil` when it is not a finite number within ``range``.
  public init?(_ factor: Double) {
    guard factor.isFinite, Self.range.contains(factor) else { return nil }
    self.factor = factor
  }

  /// The nearest scale to `factor`, for factors read from the X server's resources; a factor
  /// that is not a number gives ``one``.
  public init(clamping factor: Double) {
    guard !factor.isNaN else {
      self = .one
      return
    }
    self.factor = min(max(factor, Self.range.lowerBound), Self.range.upperBound)
  }
}
