import KeypadCore

#if hasFeature(Embedded)
  import CLibc
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Writes to file descriptor 2, which Swift 6 reaches without touching the `stderr` global.
public enum StandardError {
  /// Writes `text` whole, retrying short writes.
  public static func write(_ text: String) {
    _ = writeAll(text, to: 2)
  }
}

/// Writes to file descriptor 1, unbuffered, so a value is either written whole or reported
/// as not written (SIGPIPE is ignored from the start of `main`).
public enum StandardOutput {
  /// Writes `text` whole; `false` when it could not (a closed pipe).
  public static func writeWhole(_ text: String) -> Bool {
    writeAll(text, to: 1)
  }

  /// Says on standard error that standard output is closed, and returns the exit status to
  /// end with (``ExitStatus/outputClosed``).
  public static func sayClosed(language: Language) -> Int32 {
    StandardError.write(
      language == .zh
        ? "keypad：标准输出已关闭，无法再写入结果。\n"
        : "keypad: standard output is closed, so the result could not be written.\n")
    return ExitStatus.outputClosed
  }
}

/// Writes to any file descriptor.
public enum Descriptor {
  /// Writes all of `bytes` to `descriptor`, retrying short and interrupted writes; `false`
  /// when it could not (a closed pipe, a full disk).
  public static func writeWhole(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        write(descriptor, $0.baseAddress, $0.count)
      }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return false }
      offset += written
    }
    return true
  }
}

/// Writes all of `text` to `descriptor`. The bytes are copied into one buffer, which is wiped
/// with `explicit_bzero` afterwards: a confirmed PIN passes through here, and no copy of it is
/// left in freed memory.
private func writeAll(_ text: String, to descriptor: Int32) -> Bool {
  var bytes = Array(text.utf8)
  defer {
    bytes.withUnsafeMutableBytes { buffer in
      if let start = buffer.baseAddress { explicit_bzero(start, buffer.count) }
    }
  }
  return Descriptor.writeWhole(bytes, to: descriptor)
}
