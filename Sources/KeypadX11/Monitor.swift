import CX11
import KeypadCore

/// The screen area of the primary monitor, from XRandR.
enum Monitor {
  /// The primary monitor's rectangle (`XRRGetMonitors`), or the first monitor's when none is
  /// primary, or the whole screen when XRandR has nothing to say.
  static func primary(on display: XDisplay) -> Rect {
    var count: Int32 = 0
    if let monitors = XRRGetMonitors(display.pointer, display.root, 1, &count) {
      defer { XRRFreeMonitors(monitors) }
      let all = (0..<Int(count)).map { monitors[$0] }
      if let chosen = all.first(where: { $0.primary != 0 }) ?? all.first {
        return Rect(
          x: Int(chosen.x), y: Int(chosen.y), width: Int(chosen.width),
          height: Int(chosen.height))
      }
    }
    return screen(of: display)
  }

  /// The part of `monitor` that windows may use: the window manager's `_NET_WORKAREA` (for
  /// the first desktop) within the monitor, or the whole monitor when there is none.
  static func workArea(on display: XDisplay, within monitor: Rect) -> Rect {
    guard
      let property = display.property(
        display.atom("_NET_WORKAREA"), of: display.root, type: Atom(XA_CARDINAL), longs: 4),
      property.format == 32, property.bytes.count >= 4 * MemoryLayout<Int>.size
    else { return monitor }
    // Format-32 properties come back as C `long`s.
    let values = property.bytes.withUnsafeBytes { raw in
      (0..<4).map { raw.load(fromByteOffset: $0 * MemoryLayout<Int>.size, as: Int.self) }
    }
    let area = Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    let x = max(area.x, monitor.x)
    let y = max(area.y, monitor.y)
    let width = min(area.maxX, monitor.maxX) - x
    let height = min(area.maxY, monitor.maxY) - y
    guard width > 0, height > 0 else { return monitor }
    return Rect(x: x, y: y, width: width, height: height)
  }

  /// The whole screen (`XDisplayWidth`, `XDisplayHeight`).
  static func screen(of display: XDisplay) -> Rect {
    Rect(
      x: 0, y: 0, width: Int(XDisplayWidth(display.pointer, display.screen)),
      height: Int(XDisplayHeight(display.pointer, display.screen)))
  }

  /// The scale the X resources ask for: `Xft.dpi` over 96, or 1 when unset.
  static func resourceScale(on display: XDisplay) -> Scale {
    guard let resources = XResourceManagerString(display.pointer) else { return .one }
    for line in String(cString: resources).split(separator: "\n") {
      let parts = line.split(separator: ":", maxSplits: 1)
      guard parts.count == 2, parts[0].trimmingCharacters == "Xft.dpi",
        let dpi = Double(parts[1].trimmingCharacters), dpi >= 48, dpi <= 960
      else { continue }
      return Scale(clamping: dpi / 96)
    }
    return .one
  }
}

extension Substring {
  fileprivate var trimmingCharacters: String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
