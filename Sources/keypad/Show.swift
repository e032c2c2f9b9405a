import ArgumentParser
import KeypadConfig
import KeypadCore

/// `keypad` (the default command): shows the keypad window.
struct Show: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "show",
    abstract: "Show the keypad window (the default command).",
    discussion: """
      With --target field (the default) the window is a prompt: it shows a text field above the \
      keys, and the confirmed value is printed on standard output, like zenity. With \
      --target focused each key is typed into the application that has the keyboard focus, \
      through XTest, and the keypad never takes the focus itself.

      Exit status: 0 when a value was confirmed, 1 when the user cancelled or closed the \
      window, 2 on a usage error or a broken layout or theme file, 3 when the keypad could not \
      start (no display, no XTEST, no font, a window the server refused), 4 when standard output \
      is closed, 5 when --timeout passed untouched, 6 when the X server went away or another \
      program destroyed the window, 128+N when signal N ended it.
      """
  )

  @OptionGroup var keys: KeysOptions

  @Option(
    help: "Close the prompt, printing nothing, after this many seconds untouched (exit status 5).")
  var timeout: Int64?

  @Flag(help: "Start hidden: SIGUSR2 shows the keypad, SIGUSR1 hides it, SIGRTMIN toggles.")
  var hidden = false

  @Flag(
    help: """
      Print the settings in effect (from the command line, config.json or the defaults) and \
      where each came from, then exit without showing the keypad.
      """)
  var printConfig = false

  @OptionGroup var window: WindowOptions

  /// The options that only this command has, for the session to judge.
  private var prompt: ShowOptions {
    var prompt = ShowOptions()
    prompt.startsHidden = hidden
    prompt.timeoutSeconds = timeout
    prompt.highlightsPresses = !window.noHighlight
    return prompt
  }

  func validate() throws {
    // Checked here as well as in run(), so a mistake is reported with this command's usage.
    _ = try keys.configuration(prompt)
    try window.check(language: keys.language)
  }

  func run() throws {
    if printConfig {
      try printSettings(theme: theme(), language: keys.language)
      return
    }
    throw ExitCode(WindowLauncher.replaceProcess(with: try request()))
  }

  /// What the window executable is handed: every option, checked.
  func request() throws -> WindowRequest {
    let checked = try keys.checked(prompt)
    return try window.request(
      .show, layout: checked.layout, options: checked.options, language: keys.language,
      theme: theme())
  }

  /// The theme, with the command line's overrides.
  /// - Throws: ``ExitStatus/usage`` after explaining a broken or unknown theme file.
  private func theme() throws -> Theme {
    do {
      return try window.theme(named: keys.theme)
    } catch {
      StandardError.write(error.message(in: keys.language) + "\n")
      throw ExitCode(ExitStatus.usage)
    }
  }

  /// Prints each setting in effect and where it came from, one per line.
  private func printSettings(theme: Theme, language: Language) throws {
    let settings = try DefaultsFile.load(
      searching: ConfigSearchPath(), options: ConfigDefaults.options)
    let given = Array(CommandLine.arguments.dropFirst())
    let values: [(String, String)] = [
      ("layout", keys.layout), ("target", keys.target.rawValue), ("theme", theme.name),
      ("lang", language.rawValue), ("scale", window.scale.map { "\($0)" } ?? "Xft.dpi / 96"),
      ("geometry", window.geometry?.description ?? "default"),
      ("dock", window.dock?.rawValue ?? "none"),
      ("dock-width", window.dockWidth.map(String.init) ?? "monitor"),
      ("above", "\(window.above)"), ("hidden", "\(hidden)"),
      ("font", window.font ?? theme.fontFamily), ("title", window.title),
      ("timeout", timeout.map { "\($0) s" } ?? "none"),
      ("text", keys.text ?? "none"), ("ok-label", keys.okLabel ?? KeyLabels(language).confirm),
      ("cancel-label", keys.cancelLabel ?? KeyLabels(language).cancel),
      ("live", "\(keys.live)"), ("no-highlight", "\(window.noHighlight)"),
    ]
    let width = values.map(\.0.count).max() ?? 0
    for (name, value) in values {
      let origin = ConfigDefaults.origin(of: name, given: given, settings: settings) ?? "default"
      let padding = String(repeating: " ", count: width - name.count)
      try StandardOutput.line("\(name)\(padding)  \(value)  (\(origin))", language: language)
    }
  }
}
