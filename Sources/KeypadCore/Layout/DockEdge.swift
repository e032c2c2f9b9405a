/// The screen edge a docked keypad sits along.
public enum DockEdge: String, Sendable, CaseIterable {
  /// Along the top of the primary monitor.
  case top
  /// Along the bottom of the primary monitor.
  case bottom
}
