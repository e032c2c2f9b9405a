import CX11

#if canImport(Glibc)
  import Glibc
#endif

/// An Xvfb started for the benchmark, and a connection to it that watches windows map and
/// clicks through XTest.
final class VirtualServer {
  struct Failure: Error {}

  let name: String
  private let server: Child
  private let connection: OpaquePointer
  var environment: [String] {
    [
      "DISPLAY=\(name)", "PATH=\(getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin")",
      "HOME=\(getenv("HOME").map { String(cString: $0) } ?? "/tmp")", "LANG=C.UTF-8",
    ]
  }

  init() throws {
    var number = 90
    while access("/tmp/.X11-unix/X\(number)", F_OK) == 0 { number += 1 }
    name = ":\(number)"
    guard
      let server = Child(
        ["Xvfb", name, "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        environment: ["PATH=/usr/bin:/bin"])
    else { throw Failure() }
    self.server = server
    var opened: OpaquePointer?
    for _ in 0..<200 where opened == nil {
      usleep(25_000)
      opened = XOpenDisplay(name)
    }
    guard let opened else { throw Failure() }
    connection = opened
    XSelectInput(connection, XDefaultRootWindow(connection), SubstructureNotifyMask)
    XSync(connection, 0)
  }

  func stop() {
    XCloseDisplay(connection)
    server.kill()
  }

  /// The process that owns `window`, from its `_NET_WM_PID`.
  func owner(of window: Window) -> pid_t? {
    var type: Atom = 0
    var format: Int32 = 0
    var count: UInt = 0
    var remaining: UInt = 0
    var data: UnsafeMutablePointer<UInt8>?
    let property = XInternAtom(connection, "_NET_WM_PID", 0)
    guard
      XGetWindowProperty(
        connection, window, property, 0, 1, 0, XA_CARDINAL, &type, &format,
        &count, &remaining, &data) == Success,
      let data, count == 1, format == 32
    else { return nil }
    defer { XFree(data) }
    return data.withMemoryRebound(to: UInt.self, capacity: 1) { pid_t($0.pointee) }
  }

  /// Starts each of `programs` once, waits for its window and closes it, before anything is
  /// measured. What a process has private depends on the server's state as much as on the
  /// program: once the server has loaded a font through FreeType (xterm's core font, xvkbd's
  /// scalable fonts) every FreeType client afterwards shares those library pages with it, and
  /// a program measured before that pays for them alone. After one round of everything, every
  /// program meets the server in the state a desktop's server is in.
  func warmUp(_ programs: [[String]]) {
    for argv in programs {
      guard let (child, _, window) = launchAndWaitForMap(argv) else { continue }
      usleep(500_000)
      kill(child, owning: window)
    }
  }

  /// Removes the root window's property `name`. An accessibility bus launcher publishes its
  /// bus in `AT_SPI_BUS`; once onboard's session is killed the property names a dead bus.
  func removeRootProperty(_ name: String) {
    XDeleteProperty(connection, XDefaultRootWindow(connection), XInternAtom(connection, name, 0))
    XSync(connection, 0)
  }

  /// Kills `child` and the process owning `window`, if that is another one.
  func kill(_ child: Child, owning window: Window) {
    if let owner = owner(of: window), owner != child.pid { _ = Glibc.kill(owner, SIGKILL) }
    child.kill()
  }

  /// Starts `argv` and waits for its first top-level window to map; returns the process, the
  /// milliseconds from exec to MapNotify, and the window.
  func launchAndWaitForMap(_ argv: [String]) -> (Child, Double, Window)? {
    drainEvents()
    let start = now()
    guard let child = Child(argv, environment: environment, ownGroup: true) else { return nil }
    var event = XEvent()
    while now() - start < 10_000 {
      while XPending(connection) > 0 {
        XNextEvent(connection, &event)
        if event.type == MapNotify && event.xmap.override_redirect == 0 {
          return (child, now() - start, event.xmap.window)
        }
      }
      var descriptor = pollfd(fd: XConnectionNumber(connection), events: Int16(POLLIN), revents: 0)
      _ = poll(&descriptor, 1, 50)
    }
    child.kill()
    return nil
  }

  /// What one start of a program measured.
  struct Start {
    var child: Child
    var window: Window
    /// Milliseconds from exec to the window's MapNotify.
    var map: Double
    /// Milliseconds from exec to the first complete frame on screen.
    var paint: Double
    /// CPU milliseconds the window's process had used by then.
    var cpuToPaint: Double
  }

  /// Starts `argv` and measures it up to its first complete frame: the window's pixels are
  /// read (`XGetImage`) as fast as the server answers from the moment it maps until `settle`
  /// milliseconds later; the frames of the last quarter of that time are the finished keypad
  /// (a blinking caret gives two), and the first poll showing one of them is the first
  /// complete frame. A window mapped empty or half drawn does not count, whoever drew it and
  /// however (XCopyArea from a back buffer, or drawing on the window).
  func launchAndWaitForPaint(_ argv: [String], settle: Double = 1500) -> Start? {
    guard let (child, map, window) = launchAndWaitForMap(argv) else { return nil }
    let start = now() - map
    var samples: [(time: Double, frame: UInt64, cpu: Double)] = []
    var pid: pid_t?
    while now() - start < map + settle {
      if pid == nil { pid = owner(of: window) }
      guard let frame = frameHash(of: window) else {
        usleep(500)
        continue
      }
      samples.append((now() - start, frame, cpuMilliseconds(of: pid ?? child.pid)))
    }
    let finished = Set(samples.filter { $0.time > map + settle * 0.75 }.map(\.frame))
    guard let first = samples.first(where: { finished.contains($0.frame) }) else {
      kill(child, owning: window)
      return nil
    }
    return Start(child: child, window: window, map: map, paint: first.time, cpuToPaint: first.cpu)
  }

  /// A hash of the window's pixels as they are on screen now, or `nil` when they cannot be
  /// read (the window is gone).
  func frameHash(of window: Window) -> UInt64? {
    var attributes = XWindowAttributes()
    guard XGetWindowAttributes(connection, window, &attributes) != 0,
      attributes.map_state == IsViewable,
      let image = XGetImage(
        connection, window, 0, 0, UInt32(attributes.width), UInt32(attributes.height), ~0,
        ZPixmap)
    else { return nil }
    defer { _ = image.pointee.f.destroy_image(image) }
    let count = Int(image.pointee.bytes_per_line) * Int(image.pointee.height)
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    image.pointee.data.withMemoryRebound(to: UInt8.self, capacity: count) { bytes in
      for index in 0..<count {
        hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01b3
      }
    }
    return hash
  }

  /// Milliseconds from an XTest click at `point` (screen coordinates) to the window's pixels
  /// changing: how long a press takes to show in the keypad's own field.
  func clickToRepaint(window: Window, at point: (Int32, Int32), samples: Int) -> [Double] {
    var latencies: [Double] = []
    for _ in 0..<samples {
      guard let before = frameHash(of: window) else { break }
      let start = now()
      click(point.0, point.1)
      while now() - start < 1000 {
        if let frame = frameHash(of: window), frame != before {
          latencies.append(now() - start)
          break
        }
      }
      usleep(50_000)
    }
    return latencies
  }

  /// Milliseconds from an XTest click on a key of `keyboard` to the character arriving in a
  /// file written by `cat` in a focused xterm; the key is found by clicking a grid over the
  /// keyboard until a plain character arrives.
  func clickLatency(keyboard: Window, samples: Int) -> [Double]? {
    let file = "/tmp/keypad-bench-\(getpid())"
    unlink(file)
    close(creat(file, 0o644))
    defer { unlink(file) }
    drainEvents()
    guard
      let xterm = Child(
        [
          "xterm", "-geometry", "30x5+700+600", "-e", "sh", "-c",
          "stty -icanon; exec cat > \(file)",
        ],
        environment: environment)
    else { return nil }
    defer { xterm.kill() }
    guard let terminal = waitForMap(), let frame = rootFrame(of: keyboard) else { return nil }
    usleep(300_000)
    XSetInputFocus(connection, terminal, Int32(RevertToPointerRoot), 0)
    XSync(connection, 0)

    var point: (Int32, Int32)?
    scan: for row in 0..<8 {
      for column in 0..<12 {
        let x = frame.x + frame.width * Int32(2 * column + 1) / 24
        let y = frame.y + frame.height * Int32(2 * row + 1) / 16
        let before = size(of: file)
        click(x, y)
        if waitForGrowth(file, from: before, milliseconds: 150),
          let last = lastByte(of: file), isalnum(Int32(last)) != 0
        {
          point = (x, y)
          break scan
        }
      }
    }
    guard let (x, y) = point else { return nil }
    var latencies: [Double] = []
    for _ in 0..<samples {
      let before = size(of: file)
      let start = now()
      click(x, y)
      guard waitForGrowth(file, from: before, milliseconds: 1000) else { continue }
      latencies.append(now() - start)
      usleep(30_000)
    }
    return latencies.isEmpty ? nil : latencies
  }

  /// Milliseconds from a click at `(x, y)` to the next window mapping (`mapped`) or
  /// unmapping, or `nil` after `limit` milliseconds; `window` is the window it happened to.
  func clickAndWait(
    _ x: Int32, _ y: Int32, forMap mapped: Bool, limit: Double = 2000
  ) -> (milliseconds: Double, window: Window)? {
    drainEvents()
    let start = now()
    click(x, y)
    var event = XEvent()
    while now() - start < limit {
      while XPending(connection) > 0 {
        XNextEvent(connection, &event)
        if mapped && event.type == MapNotify { return (now() - start, event.xmap.window) }
        if !mapped && event.type == UnmapNotify { return (now() - start, event.xunmap.window) }
      }
      var descriptor = pollfd(fd: XConnectionNumber(connection), events: Int16(POLLIN), revents: 0)
      _ = poll(&descriptor, 1, 5)
    }
    return nil
  }

  /// Waits up to `milliseconds` for any top-level window to map; returns it.
  func waitForAnyMap(milliseconds: Double) -> Window? {
    var event = XEvent()
    let start = now()
    while now() - start < milliseconds {
      while XPending(connection) > 0 {
        XNextEvent(connection, &event)
        if event.type == MapNotify { return event.xmap.window }
      }
      usleep(10_000)
    }
    return nil
  }

  func click(_ x: Int32, _ y: Int32) {
    XTestFakeMotionEvent(connection, -1, x, y, 0)
    XTestFakeButtonEvent(connection, 1, 1, 0)
    XTestFakeButtonEvent(connection, 1, 0, 0)
    XFlush(connection)
  }

  private func waitForMap() -> Window? {
    var event = XEvent()
    let start = now()
    while now() - start < 10_000 {
      while XPending(connection) > 0 {
        XNextEvent(connection, &event)
        if event.type == MapNotify && event.xmap.override_redirect == 0 { return event.xmap.window }
      }
      usleep(10_000)
    }
    return nil
  }

  func rootFrame(of window: Window) -> (x: Int32, y: Int32, width: Int32, height: Int32)? {
    var attributes = XWindowAttributes()
    guard XGetWindowAttributes(connection, window, &attributes) != 0 else { return nil }
    var x: Int32 = 0
    var y: Int32 = 0
    var child: Window = 0
    XTranslateCoordinates(connection, window, XDefaultRootWindow(connection), 0, 0, &x, &y, &child)
    return (x, y, attributes.width, attributes.height)
  }

  private func drainEvents() {
    var event = XEvent()
    XSync(connection, 0)
    while XPending(connection) > 0 { XNextEvent(connection, &event) }
  }

  private func size(of file: String) -> Int {
    var info = stat()
    return stat(file, &info) == 0 ? Int(info.st_size) : 0
  }

  private func waitForGrowth(_ file: String, from size: Int, milliseconds: Double) -> Bool {
    let start = now()
    while now() - start < milliseconds {
      if self.size(of: file) > size { return true }
      usleep(100)
    }
    return false
  }

  private func lastByte(of file: String) -> UInt8? {
    guard let handle = fopen(file, "r") else { return nil }
    defer { fclose(handle) }
    fseek(handle, -1, SEEK_END)
    let byte = fgetc(handle)
    return byte < 0 ? nil : UInt8(byte)
  }
}
