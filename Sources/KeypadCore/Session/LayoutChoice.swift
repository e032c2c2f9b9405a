/// The layout a keypad was asked for, once its name or file has been resolved: the rules
/// judge this, never the word the user typed.
public enum LayoutChoice: Hashable, Sendable {
  /// A built-in layout.
  case builtIn(BuiltInLayout)
  /// A layout read from a file, and the built-in field it borrows, if it names one.
  case custom(Layout, field: BuiltInLayout?)

  /// The built-in field the keys feed: the built-in layout itself, or the one a file names.
  public var field: BuiltInLayout? {
    switch self {
    case .builtIn(let builtIn): builtIn
    case .custom(_, let field): field
    }
  }

  /// Whether the keys are placed anew at random each time they are made (the PIN pad).
  public var isShuffled: Bool {
    if case .builtIn(let builtIn) = self { return builtIn.isShuffled }
    return false
  }

  /// The field a prompt on these keys uses: the borrowed built-in field, or, for a file that
  /// names none, any of the characters its keys type.
  public func fieldKind(_ options: FieldOptions) -> FieldKind {
    switch self {
    case .builtIn(let builtIn): return builtIn.fieldKind(options)
    case .custom(let layout, let field):
      if let field { return field.fieldKind(options) }
      var characters = Set<Character>()
      for (_, key) in layout.keys {
        if case .insert(let text) = key.action { characters.formUnion(text) }
      }
      return .anyOf(characters, maxLength: 64)
    }
  }

  /// The keys and field for `target`, shuffling with `generator` where the layout shuffles.
  /// A prompt gets a confirm row unless a custom layout has a confirm key of its own.
  public func setup<G: RandomNumberGenerator>(
    target: DeliveryTarget, labels: KeyLabels, options: FieldOptions, using generator: inout G
  ) -> KeypadSetup {
    switch self {
    case .builtIn(let builtIn):
      return KeypadSetup(
        builtIn: builtIn, target: target, labels: labels, options: options, using: &generator)
    case .custom(let layout, _):
      guard target == .field else { return KeypadSetup(layout: layout, fieldKind: nil) }
      let hasConfirm = layout.keys.contains { $0.key.action == .submit }
      let keys =
        hasConfirm
        ? layout
        : layout.addingPromptRow(confirm: labels.confirm, cancel: labels.cancel)
      return KeypadSetup(layout: keys, fieldKind: fieldKind(options))
    }
  }
}
