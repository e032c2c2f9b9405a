/// The gender a resident-ID number records: odd 17th digit for men, even for women.
public enum Gender: String, Hashable, Sendable {
  /// Odd sequence digit.
  case male
  /// Even sequence digit.
  case female

  /// The word for the gender in `language`.
  public func name(in language: Language) -> String {
    switch (self, language) {
    case (.male, .en): "male"
    case (.female, .en): "female"
    case (.male, .zh): "男"
    case (.female, .zh): "女"
    }
  }
}
