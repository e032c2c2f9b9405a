import ArgumentParser
import KeypadConfig
import KeypadCore

/// The options of the keypad window — size, place, font, colours and stacking — shared by
/// `keypad show` and `keypad follow`.
struct WindowOptions: ParsableArguments {
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

  @Option(help: "Scale sizes by this factor (default: Xft.dpi / 96 from the X resources).")
  var scale: Double?

  @Option(help: "The X display to use (default: $DISPLAY).")
  var display: String?

  /// Checks the options that need no display.
  /// - Parameter language: The language of the messages.
  func check(language: Language) throws {
    func usage(_ en: String, _ zh: String) -> ValidationError {
      ValidationError(language == .zh ? zh : en)
    }
    _ = try Scale.checked(scale, language: language)
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

  /// The theme `name`, with the command line's overrides applied.
  func theme(named name: String) throws(ConfigError) -> Theme {
    var resolved = try ThemeSource.resolve(name)
    if let boxBorderWidth { resolved.boxBorderWidth = boxBorderWidth }
    if let color = boxBorderColor.flatMap(RGBColor.init(hex:)) { resolved.boxBorder = color }
    if let boxSpacing { resolved.boxSpacing = boxSpacing }
    if let boxRadius { resolved.cornerRadius = boxRadius }
    return resolved
  }

  /// The request to hand the window executable: `layout` with `options`, and this group's
  /// settings.
  func request(
    _ mode: WindowRequest.Mode, layout: WindowRequest.LayoutSource, options: KeypadOptions,
    language: Language, theme: Theme
  ) throws -> WindowRequest {
    var request = WindowRequest(
      mode: mode, layout: layout, options: options, language: language,
      today: Environment.today, theme: theme)
    request.placement = geometry
    request.title = title
    request.font = font
    request.dock = dock
    request.dockWidth = dockWidth
    request.above = above
    request.scale = try Scale.checked(scale, language: language)
    request.display = display
    return request
  }
}
