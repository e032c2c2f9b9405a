import ArgumentParser
import KeypadCore
import KeypadX11

extension Language: ExpressibleByArgument {}
extension BuiltInLayout: ExpressibleByArgument {}
extension DeliveryTarget: ExpressibleByArgument {}
extension DockEdge: ExpressibleByArgument {}

extension Size: ExpressibleByArgument {
  /// Parses `WxH`, such as `360x480`.
  public init?(argument: String) {
    let parts = argument.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      width > 0, height > 0
    else { return nil }
    self.init(width: width, height: height)
  }
}
