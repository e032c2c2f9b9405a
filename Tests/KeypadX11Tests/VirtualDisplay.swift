import Foundation

/// A private Xvfb server on a free display, started for one test and stopped after it.
final class VirtualDisplay {
  /// The display name, such as `:7`.
  let name: String
  private let server: Process
  private var helpers: [Process] = []

  /// Starts `Xvfb -displayfd`, which picks a free display and reports its number.
  /// - Parameters:
  ///   - extraArguments: More server arguments, such as `-extension XTEST`.
  ///   - memoryLimit: The most address space the server may use, in bytes (`prlimit --as`),
  ///     so that a large request fails with BadAlloc as on a small kiosk machine.
  ///   - screen: The screen's size and depth.
  init(extraArguments: [String] = [], memoryLimit: Int? = nil, screen: String = "1024x768x24")
    throws
  {
    guard Command.find("Xvfb") != nil else {
      throw Command.Failure(
        description:
          "Xvfb is not installed: install the Debian package xvfb (scripts/install-deps test)")
    }
    let ready = Pipe()
    let serverArguments =
      ["-displayfd", "1", "-screen", "0", screen, "-nolisten", "tcp", "-noreset"]
      + extraArguments
    if let memoryLimit {
      server = try Command.start(
        "prlimit", ["--as=\(memoryLimit)", "Xvfb"] + serverArguments, stdout: ready)
    } else {
      server = try Command.start("Xvfb", serverArguments, stdout: ready)
    }
    var number = ""
    while let byte = try ready.fileHandleForReading.read(upToCount: 1)?.first, byte != 10 {
      number.append(Character(Unicode.Scalar(byte)))
    }
    guard !number.isEmpty else {
      throw Command.Failure(description: "Xvfb did not report a display number")
    }
    name = ":" + number
  }

  deinit {
    for helper in helpers { kill(helper) }
    stop()
  }

  /// The environment for a client of this server.
  var environment: [String: String] { ["DISPLAY": name] }

  /// Kills the server.
  func stop() {
    kill(server)
  }

  /// Runs a helper such as `xdotool` against this display and returns its output.
  @discardableResult
  func run(_ tool: String, _ arguments: String...) throws -> String {
    try Command.run(tool, arguments, environment: environment)
  }

  /// Starts a helper that runs until the display stops, such as `xterm` or `openbox`, with
  /// `extra` added to its environment.
  func launch(_ tool: String, environment extra: [String: String] = [:], _ arguments: [String])
    throws
  {
    helpers.append(
      try Command.start(tool, arguments, environment: environment.merging(extra) { $1 }))
  }

  /// The ID of the first mapped window of WM_CLASS `className` (or any such window when
  /// `visible` is false), waiting up to 15 s for one (a loaded machine starts xterm slowly).
  func window(class className: String, visible: Bool = true) throws -> String {
    var found = ""
    let arguments = ["search"] + (visible ? ["--onlyvisible"] : []) + ["--class", className]
    _ = Command.wait(seconds: 15) {
      found =
        (try? Command.run("xdotool", arguments, environment: environment))?
        .split(separator: "\n").first.map(String.init) ?? ""
      return !found.isEmpty
    }
    guard !found.isEmpty else {
      throw Command.Failure(description: "no window of class \(className) appeared on \(name)")
    }
    return found
  }

  /// Starts openbox and waits until it manages the screen.
  func startWindowManager() throws {
    try launch("openbox", ["--sm-disable"])
    let ready = Command.wait(seconds: 5) {
      ((try? run("xprop", "-root", "_NET_SUPPORTING_WM_CHECK")) ?? "").contains("window id")
    }
    guard ready else { throw Command.Failure(description: "openbox did not start on \(name)") }
  }

  /// The root window property `name` as `xprop` prints it, such as `0, 0, 1024, 768`.
  func rootProperty(_ name: String) throws -> String {
    let line = try run("xprop", "-root", name)
    return line.split(separator: "=", maxSplits: 1).last.map {
      $0.trimmingCharacters(in: .whitespacesAndNewlines)
    } ?? ""
  }

  /// The window that has the keyboard focus.
  func focusedWindow() throws -> String {
    try run("xdotool", "getwindowfocus").trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
