#!/usr/bin/env bash
# Builds the product and the tests (debug, as `make test` uses them) and fails if the build printed a
# warning that is ours: any `warning:` line except those naming a dependency (its checkout under
# .build/checkouts, or its package identity, as in "'zipfoundation': found 1 file(s) which are unhandled").
#
# The compiler prints a file's warnings only when it compiles that file. A fresh clone (CI) compiles
# everything, so nothing slips through there; after an incremental build only the files that changed
# are checked. `scripts/check-warnings.sh --all` (or `make check-warnings ALL=1`) marks every Swift file
# in Sources and Tests as changed first, which recompiles our modules (not the dependencies).
#
# Extra arguments go to `swift build`.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"

if [ "${1:-}" = "--all" ]; then
    shift
    find Sources Tests -name '*.swift' -exec touch {} +
fi

log="$(mktemp)"
trap 'rm -f "$log"' EXIT

status=0
"$SWIFT" build --build-tests "$@" 2>&1 | tee "$log" || status=$?

# Package identities are the checkouts' directory names, lower-cased.
dependencies="$(find .build/checkouts -mindepth 1 -maxdepth 1 -type d -printf '%f\n' 2>/dev/null | tr '[:upper:]' '[:lower:]' || true)"
ours="$(grep -E '(^|[[:space:]])warning:' "$log" | grep -vE '^[[:space:]]*[|`]' | grep -v '/\.build/checkouts/' | while IFS= read -r line; do
    third_party=no
    for dependency in $dependencies; do
        case "$line" in *"warning: '$dependency':"*) third_party=yes ;; esac
    done
    [ "$third_party" = yes ] || printf '%s\n' "$line"
done | sort -u)"

if [ "$status" -ne 0 ]; then
    echo "check-warnings: the build failed (exit $status)." >&2
    exit "$status"
fi
if [ -n "$ours" ]; then
    count="$(printf '%s\n' "$ours" | wc -l)"
    echo >&2
    echo "check-warnings: $count warning(s) in iconpicker's own code or package set-up; fix them:" >&2
    printf '%s\n' "$ours" >&2
    exit 1
fi
echo "check-warnings: no warnings in iconpicker's own code (dependencies' aside)."
