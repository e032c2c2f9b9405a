#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Writes to file descriptor 2, which Swift 6 reaches without touching the `stderr` global.
enum StandardError {
  /// Writes `text` whole, retrying short writes.
  static func write(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { Glibc.write(2, $0.baseAddress, $0.count) }
      guard written > 0 else { return }
      bytes = bytes.dropFirst(written)
    }
  }
}
