import ArgumentParser

#if canImport(Glibc)
  import Glibc
#endif

/// The `keypad` command: an on-screen keypad for X11, and its tools.
@main
struct Keypad: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "keypad",
    abstract: "An on-screen keypad for X11: resident IDs, bank cards, PINs, codes and amounts.",
    discussion: "Run 'keypad show --help' for the keypad window's options.",
    subcommands: [Show.self, Validate.self, Layouts.self, Geometry.self],
    defaultSubcommand: Show.self
  )

  /// Runs the command; usage errors exit with status 2, as `keypad --help` documents.
  static func main() {
    // A parent may have left signals blocked (some launchers and test runners do): a kiosk
    // supervisor must be able to stop the keypad with SIGTERM or SIGINT.
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    sigprocmask(SIG_SETMASK, &unblocked, nil)
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      let code = exitCode(for: error)
      if code == .validationFailure {
        let message = fullMessage(for: error)
        if !message.isEmpty { StandardError.write(message + "\n") }
        exit(withError: ExitCode(2))
      }
      exit(withError: error)
    }
  }
}
