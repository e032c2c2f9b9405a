import CX11

#if canImport(Glibc)
  import Glibc
#endif

/// Focus change → keyboard shown, for the keyboards that follow the focus over the
/// accessibility bus: `keypad follow` and Onboard's auto-show, against the same GTK3 form on a
/// private session bus. A sample is an XTest click into the form's ID entry, timed to the
/// keyboard's window mapping (Keypad paints in its MapNotify handler), after a click on the
/// form's button has hidden it again.
enum FocusBench {
  /// The form's ID entry and its Done button, in screen coordinates (the form is at 0,0).
  static let entry: (Int32, Int32) = (229, 41)
  static let button: (Int32, Int32) = (395, 41)

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
        "GSETTINGS_BACKEND=keyfile",
      ]
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
    guard
      let form = Child(
        ["/usr/bin/python3", "Tests/Fixtures/gtk-fields.py"], environment: environment),
      display.waitForAnyMap(milliseconds: 10_000) != nil
    else { return [["focus following", "the GTK form did not start (python3-gi)"]] }
    defer { form.kill() }
    usleep(500_000)

    let candidates = [
      Candidate(name: "keypad follow", argv: [keypad, "follow"]),
      Candidate(name: "onboard (auto-show)", argv: ["onboard"]),
    ]
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
    var rows: [[String]] = []
    for candidate in candidates {
      guard candidate.requires.allSatisfy(which) else {
        rows.append([candidate.name, "not installed"])
        continue
      }
      guard let child = Child(candidate.argv, environment: environment) else { continue }
      // Let it start and connect; a keyboard that shows itself at start is hidden by the button.
      usleep(3_000_000)
      _ = display.clickAndWait(button.0, button.1, forMap: false, limit: 1000)
      var times: [Double] = []
      var window: Window?
      for _ in 0..<samples + 1 {
        guard let shown = display.clickAndWait(entry.0, entry.1, forMap: true) else { continue }
        window = shown.window
        times.append(shown.milliseconds)
        _ = display.clickAndWait(button.0, button.1, forMap: false)
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
      rows.append([
        candidate.name, shown, format(resident, "MB"), format(unshared, "MB"), format(cpu, "ms"),
        String(after.wakeups - before.wakeups),
      ])
      if let window { display.kill(child, owning: window) } else { child.kill() }
    }
    return rows
  }
}
