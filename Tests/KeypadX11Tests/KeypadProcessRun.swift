import Foundation

/// Runs `keypad` to completion with a chosen `DISPLAY` (or none).
enum KeypadProcessRun {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  static func run(_ arguments: [String], display: String?, seconds: Double = 10) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: KeypadInstance.executable)
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = display
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    guard exitStatus(of: process, within: seconds) != nil else {
      kill(process)
      throw Command.Failure(description: "keypad \(arguments) did not exit within \(seconds) s")
    }
    return Result(
      status: process.terminationStatus,
      stdout: String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
      stderr: String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
  }
}
