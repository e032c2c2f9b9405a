import ArgumentParser
import KeypadConfig
import KeypadCore

/// `keypad layouts`: lists the built-in layouts.
struct Layouts: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "List the built-in layouts with a one-line description, or check a layout file.")

  @Option(help: ArgumentHelp("Check a layout file instead of listing.", valueName: "file"))
  var check: String?

  @Option(help: "The language of messages: en or zh (default: from LANG).")
  var lang: Language?

  func run() throws {
    if let check {
      do {
        let file = try LayoutFile.load(check)
        let keys = file.layout.rows.reduce(0) { $0 + $1.count }
        let field =
          file.field.map { "the \($0.rawValue) field" } ?? "a field for what its keys type"
        try StandardOutput.line(
          "\(check): a valid layout '\(file.layout.name)': \(file.layout.rows.count) rows, \(keys) keys, \(field).",
          language: lang ?? Environment.language)
        return
      } catch let error as ConfigError {
        StandardError.write(error.message(in: lang ?? Environment.language) + "\n")
        throw ExitCode(ExitStatus.usage)
      }
    }
    let width = BuiltInLayout.allCases.map(\.rawValue.count).max() ?? 0
    for layout in BuiltInLayout.allCases {
      let padding = String(repeating: " ", count: width - layout.rawValue.count)
      try StandardOutput.line(
        "\(layout.rawValue)\(padding)  \(layout.summary)", language: lang ?? Environment.language)
    }
  }
}
