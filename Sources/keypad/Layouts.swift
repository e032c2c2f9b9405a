import ArgumentParser
import KeypadConfig
import KeypadCore

/// `keypad layouts`: lists the layouts, built in and installed, or checks one.
struct Layouts: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layouts",
    abstract: "List the layouts with a one-line description, or check a layout file.",
    discussion: """
      Besides the built-in layouts, layout files named NAME.json in layouts/ of the user's \
      configuration directory ($XDG_CONFIG_HOME/keypad, ~/.config/keypad) and of the system's \
      ($XDG_CONFIG_DIRS, /etc/xdg/keypad) are listed with where each came from; the user's \
      come first and hide a system file or a built-in layout of the same name.
      """)

  @Option(
    help: ArgumentHelp(
      "Check a layout file, by path or by name, instead of listing.", valueName: "file|name"))
  var check: String?

  @Option(help: "The language of messages: en or zh (default: from LANG).")
  var lang: Language?

  private var language: Language { lang ?? Environment.language }

  func run() throws {
    let path = ConfigSearchPath()
    if let check {
      try self.check(check, searching: path)
      return
    }
    let files = path.files(in: "layouts")
    let hidden = Set(files.map(\.name))
    var rows: [(String, String)] = BuiltInLayout.allCases
      .filter { !hidden.contains($0.rawValue) }
      .map { ($0.rawValue, $0.summary) }
    for file in files {
      let whose = file.origin == .user ? "user" : "system"
      rows.append((file.name, "\(whose) layout file \(file.path)"))
    }
    let width = rows.map(\.0.count).max() ?? 0
    for (name, summary) in rows {
      let padding = String(repeating: " ", count: width - name.count)
      try StandardOutput.line("\(name)\(padding)  \(summary)", language: language)
    }
  }

  /// Checks the layout `argument` names and says what it holds; exits 2 for a broken file.
  private func check(_ argument: String, searching path: ConfigSearchPath) throws {
    let file: String
    if argument.contains("/") || argument.hasSuffix(".json") {
      file = argument
    } else if let found = path.file(named: argument, in: "layouts") {
      file = found.path
    } else if let builtIn = BuiltInLayout(rawValue: argument) {
      try StandardOutput.line(
        "\(argument): the built-in layout: \(builtIn.summary).", language: language)
      return
    } else {
      do {
        _ = try LayoutSource.resolve(argument, searching: path)
      } catch {
        StandardError.write(error.message(in: language) + "\n")
      }
      throw ExitCode(ExitStatus.usage)
    }
    do {
      let layout = try LayoutFile.load(file)
      let keys = layout.layout.rows.reduce(0) { $0 + $1.count }
      let field =
        layout.field.map { "the \($0.rawValue) field" } ?? "a field for what its keys type"
      try StandardOutput.line(
        "\(file): a valid layout '\(layout.layout.name)': \(layout.layout.rows.count) rows, \(keys) keys, \(field).",
        language: language)
    } catch let error as ConfigError {
      StandardError.write(error.message(in: language) + "\n")
      throw ExitCode(ExitStatus.usage)
    }
  }
}
