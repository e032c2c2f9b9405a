import ArgumentParser
import KeypadConfig
import KeypadCore

/// `keypad geometry`: prints where every key is, exactly as the window lays it out.
struct Geometry: ParsableCommand {
  static let configuration = CommandConfiguration(
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

  func validate() throws {
    _ = try Scale.checked(scale, language: keys.language)
  }

  func run() throws {
    let scale = try Scale.checked(scale, language: keys.language)?.factor ?? 1
    let source: LayoutSource
    let gap: Int
    do {
      source = try LayoutSource.resolve(keys.layout)
      gap = try ThemeSource.resolve(keys.theme).scaled(by: scale).gapWidth
    } catch {
      StandardError.write(error.message(in: keys.language) + "\n")
      throw ExitCode(2)
    }
    let setup = source.setup(target: keys.target, language: keys.language, options: FieldOptions())
    let showsField = setup.fieldKind != nil
    let windowSize =
      size ?? WindowGeometry.defaultSize(for: setup.layout, showsField: showsField, scale: scale)
    let geometry = WindowGeometry(
      size: windowSize, layout: setup.layout, showsField: showsField, gap: gap)
    for key in geometry.layout.keys {
      print(
        JSONValue.object([
          ("label", .string(key.key.label)),
          ("action", .string(key.key.action.name)),
          ("x", .int(key.frame.x)),
          ("y", .int(key.frame.y)),
          ("width", .int(key.frame.width)),
          ("height", .int(key.frame.height)),
        ]).text)
    }
  }
}
