#!/usr/bin/env bash
# Every `list`/`lint` output iconpicker gives over ../shared/corpus (each app from its repository root, as
# a user runs it), the demo and the hostile inputs, written to one folder: stdout, stderr and the exit
# status of each run. A refactor that must not change behaviour compares two such folders:
#   scripts/snapshot-outputs.sh .build/debug/iconpicker /tmp/before   (on the old commit)
#   scripts/snapshot-outputs.sh .build/debug/iconpicker /tmp/after    (on the new one)
#   diff -r /tmp/before /tmp/after
# Paths in the outputs are absolute, so both runs must use the same ../shared (the checkout's own path
# is written as <repo>). Each run has a 10 s limit
# (a hang shows as status 124). The state folder is a fresh one, so no remembered choice leaks in.
set -uo pipefail

bin=$(realpath "${1:?usage: snapshot-outputs.sh ICONPICKER_BINARY OUT_DIR}")
out=${2:?usage: snapshot-outputs.sh ICONPICKER_BINARY OUT_DIR}
repo=$(cd "$(dirname "$0")/.." && pwd)
shared=$(realpath "$repo/../shared")
[ -d "$shared/corpus" ] || { echo "snapshot-outputs: $shared/corpus is absent" >&2; exit 1; }
mkdir -p "$out"
out=$(realpath "$out")
state=$(mktemp -d)
trap 'rm -rf "$state"' EXIT
export ICONPICKER_STATE_DIR=$state NO_COLOR=1 TERM=dumb

# run NAME FOLDER ARGS…: one command from FOLDER, recorded under NAME.
run() {
    local name=$1 folder=$2
    shift 2
    (cd "$folder" && timeout 10 "$bin" "$@" >"$out/$name.out" 2>"$out/$name.err" </dev/null)
    echo $? >"$out/$name.status"
}

commands=("list" "list --json" "lint" "lint --format json" "list --idiom ipad")
slug() { echo "$1" | tr ' /' '__'; }

for app in "$shared"/corpus/*/; do
    name=$(basename "$app")
    for command in "${commands[@]}"; do
        # shellcheck disable=SC2086
        run "corpus.$name.$(slug "$command")" "$app" $command
    done
done
for command in "${commands[@]}"; do
    # shellcheck disable=SC2086
    run "demo.$(slug "$command")" "$repo/Resources/Colourful" $command
done
# Hostile inputs named as PATH (files), and every folder among them from its own root.
while IFS= read -r -d '' input; do
    rel=${input#"$shared/hostile/"}
    for command in "list" "lint --format json"; do
        # shellcheck disable=SC2086
        run "hostile.$(slug "$rel").$(slug "$command")" "$(dirname "$input")" $command "$input"
    done
done < <(find "$shared/hostile" -type f \( -name '*.plist' -o -name '*.bin' -o -name '*.png' -o -name '*.json' -o -name '*.ipa' \) \
    -not -path '*/fuzz-2026-11/*' -print0 | sort -z)
while IFS= read -r -d '' folder; do
    rel=${folder#"$shared/hostile/"}
    for command in "list" "lint --format json"; do
        # shellcheck disable=SC2086
        run "hostile-folder.$(slug "$rel").$(slug "$command")" "$folder" $command
    done
done < <(find "$shared/hostile/fuzz" -mindepth 1 -maxdepth 1 -type d -print0 | sort -z)
# The checkout's own path (the demo's files) is written as <repo>, so two worktrees compare.
sed -i "s#$repo#<repo>#g" "$out"/*.out "$out"/*.err
echo "snapshot-outputs: $(ls "$out" | grep -c '\.status$') runs in $out"
