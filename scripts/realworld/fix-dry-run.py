#!/usr/bin/env python3
"""`iconpicker fix --dry-run` over the real-world apps (scripts/realworld/apps, materialised as run.py does
from MIRRORS or the corpus): prints each app's diff and notes, for a person to read whether a maintainer
would commit it. Writes nothing to the apps.

    python3 scripts/realworld/fix-dry-run.py --mirrors /work/.mirror [--bin PATH] [words…]
"""

import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import run  # noqa: E402  (the harness's materialise, manifests and runner)


def main() -> int:
    options = run.parse_options(sys.argv[1:])
    options.offline = True
    changed = 0
    for manifest in run.load_manifests(options.only):
        root, how = run.materialise(manifest, options)
        if root is None:
            print(f"== {manifest['id']}: skipped ({how})")
            continue
        expected_app = manifest.get("expected", {}).get("app", {})
        cwd, chosen = run.choice_cwd(expected_app, root), run.choice_arguments(expected_app)
        try:
            result = subprocess.run(
                [str(options.binary), "fix", "--dry-run", *chosen], cwd=cwd, capture_output=True, text=True,
                timeout=options.timeout, check=False)
        except subprocess.TimeoutExpired:
            print(f"== {manifest['id']}: timed out after {options.timeout} s")
            continue
        changed += bool(result.stdout.strip())
        print(f"== {manifest['id']} (exit {result.returncode})")
        print(result.stderr.strip())
        print(result.stdout, end="")
    print(f"{changed} app(s) with changes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
