import ArgumentParser
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
      With --target field (the default) the window is a prompt: it shows a text field above the
      keys, and the confirmed value is printed on standard output, like zenity. With
      --target focused each key is typed into the application that has the keyboard focus,
      through XTest, and the keypad never takes the focus itself.

      Exit status: 0 when a value was confirmed, 1 when the user cancelled or closed the window,
      2 on a usage error, 3 when the keypad could not start (no display, no XTEST, no font).
      """
  )

  @Option(help: "The layout: \(BuiltInLayout.allCases.map(\.rawValue).joined(separator: ", ")).")
  var layout: BuiltInLayout = .id

  @Option(help: "Where keys go: field (a prompt that prints the value) or focused (XTest typing).")
  var target: DeliveryTarget = .field

  @Option(help: "The window size and position, as WxH, +X+Y or WxH+X+Y.")
  var geometry: WindowPlacement?

  @Option(help: "The label font, as a fontconfig name such as 'DejaVu Sans' or 'Noto Sans:bold'.")
  var font: String = Theme.light.fontFamily

  @Option(help: "The window title.")
  var title: String = "Keypad"

  @Option(help: "The language of labels and messages: en or zh (default: from LANG).")
  var lang: Language = Environment.language

  @Option(help: "The X display to use (default: $DISPLAY).")
  var display: String?

  func run() throws {
    let setup = KeypadSetup(builtIn: layout, target: target, language: lang)
    let showsField = setup.fieldKind != nil
    let size =
      geometry?.size ?? WindowGeometry.defaultSize(for: setup.layout, showsField: showsField)
    let options = KeypadApplication.Options(
      setup: setup, size: size, position: geometry?.position, title: title, font: font,
      theme: .light, language: lang, today: Environment.today)
    let outcome = try MainActor.assumeIsolated { () throws -> KeypadApplication.Outcome in
      let application: KeypadApplication
      do {
        application = try KeypadApplication(options: options, displayName: display)
      } catch let error as X11Error {
        StandardError.write(error.description + "\n")
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
