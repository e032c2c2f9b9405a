import ArgumentParser
import KeypadCore

/// `keypad layouts`: lists the built-in layouts.
struct Layouts: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "List the built-in layouts with a one-line description.")

  func run() {
    let width = BuiltInLayout.allCases.map(\.rawValue.count).max() ?? 0
    for layout in BuiltInLayout.allCases {
      let padding = String(repeating: " ", count: width - layout.rawValue.count)
      print("\(layout.rawValue)\(padding)  \(layout.summary)")
    }
  }
}
