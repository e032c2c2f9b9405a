/// A province-level division, by the first two digits of a resident-ID number.
public struct Province: Hashable, Sendable {
  /// The two-digit code, such as `11`.
  public let code: String
  /// The Chinese name, such as `北京市`.
  public let chineseName: String
  /// The English name, such as `Beijing`.
  public let englishName: String

  /// The name in `language`.
  public func name(in language: Language) -> String {
    language == .zh ? chineseName : englishName
  }

  /// The province for a two-digit code, or `nil` when no province-level division has it.
  public static func named(code: String) -> Province? {
    all.first { $0.code == code }
  }

  /// Every province-level code in use: 11–15, 21–23, 31–37, 41–46, 50–54, 61–65, 71, 81, 82,
  /// and 83 for the residence permits of Taiwan residents.
  public static let all: [Province] = [
    ("11", "北京市", "Beijing"), ("12", "天津市", "Tianjin"), ("13", "河北省", "Hebei"),
    ("14", "山西省", "Shanxi"), ("15", "内蒙古自治区", "Inner Mongolia"),
    ("21", "辽宁省", "Liaoning"), ("22", "吉林省", "Jilin"), ("23", "黑龙江省", "Heilongjiang"),
    ("31", "上海市", "Shanghai"), ("32", "江苏省", "Jiangsu"), ("33", "浙江省", "Zhejiang"),
    ("34", "安徽省", "Anhui"), ("35", "福建省", "Fujian"), ("36", "江西省", "Jiangxi"),
    ("37", "山东省", "Shandong"), ("41", "河南省", "Henan"), ("42", "湖北省", "Hubei"),
    ("43", "湖南省", "Hunan"), ("44", "广东省", "Guangdong"),
    ("45", "广西壮族自治区", "Guangxi"), ("46", "海南省", "Hainan"), ("50", "重庆市", "Chongqing"),
    ("51", "四川省", "Sichuan"), ("52", "贵州省", "Guizhou"), ("53", "云南省", "Yunnan"),
    ("54", "西藏自治区", "Tibet"), ("61", "陕西省", "Shaanxi"), ("62", "甘肃省", "Gansu"),
    ("63", "青海省", "Qinghai"), ("64", "宁夏回族自治区", "Ningxia"),
    ("65", "新疆维吾尔自治区", "Xinjiang"), ("71", "台湾省", "Taiwan"),
    ("81", "香港特别行政区", "Hong Kong"), ("82", "澳门特别行政区", "Macao"),
    ("83", "台湾", "Taiwan"),
  ].map { Province(code: $0.0, chineseName: $0.1, englishName: $0.2) }
}
