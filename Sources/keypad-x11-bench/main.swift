// Measures Keypad against the on-screen keyboards people use today, on one Xvfb, in one run:
// exec → window mapped, memory once idle, CPU and wakeups over idle seconds, and click →
// character arriving at a focused xterm; then focus change → keyboard shown for the keyboards
// that follow the focus (keypad follow, Onboard's auto-show). Prints tables; asserts nothing.
//
// Usage: keypad-x11-bench KEYPAD_BINARY [RUNS]   (scripts/bench-x11 builds and runs it)

import CX11

#if canImport(Glibc)
  import Glibc
#endif

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
  print("usage: keypad-x11-bench KEYPAD_BINARY [RUNS]")
  exit(2)
}
let keypadBinary = arguments[1]
let runs = arguments.count > 2 ? Int(arguments[2]) ?? 10 : 10
let idleSeconds: UInt32 = 10

let display = try VirtualServer()
let candidates: [Candidate] = [
  Candidate(
    name: "keypad (this project)",
    argv: [keypadBinary, "--target", "focused", "--geometry", "+0+0"]),
  // xvkbd sends synthetic events unless told to use XTest, and xterm ignores synthetic events.
  Candidate(name: "xvkbd", argv: ["xvkbd", "-xtest", "-geometry", "+0+0"]),
  Candidate(name: "matchbox-keyboard", argv: ["matchbox-keyboard"]),
  // onboard needs a D-Bus session bus; dbus-run-session gives it a private one.
  Candidate(
    name: "onboard", argv: ["dbus-run-session", "--", "onboard"],
    requires: ["dbus-run-session", "onboard"]),
]

var rows: [[String]] = []
for candidate in candidates {
  guard candidate.requires.allSatisfy(which) else {
    rows.append([candidate.name, "not installed"])
    continue
  }
  var starts: [Double] = []
  for _ in 0..<runs {
    guard let (process, time, window) = display.launchAndWaitForMap(candidate.argv) else { break }
    starts.append(time)
    display.kill(process, owning: window)
  }
  guard !starts.isEmpty, let (process, _, window) = display.launchAndWaitForMap(candidate.argv)
  else {
    rows.append([candidate.name, "did not map a window within 10 s"])
    continue
  }
  sleep(2)
  // Measure the process that owns the window (onboard runs under dbus-run-session).
  let pid = display.owner(of: window) ?? process.pid
  let before = ProcessSample(pid: pid)
  sleep(idleSeconds)
  let after = ProcessSample(pid: pid)
  let latency = display.clickLatency(keyboard: window, samples: 20)
  display.kill(process, owning: window)
  rows.append([
    candidate.name,
    format(median(starts), "ms"),
    format(Double(after.residentKB) / 1024, "MB"),
    format(Double(after.privateKB) / 1024, "MB"),
    format(
      Double(after.cpuTicks - before.cpuTicks) * 1000 / Double(sysconf(Int32(_SC_CLK_TCK))), "ms"),
    String(after.wakeups - before.wakeups),
    latency.map { format(median($0), "ms") } ?? "no key typed",
  ])
}
let focusRows = FocusBench.run(on: display, keypad: keypadBinary, samples: 20)
display.stop()

let header = [
  "program", "exec → map (median of \(runs))", "resident idle", "private idle",
  "CPU over \(idleSeconds) s idle", "wakeups over \(idleSeconds) s", "click → char (median of 20)",
]
printTable(header: header, rows: rows)

print()
printTable(
  header: [
    "program", "click into an ID field → keyboard shown (median)", "resident hidden",
    "private hidden", "CPU over 5 s hidden", "wakeups over 5 s",
  ], rows: focusRows)
