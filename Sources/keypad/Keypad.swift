import ArgumentParser
import KeypadConfig
import KeypadCore

#if canImport(Glibc)
  import Glibc
#endif

/// The `keypad` command: an on-screen keypad for X11, and its tools.
@main
struct Keypad: ParsableCommand {
  // Every command names itself: without a name, ArgumentParser derives one from the type with
  // String(describing:), a runtime lookup that costs about a millisecond at each start.
  static let configuration = CommandConfiguration(
    commandName: "keypad",
    abstract: "An on-screen keypad for X11: resident IDs, bank cards, PINs, codes and amounts.",
    discussion: "Run 'keypad show --help' for the keypad window's options.",
    version: KeypadVersion.current,
    subcommands: [Show.self, Follow.self, Validate.self, Layouts.self, Geometry.self],
    defaultSubcommand: Show.self
  )

  /// Runs the command; usage errors exit with status 2, as `keypad --help` documents.
  static func main() {
    // A parent may have left signals blocked (some launchers and test runners do): a kiosk
    // supervisor must be able to stop the keypad with SIGTERM or SIGINT. The hide and show
    // signals are blocked from the first instant, so one sent while the keypad is still starting
    // waits for the event loop's signalfd instead of killing it (their default action).
    var mask = sigset_t()
    sigemptyset(&mask)
    for signal in [SIGUSR1, SIGUSR2, __libc_current_sigrtmin()] { sigaddset(&mask, signal) }
    sigprocmask(SIG_SETMASK, &mask, nil)
    // A closed standard output (`keypad | true`) is reported where the write fails, with its
    // own exit status, instead of killing the keypad silently.
    signal(SIGPIPE, SIG_IGN)
    if CommandLine.arguments.dropFirst() == ["--version"] {
      // The front end's version, then the window's, which says how it was built.
      guard StandardOutput.writeWhole(KeypadVersion.current + "\n") else {
        exit(withError: ExitCode(ExitStatus.outputClosed))
      }
      exit(withError: ExitCode(WindowLauncher.replaceProcess(askingVersionOf: .show)))
    }
    let arguments: [String]
    do {
      arguments = try ConfigDefaults.applied(to: Array(CommandLine.arguments.dropFirst()))
    } catch {
      StandardError.write(error.message(in: Environment.language) + "\n")
      exit(withError: ExitCode(ExitStatus.usage))
    }
    do {
      var command = try parseAsRoot(arguments)
      try command.run()
    } catch {
      let code = exitCode(for: error)
      if code == .validationFailure {
        let message = fullMessage(for: error)
        if !message.isEmpty { StandardError.write(message + "\n") }
        exit(withError: ExitCode(ExitStatus.usage))
      }
      exit(withError: error)
    }
  }
}
