import ArgumentParser
import KeypadConfig
import KeypadCore

/// The options that decide which keys the window shows and where: shared by `keypad show` and
/// `keypad geometry`, so the two always lay out the same keys.
struct KeysOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The layout: \(BuiltInLayout.allCases.map(\.rawValue).joined(separator: ", ")), or a layout file.",
      discussion: """
        A name is looked up as layouts/NAME.json in ~/.config/keypad ($XDG_CONFIG_HOME), then \
        in /etc/xdg/keypad ($XDG_CONFIG_DIRS), then among the built-in layouts; --theme NAME \
        likewise in themes/.
        """,
      valueName: "name|path"))
  var layout: String = BuiltInLayout.id.rawValue

  @Option(help: "Where keys go: field (a prompt that prints the value) or focused (XTest typing).")
  var target: DeliveryTarget = .field

  @OptionGroup var look: LookOptions

  @Option(help: "The number of digits of a PIN or verification code, 4 to 8 (default 6).")
  var length: Int?

  @Option(
    help: "When a PIN pad places its digits anew: show (each time it is shown) or each-press.")
  var reshuffle: ReshufflePolicy?

  @Flag(
    help: "Allow a PIN field with --target focused, though any X client can read XTest keystrokes."
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

  @Option(help: "A line above the prompt's field saying what to enter, as zenity's --text.")
  var text: String?

  @Flag(
    help: """
      Write every accepted change of the prompt's field as a JSON line on standard output, and \
      the confirm or cancel as the last line (not for PINs).
      """)
  var live = false

  @Option(help: "The confirm key's label (default: OK, or 确定 with --lang zh).")
  var okLabel: String?

  @Option(help: "The cancel key's label (default: Cancel, or 取消 with --lang zh).")
  var cancelLabel: String?

  /// The theme's name or file (`--theme`).
  var theme: String { look.theme }

  /// The language: `--lang`, or the locale's.
  var language: Language { look.language }

  /// The options as the session takes them.
  var options: KeypadOptions {
    var options = KeypadOptions()
    options.target = target
    options.codeLength = length
    options.reshuffle = reshuffle
    options.allowsInsecurePinTyping = allowInsecurePinTyping
    options.submitsWhenComplete = !noAutoSubmit
    options.groupsResidentID = groupId
    options.maximumFractionDigits = maxFraction
    options.maximumIntegerDigits = maxInteger
    options.groupsThousands = groupThousands
    options.promptText = text
    options.reportsChanges = live
    options.confirmLabel = okLabel
    options.cancelLabel = cancelLabel
    return options
  }

  /// The layout, resolved, and every option checked against it.
  /// - Parameter prompt: The options only `keypad show` has.
  /// - Throws: ``ExitStatus/usage`` after explaining a broken or unknown layout file, or a
  ///   `ValidationError` when an option does not fit the layout's field.
  func configuration(_ prompt: ShowOptions = ShowOptions()) throws -> KeypadConfiguration {
    try checked(prompt).configuration
  }

  /// The checked configuration, with the layout's source and the options it was made of: what
  /// the window executable is handed.
  func checked(_ prompt: ShowOptions = ShowOptions()) throws -> (
    configuration: KeypadConfiguration, layout: WindowRequest.LayoutSource, options: KeypadOptions
  ) {
    let layout: (choice: LayoutChoice, source: WindowRequest.LayoutSource)
    do {
      layout = try LayoutSource.resolve(self.layout)
    } catch {
      StandardError.write(error.message(in: language) + "\n")
      throw ExitCode(ExitStatus.usage)
    }
    var options = options
    options.startsHidden = prompt.startsHidden
    options.timeoutSeconds = prompt.timeoutSeconds
    options.highlightsPresses = prompt.highlightsPresses
    do {
      let configuration = try KeypadConfiguration(
        layout: layout.choice, options: options, language: language, today: Environment.today)
      return (configuration, layout.source, options)
    } catch {
      throw ValidationError(error.message(in: language))
    }
  }
}

/// The options of `keypad show` that the session judges but that do not move a key, so
/// `keypad geometry` does not take them.
struct ShowOptions {
  var startsHidden = false
  var timeoutSeconds: Int64?
  var highlightsPresses = true
}

extension ReshufflePolicy: ExpressibleByArgument {
  /// The policies a user may ask for: `never` is what a pad that does not shuffle has.
  public static var allValueStrings: [String] { [Self.show.rawValue, Self.eachPress.rawValue] }
}
