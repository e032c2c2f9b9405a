import CX11
import KeypadCore

/// The screen area of the primary monitor, from XRandR.
@MainActor
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
