import CX11

#if canImport(Glibc)
  import Glibc
#endif

/// A program to measure.
struct Candidate {
  var name: String
  var argv: [String]
  /// The programs that must be installed.
  var requires: [String]

  init(name: String, argv: [String], requires: [String]? = nil) {
    self.name = name
    self.argv = argv
    self.requires = requires ?? [argv[0]]
  }
}

/// Milliseconds on the monotonic clock.
func now() -> Double {
  var spec = timespec()
  clock_gettime(CLOCK_MONOTONIC, &spec)
  return Double(spec.tv_sec) * 1000 + Double(spec.tv_nsec) / 1_000_000
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return .nan }
  return sorted.count % 2 == 1
    ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func format(_ value: Double, _ unit: String) -> String {
  guard value.isFinite else { return "–" }
  let tenths = Int((value * 10).rounded())
  return "\(tenths / 10).\(abs(tenths % 10)) \(unit)"
}

func which(_ program: String) -> Bool {
  if program.contains("/") { return access(program, X_OK) == 0 }
  let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
  return path.split(separator: ":").contains { access("\($0)/\(program)", X_OK) == 0 }
}

/// A child process started with posix_spawnp.
struct Child {
  let pid: pid_t
  /// Whether it leads a process group of its own, which `kill()` ends whole.
  let leadsGroup: Bool

  /// Starts `argv`; with `ownGroup`, in a process group of its own, so that killing it also
  /// ends what it started (dbus-run-session's bus, onboard's helpers).
  init?(_ argv: [String], environment: [String], ownGroup: Bool = false) {
    var pid: pid_t = 0
    let cArguments = argv.map { strdup($0) } + [nil]
    let cEnvironment = environment.map { strdup($0) } + [nil]
    defer {
      for pointer in cArguments + cEnvironment { free(pointer) }
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    if ownGroup {
      posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
      posix_spawnattr_setpgroup(&attributes, 0)
    }
    guard posix_spawnp(&pid, argv[0], &actions, &attributes, cArguments, cEnvironment) == 0 else {
      return nil
    }
    self.pid = pid
    leadsGroup = ownGroup
  }

  func kill() {
    _ = Glibc.kill(leadsGroup ? -pid : pid, SIGKILL)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
  }
}

/// What /proc says about a process at one moment.
struct ProcessSample {
  var residentKB = 0
  var privateKB = 0
  var cpuTicks = 0
  var wakeups = 0

  init(pid: pid_t) {
    for line in readLines("/proc/\(pid)/status") where line.hasPrefix("VmRSS:") {
      residentKB = number(in: line)
    }
    for line in readLines("/proc/\(pid)/smaps_rollup")
    where line.hasPrefix("Private_Clean:") || line.hasPrefix("Private_Dirty:") {
      privateKB += number(in: line)
    }
    for task in listDirectory("/proc/\(pid)/task") {
      for line in readLines("/proc/\(pid)/task/\(task)/status")
      where line.hasPrefix("voluntary_ctxt_switches:")
        || line.hasPrefix("nonvoluntary_ctxt_switches:")
      {
        wakeups += number(in: line)
      }
    }
    // Fields 14 and 15 of /proc/PID/stat, after the parenthesised command name.
    if let stat = readLines("/proc/\(pid)/stat").first, let close = stat.lastIndex(of: ")") {
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      if fields.count > 13 { cpuTicks = (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0) }
    }
  }
}

/// The CPU time every thread of `pid` has used, in milliseconds, from the scheduler's
/// nanosecond counts (`/proc/PID/task/*/schedstat`), finer than the clock ticks of `stat`.
func cpuMilliseconds(of pid: pid_t) -> Double {
  var nanoseconds = 0
  for task in listDirectory("/proc/\(pid)/task") {
    if let line = readLines("/proc/\(pid)/task/\(task)/schedstat").first,
      let first = line.split(separator: " ").first, let value = Int(first)
    {
      nanoseconds += value
    }
  }
  return Double(nanoseconds) / 1_000_000
}

func number(in line: String) -> Int {
  Int(line.split(separator: " ").dropFirst().first { Int($0) != nil } ?? "") ?? 0
}

func readLines(_ path: String) -> [String] {
  guard let file = fopen(path, "r") else { return [] }
  defer { fclose(file) }
  var lines: [String] = []
  var buffer = [CChar](repeating: 0, count: 4096)
  while fgets(&buffer, Int32(buffer.count), file) != nil {
    let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    lines.append(String(decoding: bytes, as: UTF8.self).trimmingNewline)
  }
  return lines
}

func listDirectory(_ path: String) -> [String] {
  guard let directory = opendir(path) else { return [] }
  defer { closedir(directory) }
  var names: [String] = []
  while let entry = readdir(directory) {
    let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
    if name != "." && name != ".." { names.append(name) }
  }
  return names
}

extension String {
  var trimmingNewline: String { hasSuffix("\n") ? String(dropLast()) : self }
}

func printTable(header: [String], rows: [[String]]) {
  let all = [header] + rows
  let columns = all.map(\.count).max() ?? 0
  var widths = Array(repeating: 0, count: columns)
  for row in all {
    for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
  }
  func line(_ row: [String]) -> String {
    "| "
      + (0..<columns).map { index in
        let cell = index < row.count ? row[index] : ""
        return cell + String(repeating: " ", count: widths[index] - cell.count)
      }.joined(separator: " | ") + " |"
  }
  print(line(header))
  print("| " + widths.map { String(repeating: "-", count: $0) }.joined(separator: " | ") + " |")
  for row in rows { print(line(row)) }
}

/// `value` as a ratio with two decimals, such as `0.87×`.
func ratio(_ value: Double) -> String {
  guard value.isFinite else { return "–" }
  let hundredths = Int((value * 100).rounded())
  let fraction = hundredths % 100
  return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)×"
}
