import Foundation

/// A private D-Bus session bus for one test, so the accessibility bus and registry it starts
/// on demand (at-spi2-core) belong to that test alone. It stops with the display's helpers.
struct SessionBus {
  /// What a client needs in its environment to use this bus, with accessibility settings
  /// that do not depend on the machine (`GSETTINGS_BACKEND=memory`).
  let environment: [String: String]

  init(on display: VirtualDisplay) throws {
    let socket = FileManager.default.temporaryDirectory
      .appendingPathComponent("keypad-bus-\(UUID().uuidString)")
    try display.launch(
      "dbus-daemon", ["--session", "--nofork", "--nopidfile", "--address=unix:path=\(socket.path)"])
    guard Command.wait(seconds: 10, until: { FileManager.default.fileExists(atPath: socket.path) })
    else {
      throw Command.Failure(
        description: "dbus-daemon did not start (install dbus-daemon, scripts/install-deps test)")
    }
    environment = [
      "DBUS_SESSION_BUS_ADDRESS": "unix:path=\(socket.path)", "GSETTINGS_BACKEND": "memory",
      "NO_AT_BRIDGE": "0",
    ]
  }
}
