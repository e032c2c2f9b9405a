/// `config.json`: default options for the keypad window, so a kiosk sets its theme, scale, dock
/// and language once. Each key is a long option of `keypad show` without its dashes; the
/// command line overrides it.
///
/// ```json
/// {"theme": "dark", "scale": 1.5, "dock": "bottom", "lang": "zh", "above": true}
/// ```
///
/// The files are read from the system's configuration directories first and the user's last
/// (``ConfigSearchPath``), so the user's settings win over the system's.
public enum DefaultsFile {
  /// What an option takes.
  public enum ValueKind: Sendable {
    /// A string, such as a theme name.
    case text
    /// A number, such as a scale.
    case number
    /// `true` or `false`, for a flag.
    case flag
  }

  /// One setting: the option and the command-line words it stands for.
  public struct Setting: Hashable, Sendable {
    /// The option's name, such as `theme`.
    public var name: String
    /// The words it adds before the user's own, such as `["--theme", "dark"]`.
    public var arguments: [String]
    /// The file it came from.
    public var file: String
  }

  /// The settings of every `config.json` on `path`, system files first.
  /// - Parameter options: The options a file may set, and what each takes.
  /// - Throws: ``ConfigError`` for a file that cannot be read or is not right.
  public static func load(searching path: ConfigSearchPath, options: [String: ValueKind])
    throws(ConfigError) -> [Setting]
  {
    var settings: [Setting] = []
    for directory in path.directories.reversed() {
      let file = directory.path + "/config.json"
      guard ConfigFile.exists(file) else { continue }
      settings += try parse(ConfigFile.read(file, kind: "config"), file: file, options: options)
    }
    return settings
  }

  /// Parses one `config.json`; `file` names it in errors.
  public static func parse(_ bytes: [UInt8], file: String, options: [String: ValueKind])
    throws(ConfigError) -> [Setting]
  {
    let document = try JSONReader(document: bytes, kind: "config", file: file)
    let members = try document.object(keys: options.keys.sorted())
    var settings: [Setting] = []
    for (name, reader) in members.sorted(by: { $0.key < $1.key }) {
      let words: [String]
      switch options[name] ?? .text {
      case .text: words = ["--\(name)", try reader.string(nonEmpty: true)]
      case .number:
        let number = try reader.number()
        let whole = Int(exactly: number)
        words = ["--\(name)", whole.map(String.init) ?? String(number)]
      case .flag: words = try reader.bool() ? ["--\(name)"] : []
      }
      if !words.isEmpty { settings.append(Setting(name: name, arguments: words, file: file)) }
    }
    return settings
  }
}
