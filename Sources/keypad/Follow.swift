import ArgumentParser
import KeypadAccessibility
import KeypadConfig
import KeypadCore
import KeypadX11

#if canImport(Glibc)
  import Glibc
#endif

/// `keypad follow`: a keypad that shows itself when an editable field gets the keyboard focus,
/// in any accessible application, with the layout that fits the field.
struct Follow: ParsableCommand {
  static let configuration = CommandConfiguration(
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
    let configuration: KeypadConfiguration
    do {
      configuration = try KeypadConfiguration(
        layout: .builtIn(rules.fallback ?? .id), options: options, language: language,
        today: Environment.today)
    } catch {
      throw ValidationError(error.message(in: language))
    }
    var applicationOptions = try window.options(
      configuration: configuration, theme: theme, language: language)
    // A reader that went away does not stop the keypad: the lines are for those who want them.
    applicationOptions.reports = { report in
      _ = StandardOutput.writeWhole(report.jsonLine + "\n")
      return true
    }
    let outcome = try MainActor.assumeIsolated { () throws -> KeypadApplication.Outcome in
      let application: KeypadApplication
      do throws(X11Error) {
        application = try KeypadApplication(
          options: applicationOptions, displayName: window.display)
      } catch {
        StandardError.write(error.message(in: language) + "\n")
        throw ExitCode(ExitStatus.cannotStart)
      }
      for warning in application.warnings { StandardError.write(warning + "\n") }
      let client = AccessibilityClient(
        environmentAddress: getenv("AT_SPI_BUS_ADDRESS").map { String(cString: $0) },
        rootAddress: { application.rootWindowText("AT_SPI_BUS") })
      let source = EventSource(
        fileDescriptor: { client.fileDescriptor }, deadline: { client.nextDeadline },
        service: { now in
          let events = client.service(now: now)
          for notice in client.takeNotices() {
            StandardError.write(notice.message(in: language) + "\n")
          }
          return events
        })
      return application.run(events: source)
    }
    switch outcome {
    case .terminated(let signal): throw ExitCode(128 + signal)
    case .windowDestroyed:
      StandardError.write(
        language == .zh
          ? "keypad：键盘窗口被其他程序关闭了。\n" : "keypad: another program destroyed the keypad window.\n")
      throw ExitCode(ExitStatus.lostWindow)
    default: return
    }
  }
}

extension AccessibilityClient.Notice {
  /// The line for standard error, in `language`.
  func message(in language: Language) -> String {
    let zh = language == .zh
    switch self {
    case .connected:
      return zh
        ? "keypad：已连接无障碍总线，开始跟随输入焦点。"
        : "keypad: connected to the accessibility bus; following the focus."
    case .waiting(let error):
      return zh
        ? "keypad：暂时无法连接无障碍总线（\(error)）；每 2 秒重试一次。"
        : "keypad: cannot reach the accessibility bus yet (\(error)); trying again every 2 s."
    case .lost:
      return zh
        ? "keypad：无障碍总线断开了；每 2 秒重试一次。"
        : "keypad: lost the accessibility bus; trying again every 2 s."
    }
  }
}
