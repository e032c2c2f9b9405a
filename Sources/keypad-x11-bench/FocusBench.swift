import CX11

#if canImport(Glibc)
  import Glibc
#endif

/// Focus change → keyboard shown, for the keyboards that follow the focus over the
/// accessibility bus: `keypad follow` and Onboard's auto-show, against a GTK3 form and a
/// Chromium kiosk page on a private session bus. A sample is an XTest click into the ID field,
/// timed to the keyboard's window mapping (Keypad paints in its MapNotify handler), after a click
/// elsewhere has hidden it again.
enum FocusBench {
  /// An application with a field to focus and a place to click that takes the focus away.
  struct Application {
    var name: String
    var argv: [String]
    /// The ID field and somewhere that is not a field, in screen coordinates.
    var field: (Int32, Int32)
    var away: (Int32, Int32)
    /// How long it takes to be ready after its window maps, in seconds.
    var settle: UInt32
  }

  static func run(on display: VirtualServer, keypad: String, samples: Int) -> [[String]] {
    guard which("dbus-daemon"), which("/usr/bin/python3") else {
      return [["focus following", "needs dbus-daemon and python3-gi"]]
    }
    let folder = "/tmp/keypad-bench-focus-\(getpid())"
    mkdir(folder, 0o700)
    defer { _ = system("rm -rf '\(folder)'") }
    let environment =
      display.environment + [
        "DBUS_SESSION_BUS_ADDRESS=unix:path=\(folder)/bus", "XDG_CONFIG_HOME=\(folder)",
        "GSETTINGS_BACKEND=keyfile", "ACCESSIBILITY_ENABLED=1",
      ]
    // The first table's onboard left its (now killed) accessibility bus on the root window.
    display.removeRootProperty("AT_SPI_BUS")
    guard
      let bus = Child(
        [
          "dbus-daemon", "--session", "--nofork", "--nopidfile",
          "--address=unix:path=\(folder)/bus",
        ],
        environment: environment)
    else { return [["focus following", "dbus-daemon did not start"]] }
    defer { bus.kill() }
    usleep(300_000)
    if which("gsettings") {
      // Onboard shows itself on focus only with auto-show on, and asks first (a dialog) unless
      // the session's accessibility is on: both read from this session's own settings.
      for (schema, key) in [
        ("org.onboard.auto-show", "enabled"),
        ("org.gnome.desktop.interface", "toolkit-accessibility"),
      ] {
        if let child = Child(["gsettings", "set", schema, key, "true"], environment: environment) {
          var status: Int32 = 0
          waitpid(child.pid, &status, 0)
        }
      }
    }
    let applications = [
      // The GTK3 form's ID entry, and its Done button beside it.
      Application(
        name: "GTK", argv: ["/usr/bin/python3", "Tests/Fixtures/gtk-fields.py"], field: (229, 41),
        away: (395, 41), settle: 1),
      // The web page's ID field, and the page's empty middle.
      Application(
        name: "Chromium",
        argv: [
          "chromium", "--no-sandbox", "--kiosk", "--force-renderer-accessibility",
          "--disable-gpu", "--no-first-run", "--no-default-browser-check",
          "--password-store=basic", "--user-data-dir=\(folder)/chromium",
          "file://\(currentDirectory())/Tests/Fixtures/web-fields.html",
        ], field: (170, 40), away: (800, 500), settle: 4),
    ]
    var rows: [[String]] = []
    for application in applications {
      guard which(application.argv[0]) else {
        rows.append(["(\(application.name))", "not installed"])
        continue
      }
      guard let child = Child(application.argv, environment: environment),
        display.waitForAnyMap(milliseconds: 20_000) != nil
      else {
        rows.append(["(\(application.name))", "did not start"])
        continue
      }
      sleep(application.settle)
      for candidate in [
        Candidate(name: "keypad follow", argv: [keypad, "follow"]),
        Candidate(name: "onboard (auto-show)", argv: ["onboard"]),
      ] {
        var row = measure(
          candidate, in: application, on: display, environment: environment, samples: samples)
        row[0] += " on \(application.name)"
        rows.append(row)
      }
      child.kill()
      usleep(500_000)
    }
    return rows
  }

  /// One keyboard's row: focus → shown, then its memory and CPU while hidden.
  static func measure(
    _ candidate: Candidate, in application: Application, on display: VirtualServer,
    environment: [String], samples: Int
  ) -> [String] {
    guard candidate.requires.allSatisfy(which) else { return [candidate.name, "not installed"] }
    guard let child = Child(candidate.argv, environment: environment) else {
      return [candidate.name, "did not start"]
    }
    // Let it start and connect; a keyboard that shows itself at start is hidden by the click
    // away.
    usleep(3_000_000)
    _ = display.clickAndWait(application.away.0, application.away.1, forMap: false, limit: 1000)
    var times: [Double] = []
    var window: Window?
    for _ in 0..<samples + 1 {
      guard let shown = display.clickAndWait(application.field.0, application.field.1, forMap: true)
      else { continue }
      window = shown.window
      times.append(shown.milliseconds)
      _ = display.clickAndWait(application.away.0, application.away.1, forMap: false)
      usleep(100_000)
    }
    // The first show also loads fonts and reads the field's labels: not a steady figure.
    if !times.isEmpty { times.removeFirst() }
    let pid = window.flatMap(display.owner(of:)) ?? child.pid
    let before = ProcessSample(pid: pid)
    sleep(5)
    let after = ProcessSample(pid: pid)
    let shown: String =
      times.isEmpty ? "never shown" : format(median(times), "ms") + " (\(times.count))"
    let ticks = Double(after.cpuTicks - before.cpuTicks)
    let cpu: Double = ticks * 1000 / Double(sysconf(Int32(_SC_CLK_TCK)))
    let resident: Double = Double(after.residentKB) / 1024
    let unshared: Double = Double(after.privateKB) / 1024
    if let window { display.kill(child, owning: window) } else { child.kill() }
    return [
      candidate.name, shown, format(resident, "MB"), format(unshared, "MB"), format(cpu, "ms"),
      String(after.wakeups - before.wakeups),
    ]
  }

  /// The working directory: the benchmark runs from the repository's top.
  static func currentDirectory() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    guard getcwd(&buffer, buffer.count) != nil else { return "." }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
