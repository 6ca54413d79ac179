#!/usr/bin/env bash
# make test-dist: the packages `make dist` left in DIST_DIR, checked as a user gets them.
#   - the .deb is installed with dpkg into a fresh, empty root, and iconpicker runs from there: --version,
#     and list on the demo it finds beside itself; where this user may chroot (root, or an unprivileged
#     user namespace), it runs again inside that root, which holds nothing but the package and a /proc:
#     the static executable needs no library;
#   - the .deb's dependencies match what the binaries link (and the helper loads);
#   - the tarball holds the binaries, man page, completions, demo and licences; the binaries are stripped;
#   - LICENSE is apache.org's text, and THIRD-PARTY-NOTICES names every library the release links;
#   - the man page renders without a warning, and the completion scripts parse and call iconpicker back
#     for icon names, targets and configurations.
# Every check runs; the script fails if any did.
#
# Usage: scripts/test-dist.sh DIST_DIR
set -uo pipefail
cd "$(dirname "$0")/.."
dist="$1"
failed=()
check() {
    local what="$1"
    shift
    if "$@"; then echo "ok: $what"; else echo "FAILED: $what"; failed+=("$what"); fi
}

deb="$(ls "$dist"/iconpicker_*.deb)"
tarball="$(ls "$dist"/iconpicker-*.tar.gz)"
version="$(dpkg-deb --field "$deb" Version)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# --- The .deb in a fresh root.
root="$work/root"
mkdir -p "$root/var/lib/dpkg/info" "$root/var/lib/dpkg/updates" "$root/var/lib/dpkg/triggers"
touch "$root/var/lib/dpkg/status" "$root/var/lib/dpkg/available"
# The root holds no package, so libc6 and librsvg2-2 are not there: --force-depends installs anyway.
# --force-not-root lets a user who is not root install into a folder of their own.
install_deb() {
    PATH="$PATH:/usr/sbin:/sbin" dpkg --root="$root" --log=/dev/null --force-depends --force-not-root --install "$deb" >"$work/dpkg.log" 2>&1 ||
        { cat "$work/dpkg.log"; return 1; }
    [ "$(dpkg-query --admindir="$root/var/lib/dpkg" --show --showformat='${Status}' iconpicker)" = "install ok installed" ]
}
check "dpkg installs the .deb into a fresh root" install_deb

version_from_root() { [ "$("$root/usr/bin/iconpicker" --version)" = "$version" ]; }
check "iconpicker --version from the root says $version" version_from_root

# From an empty folder, `list` reads the demo beside the binary (PREFIX/share/iconpicker), not the checkout.
list_from_root() {
    local empty="$work/empty" output
    mkdir -p "$empty"
    output="$(cd "$empty" && ICONPICKER_STATE_DIR="$work/state" "$root/usr/bin/iconpicker" list --json 2>/dev/null)" || return 1
    grep -q "\"infoPlist\" : \"$root/usr/share/iconpicker/Colourful/Info.plist\"" <<<"$output" || { echo "$output" | head -20; return 1; }
}
check "iconpicker list from the root reads the demo installed beside it" list_from_root

# Inside the root, with a /proc of its own (the Swift runtime reads /proc/self/exe at start, and every
# Linux system has one: without it the static binary aborts, "Unable to obtain Swift runtime path") and
# an empty environment: nothing of this machine's reaches the program but what it reads in the root.
# Root may chroot and mount; another user needs an unprivileged user namespace.
namespaces=(--mount --pid --fork)
[ "$(id -u)" = 0 ] || namespaces=(--map-root-user "${namespaces[@]}")
run_in_root() {
    env -i ICONPICKER_STATE_DIR=/tmp "$(command -v unshare)" "${namespaces[@]}" --mount-proc="$root/proc" "$(command -v chroot)" "$root" "$@"
}
can_chroot() {
    mkdir -p "$root/proc" "$work/probe"
    unshare "${namespaces[@]}" --mount-proc="$work/probe" true 2>/dev/null
}
in_root() {
    local output
    output="$(run_in_root /usr/bin/iconpicker --version 2>&1)"
    [ "$output" = "$version" ] || { echo "$output"; return 1; }
    output="$(run_in_root /usr/bin/iconpicker list /usr/share/iconpicker/Colourful 2>&1)" || { echo "$output"; return 1; }
    grep -q '^Colourful' <<<"$output" || { echo "$output"; return 1; }
}
if can_chroot; then
    check "--version and list run inside the root, which holds nothing but the package (and /proc)" in_root
else
    echo "skipped: running inside the root (this user may not chroot and mount /proc: not root, and no user namespace)"
fi

# --- What the .deb declares, against what the binaries link.
depends_match() {
    local depends helper="$root/usr/bin/iconpicker-svg"
    depends="$(dpkg-deb --field "$deb" Depends)"
    # The helper dlopens this name; librsvg2-2 must be the package that holds it.
    local soname
    soname="$(grep -ao 'librsvg-2\.so\.[0-9]*' "$helper" | head -1)"
    [ -n "$soname" ] && dpkg -S "*/$soname" 2>/dev/null | grep -q '^librsvg2-2:' || { echo "librsvg: $soname"; return 1; }
    [[ "$depends" =~ ^libc6\ \(\>=\ 2\.[0-9]+\),\ librsvg2-2$ ]] || { echo "Depends: $depends"; return 1; }
}
check ".deb depends on libc6 and librsvg2-2 (the helper) and nothing for iconpicker" depends_match

static_and_stripped() {
    local bin="$root/usr/bin"
    ! readelf --program-headers --wide "$bin/iconpicker" | grep -q INTERP || { echo "iconpicker has a program interpreter"; return 1; }
    ! readelf --dynamic "$bin/iconpicker" | grep -q NEEDED || { echo "iconpicker names shared libraries"; return 1; }
    for file in "$bin/iconpicker" "$bin/iconpicker-svg"; do
        ! readelf --section-headers --wide "$file" | grep -q '\.symtab' || { echo "$file is not stripped"; return 1; }
    done
}
check "iconpicker is a static executable, both binaries are stripped" static_and_stripped

# --- The tarball.
tarball_contents() {
    local listing name="iconpicker-$version" missing=0
    listing="$(tar --list --file "$tarball")"
    for path in bin/iconpicker bin/iconpicker-svg share/man/man1/iconpicker.1 share/bash-completion/completions/iconpicker \
        share/zsh/site-functions/_iconpicker share/fish/vendor_completions.d/iconpicker.fish share/iconpicker/Colourful/Info.plist \
        share/doc/iconpicker/LICENSE share/doc/iconpicker/NOTICE share/doc/iconpicker/THIRD-PARTY-NOTICES; do
        grep -qx "$name/$path" <<<"$listing" || { echo "missing from the tarball: $name/$path"; missing=1; }
    done
    return $missing
}
check "the tarball holds the binaries, man page, completions, demo and licences" tarball_contents

tarball_runs() {
    tar --extract --file "$tarball" --directory "$work"
    [ "$("$work/iconpicker-$version/bin/iconpicker" --version)" = "$version" ]
}
check "the tarball's iconpicker runs where it is unpacked" tarball_runs

# --- Licences.
# apache.org's LICENSE-2.0.txt, also Debian's /usr/share/common-licenses/Apache-2.0.
license_is_apache() {
    local file="$work/iconpicker-$version/share/doc/iconpicker/LICENSE"
    [ "$(sha256sum <"$file" | cut -d' ' -f1)" = cfc7749b96f63bd31c3c42b5c471bf756814053e847c10f3eb003417bc523d30 ]
}
check "the packaged LICENSE is the Apache License 2.0, verbatim" license_is_apache
check "THIRD-PARTY-NOTICES names every library the release links" python3 scripts/check-notices.py

# --- The man page and the completion scripts, as installed.
man_page_renders() {
    local page="$root/usr/share/man/man1/iconpicker.1.gz" warnings
    warnings="$(zcat "$page" | groff -mandoc -Tutf8 -ww -z 2>&1)"
    [ -z "$warnings" ] || { echo "$warnings"; return 1; }
    zcat "$page" | grep -q '^\.Sh NAME' && zcat "$page" | grep -q 'lint'
}
check "the man page renders without a warning" man_page_renders

completion_hooks() {
    local share="$root/usr/share" script
    for script in "$share/bash-completion/completions/iconpicker" "$share/zsh/site-functions/_iconpicker" \
        "$share/fish/vendor_completions.d/iconpicker.fish"; do
        for hook in '---completion set -- positional@0' '---completion lint -- --target' '---completion list -- --configuration'; do
            grep -qF -- "$hook" "$script" || { echo "$script has no hook $hook"; return 1; }
        done
        grep -q 'missing-icon-file' "$script" || { echo "$script lists no rule ids"; return 1; }
    done
    bash -n "$share/bash-completion/completions/iconpicker" || return 1
    if command -v zsh >/dev/null; then zsh -n "$share/zsh/site-functions/_iconpicker" || return 1; else echo "(no zsh here to parse its script)"; fi
    if command -v fish >/dev/null; then
        fish --no-execute "$share/fish/vendor_completions.d/iconpicker.fish" || return 1
    else
        echo "(no fish here to parse its script)"
    fi
}
check "the completion scripts parse and hold the value hooks" completion_hooks

if [ "${#failed[@]}" -gt 0 ]; then
    printf 'test-dist failed: %s\n' "${failed[@]}" >&2
    exit 1
fi
echo "test-dist passed ($(basename "$deb"), $(basename "$tarball"))."
