import Foundation

/// A `keypad` process shown on a ``VirtualDisplay``.
final class KeypadInstance {
  let process: Process
  let window: String
  private let output = Pipe()
  private let errors = Pipe()
  private let collectedOutput = CollectedOutput()
  private let collectedErrors = CollectedOutput()
  private let display: VirtualDisplay

  /// The `keypad` binary under test: `$KEYPAD_EXECUTABLE` (what `make test` sets, to the
  /// binaries `make install` installs), else the one in the build folder, next to the test
  /// bundle.
  static var executable: String {
    if let installed = ProcessInfo.processInfo.environment["KEYPAD_EXECUTABLE"] {
      return installed
    }
    var folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent()
    while folder.path != "/" {
      let candidate = folder.appendingPathComponent("keypad").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      folder = folder.deletingLastPathComponent()
    }
    return "keypad"
  }

  /// Starts `keypad arguments…` on `display` and waits for its window (shown, unless `shown`
  /// is false, as for `--hidden`). With `closedOutput` nobody reads its standard output, as in
  /// `keypad | true`.
  init(
    _ arguments: [String], on display: VirtualDisplay, shown: Bool = true,
    closedOutput: Bool = false, environment extra: [String: String] = [:]
  ) throws {
    self.display = display
    process = Process()
    process.executableURL = URL(fileURLWithPath: Self.executable)
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = display.name
    environment["LANG"] = "C.UTF-8"
    environment.merge(extra) { $1 }
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = errors
    if closedOutput {
      try output.fileHandleForReading.close()
    } else {
      collectedOutput.collect(from: output)
    }
    collectedErrors.collect(from: errors)
    try process.run()
    window = try display.window(class: "keypad", visible: shown)
  }

  deinit {
    kill(process)
  }

  /// Whether the window is mapped and viewable (`xwininfo`).
  var isViewable: Bool {
    ((try? display.run("xwininfo", "-id", window)) ?? "").contains("IsViewable")
  }

  /// Sends `signal` to the keypad.
  func send(_ signal: Int32) {
    _ = kill(process.processIdentifier, signal)
  }

  /// Everything the keypad printed on standard output; a keypad still running is killed first.
  ///
  /// The pipes are read as data arrives rather than to end-of-file: a helper started later
  /// (xclip forks a daemon) can inherit the pipe's write end and keep it open.
  var standardOutput: String {
    kill(process)
    return collectedOutput.text
  }

  /// What the keypad has printed on standard output so far, leaving it running.
  var outputSoFar: String { collectedOutput.text }

  /// What the keypad has printed on standard error so far, leaving it running.
  var errorsSoFar: String { collectedErrors.text }

  /// Everything the keypad printed on standard error; a keypad still running is killed first.
  var standardError: String {
    kill(process)
    return collectedErrors.text
  }

  /// The keys as `keypad geometry` reports them for the same arguments and size.
  func keys(layout: String, target: String, size: String) throws -> [String: (
    x: Int, y: Int, width: Int, height: Int
  )] {
    try keys(["--layout", layout, "--target", target, "--size", size])
  }

  /// The keys `keypad follow` shows for `layout` in its default-size window.
  func followingKeys(layout: String) throws -> [String: (
    x: Int, y: Int, width: Int, height: Int
  )] {
    try keys(["--layout", layout, "--follow"])
  }

  /// The keys `keypad geometry arguments… --lang en` prints, by label.
  private func keys(_ arguments: [String]) throws -> [String: (
    x: Int, y: Int, width: Int, height: Int
  )] {
    let json = try Command.run(Self.executable, ["geometry"] + arguments + ["--lang", "en"])
    var keys: [String: (Int, Int, Int, Int)] = [:]
    for line in json.split(separator: "\n") {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
      if let label = object["label"] as? String, let x = object["x"] as? Int,
        let y = object["y"] as? Int, let width = object["width"] as? Int,
        let height = object["height"] as? Int
      {
        keys[label] = (x, y, width, height)
      }
    }
    return keys
  }

  /// Moves the pointer (through XTest) to the centre of the key labelled `label`.
  func point(at label: String, keys: [String: (x: Int, y: Int, width: Int, height: Int)]) throws {
    guard let key = keys[label] else {
      throw Command.Failure(description: "no key labelled \(label)")
    }
    try display.run(
      "xdotool", "mousemove", "--window", window, "\(key.x + key.width / 2)",
      "\(key.y + key.height / 2)")
  }

  /// Presses the key labelled `label`, holds it for `seconds`, and releases it.
  func hold(
    _ label: String, keys: [String: (x: Int, y: Int, width: Int, height: Int)],
    seconds: Double
  ) throws {
    try point(at: label, keys: keys)
    try display.run("xdotool", "mousedown", "1")
    usleep(UInt32(seconds * 1_000_000))
    try display.run("xdotool", "mouseup", "1")
  }

  /// Focuses the keypad and types `text` on the physical keyboard, then presses `keys`
  /// (X keysym names such as `Return`).
  func typeOnKeyboard(_ text: String, then keys: String...) throws {
    try display.run("xdotool", "windowfocus", "--sync", window)
    if !text.isEmpty { try display.run("xdotool", "type", "--delay", "5", text) }
    if !keys.isEmpty {
      try Command.run("xdotool", ["key"] + keys, environment: display.environment)
    }
  }

  /// Clicks (through XTest) the centre of each key, relative to the keypad window.
  func click(_ labels: [String], keys: [String: (x: Int, y: Int, width: Int, height: Int)]) throws {
    var arguments: [String] = []
    for label in labels {
      guard let key = keys[label] else {
        throw Command.Failure(description: "no key labelled \(label)")
      }
      arguments += [
        "mousemove", "--window", window, "\(key.x + key.width / 2)", "\(key.y + key.height / 2)",
        "click", "1",
      ]
    }
    try Command.run("xdotool", arguments, environment: display.environment)
  }
}

/// Bytes read from a pipe as they arrive.
final class CollectedOutput: @unchecked Sendable {
  private let lock = NSLock()
  private var data = Data()
  private var lastArrival = Date()

  /// Starts appending whatever `pipe` delivers.
  func collect(from pipe: Pipe) {
    pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
      let chunk = handle.availableData
      guard let self else { return }
      self.lock.lock()
      self.data.append(chunk)
      self.lastArrival = Date()
      self.lock.unlock()
      if chunk.isEmpty { handle.readabilityHandler = nil }
    }
  }

  /// The text so far, once nothing has arrived for 100 ms.
  var text: String {
    _ = Command.wait(seconds: 1) {
      lock.lock()
      defer { lock.unlock() }
      return Date().timeIntervalSince(lastArrival) > 0.1
    }
    lock.lock()
    defer { lock.unlock() }
    return String(decoding: data, as: UTF8.self)
  }
}
