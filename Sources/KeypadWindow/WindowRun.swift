import KeypadConfig
import KeypadCore
import KeypadX11

#if hasFeature(Embedded)
  import CLibc
#elseif canImport(Glibc)
  import Glibc
#endif

/// The keypad window from a checked ``WindowRequest`` to its exit status: what stays on screen
/// after `keypad show` or `keypad follow` handed over.
public enum WindowRun {
  /// Makes the events a following keypad waits for besides X's: the accessibility bus's.
  public typealias FocusSource = (KeypadApplication, Language) -> EventSource

  /// Shows the window `request` describes, reports how it ended, and returns the exit status.
  /// - Parameter events: Where a following keypad learns of the focus; `nil` in the executable
  ///   that only shows (`keypad-window`), which then refuses a follow request.
  public static func run(_ request: WindowRequest, events: FocusSource? = nil) -> Int32 {
    let language = request.language
    // The front end checked all of this; it is settled again here from the same values, and
    // a mistake would mean keypad and keypad-window come from different builds.
    let layout: LayoutChoice
    let configuration: KeypadConfiguration
    do throws(ConfigError) {
      layout = try layoutChoice(request.layout)
    } catch {
      StandardError.write(error.message(in: language) + "\n")
      return ExitStatus.usage
    }
    do throws(KeypadOptionError) {
      configuration = try KeypadConfiguration(
        layout: layout, options: request.options, language: language, today: request.today)
    } catch {
      StandardError.write(error.message(in: language) + "\n")
      return ExitStatus.usage
    }
    var options = KeypadApplication.Options(
      configuration: configuration, placement: request.placement, title: request.title,
      font: request.font ?? request.theme.fontFamily, theme: request.theme)
    options.fontIsTheme = request.font == nil
    options.dock = request.dock
    options.dockWidth = request.dockWidth
    options.above = request.above
    options.scale = request.scale
    switch request.mode {
    case .show:
      if configuration.reportsChanges {
        options.reports = { report in StandardOutput.writeWhole(report.jsonLine + "\n") }
      }
      return show(options, display: request.display)
    case .follow:
      // A reader that went away does not stop the keypad: the lines are for those who want
      // them.
      options.reports = { report in
        _ = StandardOutput.writeWhole(report.jsonLine + "\n")
        return true
      }
      guard let events else {
        StandardError.write(WindowMessage.cannotFollow.text(in: language) + "\n")
        return ExitStatus.usage
      }
      return follow(options, display: request.display, events: events)
    }
  }

  /// The layout a request names, its file read from the bytes that were checked.
  private static func layoutChoice(_ source: WindowRequest.LayoutSource) throws(ConfigError)
    -> LayoutChoice
  {
    switch source {
    case .builtIn(let builtIn): .builtIn(builtIn)
    case .file(let path, let contents): try LayoutFile.parse(contents, file: path).choice
    }
  }

  /// The application for `options`, or the exit status when it cannot start.
  private static func start(_ options: KeypadApplication.Options, display: String?) -> Result<
    KeypadApplication, StartFailure
  > {
    do throws(X11Error) {
      let application = try KeypadApplication(options: options, displayName: display)
      for warning in application.warnings { StandardError.write(warning + "\n") }
      return .success(application)
    } catch {
      StandardError.write(error.message(in: options.configuration.language) + "\n")
      return .failure(StartFailure())
    }
  }

  private static func show(_ options: KeypadApplication.Options, display: String?) -> Int32 {
    let language = options.configuration.language
    guard case .success(let application) = start(options, display: display) else {
      return ExitStatus.cannotStart
    }
    let outcome = application.run()
    if options.configuration.reportsChanges {
      let report: FieldReport
      switch outcome {
      case .submitted(let value): report = FieldReport(event: .confirm, value: value)
      case .timedOut: report = FieldReport(event: .timeout)
      case .reportsClosed: return StandardOutput.sayClosed(language: language)
      default: report = FieldReport(event: .cancel)
      }
      guard StandardOutput.writeWhole(report.jsonLine + "\n") else {
        return StandardOutput.sayClosed(language: language)
      }
    } else if case .submitted(let value) = outcome {
      guard StandardOutput.writeWhole(value + "\n") else {
        return StandardOutput.sayClosed(language: language)
      }
    }
    switch outcome {
    case .submitted: return ExitStatus.success
    case .cancelled: return ExitStatus.cancelled
    case .timedOut: return ExitStatus.timedOut
    case .windowDestroyed:
      StandardError.write(WindowMessage.destroyedBeforeConfirm.text(in: language) + "\n")
      return ExitStatus.lostWindow
    case .reportsClosed: return StandardOutput.sayClosed(language: language)
    // As a shell reports a process a signal ended: 128 + the signal's number.
    case .terminated(let signal): return 128 + signal
    }
  }

  private static func follow(
    _ options: KeypadApplication.Options, display: String?, events: FocusSource
  ) -> Int32 {
    let language = options.configuration.language
    guard case .success(let application) = start(options, display: display) else {
      return ExitStatus.cannotStart
    }
    let source = events(application, language)
    switch application.run(events: source) {
    case .terminated(let signal): return 128 + signal
    case .windowDestroyed:
      StandardError.write(WindowMessage.destroyed.text(in: language) + "\n")
      return ExitStatus.lostWindow
    default: return ExitStatus.success
    }
  }

  /// A window that could not start; the reason has been written to standard error.
  private struct StartFailure: Error {}
}
