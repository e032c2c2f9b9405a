// Measures Keypad against the on-screen keyboards people use today, on one Xvfb, in one run:
// exec → first complete frame, memory once idle, CPU time to that frame, and click → character
// (in a focused xterm, or in the prompt's own field); then the start-up cheap wins one by one;
// then focus change → keyboard shown for the keyboards that follow the focus (keypad follow,
// Onboard's auto-show). Prints tables; asserts nothing.
//
// Usage: keypad-x11-bench KEYPAD RUNS [LABEL=KEYPAD ...]
//   KEYPAD is the installed keypad; each LABEL=KEYPAD is a variant for the cheap-wins table.
//   (scripts/bench builds the variants and runs this.)

import CX11

#if canImport(Glibc)
  import Glibc
#endif

let arguments = CommandLine.arguments
guard arguments.count >= 3, let runs = Int(arguments[2]) else {
  print("usage: keypad-x11-bench KEYPAD RUNS [LABEL=KEYPAD ...]")
  exit(2)
}
let keypadBinary = arguments[1]
let variants = arguments.dropFirst(3).compactMap { argument -> (String, String)? in
  guard let equals = argument.firstIndex(of: "=") else { return nil }
  return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
}
let idleSeconds: UInt32 = 5
let memorySamples = 5

let display = try VirtualServer()

/// What one program measured.
struct Figures {
  var paint: Double?
  var map: Double?
  var resident: Double?
  var privateMemory: Double?
  var cpuToPaint: Double?
  var idleCPU: Double?
  var clickToCharacter: Double?
  var problem: String?
}

/// Starts `candidate` RUNS times for its start-up figures, then `memorySamples` times more for
/// memory (the median: what a process has private depends on which pages of the shared
/// libraries and font files the kernel mapped for it, which varies from start to start), the
/// last of these also for idle CPU and, with `click`, click → character. Each start runs alone:
/// the one before, and everything it started, is killed first.
@MainActor func measure(_ candidate: Candidate, click: (@MainActor (Window) -> [Double]?)? = nil)
  -> Figures
{
  guard candidate.requires.allSatisfy(which) else { return Figures(problem: "not installed") }
  var starts: [VirtualServer.Start] = []
  for _ in 0..<runs {
    guard let start = display.launchAndWaitForPaint(candidate.argv) else { break }
    starts.append(start)
    display.kill(start.child, owning: start.window)
  }
  guard !starts.isEmpty else { return Figures(problem: "painted no window within 10 s") }
  var samples: [ProcessSample] = []
  var last: VirtualServer.Start?
  for index in 0..<memorySamples {
    if let previous = last { display.kill(previous.child, owning: previous.window) }
    guard let start = display.launchAndWaitForPaint(candidate.argv) else {
      return Figures(problem: "painted no window within 10 s")
    }
    last = start
    sleep(1)
    if index < memorySamples - 1 {
      samples.append(ProcessSample(pid: display.owner(of: start.window) ?? start.child.pid))
    }
  }
  guard let last else { return Figures(problem: "painted no window within 10 s") }
  // Measure the process that owns the window (onboard runs under dbus-run-session).
  let pid = display.owner(of: last.window) ?? last.child.pid
  let before = ProcessSample(pid: pid)
  sleep(idleSeconds)
  let after = ProcessSample(pid: pid)
  samples.append(after)
  var figures = Figures(
    paint: median(starts.map(\.paint)), map: median(starts.map(\.map)),
    resident: median(samples.map { Double($0.residentKB) / 1024 }),
    privateMemory: median(samples.map { Double($0.privateKB) / 1024 }),
    cpuToPaint: median(starts.map(\.cpuToPaint)),
    idleCPU: Double(after.cpuTicks - before.cpuTicks) * 1000 / Double(sysconf(Int32(_SC_CLK_TCK))))
  if let click, let latencies = click(last.window) { figures.clickToCharacter = median(latencies) }
  display.kill(last.child, owning: last.window)
  return figures
}

/// The screen centre of the key labelled `label` in `keypad geometry arguments`.
@MainActor func keyCentre(_ label: String, _ arguments: [String]) -> (Int32, Int32)? {
  let command =
    ([keypadBinary, "geometry", "--lang", "en"] + arguments).map { "'\($0)'" }
    .joined(separator: " ") + " 2>/dev/null"
  guard let pipe = popen(command, "r") else { return nil }
  defer { pclose(pipe) }
  var buffer = [CChar](repeating: 0, count: 4096)
  while fgets(&buffer, Int32(buffer.count), pipe) != nil {
    let line = String(
      decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard line.hasPrefix("{\"label\":\"\(label)\",") else { continue }
    func value(_ key: String) -> Int32? {
      guard let range = line.firstRange(of: "\"\(key)\":") else { return nil }
      return Int32(line[range.upperBound...].prefix { $0 == "-" || $0.isNumber })
    }
    guard let x = value("x"), let y = value("y"), let width = value("width"),
      let height = value("height")
    else { return nil }
    return (x + width / 2, y + height / 2)
  }
  return nil
}

let prompt = Candidate(name: "keypad (prompt)", argv: [keypadBinary, "--geometry", "+0+0"])
let focused = Candidate(
  name: "keypad --target focused",
  argv: [keypadBinary, "--target", "focused", "--geometry", "+0+0"])
let peers = [
  // xvkbd sends synthetic events unless told to use XTest, and xterm ignores synthetic events.
  Candidate(name: "xvkbd", argv: ["xvkbd", "-xtest", "-geometry", "+0+0"]),
  Candidate(name: "matchbox-keyboard", argv: ["matchbox-keyboard"]),
  // onboard needs a D-Bus session bus; dbus-run-session gives it a private one.
  Candidate(
    name: "onboard", argv: ["dbus-run-session", "--", "onboard"],
    requires: ["dbus-run-session", "onboard"]),
]

// The click test's xterm and every candidate once, so that all meet the server in one state.
display.warmUp(
  [["xterm", "-geometry", "20x2+0+0"]]
    + ([prompt, focused] + peers).filter { $0.requires.allSatisfy(which) }.map(\.argv))

let typing: @MainActor (Window) -> [Double]? = { display.clickLatency(keyboard: $0, samples: 20) }
var results: [(String, Figures)] = []
results.append(
  (
    prompt.name,
    measure(prompt) { window in
      // Typing into its own field (timed to the field's repaint): a digit, then Delete, so
      // the field never fills up.
      guard let digit = keyCentre("1", []), let delete = keyCentre("Delete", []) else { return nil }
      var latencies: [Double] = []
      for _ in 0..<10 {
        latencies += display.clickToRepaint(window: window, at: digit, samples: 1)
        latencies += display.clickToRepaint(window: window, at: delete, samples: 1)
      }
      return latencies
    }
  ))
results.append((focused.name, measure(focused, click: typing)))
for peer in peers { results.append((peer.name, measure(peer, click: typing))) }

/// The lines of the table: a name, how to read the figure, and whether the prompt's figure
/// compares with the peers'. The prompt's click is timed to its own field's repaint, the
/// others' to a character in an xterm: not the same thing, so it gets no ratio.
let lines: [(String, String, (Figures) -> Double?, promptCompares: Bool)] = [
  ("exec → first complete frame (median of \(runs))", "ms", { $0.paint }, true),
  ("exec → map (median of \(runs))", "ms", { $0.map }, true),
  ("resident memory, idle (median of \(memorySamples))", "MB", { $0.resident }, true),
  ("private memory, idle (median of \(memorySamples))", "MB", { $0.privateMemory }, true),
  ("CPU time to first complete frame (median)", "ms", { $0.cpuToPaint }, true),
  ("CPU over \(idleSeconds) s idle", "ms", { $0.idleCPU }, true),
  ("click → character (median of 20)", "ms", { $0.clickToCharacter }, false),
]
let keypadColumns = 2
var rows: [[String]] = []
for (name, unit, read, promptCompares) in lines {
  var row = [name]
  for (_, figures) in results {
    row.append(read(figures).map { format($0, unit) } ?? (figures.problem ?? "–"))
  }
  let best = results.dropFirst(keypadColumns).compactMap { read($0.1) }.min()
  for column in 0..<keypadColumns {
    let comparable = column != 0 || promptCompares
    if comparable, let best, best > 0, let mine = read(results[column].1) {
      row.append(ratio(mine / best))
    } else {
      row.append("–")
    }
  }
  rows.append(row)
}
printTable(
  header: ["figure"] + results.map(\.0) + ["prompt ÷ best peer", "focused ÷ best peer"],
  rows: rows)

if !variants.isEmpty {
  print()
  print("Cheap wins one by one (keypad --target focused; the first row is what is installed):")
  var variantRows: [[String]] = []
  for (label, binary) in [("installed: Embedded Swift, PIE, theme font by file", keypadBinary)]
    + variants
  {
    let figures = measure(
      Candidate(
        name: label,
        argv: label.contains("fontconfig")
          ? [binary, "--target", "focused", "--geometry", "+0+0", "--font", "DejaVu Sans"]
          : [binary, "--target", "focused", "--geometry", "+0+0"],
        requires: [binary]))
    variantRows.append(
      [label]
        + [figures.paint, figures.resident, figures.privateMemory, figures.cpuToPaint].enumerated()
        .map { index, value in
          value.map { format($0, index == 1 || index == 2 ? "MB" : "ms") } ?? "–"
        })
  }
  printTable(
    header: ["build", "exec → first frame", "resident idle", "private idle", "CPU to first frame"],
    rows: variantRows)
}

let focusRows = FocusBench.run(on: display, keypad: keypadBinary, samples: 20)
display.stop()
print()
printTable(
  header: [
    "program", "click into an ID field → keyboard shown (median)", "resident hidden",
    "private hidden", "CPU over 5 s hidden", "wakeups over 5 s",
  ], rows: focusRows)
