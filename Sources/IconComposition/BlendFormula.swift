import IconKit

/// The blend modes as formulas on premultiplied colours (W3C Compositing Level 1, and Apple's
/// plus-darker / plus-lighter): source-over with the mode's mix where both are present.
enum BlendFormula {
    /// `source` over `backdrop`, both premultiplied, the source already scaled by its opacity.
    static func composite(_ source: SIMD4<Float>, over backdrop: SIMD4<Float>, mode: IconComposerBlendMode) -> SIMD4<Float> {
        let sourceAlpha = source.w
        let backdropAlpha = backdrop.w
        switch mode {
        case .plusLighter:
            return (source + backdrop).replacing(with: 1, where: source + backdrop .> 1)
        case .plusDarker:
            let alpha = min(1, sourceAlpha + backdropAlpha)
            // Premultiplied: R = max(0, αr − ((αb − Cb) + (αs − Cs))), the sum of the two darknesses.
            let darkness = (SIMD4(repeating: backdropAlpha) - backdrop) + (SIMD4(repeating: sourceAlpha) - source)
            let colour = SIMD4(repeating: alpha) - darkness
            return SIMD4(max(0, colour.x), max(0, colour.y), max(0, colour.z), alpha)
        case .normal:
            return source + backdrop * (1 - sourceAlpha)
        default:
            guard sourceAlpha > 0, backdropAlpha > 0 else { return source + backdrop * (1 - sourceAlpha) }
            let straightSource = SIMD3(source.x, source.y, source.z) / sourceAlpha
            let straightBackdrop = SIMD3(backdrop.x, backdrop.y, backdrop.z) / backdropAlpha
            let mixed = mix(straightBackdrop, straightSource, mode: mode)
            let colour =
                SIMD3(source.x, source.y, source.z) * (1 - backdropAlpha) + SIMD3(backdrop.x, backdrop.y, backdrop.z) * (1 - sourceAlpha)
                + mixed * (sourceAlpha * backdropAlpha)
            return SIMD4(colour.x, colour.y, colour.z, sourceAlpha + backdropAlpha - sourceAlpha * backdropAlpha)
        }
    }

    /// B(Cb, Cs) on straight colours.
    static func mix(_ backdrop: SIMD3<Float>, _ source: SIMD3<Float>, mode: IconComposerBlendMode) -> SIMD3<Float> {
        switch mode {
        case .hue:
            return NonSeparableBlend.setLuminosity(
                NonSeparableBlend.setSaturation(source, NonSeparableBlend.saturation(backdrop)), NonSeparableBlend.luminosity(backdrop))
        case .saturation:
            return NonSeparableBlend.setLuminosity(
                NonSeparableBlend.setSaturation(backdrop, NonSeparableBlend.saturation(source)), NonSeparableBlend.luminosity(backdrop))
        case .color: return NonSeparableBlend.setLuminosity(source, NonSeparableBlend.luminosity(backdrop))
        case .luminosity: return NonSeparableBlend.setLuminosity(backdrop, NonSeparableBlend.luminosity(source))
        default:
            return SIMD3(
                separable(backdrop.x, source.x, mode), separable(backdrop.y, source.y, mode), separable(backdrop.z, source.z, mode))
        }
    }

    static func separable(_ backdrop: Float, _ source: Float, _ mode: IconComposerBlendMode) -> Float {
        switch mode {
        case .multiply: return backdrop * source
        case .screen: return backdrop + source - backdrop * source
        case .overlay: return separable(source, backdrop, .hardLight)
        case .darken: return min(backdrop, source)
        case .lighten: return max(backdrop, source)
        case .colorDodge:
            if backdrop == 0 { return 0 }
            return source >= 1 ? 1 : min(1, backdrop / (1 - source))
        case .colorBurn:
            if backdrop >= 1 { return 1 }
            return source <= 0 ? 0 : 1 - min(1, (1 - backdrop) / source)
        case .hardLight:
            return source <= 0.5 ? backdrop * 2 * source : separable(backdrop, 2 * source - 1, .screen)
        case .softLight:
            if source <= 0.5 { return backdrop - (1 - 2 * source) * backdrop * (1 - backdrop) }
            let d = backdrop <= 0.25 ? ((16 * backdrop - 12) * backdrop + 4) * backdrop : backdrop.squareRoot()
            return backdrop + (2 * source - 1) * (d - backdrop)
        case .difference: return abs(backdrop - source)
        case .exclusion: return backdrop + source - 2 * backdrop * source
        default: return source
        }
    }
}
