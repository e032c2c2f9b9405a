/// An option that does not fit the layout it was given with.
public enum KeypadOptionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A PIN field would be typed through XTest without the user allowing it.
  case pinTypedThroughXTest
  /// `--length` with a field that is neither a PIN nor a verification code.
  case lengthWithoutCode
  /// `--length` outside 4–8.
  case lengthOutOfRange(Int)
  /// `--reshuffle` with a layout that is not shuffled.
  case reshuffleWithoutPin
  /// Amount options with a field that is not an amount.
  case amountOptionsWithoutDecimal
  /// `--group-id` with a field that is not a resident ID.
  case groupIDWithoutID
  /// `--max-fraction` outside 0–8.
  case maximumFractionOutOfRange(Int)
  /// `--max-integer` outside 1–18.
  case maximumIntegerOutOfRange(Int)
  /// An option of the prompt (`--timeout`, `--ok-label`, `--cancel-label`) with
  /// `--target focused`.
  case promptOptionWithoutPrompt(String)
  /// `--timeout` outside 1 second to a day.
  case timeoutOutOfRange(Int64)
  /// `--live` with a PIN field, which would print every digit.
  case liveWithSecret
  /// An empty `--ok-label` or `--cancel-label`.
  case emptyLabel(String)

  /// The message in English.
  public var description: String { message(in: .en) }

  /// The message in `language`.
  public func message(in language: Language) -> String {
    let zh = language == .zh
    switch self {
    case .pinTypedThroughXTest:
      return zh
        ? "PIN字段与 --target focused 一起使用会通过XTest输入PIN，任何X客户端都能读到这些按键。请使用 --target field（PIN只会写到标准输出），或在确认此显示只属于你时加上 --allow-insecure-pin-typing。"
        : "--layout pin with --target focused would type the PIN through XTest, where any X client can read the keystrokes. Use --target field, which prints the PIN only on standard output, or pass --allow-insecure-pin-typing if this display is yours alone."
    case .lengthWithoutCode:
      return zh
        ? "--length 只适用于PIN和验证码字段（--layout pin、--layout otp，或字段为 pin 或 otp 的布局文件）。"
        : "--length applies to --layout pin and --layout otp only (or a layout file whose field is pin or otp)."
    case .lengthOutOfRange(let length):
      return zh ? "--length 必须在4到8之间，而不是\(length)。" : "--length must be from 4 to 8, not \(length)."
    case .reshuffleWithoutPin:
      return zh ? "--reshuffle 只适用于 --layout pin。" : "--reshuffle applies to --layout pin only."
    case .amountOptionsWithoutDecimal:
      return zh
        ? "--max-fraction、--max-integer 和 --group-thousands 只适用于金额字段（--layout decimal）。"
        : "--max-fraction, --max-integer and --group-thousands apply to --layout decimal only."
    case .groupIDWithoutID:
      return zh ? "--group-id 只适用于身份证字段（--layout id）。" : "--group-id applies to --layout id only."
    case .maximumFractionOutOfRange(let digits):
      return zh
        ? "--max-fraction 必须在0到8之间，而不是\(digits)。"
        : "--max-fraction must be from 0 to 8, not \(digits)."
    case .maximumIntegerOutOfRange(let digits):
      return zh
        ? "--max-integer 必须在1到18之间，而不是\(digits)。"
        : "--max-integer must be from 1 to 18, not \(digits)."
    case .promptOptionWithoutPrompt(let option):
      return zh
        ? "\(option) 只适用于提示框（--target field）。"
        : "\(option) applies to the prompt (--target field) only."
    case .timeoutOutOfRange(let seconds):
      return zh
        ? "--timeout 必须在1到86400秒之间，而不是\(seconds)。"
        : "--timeout must be from 1 to 86400 seconds, not \(seconds)."
    case .liveWithSecret:
      return zh
        ? "--live 不能用于PIN字段：它会把每一位数字写到标准输出。"
        : "--live cannot be used with a PIN field: it would write every digit to standard output."
    case .emptyLabel(let option):
      return zh ? "\(option) 不能为空。" : "\(option) must not be empty."
    }
  }
}
