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
      start (no display, no XTEST, no font).
      """
  )

  @OptionGroup var keys: KeysOptions

  @Option(help: "The window size and position, as WxH, +X+Y or WxH+X+Y.")
  var geometry: WindowPlacement?

  @Option(
    help: "The label font, as a fontconfig name such as 'Noto Sans:bold' (default: the theme's).")
  var font: String?

  @Option(help: "The number of digits of a PIN or verification code, 4 to 8 (default 6).")
  var length: Int?

  @Option(
    help: "When a PIN pad places its digits anew: show (each time it is shown) or each-press.")
  var reshuffle: Reshuffle = .show

  @Flag(
    help: "Allow --layout pin with --target focused, though any X client can read XTest keystrokes."
  )
  var allowInsecurePinTyping = false

  @Flag(help: "Wait for confirm instead of finishing when the last verification-code box fills.")
  var noAutoSubmit = false

  @Flag(
    help: "Show a resident ID in 6-8-4 groups (110105 19491231 002X); the printed value has none.")
  var groupId = false

  @Option(help: "The most digits after the decimal point of an amount (default 2).")
  var maxFraction: Int?

  @Option(help: "The most digits before the decimal point of an amount (default 12).")
  var maxInteger: Int?

  @Flag(
    help: "Show an amount with thousands separators (1,234,567.89); the printed value has none.")
  var groupThousands = false

  @Option(help: "The border width of verification-code boxes, in pixels (default: the theme's).")
  var boxBorderWidth: Int?

  @Option(help: "The border colour of verification-code boxes, as #RRGGBB (default: the theme's).")
  var boxBorderColor: String?

  @Option(help: "The space between verification-code boxes, in pixels (default: the theme's).")
  var boxSpacing: Int?

  @Option(help: "The corner radius of verification-code boxes, in pixels (default: the theme's).")
  var boxRadius: Int?

  @Option(help: "The window title.")
  var title: String = "Keypad"

  @Option(help: "Dock along the top or bottom of the primary monitor, reserving its height.")
  var dock: DockEdge?

  @Flag(help: "Stay above every other window, full-screen kiosk windows included.")
  var above = false

  @Flag(help: "Start hidden: SIGUSR2 shows the keypad, SIGUSR1 hides it, SIGRTMIN toggles.")
  var hidden = false

  @Option(help: "Scale sizes by this factor (default: Xft.dpi / 96 from the X resources).")
  var scale: Double?

  @Option(help: "The X display to use (default: $DISPLAY).")
  var display: String?

  /// When a PIN pad is shuffled.
  enum Reshuffle: String, ExpressibleByArgument, CaseIterable {
    case show
    case eachPress = "each-press"
  }

  /// A usage error in the user's language.
  private func usage(_ en: String, _ zh: String) -> ValidationError {
    ValidationError(keys.language == .zh ? zh : en)
  }

  func validate() throws {
    let layout = BuiltInLayout(rawValue: keys.layout)
    if layout == .pin && keys.target == .focused && !allowInsecurePinTyping {
      throw usage(
        """
        --layout pin with --target focused would type the PIN through XTest, where any X client \
        can read the keystrokes. Use --target field, which prints the PIN only on standard output, \
        or pass --allow-insecure-pin-typing if this display is yours alone.
        """,
        """
        --layout pin 与 --target focused 一起使用会通过XTest输入PIN，任何X客户端都能读到这些按键。\
        请使用 --target field（PIN只会写到标准输出），或在确认此显示只属于你时加上 \
        --allow-insecure-pin-typing。
        """)
    }
    if let length {
      guard layout == .pin || layout == .otp else {
        throw usage(
          "--length applies to --layout pin and --layout otp only.",
          "--length 只适用于 --layout pin 和 --layout otp。")
      }
      guard DigitCodeRule.lengths.contains(length) else {
        throw usage(
          "--length must be from 4 to 8, not \(length).", "--length 必须在4到8之间，而不是\(length)。")
      }
    }
    if reshuffle == .eachPress && layout != .pin {
      throw usage(
        "--reshuffle applies to --layout pin only.", "--reshuffle 只适用于 --layout pin。")
    }
    if (maxFraction != nil || maxInteger != nil || groupThousands) && layout != .decimal {
      throw usage(
        "--max-fraction, --max-integer and --group-thousands apply to --layout decimal only.",
        "--max-fraction、--max-integer 和 --group-thousands 只适用于 --layout decimal。")
    }
    if groupId && layout != .id {
      throw usage("--group-id applies to --layout id only.", "--group-id 只适用于 --layout id。")
    }
    if let maxFraction, !(0...8).contains(maxFraction) {
      throw usage(
        "--max-fraction must be from 0 to 8, not \(maxFraction).",
        "--max-fraction 必须在0到8之间，而不是\(maxFraction)。")
    }
    if let maxInteger, !(1...18).contains(maxInteger) {
      throw usage(
        "--max-integer must be from 1 to 18, not \(maxInteger).",
        "--max-integer 必须在1到18之间，而不是\(maxInteger)。")
    }
    _ = try Scale.checked(scale, language: keys.language)
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
    let fieldOptions = FieldOptions(
      codeLength: length ?? 6,
      decimal: DecimalRule(
        maximumFractionDigits: maxFraction ?? 2, maximumIntegerDigits: maxInteger ?? 12,
        groupsThousands: groupThousands),
      groupsResidentID: groupId)
    let source: LayoutSource
    let theme: Theme
    do {
      source = try LayoutSource.resolve(keys.layout)
      theme = try resolvedTheme()
    } catch {
      StandardError.write(error.message(in: keys.language) + "\n")
      throw ExitCode(2)
    }
    let (target, language) = (keys.target, keys.language)
    let setup = source.setup(target: target, language: language, options: fieldOptions)
    var options = KeypadApplication.Options(
      setup: setup, size: geometry?.size, position: geometry?.position, title: title,
      font: font ?? theme.fontFamily, theme: theme, language: language, today: Environment.today)
    options.submitsWhenComplete = source.fieldLayout == .otp && !noAutoSubmit
    if case .builtIn(let builtIn) = source, builtIn.isShuffled {
      options.shuffledLayout = { @Sendable in
        KeypadSetup(builtIn: builtIn, target: target, language: language, options: fieldOptions)
          .layout
      }
      options.reshufflesAfterPress = reshuffle == .eachPress
    }
    options.dock = dock
    options.above = above
    options.startsHidden = hidden
    options.scale = try Scale.checked(scale, language: language)
    let outcome = try MainActor.assumeIsolated { () throws -> KeypadApplication.Outcome in
      let application: KeypadApplication
      do {
        application = try KeypadApplication(options: options, displayName: display)
      } catch let error as X11Error {
        StandardError.write(error.message(in: language) + "\n")
        throw ExitCode(3)
      }
      for warning in application.warnings { StandardError.write(warning + "\n") }
      return application.run()
    }
    switch outcome {
    case .submitted(let value):
      guard StandardOutput.writeWhole(value + "\n") else {
        StandardError.write("keypad: could not write the confirmed value to standard output.\n")
        throw ExitCode(1)
      }
    case .cancelled:
      throw ExitCode(1)
    }
  }
}
