import CX11
import KeypadCore

/// Reads back what a window shows, pixel by pixel, with `XGetImage`.
final class ScreenPixels {
  private let display: OpaquePointer

  init(_ virtualDisplay: VirtualDisplay) throws {
    guard let display = XOpenDisplay(virtualDisplay.name) else {
      throw Command.Failure(description: "cannot open \(virtualDisplay.name) to read pixels")
    }
    self.display = display
  }

  deinit {
    XCloseDisplay(display)
  }

  /// The colour of the pixel at `x`, `y` of window `window` (a decimal window ID).
  func color(window: String, x: Int, y: Int) -> RGBColor? {
    guard let id = UInt(window),
      let image = XGetImage(display, id, Int32(x), Int32(y), 1, 1, UInt.max, ZPixmap)
    else { return nil }
    defer { _ = image.pointee.f.destroy_image(image) }
    guard let getPixel = image.pointee.f.get_pixel else { return nil }
    let pixel = getPixel(image, 0, 0)
    return RGBColor(
      red: UInt8(truncatingIfNeeded: pixel >> 16), green: UInt8(truncatingIfNeeded: pixel >> 8),
      blue: UInt8(truncatingIfNeeded: pixel))
  }

  /// The colour the screen shows at `x`, `y`, whichever window is on top there.
  func screenColor(x: Int, y: Int) -> RGBColor? {
    color(window: String(XDefaultRootWindow(display)), x: x, y: y)
  }

  /// The pixels of a rectangle of `window`, row by row, or `nil` when it cannot be read.
  func pixels(window: String, in rect: Rect) -> [UInt]? {
    guard let id = UInt(window),
      let image = XGetImage(
        display, id, Int32(rect.x), Int32(rect.y), UInt32(rect.width), UInt32(rect.height),
        UInt.max, ZPixmap),
      let getPixel = image.pointee.f.get_pixel
    else { return nil }
    defer { _ = image.pointee.f.destroy_image(image) }
    var result: [UInt] = []
    for y in 0..<rect.height {
      for x in 0..<rect.width { result.append(getPixel(image, Int32(x), Int32(y))) }
    }
    return result
  }

  /// Every colour in a rectangle of `window`.
  func colors(window: String, in rect: Rect) -> Set<RGBColor> {
    guard let id = UInt(window),
      let image = XGetImage(
        display, id, Int32(rect.x), Int32(rect.y), UInt32(rect.width), UInt32(rect.height),
        UInt.max,
        ZPixmap)
    else { return [] }
    defer { _ = image.pointee.f.destroy_image(image) }
    var result = Set<RGBColor>()
    guard let getPixel = image.pointee.f.get_pixel else { return result }
    for y in 0..<rect.height {
      for x in 0..<rect.width {
        let pixel = getPixel(image, Int32(x), Int32(y))
        result.insert(
          RGBColor(
            red: UInt8(truncatingIfNeeded: pixel >> 16),
            green: UInt8(truncatingIfNeeded: pixel >> 8),
            blue: UInt8(truncatingIfNeeded: pixel)))
      }
    }
    return result
  }
}
