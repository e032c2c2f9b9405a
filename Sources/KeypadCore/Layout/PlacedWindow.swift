/// Where the keypad window goes, once its size and offsets have been fitted to the screen.
public struct PlacedWindow: Hashable, Sendable {
  /// What had to change from what was asked for, to tell the user.
  public enum Adjustment: Hashable, Sendable {
    /// The window was larger than the monitor's work area and now fits it.
    case shrunkToFit(Size)
    /// The window was too small for keys of the smallest size a finger can hit.
    case enlargedForKeys(Size)

    /// The warning in `language`.
    public func message(in language: Language) -> String {
      switch (self, language) {
      case (.shrunkToFit(let size), .en):
        "keypad: the window does not fit the screen's work area; using \(size)."
      case (.shrunkToFit(let size), .zh):
        "keypad：窗口超出了屏幕的可用区域；改用 \(size)。"
      case (.enlargedForKeys(let size), .en):
        "keypad: the window is too small for keys of \(WindowGeometry.minimumKeySide) px; using \(size), the smallest size that keeps them."
      case (.enlargedForKeys(let size), .zh):
        "keypad：窗口太小，按键会小于 \(WindowGeometry.minimumKeySide) 像素；改用能保持按键大小的最小尺寸 \(size)。"
      }
    }
  }

  /// The window's size.
  public var size: Size
  /// Its top-left corner, or `nil` for the window manager to choose.
  public var origin: Point?
  /// What had to change.
  public var adjustments: [Adjustment]

  /// Creates a placed window.
  public init(size: Size, origin: Point?, adjustments: [Adjustment]) {
    self.size = size
    self.origin = origin
    self.adjustments = adjustments
  }
}
