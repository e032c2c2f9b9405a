import ArgumentParser
import KeypadConfig
import KeypadCore
import KeypadX11

#if canImport(Glibc)
  import Glibc
#endif

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
    parsing: .unconditional,
    help: ArgumentHelp(
      "The window size and position, as X writes them: WxH, ±X±Y or WxH±X±Y.",
      discussion: """
        A minus offset counts from the right or bottom edge: -0-0 is the bottom-right corner of \
        the monitor's work area. Sides are 1 to 8192, offsets -32768 to 32767. The window is \
        kept inside the work area, and never made so small that a key is under 48 px.
        """))
  var geometry: WindowPlacement?

  @Option(
    help: "The label font, as a fontconfig name such as 'Noto Sans:bold' (default: the theme's).")
  var font: String?

  @Option(help: "The border width of verification-code boxes, in pixels (default: the theme's).")
  var boxBorderWidth: Int?

  @Option(help: "The border colour of verification-code boxes, as #RRGGBB (default: the theme's).")
  var boxBorderColor: String?

  @Option(help: "The space between verification-code boxes, in pixels (default: the theme's).")
  var boxSpacing: Int?

  @Option(help: "The corner radius of verification-code boxes, in pixels (default: the theme's).")
  var boxRadius: Int?

  @Option(
    help: "Close the prompt, printing nothing, after this many seconds untouched (exit status 5).")
  var timeout: Int64?

  @Flag(help: "Do not paint a pressed key highlighted (a PIN pad's digits never are).")
  var noHighlight = false

  @Option(help: "The window title.")
  var title: String = "Keypad"

  @Option(help: "Dock along the top or bottom of the primary monitor, reserving its height.")
  var dock: DockEdge?

  @Option(
    help: "With --dock, the most width the keypad takes, centred (default: the monitor's width).")
  var dockWidth: Int?

  @Flag(help: "Stay above every other window, full-screen kiosk windows included.")
  var above = false

  @Flag(help: "Start hidden: SIGUSR2 shows the keypad, SIGUSR1 hides it, SIGRTMIN toggles.")
  var hidden = false

  @Option(help: "Scale sizes by this factor (default: Xft.dpi / 96 from the X resources).")
  var scale: Double?

  @Flag(
    help: """
      Print the settings in effect (from the command line, config.json or the defaults) and \
      where each came from, then exit without showing the keypad.
      """)
  var printConfig = false

  @Option(help: "The X display to use (default: $DISPLAY).")
  var display: String?

  /// A usage error in the user's language.
  private func usage(_ en: String, _ zh: String) -> ValidationError {
    ValidationError(keys.language == .zh ? zh : en)
  }

  /// The options that only this command has, for the session to judge.
  private var prompt: ShowOptions {
    var prompt = ShowOptions()
    prompt.startsHidden = hidden
    prompt.timeoutSeconds = timeout
    prompt.highlightsPresses = !noHighlight
    return prompt
  }

  func validate() throws {
    // Checked here as well as in run(), so a mistake is reported with this command's usage.
    _ = try keys.configuration(prompt)
    _ = try Scale.checked(scale, language: keys.language)
    if let dockWidth {
      guard dock != nil else {
        throw usage("--dock-width goes with --dock.", "--dock-width 需要与 --dock 一起使用。")
      }
      guard Size.sides.contains(dockWidth) else {
        throw usage(
          "--dock-width must be from 1 to 8192 pixels, not \(dockWidth).",
          "--dock-width 必须在1到8192像素之间，而不是\(dockWidth)。")
      }
    }
    if let boxBorderColor, RGBColor(hex: boxBorderColor) == nil {
      throw usage(
        "--box-border-color must be a colour such as #0969DA, not '\(boxBorderColor)'.",
        "--box-border-color 必须是 #0969DA 这样的颜色，而不是“\(boxBorderColor)”。")
    }
    for (name, value) in [
      ("--box-border-width", boxBorderWidth), ("--box-spacing", boxSpacing),
      ("--box-radius", boxRadius),
    ] {
      if let value, !(0...64).contains(value) {
        throw usage(
          "\(name) must be from 0 to 64 pixels, not \(value).",
          "\(name) 必须在0到64像素之间，而不是\(value)。")
      }
    }
  }

  /// The colours, with the command line's overrides applied.
  private func resolvedTheme() throws(ConfigError) -> Theme {
    var resolved = try ThemeSource.resolve(keys.theme)
    if let boxBorderWidth { resolved.boxBorderWidth = boxBorderWidth }
    if let color = boxBorderColor.flatMap(RGBColor.init(hex:)) { resolved.boxBorder = color }
    if let boxSpacing { resolved.boxSpacing = boxSpacing }
    if let boxRadius { resolved.cornerRadius = boxRadius }
    return resolved
  }

  func run() throws {
    let configuration = try keys.configuration(prompt)
    let theme: Theme
    do {
      theme = try resolvedTheme()
    } catch {
      StandardError.write(error.message(in: keys.language) + "\n")
      throw ExitCode(ExitStatus.usage)
    }
    let language = keys.language
    if printConfig {
      try printSettings(theme: theme, language: language)
      return
    }
    var options = KeypadApplication.Options(
      configuration: configuration, placement: geometry, title: title,
      font: font ?? theme.fontFamily, theme: theme)
    options.dock = dock
    options.dockWidth = dockWidth
    options.above = above
    options.scale = try Scale.checked(scale, language: language)
    if configuration.reportsChanges {
      options.reports = { report in StandardOutput.writeWhole(report.jsonLine + "\n") }
    }
    let outcome = try MainActor.assumeIsolated { () throws -> KeypadApplication.Outcome in
      let application: KeypadApplication
      do throws(X11Error) {
        application = try KeypadApplication(options: options, displayName: display)
      } catch {
        StandardError.write(error.message(in: language) + "\n")
        throw ExitCode(ExitStatus.cannotStart)
      }
      for warning in application.warnings { StandardError.write(warning + "\n") }
      return application.run()
    }
    if configuration.reportsChanges {
      try reportEnd(of: outcome, language: language)
    } else if case .submitted(let value) = outcome {
      guard StandardOutput.writeWhole(value + "\n") else {
        throw StandardOutput.closed(language: language)
      }
    }
    switch outcome {
    case .submitted:
      return
    case .cancelled:
      throw ExitCode(ExitStatus.cancelled)
    case .timedOut:
      throw ExitCode(ExitStatus.timedOut)
    case .windowDestroyed:
      StandardError.write(
        language == .zh
          ? "keypad：键盘窗口被其他程序关闭了；没有确认任何内容。\n"
          : "keypad: another program destroyed the keypad window; nothing was confirmed.\n")
      throw ExitCode(ExitStatus.lostWindow)
    case .reportsClosed:
      throw StandardOutput.closed(language: language)
    case .terminated(let signal):
      // As a shell reports a process a signal ended: 128 + the signal's number.
      throw ExitCode(128 + signal)
    }
  }

  /// Prints each setting in effect and where it came from, one per line.
  private func printSettings(theme: Theme, language: Language) throws {
    let settings = try DefaultsFile.load(
      searching: ConfigSearchPath(), options: ConfigDefaults.options)
    let given = Array(CommandLine.arguments.dropFirst())
    let values: [(String, String)] = [
      ("layout", keys.layout), ("target", keys.target.rawValue), ("theme", theme.name),
      ("lang", language.rawValue), ("scale", scale.map { "\($0)" } ?? "Xft.dpi / 96"),
      ("geometry", geometry?.description ?? "default"),
      ("dock", dock?.rawValue ?? "none"), ("dock-width", dockWidth.map(String.init) ?? "monitor"),
      ("above", "\(above)"), ("hidden", "\(hidden)"), ("font", font ?? theme.fontFamily),
      ("title", title), ("timeout", timeout.map { "\($0) s" } ?? "none"),
      ("text", keys.text ?? "none"), ("ok-label", keys.okLabel ?? KeyLabels(language).confirm),
      ("cancel-label", keys.cancelLabel ?? KeyLabels(language).cancel),
      ("live", "\(keys.live)"), ("no-highlight", "\(noHighlight)"),
    ]
    let width = values.map(\.0.count).max() ?? 0
    for (name, value) in values {
      let origin = ConfigDefaults.origin(of: name, given: given, settings: settings) ?? "default"
      let padding = String(repeating: " ", count: width - name.count)
      try StandardOutput.line("\(name)\(padding)  \(value)  (\(origin))", language: language)
    }
  }

  /// Writes the last `--live` line: the confirmed value, a timeout, or a cancel (however the
  /// prompt ended without a value).
  private func reportEnd(of outcome: KeypadApplication.Outcome, language: Language) throws {
    let report =
      switch outcome {
      case .submitted(let value): FieldReport(event: .confirm, value: value)
      case .timedOut: FieldReport(event: .timeout)
      case .reportsClosed: throw StandardOutput.closed(language: language)
      default: FieldReport(event: .cancel)
      }
    try StandardOutput.line(report.jsonLine, language: language)
  }
}
