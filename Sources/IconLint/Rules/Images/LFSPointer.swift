import IconKit

extension RuleID {
    public static let lfsPointer = RuleID("lfs-pointer")
}

/// `lfs-pointer`: an icon file is a Git LFS pointer, not the image.
enum LFSPointer {
    static let rule = LintRule(
        id: .lfsPointer, severity: .error, category: .images,
        summary: "an icon file is a Git LFS pointer, not the image",
        explanation: """
            The repository stores its images with Git LFS and this checkout has the small text files that \
            point to them (version https://git-lfs.github.com/spec/v1 …) instead: a build copies the pointer \
            into the app, which then has no icon. Run git lfs install and git lfs pull (in CI, check out \
            with LFS, e.g. actions/checkout with lfs: true).
            """,
        evidence: """
            Seen in checkouts made without Git LFS objects (CI without lfs: true; isowords): the file is the \
            LFS pointer text. Xcode's PNG copy step fails on a file that is not a PNG (pngcrush "Not a PNG \
            file", openclaw #28350), and the size rules cannot see what the pointers stand for, so this is \
            the error that says the upload would lack them.
            """,
        check: .app(checkLFSPointer),
        examples: [
            .fires("an icon file that is an LFS pointer", saying: "is a Git LFS pointer, not the image") {
                $0.files["App/Icons/dark-60@3x.png"] = .lfsPointer
            },
            .staysSilent("real images"),
        ])

    /// A Git LFS pointer in place of the PNG: one finding, instead of "not a PNG".
    /// Every such file is one finding: one checkout without LFS objects is one cause.
    private static func checkLFSPointer(_ context: LintContext) -> [LintRule.Hit] {
        let setFiles = context.usedSets.flatMap { used in
            used.entries.compactMap { entry -> LintContext.ImageFile? in
                if case .present(_, let file)? = entry.file { return file }
                return nil
            }
        }
        var seen: Set<String> = []
        let pointers = (context.imageFiles + setFiles).filter { $0.failure == .gitLFSPointer && seen.insert($0.path).inserted }
        guard let first = pointers.first else { return [] }
        let what =
            pointers.count == 1
            ? "\(first.name) is a Git LFS pointer, not the image"
            : "\(pointers.count) icon files are Git LFS pointers, not images (\(pointers.prefix(5).map { context.displayName(of: $0.path) }.joined(separator: ", "))"
                + (pointers.count > 5 ? ", …)" : ")")
        return [
            LintRule.Hit(
                message: what + ": this checkout lacks the LFS objects; run git lfs pull",
                file: first.path, subject: pointers.count == 1 ? first.subject : .app)
        ]
    }
}
