/// Caps on what reading untrusted manifests may cost: a manifest is a program, and nothing it says
/// may make the reader crash, hang or fill memory.
public struct ManifestLimits: Sendable {
    /// Largest file read (Project.swift, a helper); real manifests are a few kilobytes.
    public var maximumFileBytes = 1 << 20
    /// Most helper files read from `ProjectDescriptionHelpers`.
    public var maximumHelperFiles = 256
    /// Most bytes of all files together.
    public var maximumTotalBytes = 8 << 20
    /// Deepest nesting of brackets and parentheses the parser follows (deeper is a syntax error).
    public var maximumSyntaxNesting = 128
    /// Deepest nesting of `[` read (real manifests nest five; the parser's time doubles with each).
    public var maximumSquareNesting = 12
    /// Deepest syntax tree read (a member chain `a.b.c…` nests without brackets).
    public var maximumTreeDepth = 256
    /// Deepest nesting of expressions the evaluator follows.
    public var maximumExpressionDepth = 96
    /// Deepest chain of helper calls (a helper calling a helper …) and of constants naming constants.
    public var maximumCallDepth = 16
    /// Most expressions evaluated in one program.
    public var maximumSteps = 200_000
    /// Most values one value may hold (see `ManifestValue.weight`).
    public var maximumWeight = 200_000
    /// Longest string built by interpolation or `+`.
    public var maximumStringLength = 64 << 10

    public init() {}
}
