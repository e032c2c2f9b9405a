/// The labels of the keys Keypad names itself — delete, confirm, cancel, Enter, Tab and hide — in one table for
/// both languages, with the user's own words where given (`--ok-label`, `--cancel-label`).
public struct KeyLabels: Hashable, Sendable {
  /// The delete key, as the source article's `删除`.
  public var delete: String
  /// The confirm key of a prompt.
  public var confirm: String
  /// The cancel key of a prompt.
  public var cancel: String
  /// The Return key of a focused keypad.
  public var enter: String
  /// The Tab key of a focused keypad, which moves to the next field.
  public var tab: String
  /// The key that hides a focused keypad.
  public var hide: String

  /// The labels in `language`.
  public init(_ language: Language) {
    switch language {
    case .en:
      delete = "Delete"
      confirm = "OK"
      cancel = "Cancel"
      enter = "Enter"
      tab = "Next"
      hide = "Hide"
    case .zh:
      delete = "删除"
      confirm = "确定"
      cancel = "取消"
      enter = "回车"
      tab = "下一项"
      hide = "收起"
    }
  }
}
