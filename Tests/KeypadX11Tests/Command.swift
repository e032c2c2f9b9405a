import Foundation

/// Runs helper programs (xdotool, xterm, xmodmap…) for the X11 tests.
enum Command {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The full path of `name` on `PATH`, or `nil`.
  static func find(_ name: String) -> String? {
    if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Starts `name` with `arguments` and returns the running process.
  static func start(
    _ name: String, _ arguments: [String], environment: [String: String] = [:],
    stdout: Any? = FileHandle.nullDevice, stderr: Any? = FileHandle.nullDevice
  ) throws -> Process {
    guard let path = find(name) else {
      throw Failure(description: "\(name) is not installed: run scripts/install-deps test")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    return process
  }

  /// Runs `name` to completion and returns its standard output.
  @discardableResult
  static func run(_ name: String, _ arguments: [String], environment: [String: String] = [:])
    throws -> String
  {
    let output = Pipe()
    let process = try start(name, arguments, environment: environment, stdout: output)
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(
        description:
          "\(name) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
    }
    return String(decoding: data, as: UTF8.self)
  }

  /// Waits until `condition` holds, checking every 20 ms, for at most `seconds`.
  static func wait(seconds: Double, until condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if try condition() { return true }
      usleep(20_000)
    }
    return try condition()
  }
}

/// Kills `process` and reaps it. SIGKILL, because children of the test runner inherit its
/// blocked signal mask, in which SIGTERM is blocked.
func kill(_ process: Process) {
  guard process.isRunning else { return }
  kill(process.processIdentifier, SIGKILL)
  process.waitUntilExit()
}

/// Waits for a process to exit, for at most `seconds`; `nil` when it is still running.
func exitStatus(of process: Process, within seconds: Double) -> Int32? {
  Command.wait(seconds: seconds) { !process.isRunning } ? process.terminationStatus : nil
}
