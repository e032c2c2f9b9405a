import KeypadConfig
import KeypadCore

#if canImport(Glibc)
  import Glibc
#endif

/// Replaces `keypad` with the window executable, handing it the checked request: the command
/// line, swift-argument-parser and Foundation's pieces leave the process, and only the lean
/// window stays on screen.
///
/// The request travels in an unlinked temporary file whose descriptor the window inherits:
/// nothing of it, not a prompt's text, is put in the arguments, which every user of the machine
/// can read, and no name of it is left once `keypad` started.
enum WindowLauncher {
  /// The window executable for `mode`: a following keypad's has the accessibility bus.
  static func windowName(for mode: WindowRequest.Mode) -> String {
    mode == .follow ? "keypad-follow" : "keypad-window"
  }

  /// Where the window executable `name` may be, beside this executable: the build folder and
  /// `make install` put it next to `keypad`, a package in `../libexec/keypad`.
  static func candidates(_ name: String, beside executable: String) -> [String] {
    let folder = executable.split(separator: "/", omittingEmptySubsequences: false).dropLast()
      .joined(separator: "/")
    return [folder + "/" + name, folder + "/../libexec/keypad/" + name]
  }

  /// Becomes the window executable for `mode` printing its version and build; returns only
  /// when that failed, after saying why, with the exit status to end with.
  static func replaceProcess(askingVersionOf mode: WindowRequest.Mode) -> Int32 {
    let language = Environment.language
    guard let window = window(for: mode, language: language) else {
      return ExitStatus.cannotStart
    }
    return execute(window, ["keypad", "--version"], language: language)
  }

  /// Hands `request` over and becomes the window; returns only when that failed, after
  /// saying why, with the exit status to end with.
  static func replaceProcess(with request: WindowRequest) -> Int32 {
    let language = request.language
    guard let window = window(for: request.mode, language: language) else {
      return ExitStatus.cannotStart
    }
    let descriptor = unlinkedFile()
    guard descriptor > 2, Descriptor.writeWhole(HandOver.encode(request), to: descriptor),
      lseek(descriptor, 0, SEEK_SET) == 0
    else {
      return fail(.cannotHandOver(reason: String(cString: strerror(errno))), in: language)
    }
    // argv[0] stays "keypad": `pkill keypad` and `ps` find the keypad as before.
    return execute(window, ["keypad", "--hand-over", String(descriptor)], language: language)
  }

  /// The window executable for `mode`, or `nil` after saying it is missing.
  private static func window(for mode: WindowRequest.Mode, language: Language) -> String? {
    let name = windowName(for: mode)
    guard let executable = ownExecutable(),
      let window = candidates(name, beside: executable).first(where: { access($0, X_OK) == 0 })
    else {
      let places = ownExecutable().map { candidates(name, beside: $0) } ?? [name]
      _ = fail(.missingWindow(places: places), in: language)
      return nil
    }
    return window
  }

  /// Replaces this process with `window`; returns only when that failed, after saying why.
  private static func execute(_ window: String, _ arguments: [String], language: Language)
    -> Int32
  {
    var pointers = arguments.map { strdup($0) } + [nil]
    execv(window, &pointers)
    return fail(
      .cannotExecute(window: window, reason: String(cString: strerror(errno))), in: language)
  }

  /// Says why the launch failed and returns the exit status to end with.
  private static func fail(_ failure: LaunchFailure, in language: Language) -> Int32 {
    StandardError.write(failure.text(in: language))
    return ExitStatus.cannotStart
  }

  /// A new temporary file, readable only by this user, already removed from its folder
  /// (`$TMPDIR`, else `/tmp`); -1 when none could be made.
  private static func unlinkedFile() -> Int32 {
    let folder =
      getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
      ?? "/tmp"
    var template = Array((folder + "/keypad-hand-over-XXXXXX").utf8CString)
    let descriptor = mkstemp(&template)
    if descriptor >= 0 { unlink(template) }
    return descriptor
  }

  /// The path of the running executable.
  private static func ownExecutable() -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
