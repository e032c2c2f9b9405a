/// The labels of the keys Keypad names itself — delete, confirm and cancel — in one table for
/// both languages, with the user's own words where given (`--ok-label`, `--cancel-label`).
public struct KeyLabels: Hashable, Sendable {
  /// The delete key, as the source article's `删除`.
  public var delete: String
  /// The confirm key of a prompt.
  public var confirm: String
  /// The cancel key of a prompt.
  public var cancel: String

  /// The labels in `language`.
  public init(_ language: Language) {
    switch language {
    case .en:
      delete = "Delete"
      confirm = "OK"
      cancel = "Cancel"
    case .zh:
      delete = "删除"
      confirm = "确定"
      cancel = "取消"
    }
  }
}
