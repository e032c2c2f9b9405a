#if hasFeature(Embedded)
  import CLibc
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Where Keypad looks for its configuration, as the XDG Base Directory specification says:
/// `$XDG_CONFIG_HOME/keypad` (`~/.config/keypad` when unset), then `keypad` in each of
/// `$XDG_CONFIG_DIRS` (`/etc/xdg` when unset). The first directory that has a file wins.
public struct ConfigSearchPath: Sendable {
  /// Whose a directory is.
  public enum Origin: String, Sendable {
    /// The user's own (`$XDG_CONFIG_HOME`).
    case user
    /// The system's, shared by every user (`$XDG_CONFIG_DIRS`).
    case system
  }

  /// One directory searched, such as `/etc/xdg/keypad`.
  public struct Directory: Hashable, Sendable {
    /// Its path, without a trailing slash.
    public var path: String
    /// Whose it is.
    public var origin: Origin
  }

  /// A configuration file found by name.
  public struct Found: Hashable, Sendable {
    /// The name, without `.json`.
    public var name: String
    /// The file's path.
    public var path: String
    /// Whose directory it is in.
    public var origin: Origin
  }

  /// The directories, most personal first.
  public let directories: [Directory]

  /// The search path for these environment variables (`getenv` by default).
  public init(environment: (String) -> String? = ConfigSearchPath.environment) {
    var directories: [Directory] = []
    if let home = environment("XDG_CONFIG_HOME"), home.hasPrefix("/") {
      directories.append(Directory(path: home + "/keypad", origin: .user))
    } else if let home = environment("HOME"), !home.isEmpty {
      directories.append(Directory(path: home + "/.config/keypad", origin: .user))
    }
    let system = environment("XDG_CONFIG_DIRS").flatMap { $0.isEmpty ? nil : $0 } ?? "/etc/xdg"
    // Relative entries are to be ignored, as the specification says.
    for entry in system.split(separator: ":") where entry.hasPrefix("/") {
      directories.append(Directory(path: entry + "/keypad", origin: .system))
    }
    self.directories = directories
  }

  /// The process's environment variable `name`.
  public static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// The file `NAME.json` in the `folder` (`layouts`, `themes`) of the first directory that
  /// has a readable one.
  public func file(named name: String, in folder: String) -> Found? {
    guard !name.isEmpty, !name.contains("/") else { return nil }
    for directory in directories {
      let path = "\(directory.path)/\(folder)/\(name).json"
      if access(path, R_OK) == 0 { return Found(name: name, path: path, origin: directory.origin) }
    }
    return nil
  }

  /// Every `*.json` file in the `folder` of every directory, by name; a name found in an
  /// earlier directory hides the same name in later ones.
  public func files(in folder: String) -> [Found] {
    var found: [Found] = []
    var seen: Set<String> = []
    for directory in directories {
      guard let stream = opendir("\(directory.path)/\(folder)") else { continue }
      defer { closedir(stream) }
      var names: [String] = []
      while let entry = readdir(stream) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name.hasSuffix(".json"), name.count > 5, !name.hasPrefix(".") {
          names.append(String(name.dropLast(5)))
        }
      }
      for name in names.sorted() where seen.insert(name).inserted {
        found.append(
          Found(
            name: name, path: "\(directory.path)/\(folder)/\(name).json", origin: directory.origin))
      }
    }
    return found
  }

  /// The folders searched for `folder`, as a message names them: `/root/.config/keypad/layouts
  /// or /etc/xdg/keypad/layouts`.
  public func describe(_ folder: String, or: String) -> String {
    directories.map { "\($0.path)/\(folder)" }.joined(separator: " \(or) ")
  }
}
