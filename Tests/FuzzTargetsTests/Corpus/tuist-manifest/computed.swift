import ProjectDescription

private func base() -> SettingsDictionary {
  var base: SettingsDictionary = ["ASSETCATALOG_COMPILER_APPICON_NAME": "AppIcon"]
  if !team.isEmpty { base["DEVELOPMENT_TEAM"] = .string(team) }
  return base
}
let a = b
let b = a
func grow(_ n: Int) -> [Int] { return [grow(n), grow(n)] }
let project = Project(name: isCI ? "A" : "B", settings: .settings(base: base()), targets: grow(1) + [a])
