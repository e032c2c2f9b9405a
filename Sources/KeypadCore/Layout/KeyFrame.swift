/// Where one key is on screen.
public struct KeyFrame: Hashable, Sendable {
  /// The key's position in its layout.
  public var id: KeyID
  /// The key itself.
  public var key: Key
  /// The rectangle painted as the key; the gaps between keys lie outside it.
  public var frame: Rect
  /// The rectangle that answers touches for the key: the frame plus its share of the gaps.
  /// The cells of a layout tile its area with no overlap, so a touch in a gap still lands
  /// on the nearest key.
  public var cell: Rect
}
