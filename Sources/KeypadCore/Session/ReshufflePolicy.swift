/// When a shuffled pad places its digits anew.
public enum ReshufflePolicy: String, Hashable, Sendable, CaseIterable {
  /// Never: the layout is not shuffled.
  case never
  /// Each time the pad is shown.
  case show
  /// Each time it is shown, and after every digit pressed.
  case eachPress = "each-press"
}
