import ArgumentParser
import KeypadCore

extension Language: ExpressibleByArgument {}
extension BuiltInLayout: ExpressibleByArgument {}
extension DeliveryTarget: ExpressibleByArgument {}
extension DockEdge: ExpressibleByArgument {}

extension Size: ExpressibleByArgument {
  /// Parses `WxH`, such as `360x480`, each side from 1 to 8192.
  public init?(argument: String) {
    self.init(parsing: argument)
  }
}

extension WindowPlacement: ExpressibleByArgument {
  /// Parses `WxH`, `+X+Y` or `WxH+X+Y`.
  public init?(argument: String) {
    self.init(parsing: argument)
  }
}

extension Scale {
  /// The `--scale` option checked as every command checks it.
  /// - Throws: A usage error in `language` when `factor` is not a number from 0.5 to 4.
  static func checked(_ factor: Double?, language: Language) throws -> Scale? {
    guard let factor else { return nil }
    guard let scale = Scale(factor) else {
      let shown = factor.isFinite ? "\(factor)" : "'\(factor)'"
      throw ValidationError(
        language == .zh
          ? "--scale 必须是0.5到4之间的数，而不是\(shown)。"
          : "--scale must be a number from 0.5 to 4, not \(shown).")
    }
    return scale
  }
}
