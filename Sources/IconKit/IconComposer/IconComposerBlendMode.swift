/// How a layer or group combines with what is below it, as `icon.json` names it (Core Image /
/// Core Graphics blend modes). An unknown name is reported and drawn as `normal`.
public enum IconComposerBlendMode: String, CaseIterable, Sendable {
    case normal
    case multiply
    case screen
    case overlay
    case darken
    case lighten
    case colorDodge = "color-dodge"
    case colorBurn = "color-burn"
    case softLight = "soft-light"
    case hardLight = "hard-light"
    case difference
    case exclusion
    case hue
    case saturation
    case color
    case luminosity
    case plusDarker = "plus-darker"
    case plusLighter = "plus-lighter"
}
