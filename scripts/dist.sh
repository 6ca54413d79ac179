#!/usr/bin/env bash
# Packs what `make dist` staged (DIST_DIR/stage: iconpicker-VERSION/ with PREFIX empty, deb/ with PREFIX=/usr)
# into DIST_DIR/iconpicker-VERSION-linux-ARCH.tar.gz and DIST_DIR/iconpicker_VERSION_ARCH.deb.
#
# The .deb declares what the binaries need at run time, read from them rather than assumed: iconpicker,
# a static executable, needs nothing; iconpicker-svg needs the glibc its symbols ask for, and librsvg,
# which it loads with dlopen (so no tool sees it in the ELF file). ncurses-term is recommended: it holds
# the *-direct terminfo entries the chooser's 24-bit colour uses. Both packages are reproducible: file
# times, owners and order come from the last commit, not from the build.
#
# Usage: scripts/dist.sh VERSION DIST_DIR
set -euo pipefail
version="$1"
dist="$2"
stage="$dist/stage"
for tool in dpkg-deb readelf tar gzip; do
    command -v "$tool" >/dev/null || { echo "make dist needs $tool (Debian packages dpkg, binutils, tar, gzip)" >&2; exit 1; }
done
export SOURCE_DATE_EPOCH="${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}"
architecture="$(dpkg --print-architecture)"

# The highest GLIBC_x.y symbol version a binary asks for: the libc6 it needs.
glibc_needed() {
    readelf --dyn-syms --wide "$1" | grep -o 'GLIBC_[0-9.]*' | sed 's/GLIBC_//' | sort -t. -k1,1n -k2,2n -u | tail -1
}

# Depends for the binaries in bin/: empty for a static executable, libc6 for a dynamic one, and
# librsvg2-2 for the helper. Any other shared library a binary names stops the build: it would need a
# dependency this script does not know.
depends_of() {
    local bin="$1" depends=()
    if readelf --program-headers --wide "$bin/iconpicker" | grep -q INTERP; then
        echo "$bin/iconpicker is not a static executable: build it with CONFIG=release" >&2
        return 1
    fi
    local needed
    needed="$(readelf --dynamic --wide "$bin/iconpicker-svg" | sed -n 's/.*Shared library: \[\(.*\)\]/\1/p')"
    for library in $needed; do
        case "$library" in
        libc.so.6 | libm.so.6 | ld-linux-*.so.*) ;;
        *) echo "iconpicker-svg links $library, which scripts/dist.sh has no Debian dependency for" >&2; return 1 ;;
        esac
    done
    [ -n "$needed" ] && depends+=("libc6 (>= $(glibc_needed "$bin/iconpicker-svg"))")
    depends+=("librsvg2-2")
    local IFS=,
    echo "${depends[*]}" | sed 's/,/, /g'
}

pack_tarball() {
    local name="iconpicker-$version"
    local tarball="$dist/$name-linux-$(uname -m).tar.gz"
    tar --create --directory "$stage" --sort=name --mtime="@$SOURCE_DATE_EPOCH" --owner=0 --group=0 --numeric-owner "$name" |
        gzip -9n >"$tarball"
    echo "$tarball"
}

pack_deb() {
    local root="$stage/deb"
    gzip -9n "$root/usr/share/man/man1/iconpicker.1"
    # Debian's place for the licence; LICENSE, NOTICE and THIRD-PARTY-NOTICES stay beside it.
    cp "$root/usr/share/doc/iconpicker/NOTICE" "$root/usr/share/doc/iconpicker/copyright"
    mkdir -p "$root/DEBIAN"
    local depends maintainer
    depends="$(depends_of "$root/usr/bin")"
    maintainer="${DEB_MAINTAINER:-$(git config user.name 2>/dev/null || echo iconpicker) <$(git config user.email 2>/dev/null || echo root@localhost)>}"
    cat >"$root/DEBIAN/control" <<EOF
Package: iconpicker
Version: $version
Architecture: $architecture
Maintainer: $maintainer
Installed-Size: $(du -sk --apparent-size "$root/usr" | cut -f1)
Depends: $depends
Recommends: ncurses-term
Section: devel
Priority: optional
Description: preview, choose and check an iOS app's alternate icons
 iconpicker reads the alternate icons an iOS app declares (a repository, an
 Xcode project, an XcodeGen, Tuist, Expo or .NET project, an Info.plist, a
 built .app or .ipa), shows them in the terminal, changes the icon as
 setAlternateIconName would, and lints the configuration for CI with exit
 codes, JSON and SARIF.
EOF
    local deb="$dist/iconpicker_${version}_$architecture.deb"
    dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
    echo "$deb"
}

pack_tarball
pack_deb
