import Foundation

/// A private D-Bus session bus for one test, so the accessibility bus and registry it starts
/// on demand (at-spi2-core) belong to that test alone. Everything it started is stopped when
/// the test lets it go.
final class SessionBus {
  /// What a client needs in its environment to use this bus, with accessibility settings
  /// that do not depend on the machine (`GSETTINGS_BACKEND=memory`).
  let environment: [String: String]
  private let daemon: Process
  private let display: VirtualDisplay

  init(on display: VirtualDisplay) throws {
    self.display = display
    let socket = FileManager.default.temporaryDirectory
      .appendingPathComponent("keypad-bus-\(UUID().uuidString)")
    daemon = try Command.start(
      "dbus-daemon",
      ["--session", "--nofork", "--nopidfile", "--address=unix:path=\(socket.path)"],
      environment: display.environment)
    guard Command.wait(seconds: 10, until: { FileManager.default.fileExists(atPath: socket.path) })
    else {
      throw Command.Failure(
        description: "dbus-daemon did not start (install dbus-daemon, scripts/install-deps test)")
    }
    environment = [
      "DBUS_SESSION_BUS_ADDRESS": "unix:path=\(socket.path)", "GSETTINGS_BACKEND": "memory",
    ]
  }

  deinit {
    // at-spi-bus-launcher leaves its bus (and the registry on it) behind: end them too.
    try? killAccessibilityBus()
    kill(daemon)
  }

  /// Kills the accessibility bus this session started — the `dbus-daemon` whose address
  /// at-spi-bus-launcher put in the display's `AT_SPI_BUS` property — and what runs on it.
  func killAccessibilityBus() throws {
    let property = try display.rootProperty("AT_SPI_BUS")
    guard let start = property.firstIndex(of: "\""), let end = property.lastIndex(of: "\""),
      start < end
    else { throw Command.Failure(description: "no accessibility bus on \(display.name)") }
    let address = property[property.index(after: start)..<end]
    let path = address.split(separator: ",").first.map(String.init) ?? String(address)
    let owners = (try? Command.run("pgrep", ["-f", "--", "--address=\(path)"])) ?? ""
    for owner in owners.split(separator: "\n") {
      _ = try? Command.run("pkill", ["-9", "-P", String(owner)])
      _ = try? Command.run("kill", ["-9", String(owner)])
    }
  }
}
