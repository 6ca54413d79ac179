# iconpicker — build, run, test and install.
#   make run      build (release) and open the demo app
#   make test     the whole test suite (unit, corpus, built-binary tests); fails on a compiler warning
#   make format   rewrite Sources and Tests in the house format (make format-check only reports)
#   make install  PREFIX=/usr/local (DESTDIR honoured): the stripped binaries, the man page, bash, zsh and fish
#                 completions, the demo app and the licences; builds, but installs no Debian package
#   make dist     .build/dist: a .tar.gz and a .deb of what make install installs (make test-dist checks them)
#   make fuzz     each parser under libFuzzer for FUZZ_SECONDS (30) from the seed corpus
#   make realworld  the real-world check (scripts/realworld): public apps and the corpus against hand-read truths

PREFIX ?= /usr/local
SWIFT ?= swift
CONFIG ?= release
# What a build links (make install and make dist check them, make deps installs them).
BUILD_PACKAGES := libncurses-dev libpng-dev zlib1g-dev libturbojpeg0-dev librsvg2-dev
# ncurses-term carries the *-direct terminfo entries the chooser needs for 24-bit colour; tmux runs the
# chooser's tests.
APT_PACKAGES := $(BUILD_PACKAGES) ncurses-term pkg-config tmux cpp
# Only for `make test-terminals` (real terminals under Xvfb) and the sixel round-trip test (sixel2png);
# both skip with a message without them.
TERMINAL_PACKAGES := xvfb xterm kitty imagemagick x11-utils libsixel-bin
# Only for `make bench`: chafa is the peer the render and symbol figures are measured against.
BENCH_PACKAGES := chafa libsixel-bin imagemagick
# Release binaries link the Swift runtime statically: start-up drops from ~9 to ~5 ms and the
# installed binary runs without the toolchain's libraries. They are not position-independent
# (-no-pie): the loader then applies ~1,000 relocations instead of ~78,000, which saves a third of
# the start-up and ~3 MB of dirtied pages (docs/adr/0004).
# libstdc++ and libgcc's unwinder are linked statically as well (the C libraries always are, by their
# module maps), so the loader maps only libc and libm: `-lstdc++` and `-lgcc_s` find the archives that
# STATIC_RUNTIME links to, a folder searched before the compiler's own. Without the folder they
# stay shared, and nothing else changes. The executable exports no symbols (--no-export-dynamic:
# the runtime's dladdr at start-up scanned ~4,900 of them) and has no $ORIGIN run path (no library
# of ours sits beside it).
# On top of that the release `iconpicker` is a fully static executable (`-static-executable`, set for
# that target alone in Package.swift, since these flags apply to every product): no loader at all,
# the fastest start-up. A static glibc program cannot dlopen librsvg, so SVG layers are drawn by the
# helper `iconpicker-svg`, built with these flags (dynamic: libc, libm, and librsvg when it draws) and
# installed beside iconpicker, which finds it there (docs/adr/0004).
STATIC_RUNTIME := $(CURDIR)/.build/static-runtime
RELEASE_FLAGS := --static-swift-stdlib --disable-local-rpath -Xlinker -no-pie -Xlinker --no-export-dynamic \
  -Xswiftc -L$(STATIC_RUNTIME)
TOOLCHAIN_CLANG = $(dir $(realpath $(shell command -v $(SWIFT))))clang
STATIC = $(if $(filter release,$(CONFIG)),$(RELEASE_FLAGS),)
BIN_DIR = $(shell $(SWIFT) build -c $(CONFIG) --show-bin-path)

.PHONY: all deps pyenv check-build-deps binaries build man completions install-files dist test-dist check-notices static-runtime run test check-warnings format format-check check-functions check-test-names bench bench-smoke fuzz install uninstall clean deps-terminals test-terminals realworld realworld-fix

all: build

# Installs the Debian packages the build and the tests need, skipping what is present.
deps:
	@missing=""; \
	for package in $(APT_PACKAGES); do \
	  dpkg -s $$package >/dev/null 2>&1 || missing="$$missing $$package"; \
	done; \
	if [ -n "$$missing" ]; then \
	  if ! command -v apt-get >/dev/null 2>&1; then \
	    echo "iconpicker needs:$$missing (Debian package names); install them with your package manager." >&2; exit 1; \
	  fi; \
	  sudo=""; [ "$$(id -u)" = 0 ] || sudo=sudo; \
	  echo "Installing$$missing"; \
	  $$sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq $$missing; \
	fi

# Names the Debian packages a build needs that are missing, and stops: `make install` and `make dist`
# install no package (`make deps` does).
check-build-deps:
	@if ! command -v dpkg >/dev/null 2>&1; then \
	  echo "Not a Debian system: the build needs the development files of ncurses, libpng, zlib, libjpeg-turbo and librsvg."; exit 0; \
	fi; \
	missing=""; \
	for package in $(BUILD_PACKAGES); do dpkg -s $$package >/dev/null 2>&1 || missing="$$missing $$package"; done; \
	if [ -n "$$missing" ]; then \
	  echo "iconpicker needs the Debian packages$$missing to build: install them (make deps does), then run make again." >&2; exit 1; \
	fi

binaries: $(if $(filter release,$(CONFIG)),static-runtime,)
	$(SWIFT) build -c $(CONFIG) $(STATIC) --product iconpicker
	$(SWIFT) build -c $(CONFIG) $(STATIC) --product iconpicker-svg

build: deps binaries

# The folder of links to libstdc++.a and libgcc_eh.a (as libgcc_s.a) that RELEASE_FLAGS searches first.
static-runtime:
	@mkdir -p "$(STATIC_RUNTIME)"
	@for pair in libstdc++.a:libstdc++.a libgcc_eh.a:libgcc_s.a; do \
	  archive="$$($(TOOLCHAIN_CLANG) -print-file-name=$${pair%%:*})"; \
	  if [ -f "$$archive" ]; then ln -sf "$$archive" "$(STATIC_RUNTIME)/$${pair##*:}"; \
	  else echo "$${pair%%:*} not found: libstdc++ and libgcc stay shared"; fi; \
	done

run: build
	"$(BIN_DIR)/iconpicker"

# The build fails on any warning in our own code (scripts/check-warnings.sh); incremental builds only
# re-check the files that changed, `make check-warnings ALL=1` re-checks them all. Every test uses
# Swift Testing, so the empty XCTest pass (two "Executed 0 tests" lines) is switched off.
test: deps pyenv
	SWIFT=$(SWIFT) scripts/check-warnings.sh
	$(SWIFT) test --skip-build --disable-xctest

# The independent readers the editing tests check iconpicker's writes with: PyPI's pbxproj (mod-pbxproj)
# in a virtual environment under .build (plistlib and json come with Python; Debian's own Python needs
# python3-venv, installed when missing). Without PyPI the step says so, and the tests that read projects
# with pbxproj fail with that message: a check that cannot run is not passed.
PYENV := .build/pyenv
pyenv:
	@if [ ! -x "$(PYENV)/bin/python3" ] || ! "$(PYENV)/bin/python3" -c 'import pbxproj' 2>/dev/null; then \
	  rm -rf "$(PYENV)"; \
	  python3 -m venv "$(PYENV)" >/dev/null 2>&1 \
	    || { rm -rf "$(PYENV)"; $(MAKE) --no-print-directory deps APT_PACKAGES=python3-venv && python3 -m venv "$(PYENV)"; }; \
	  "$(PYENV)/bin/pip" install -q pbxproj \
	    || echo "pyenv: could not install PyPI's pbxproj; the tests that read projects with it fail until it is there" >&2; \
	fi

check-warnings: deps
	SWIFT=$(SWIFT) scripts/check-warnings.sh $(if $(ALL),--all,)

# The formatter that ships with the toolchain, configured by .swift-format (4-space indent, 140 columns,
# no force unwraps, no try!). `make format` rewrites in place; CI runs `make format-check`.
FORMAT_PATHS := Sources Tests Package.swift

format:
	$(SWIFT) format --in-place --recursive --parallel $(FORMAT_PATHS)

format-check:
	$(SWIFT) format lint --strict --recursive --parallel $(FORMAT_PATHS)

# No function in Sources over 60 lines, from its declaration to its closing brace.
check-functions:
	python3 scripts/check-function-length.py Sources

# THIRD-PARTY-NOTICES names every Swift package and C library the release binaries link.
check-notices:
	python3 scripts/check-notices.py

# Tests mirror Sources: every test file is named <SourceName>Tests.swift after a source file of its module.
check-test-names:
	python3 scripts/check-test-names.py

# The benchmark runner itself stays dynamically linked: statically linked Foundation cannot
# serialise the property lists it generates.
bench: deps static-runtime
	$(MAKE) deps APT_PACKAGES="$(BENCH_PACKAGES)"
	$(SWIFT) build -c release --product iconpicker-bench
	$(SWIFT) build -c release $(RELEASE_FLAGS) --product iconpicker
	scripts/bench.sh
	python3 scripts/bench-chooser.py
	python3 scripts/bench-peers.py
	python3 scripts/bench-graphics.py
	python3 scripts/bench-chooser-graphics.py

# Every benchmark script once on small inputs, with the debug binaries `make test` built: CI runs it so
# the scripts cannot rot (the figures mean nothing). compare-with-chafa.py needs chafa and numpy.
SMOKE_BIN = $(shell $(SWIFT) build --show-bin-path)
bench-smoke: deps
	$(SWIFT) build
	scripts/bench.sh --quick --bin-dir "$(SMOKE_BIN)"
	python3 scripts/bench-chooser.py --quick --bin-dir "$(SMOKE_BIN)"
	python3 scripts/bench-chooser-graphics.py --quick --bin-dir "$(SMOKE_BIN)"
	python3 scripts/bench-peers.py --quick --bin-dir "$(SMOKE_BIN)"
	@if command -v chafa >/dev/null 2>&1 && python3 -c 'import numpy' 2>/dev/null; then \
	  python3 scripts/compare-with-chafa.py --bin-dir "$(SMOKE_BIN)" Resources/Colourful/Icons/sunset-60@3x.png; \
	else \
	  echo "compare-with-chafa.py skipped: it needs chafa and numpy"; \
	fi

# Each parser of untrusted input under libFuzzer for FUZZ_SECONDS (default 30) each, from the seed
# corpus in Tests/FuzzTargetsTests/Corpus (copied to .build/fuzz-corpus, where new finds go; the
# repository's corpus stays small). A crash stops the loop and leaves crash-* in .build/fuzz-artifacts:
# add it to the target's Corpus folder, so FuzzCorpusTests replays it from then on (the Swift runtime's
# backtracer is off, or it would take a trap's SIGILL before libFuzzer writes the input). FUZZ_TARGETS picks
# some targets; FUZZ_ENGINE=harness uses the built-in mutation loop instead of libFuzzer.
FUZZ_SECONDS ?= 30
FUZZ_TARGETS ?= plist-xml plist-binary plist-openstep contents-json xcconfig pbxproj png-header png-decode zip icon-json \
  icon-layers xcconfig-includes project-yml app-json terminal-replies key-decoder car lzfse csproj expo-config tuist-manifest lint-config
FUZZ_ENGINE ?= libfuzzer
# lld links it (gold stops with an internal error on the instrumented objects); the driver finds
# LLVMFuzzerRunDriver with dlsym, so the executable exports it.
FUZZ_FLAGS = $(if $(filter libfuzzer,$(FUZZ_ENGINE)),-Xswiftc -sanitize=fuzzer -Xswiftc -DICONPICKER_LIBFUZZER \
  -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld -Xlinker --export-dynamic-symbol=LLVMFuzzerRunDriver,)
FUZZ_BUILD = $(SWIFT) build -c release --scratch-path .build/fuzz-$(FUZZ_ENGINE) $(FUZZ_FLAGS) --product iconpicker-fuzz
fuzz: deps
	$(FUZZ_BUILD)
	@bin="$$($(FUZZ_BUILD) --show-bin-path)/iconpicker-fuzz"; mkdir -p .build/fuzz-artifacts; \
	for target in $(FUZZ_TARGETS); do \
	  mkdir -p .build/fuzz-corpus/$$target; cp -n Tests/FuzzTargetsTests/Corpus/$$target/* .build/fuzz-corpus/$$target/ 2>/dev/null; \
	  echo "== $$target ($(FUZZ_SECONDS) s)"; \
	  log=.build/fuzz-artifacts/$$target.log; \
	  FUZZ_TARGET=$$target SWIFT_BACKTRACE=enable=no "$$bin" -max_total_time=$(FUZZ_SECONDS) -rss_limit_mb=2048 -timeout=10 -print_final_stats=1 \
	    -artifact_prefix=.build/fuzz-artifacts/ .build/fuzz-corpus/$$target >$$log 2>&1; status=$$?; \
	  grep -E '^(Done|stat::number_of_executed_units|stat::average_exec_per_sec)' $$log; \
	  if [ $$status != 0 ]; then tail -40 $$log; echo "fuzz: $$target failed; the input is in .build/fuzz-artifacts"; exit 1; fi; \
	done

VERSION := $(shell sed -n 's/.*static let version = "\(.*\)"/\1/p' Sources/IconPickerCLI/IconPickerCLI.swift)
# The man page and completion scripts, generated from the built binary.
GENERATED := .build/share
# Where make install puts what is not a binary: the places man, bash-completion, zsh and fish look by default.
MAN_DIR = $(PREFIX)/share/man/man1
BASH_COMPLETION_DIR = $(PREFIX)/share/bash-completion/completions
ZSH_COMPLETION_DIR = $(PREFIX)/share/zsh/site-functions
FISH_COMPLETION_DIR = $(PREFIX)/share/fish/vendor_completions.d
DOC_DIR = $(PREFIX)/share/doc/iconpicker

# The man page, written by argument-parser's own generate-manual from `iconpicker --experimental-dump-help`.
# The tool is built once from the argument-parser checkout SwiftPM resolved (so it reads the help format of
# the version iconpicker links), in its own scratch folder; the page is dated by the last commit, so the
# same source gives the same page. The blank lines it leaves between a discussion's paragraphs become
# `.Pp`, the paragraph break they mean (man warns about each blank line otherwise).
GENERATE_MANUAL := .build/generate-manual/debug/generate-manual
man: binaries
	$(SWIFT) build --package-path .build/checkouts/swift-argument-parser --scratch-path .build/generate-manual --product generate-manual
	mkdir -p $(GENERATED)/man
	$(GENERATE_MANUAL) "$(BIN_DIR)/iconpicker" --date "$$(git log -1 --format=%cs 2>/dev/null || date +%F)" --output-directory - \
	  | sed 's/^$$/.Pp/' >$(GENERATED)/man/iconpicker.1

# bash, zsh and fish completions, as argument-parser generates them from the commands.
completions: binaries
	mkdir -p $(GENERATED)/completions
	for shell in bash zsh fish; do "$(BIN_DIR)/iconpicker" --generate-completion-script $$shell > $(GENERATED)/completions/iconpicker.$$shell; done

install: check-build-deps binaries man completions
	$(MAKE) --no-print-directory install-files

# Copies what the targets above made; make dist stages both of its packages with it.
install-files:
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/iconpicker" "$(DESTDIR)$(MAN_DIR)" "$(DESTDIR)$(DOC_DIR)" \
	  "$(DESTDIR)$(BASH_COMPLETION_DIR)" "$(DESTDIR)$(ZSH_COMPLETION_DIR)" "$(DESTDIR)$(FISH_COMPLETION_DIR)"
	install -m 0755 -s "$(BIN_DIR)/iconpicker" "$(DESTDIR)$(PREFIX)/bin/iconpicker"
	install -m 0755 -s "$(BIN_DIR)/iconpicker-svg" "$(DESTDIR)$(PREFIX)/bin/iconpicker-svg"
	install -m 0644 $(GENERATED)/man/iconpicker.1 "$(DESTDIR)$(MAN_DIR)/iconpicker.1"
	install -m 0644 $(GENERATED)/completions/iconpicker.bash "$(DESTDIR)$(BASH_COMPLETION_DIR)/iconpicker"
	install -m 0644 $(GENERATED)/completions/iconpicker.zsh "$(DESTDIR)$(ZSH_COMPLETION_DIR)/_iconpicker"
	install -m 0644 $(GENERATED)/completions/iconpicker.fish "$(DESTDIR)$(FISH_COMPLETION_DIR)/iconpicker.fish"
	install -m 0644 LICENSE NOTICE THIRD-PARTY-NOTICES "$(DESTDIR)$(DOC_DIR)/"
	rm -rf "$(DESTDIR)$(PREFIX)/share/iconpicker/Colourful"
	cp -R Resources/Colourful "$(DESTDIR)$(PREFIX)/share/iconpicker/Colourful"

# A .tar.gz (the layout make install gives PREFIX, under iconpicker-VERSION/) and a .deb (PREFIX=/usr)
# in DIST_DIR, staged by install-files and packed by scripts/dist.sh.
DIST_DIR := .build/dist
dist: check-build-deps binaries man completions
	rm -rf $(DIST_DIR)
	$(MAKE) --no-print-directory install-files DESTDIR=$(CURDIR)/$(DIST_DIR)/stage/iconpicker-$(VERSION) PREFIX=
	$(MAKE) --no-print-directory install-files DESTDIR=$(CURDIR)/$(DIST_DIR)/stage/deb PREFIX=/usr
	scripts/dist.sh $(VERSION) $(DIST_DIR)

# The packages as a user gets them: the .deb installed into a fresh root and run from there, the
# tarball's contents, the licences, what the binaries link. Needs a release build (several minutes on 2 cores).
test-dist: dist
	scripts/test-dist.sh $(DIST_DIR)

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/iconpicker" "$(DESTDIR)$(PREFIX)/bin/iconpicker-svg" "$(DESTDIR)$(MAN_DIR)/iconpicker.1" \
	  "$(DESTDIR)$(BASH_COMPLETION_DIR)/iconpicker" "$(DESTDIR)$(ZSH_COMPLETION_DIR)/_iconpicker" \
	  "$(DESTDIR)$(FISH_COMPLETION_DIR)/iconpicker.fish"
	rm -rf "$(DESTDIR)$(PREFIX)/share/iconpicker" "$(DESTDIR)$(DOC_DIR)"

clean:
	$(SWIFT) package clean
	rm -rf .build

# Installs the packages `make test-terminals` uses (xterm with sixel, kitty, Xvfb, ImageMagick).
deps-terminals:
	$(MAKE) deps APT_PACKAGES="$(TERMINAL_PACKAGES)"

# iconpicker render in real terminals (xterm -ti vt340 with sixel, kitty) under Xvfb, screenshots
# compared with the icon, the chooser with sixel tiles in xterm and with placed images in kitty 0.26.5;
# skips with a message when the packages are missing. About a minute.
test-terminals:
	$(SWIFT) build --product iconpicker
	scripts/test-terminals.sh "$$($(SWIFT) build --show-bin-path)/iconpicker"

# The real-world check: every app of scripts/realworld/apps (public repositories at a pinned commit,
# and the corpus) is materialised under .build/realworld (from MIRRORS, a folder of bare mirrors named
# owner+name, else a shallow sparse clone, else skipped) and iconpicker is run from its root; prints a
# table of right/wrong icons and true/false/missed findings. ICONPICKER_BIN picks the binary (default:
# the debug build, built first); REALWORLD_ARGS passes options (--record, --strict, -v, app names).
realworld:
	@if [ -z "$(ICONPICKER_BIN)" ]; then $(SWIFT) build --product iconpicker; fi
	ICONPICKER_BIN="$(if $(ICONPICKER_BIN),$(ICONPICKER_BIN),$$($(SWIFT) build --show-bin-path)/iconpicker)" \
	  python3 scripts/realworld/run.py $(if $(MIRRORS),--mirrors "$(MIRRORS)",) $(REALWORLD_ARGS)

# `fix` for real on a copy of every real-world app: each changed file read back by plistlib, PyPI's
# pbxproj and json, the app read again, and a second fix planning nothing (scripts/realworld/fix-roundtrip.py).
realworld-fix: pyenv
	@if [ -z "$(ICONPICKER_BIN)" ]; then $(SWIFT) build --product iconpicker; fi
	python3 scripts/realworld/fix-roundtrip.py $(if $(MIRRORS),--mirrors "$(MIRRORS)",) --python $(PYENV)/bin/python3 \
	  --bin "$(if $(ICONPICKER_BIN),$(ICONPICKER_BIN),$$($(SWIFT) build --show-bin-path)/iconpicker)" $(REALWORLD_ARGS)
