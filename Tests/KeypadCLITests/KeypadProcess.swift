import Foundation

/// Runs the built `keypad` executable, as a user would from a shell.
struct KeypadProcess {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The `keypad` binary under test: `$KEYPAD_EXECUTABLE` (what `make test` sets, to the
  /// binaries `make install` installs), else the one next to the test bundle in the build
  /// folder.
  static var executable: URL {
    if let installed = ProcessInfo.processInfo.environment["KEYPAD_EXECUTABLE"] {
      return URL(fileURLWithPath: installed)
    }
    let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var folder = me.deletingLastPathComponent()
    while !folder.path.isEmpty, folder.path != "/" {
      let candidate = folder.appendingPathComponent("keypad")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      folder = folder.deletingLastPathComponent()
    }
    return me.deletingLastPathComponent().appendingPathComponent("keypad")
  }

  /// Runs `keypad` with `arguments`, feeding `stdin`, and waits for it to exit. With
  /// `closedOutput`, nobody reads its standard output, as in `keypad … | true`.
  static func run(
    _ arguments: [String], stdin: String = "", environment: [String: String] = [:],
    closedOutput: Bool = false
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    env["LANG"] = "C.UTF-8"
    env["LC_ALL"] = nil
    env["LC_MESSAGES"] = nil
    env.merge(environment) { $1 }
    process.environment = env
    let input = Pipe()
    let output = Pipe()
    let error = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    // Without a reader, every write to the pipe fails with EPIPE (and raises SIGPIPE).
    if closedOutput { try output.fileHandleForReading.close() }
    try process.run()
    let writer = Thread {
      input.fileHandleForWriting.write(Data(stdin.utf8))
      try? input.fileHandleForWriting.close()
    }
    writer.start()
    let errorData = Atomic()
    let reader = Thread { errorData.set(error.fileHandleForReading.readDataToEndOfFile()) }
    reader.start()
    let out = closedOutput ? Data() : output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while !errorData.isSet { usleep(1000) }
    return Result(
      status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
      stderr: String(decoding: errorData.value, as: UTF8.self))
  }
}

/// A value set once by another thread.
final class Atomic: @unchecked Sendable {
  private let lock = NSLock()
  private var data: Data?

  func set(_ value: Data) {
    lock.lock()
    data = value
    lock.unlock()
  }

  var isSet: Bool {
    lock.lock()
    defer { lock.unlock() }
    return data != nil
  }

  var value: Data {
    lock.lock()
    defer { lock.unlock() }
    return data ?? Data()
  }
}
