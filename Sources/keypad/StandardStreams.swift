#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Writes to file descriptor 2, which Swift 6 reaches without touching the `stderr` global.
enum StandardError {
  /// Writes `text` whole, retrying short writes.
  static func write(_ text: String) {
    _ = writeAll(text, to: 2)
  }
}

/// Writes the confirmed value to file descriptor 1, unbuffered.
enum StandardOutput {
  /// Writes `text` whole; `false` when it could not (a closed pipe).
  static func writeWhole(_ text: String) -> Bool {
    writeAll(text, to: 1)
  }
}

/// Writes all of `text` to `descriptor`, retrying short and interrupted writes. The bytes are
/// copied into one buffer, which is wiped with `explicit_bzero` afterwards: a confirmed PIN
/// passes through here, and no copy of it is left in freed memory.
private func writeAll(_ text: String, to descriptor: Int32) -> Bool {
  var bytes = Array(text.utf8)
  defer {
    bytes.withUnsafeMutableBytes { buffer in
      if let start = buffer.baseAddress { explicit_bzero(start, buffer.count) }
    }
  }
  var offset = 0
  while offset < bytes.count {
    let written = bytes[offset...].withUnsafeBytes {
      Glibc.write(descriptor, $0.baseAddress, $0.count)
    }
    if written < 0 && errno == EINTR { continue }
    guard written > 0 else { return false }
    offset += written
  }
  return true
}
