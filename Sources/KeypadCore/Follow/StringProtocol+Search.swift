extension StringProtocol {
  /// The first range of `needle` in this text, compared character by character.
  ///
  /// The standard library's `firstRange(of:)` and `contains(_:)` for strings live in
  /// `_StringProcessing`, which Embedded Swift does not have; this is the same search for both.
  func firstRange(ofText needle: some StringProtocol) -> Range<Index>? {
    guard !needle.isEmpty else { return startIndex..<startIndex }
    var start = startIndex
    while start != endIndex {
      if self[start...].starts(with: needle) {
        return start..<index(start, offsetBy: needle.count)
      }
      start = index(after: start)
    }
    return nil
  }
}
