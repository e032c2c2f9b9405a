/// What an edit did to a field.
public struct EditOutcome: Hashable, Sendable {
  /// Whether the text changed.
  public var textChanged: Bool
  /// Whether the text or the selection changed, so the field needs repainting.
  public var stateChanged: Bool
  /// Whether this edit completed the field (its last cell filled). True only on the edit that
  /// crosses from incomplete to complete, so a listener hears it exactly once per completion.
  public var completed: Bool

  /// An edit that changed nothing.
  public static let none = EditOutcome(textChanged: false, stateChanged: false, completed: false)
}
