import ArgumentParser
import KeypadConfig
import KeypadCore

/// `keypad follow`: a keypad that shows itself when an editable field gets the keyboard focus,
/// in any accessible application, with the layout that fits the field.
struct Follow: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "follow",
    abstract: "Show the right keypad by itself whenever a field that wants one has the focus.",
    discussion: """
      The keypad listens on the accessibility bus (AT-SPI). When an editable field of any \
      application gets the keyboard focus it shows the layout that fits the field and types \
      into it through XTest, never taking the focus; it hides when the focus leaves. It runs \
      until it is stopped, and waits for the accessibility bus when it is not up yet.

      Which layout: a page or program can say so — class="keypad-id" (or keypad-card, \
      keypad-number, keypad-decimal, keypad-phone, keypad-otp, keypad-none), or \
      aria-description="keypad:id". Otherwise input type tel or number, then words in the \
      field's id, name, class, placeholder or label (身份证, idcard → id; 卡号, card → card; \
      金额, amount → decimal; 验证码, otp, code → otp; 手机, phone → phone). Operators add \
      rules in fields.json (~/.config/keypad, /etc/xdg/keypad). inputmode and autocomplete \
      never reach the accessibility bus. Password fields get the shuffled PIN pad only with \
      --allow-insecure-pin-typing.

      Chromium exposes web fields only when started with --force-renderer-accessibility and \
      ACCESSIBILITY_ENABLED=1 in its environment (or after this keypad started, which turns \
      the session's accessibility on).

      Standard output gets one JSON line each time the keypad shows or hides: \
      {"event":"show","layout":"id"} and {"event":"hide"}. Exit status: 0 when the window \
      was closed, 2 on a usage error or a broken fields.json or theme file, 3 when the keypad \
      could not start, 6 when the X server went away or another program destroyed the \
      window, 128+N when signal N ended it.
      """
  )

  @OptionGroup var look: LookOptions

  @Flag(
    help: "Show the PIN pad on password fields, though any X client can read XTest keystrokes.")
  var allowInsecurePinTyping = false

  @Option(
    help: "When the PIN pad places its digits anew: show (each time it is shown) or each-press.")
  var reshuffle: ReshufflePolicy?

  @OptionGroup var window: WindowOptions

  private var language: Language { look.language }

  func validate() throws {
    try window.check(language: language)
  }

  func run() throws {
    throw ExitCode(WindowLauncher.replaceProcess(with: try request()))
  }

  /// What the window executable is handed: every option, checked, and the field rules.
  func request() throws -> WindowRequest {
    let language = language
    let theme: Theme
    let rules: (rules: [FieldRule], fallback: BuiltInLayout?)
    do {
      theme = try window.theme(named: look.theme)
      rules = try FieldRulesFile.load(searching: ConfigSearchPath())
    } catch {
      StandardError.write(error.message(in: language) + "\n")
      throw ExitCode(ExitStatus.usage)
    }
    var options = KeypadOptions()
    options.target = .focused
    options.startsHidden = true
    options.highlightsPresses = !window.noHighlight
    options.allowsInsecurePinTyping = allowInsecurePinTyping
    options.reshuffle = reshuffle
    options.follow = FieldClassifier(
      rules: rules.rules, fallback: rules.fallback, allowsPinTyping: allowInsecurePinTyping)
    // The layout shown before any field is classified.
    let layout = rules.fallback ?? .id
    do {
      _ = try KeypadConfiguration(
        layout: .builtIn(layout), options: options, language: language, today: Environment.today)
    } catch {
      throw ValidationError(error.message(in: language))
    }
    return try window.request(
      .follow, layout: .builtIn(layout), options: options, language: language, theme: theme)
  }
}
