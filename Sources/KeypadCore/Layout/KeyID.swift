/// Where a key sits in its layout: its row, and its position in the row, both from zero.
public struct KeyID: Hashable, Sendable, Comparable {
  /// The row, counted from the top.
  public var row: Int
  /// The position within the row, counted from the left.
  public var column: Int

  /// Creates a key position.
  public init(row: Int, column: Int) {
    self.row = row
    self.column = column
  }

  /// Orders keys top to bottom, then left to right.
  public static func < (lhs: KeyID, rhs: KeyID) -> Bool {
    (lhs.row, lhs.column) < (rhs.row, rhs.column)
  }
}
