#if hasFeature(Embedded)
  import CLibc
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Reading configuration files and finding them.
public enum ConfigFile {
  /// The largest configuration file read; a layout or theme is a few kilobytes.
  static let maximumBytes = 1 << 20

  /// The bytes of the file at `path`.
  /// - Throws: ``ConfigError`` naming the file and the system's reason.
  public static func read(_ path: String, kind: String) throws(ConfigError) -> [UInt8] {
    guard let file = fopen(path, "rb") else {
      throw unreadable(path, kind: kind)
    }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      bytes += buffer[0..<count]
      if bytes.count > maximumBytes {
        throw ConfigError(
          kind: kind, file: path,
          problem: Message(en: "is larger than 1 MiB; is it the right file?", zh: "超过1 MiB；是这个文件吗？")
        )
      }
      if count < buffer.count {
        if ferror(file) != 0 {
          throw unreadable(path, kind: kind)
        }
        return bytes
      }
    }
  }

  /// Whether a file is at `path` (it may still be unreadable: ``read(_:kind:)`` says why).
  public static func exists(_ path: String) -> Bool {
    access(path, F_OK) == 0
  }

  /// The error for a file the system will not let us read, with the system's reason.
  private static func unreadable(_ path: String, kind: String) -> ConfigError {
    let reason = String(cString: strerror(errno))
    return ConfigError(
      kind: kind, file: path,
      problem: Message(en: "cannot be read: \(reason)", zh: "无法读取：\(reason)"))
  }
}
