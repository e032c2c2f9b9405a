import ArgumentParser
import KeypadConfig
import KeypadCore

/// Default options for `keypad show` from `config.json` in the configuration directories: they
/// go in front of the user's own words, so the command line overrides them.
enum ConfigDefaults {
  /// The options a `config.json` may set, and what each takes: those of `keypad show`, but
  /// `--display` and `--print-config`, which belong to one run.
  static let options: [String: DefaultsFile.ValueKind] = [
    "layout": .text, "target": .text, "theme": .text, "lang": .text, "length": .number,
    "reshuffle": .text, "allow-insecure-pin-typing": .flag, "no-auto-submit": .flag,
    "group-id": .flag, "max-fraction": .number, "max-integer": .number, "group-thousands": .flag,
    "live": .flag, "text": .text, "ok-label": .text, "cancel-label": .text, "geometry": .text,
    "font": .text, "box-border-width": .number, "box-border-color": .text, "box-spacing": .number,
    "box-radius": .number, "timeout": .number, "no-highlight": .flag, "title": .text,
    "dock": .text, "dock-width": .number, "above": .flag, "hidden": .flag, "scale": .number,
  ]

  /// The subcommands and root options that are not the keypad window.
  private static let otherCommands: Set<String> = [
    "validate", "layouts", "geometry", "follow", "help", "-h", "--help", "--version",
  ]

  /// `arguments` (the words after `keypad`) with the configured defaults put in front when they
  /// run the keypad window (`keypad`, `keypad show`).
  /// - Throws: ``ConfigError`` for a `config.json` that cannot be used.
  static func applied(to arguments: [String], searching path: ConfigSearchPath = ConfigSearchPath())
    throws(ConfigError) -> [String]
  {
    if let first = arguments.first,
      otherCommands.contains(first) || first.hasPrefix("--generate")
        || first.hasPrefix("--experimental")
    {
      return arguments
    }
    let settings = try DefaultsFile.load(searching: path, options: options)
    guard !settings.isEmpty else { return arguments }
    let own = arguments.first == "show" ? Array(arguments.dropFirst()) : arguments
    return ["show"] + settings.flatMap(\.arguments) + own
  }

  /// Where the setting `name` came from: the command line (`given`), the last `config.json`
  /// that set it, or `nil` for the built-in default.
  static func origin(of name: String, given arguments: [String], settings: [DefaultsFile.Setting])
    -> String?
  {
    if arguments.contains(where: { $0 == "--\(name)" || $0.hasPrefix("--\(name)=") }) {
      return "command line"
    }
    return settings.last { $0.name == name }?.file
  }
}
