#!/usr/bin/env python3
"""`iconpicker fix` for real on a copy of every real-world app (scripts/realworld/apps, materialised as
run.py does), then the proof that a maintainer could commit it:

- every file the fix changed is read by an independent reader: plistlib for property lists, PyPI's
  pbxproj (mod-pbxproj) for project files, json for JSON, and a PNG's signature for images;
- iconpicker reads the app again (lint exits 0 or 1, never a reading error);
- a second `fix --dry-run` plans nothing: the fix is done in one pass and a no-op writes no byte.

The copy is made of hard links (`cp -al`): ChangeWriter replaces a file by renaming a new one over it,
so the materialised app is never written (the read-only corpus's files are copied, made writable).

    python3 scripts/realworld/fix-roundtrip.py --mirrors /work/.mirror [--bin PATH] [--python PY] [words…]
"""

import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import run  # noqa: E402  (the harness's materialise, manifests and runner)

READERS = {
    ".plist": "import plistlib, sys\nplistlib.load(open(sys.argv[1], 'rb'))",
    ".pbxproj": "import sys\nfrom pbxproj import XcodeProject\nXcodeProject.load(sys.argv[1])",
    ".json": "import json, sys\njson.load(open(sys.argv[1]))",
    ".png": "import sys\nassert open(sys.argv[1], 'rb').read(8) == b'\\x89PNG\\r\\n\\x1a\\n'",
}


def changed_files(diff: str) -> list[str]:
    files = re.findall(r"^\+\+\+ b/(.+)$", diff, re.M)
    files += re.findall(r"^Binary files .*? and b/(.+) differ$", diff, re.M)
    return sorted(set(files))


def check_app(manifest, options, python: str) -> list[str]:
    root, how = run.materialise(manifest, options)
    if root is None:
        return [f"skipped ({how})"]
    expected_app = manifest.get("expected", {}).get("app", {})
    problems = []
    with tempfile.TemporaryDirectory(prefix="fix-roundtrip-") as scratch:
        copy = Path(scratch) / "app"
        subprocess.run(["cp", "-al", str(root), str(copy)], check=True)
        # The corpus is read-only, and a link keeps its mode (which ChangeWriter rightly refuses): such a
        # file is copied instead, and made writable.
        for path in copy.rglob("*"):
            if path.is_file() and not path.is_symlink() and not os.access(path, os.W_OK):
                data = path.read_bytes()
                path.unlink()
                path.write_bytes(data)
        subprocess.run(["chmod", "-R", "u+w", str(copy)], check=True)
        cwd = Path(str(run.choice_cwd(expected_app, root)).replace(str(root), str(copy), 1))
        chosen = run.choice_arguments(expected_app)
        binary = str(options.binary)
        planned = subprocess.run([binary, "fix", "--dry-run", *chosen], cwd=cwd, capture_output=True, text=True, timeout=300)
        files = changed_files(planned.stdout)
        if not files:
            return []
        fixed = subprocess.run([binary, "fix", *chosen], cwd=cwd, capture_output=True, text=True, timeout=300)
        if fixed.returncode not in (0, 1):
            problems.append(f"fix exited {fixed.returncode}: {fixed.stderr.strip()[-300:]}")
        for relative in files:
            path = cwd / relative
            reader = READERS.get(path.suffix)
            if reader is None or not path.exists():
                continue
            read = subprocess.run([python, "-c", reader, str(path)], capture_output=True, text=True)
            if read.returncode != 0:
                problems.append(f"{relative}: the independent reader failed: {read.stderr.strip()[-300:]}")
        linted = subprocess.run([binary, "lint", *chosen], cwd=cwd, capture_output=True, text=True, timeout=300)
        if linted.returncode not in (0, 1):
            problems.append(f"lint after the fix exited {linted.returncode}: {linted.stderr.strip()[-300:]}")
        again = subprocess.run([binary, "fix", "--dry-run", *chosen], cwd=cwd, capture_output=True, text=True, timeout=300)
        if again.stdout.strip():
            problems.append(f"a second fix would change more:\n{again.stdout[:600]}")
        print(f"== {manifest['id']}: {len(files)} file(s) changed: {', '.join(files[:6])}{' …' if len(files) > 6 else ''}")
    return problems


def main() -> int:
    arguments = sys.argv[1:]
    python = sys.executable
    if "--python" in arguments:
        index = arguments.index("--python")
        python = arguments[index + 1]
        del arguments[index:index + 2]
    options = run.parse_options(arguments)
    options.offline = True
    failures = 0
    for manifest in run.load_manifests(options.only):
        problems = check_app(manifest, options, python)
        for problem in problems:
            print(f"!! {manifest['id']}: {problem}")
        failures += any(not p.startswith("skipped") for p in problems)
    print(f"{failures} app(s) with a problem")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
