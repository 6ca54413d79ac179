#!/usr/bin/env python3
"""Tests mirror Sources: every test file in Tests/<Module>Tests/ is named <SourceName>Tests.swift after a
file Sources/<Module>/**/<SourceName>.swift, so the tests of a source are found by its name alone.

Prints each test file whose name matches no source file of its module and exits 1 when any exists.
Support targets (Tests/TestSupport), fixture, corpus and snapshot folders, non-Swift files and files that
declare no test (helpers shared by a target's tests) are skipped.
"""

import re
import sys
from pathlib import Path

SKIPPED_FOLDERS = {"Fixtures", "Corpus", "Snapshots"}
DECLARES_A_TEST = re.compile(r"^\s*@(Test|Suite)\b", re.MULTILINE)


def source_names(module: Path) -> set[str]:
    return {path.stem for path in module.rglob("*.swift")}


def misnamed_test_files(root: Path) -> list[Path]:
    misnamed = []
    for target in sorted((root / "Tests").glob("*Tests")):
        module = root / "Sources" / target.name.removesuffix("Tests")
        names = source_names(module) if module.is_dir() else set()
        for path in sorted(target.rglob("*.swift")):
            if SKIPPED_FOLDERS.intersection(path.relative_to(target).parts[:-1]):
                continue
            if not DECLARES_A_TEST.search(path.read_text(encoding="utf-8")):
                continue
            if path.stem.removesuffix("Tests") not in names or not path.stem.endswith("Tests"):
                misnamed.append(path.relative_to(root))
    return misnamed


def main() -> int:
    root = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent
    misnamed = misnamed_test_files(root)
    for path in misnamed:
        print(f"{path}: named after no file of Sources/{path.parts[1].removesuffix('Tests')}")
    if misnamed:
        print(f"{len(misnamed)} test files are not named <SourceName>Tests.swift after the source they test", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
