import KeypadConfig
import KeypadCore

#if hasFeature(Embedded)
  import CLibc
#elseif canImport(Glibc)
  import Glibc
#endif

/// The start of a window executable: the request `keypad` handed over, read from the file
/// descriptor its arguments name. There is no option parser here: `keypad` is the one place
/// options are read.
public enum HandOverReceiver {
  /// The request on the descriptor the arguments name (`NAME --hand-over FD`); `--version`
  /// prints the build and exits, anything else explains that `keypad` starts this program and
  /// exits.
  /// - Parameter program: The executable's name, for messages.
  public static func receive(program: String) -> WindowRequest {
    let arguments = commandLine()
    if arguments.count == 2 && arguments[1] == "--version" {
      let line = "\(program) \(KeypadVersion.current) (\(KeypadVersion.build) build)\n"
      exit(StandardOutput.writeWhole(line) ? ExitStatus.success : ExitStatus.outputClosed)
    }
    guard arguments.count == 3, arguments[1] == "--hand-over", let descriptor = Int32(arguments[2]),
      descriptor > 2
    else {
      StandardError.write(
        "\(program): this is the window that keypad starts; run keypad instead (keypad --help).\n")
      exit(ExitStatus.usage)
    }
    takeTheFrontEndsName()
    guard let bytes = readAll(descriptor) else {
      StandardError.write(
        "\(program): cannot read the hand-over on file descriptor \(descriptor).\n")
      exit(ExitStatus.usage)
    }
    do throws(ConfigError) {
      return try HandOver.decode(bytes, source: "file descriptor \(descriptor)")
    } catch {
      StandardError.write(error.message(in: .en) + "\n")
      exit(ExitStatus.usage)
    }
  }

  /// The process's arguments, from `/proc/self/cmdline`: Embedded Swift has no `CommandLine`.
  private static func commandLine() -> [String] {
    guard let file = fopen("/proc/self/cmdline", "rb") else { return [] }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = fread(&chunk, 1, chunk.count, file)
      bytes += chunk[..<count]
      if count < chunk.count { break }
    }
    return bytes.split(separator: 0, omittingEmptySubsequences: false).dropLast().map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// Names the process `keypad`, as users and scripts (`pkill -x keypad`) know it, rather
  /// than after the executable's file.
  private static func takeTheFrontEndsName() {
    guard let file = fopen("/proc/self/comm", "w") else { return }
    fputs("keypad", file)
    fclose(file)
  }

  /// Everything on `descriptor`, which is then closed; `nil` when it cannot be read.
  private static func readAll(_ descriptor: Int32) -> [UInt8]? {
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 16384)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { return nil }
      if count == 0 { return bytes }
      bytes += chunk[..<count]
    }
  }
}
