import ArgumentParser
import KeypadConfig
import KeypadCore

/// `keypad geometry`: prints where every key is, exactly as the window lays it out.
struct Geometry: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "geometry",
    abstract: "Print every key's rectangle at a window size, one JSON object per line.",
    discussion: """
      Computed by the same code the window uses, without opening a display. For the PIN layout \
      the digits are placed at random, as in the window, so only the shape is stable.
      """
  )

  @OptionGroup var keys: KeysOptions

  @Option(help: "The window size as WxH, such as 360x480 (default: the window's default size).")
  var size: Size?

  @Option(
    help: """
      The scale the window uses: the keypad reads it from Xft.dpi / 96, which needs a display, \
      so pass the same factor here (default 1).
      """)
  var scale: Double = 1

  @Flag(
    help: """
      Lay the keys out as 'keypad follow' does for --layout: with its Hide, Next and Enter row,       and the verdict line for id and card.
      """)
  var follow = false

  /// The configuration to lay out.
  private func configuration() throws -> KeypadConfiguration {
    guard follow else { return try keys.configuration() }
    guard let layout = BuiltInLayout(rawValue: keys.layout) else {
      throw ValidationError(
        keys.language == .zh
          ? "--follow 只接受内置布局（--layout），而不是“\(keys.layout)”。"
          : "--follow takes a built-in --layout, not '\(keys.layout)'.")
    }
    var options = keys.options
    options.target = .focused
    options.follow = FieldClassifier(allowsPinTyping: true)
    options.allowsInsecurePinTyping = true
    do {
      return try KeypadConfiguration(
        layout: .builtIn(layout), options: options, language: keys.language,
        today: Environment.today)
    } catch {
      throw ValidationError(error.message(in: keys.language))
    }
  }

  func validate() throws {
    // Checked here as well as in run(), so a mistake is reported with this command's usage.
    _ = try configuration()
    _ = try Scale.checked(scale, language: keys.language)
  }

  func run() throws {
    let scale = try Scale.checked(scale, language: keys.language)?.factor ?? 1
    var generator = SystemRandomNumberGenerator()
    let configuration = try configuration()
    let gap: Int
    do {
      gap = try ThemeSource.resolve(keys.theme).scaled(by: scale).gapWidth
    } catch {
      StandardError.write(error.message(in: keys.language) + "\n")
      throw ExitCode(ExitStatus.usage)
    }
    // The same session the window starts, so the keys are exactly where the window puts them.
    let windowSize =
      size ?? configuration.defaultSize(keys: configuration.keys(using: &generator), scale: scale)
    let session = KeypadSession(
      configuration: configuration, size: windowSize, gap: gap, generator: generator)
    let geometry = session.geometry
    for key in geometry.layout.keys {
      try StandardOutput.line(
        JSONText.object([
          ("label", .string(key.key.label)),
          ("action", .string(key.key.action.name)),
          ("x", .int(key.frame.x)),
          ("y", .int(key.frame.y)),
          ("width", .int(key.frame.width)),
          ("height", .int(key.frame.height)),
        ]).text, language: keys.language)
    }
  }
}
