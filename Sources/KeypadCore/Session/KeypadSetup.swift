/// The keys and the field a keypad window starts with, decided once for both the window and
/// `keypad geometry`, so the two always agree.
public struct KeypadSetup: Sendable {
  /// The keys, with the confirm row in prompt mode.
  public var layout: Layout
  /// What the field holds in prompt mode; `nil` in focused mode.
  public var fieldKind: FieldKind?

  /// Creates a setup from explicit parts.
  public init(layout: Layout, fieldKind: FieldKind?) {
    self.layout = layout
    self.fieldKind = fieldKind
  }

  /// The setup for a built-in layout.
  /// - Parameters:
  ///   - builtIn: The layout.
  ///   - target: Prompt mode (`field`) adds a field and a confirm row; `focused` adds a row of hide, Tab and Enter.
  ///   - labels: The labels of the delete, confirm and cancel keys.
  ///   - options: Code length, amount limits and ID grouping.
  ///   - generator: The randomness for shuffled layouts.
  public init<G: RandomNumberGenerator>(
    builtIn: BuiltInLayout, target: DeliveryTarget, labels: KeyLabels,
    options: FieldOptions = FieldOptions(), using generator: inout G
  ) {
    // The delete key is labelled in the user's language, as the source article's 删除 is.
    let keys = builtIn.layout(using: &generator).relabeled { key in
      key.action == .deleteBackward ? labels.delete : key.label
    }
    switch target {
    case .field:
      layout = keys.addingPromptRow(confirm: labels.confirm, cancel: labels.cancel)
      fieldKind = builtIn.fieldKind(options)
    case .focused:
      layout = keys.addingFocusedRow(labels: labels)
      fieldKind = nil
    }
  }

  /// The setup for a built-in layout with the labels of `language`, shuffling with the system
  /// CSPRNG.
  public init(
    builtIn: BuiltInLayout, target: DeliveryTarget, language: Language,
    options: FieldOptions = FieldOptions()
  ) {
    var generator = SystemRandomNumberGenerator()
    self.init(
      builtIn: builtIn, target: target, labels: KeyLabels(language), options: options,
      using: &generator)
  }
}
