import ArgumentParser
import KeypadConfig
import KeypadCore

extension StandardOutput {
  /// Writes `text` and a newline.
  /// - Throws: ``ExitStatus/outputClosed``, after saying why on standard error, when standard
  ///   output is closed (`keypad validate … | head -1`).
  static func line(_ text: String, language: Language) throws {
    guard writeWhole(text + "\n") else { throw closed(language: language) }
  }

  /// Says on standard error that standard output is closed, and returns the exit to take.
  static func closed(language: Language) -> ExitCode {
    ExitCode(sayClosed(language: language))
  }
}
