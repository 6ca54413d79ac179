#!/usr/bin/env python3
"""The real-world check: iconpicker run on public apps, compared with truths read from their files by hand.

Each manifest in scripts/realworld/apps/ names an app (a public repository at a commit, or a folder of
../shared/corpus), the files that decide its icons, and what Xcode builds from them: the target a person
means, the primary icon, every alternate per idiom and configuration, the true mistakes and the findings
that would be false. This script materialises each app (only the listed files), runs iconpicker from the
app's repository root with no PATH, as a new user would, and prints per app whether the icons are right
and how many findings are true, false, missed, of the wrong severity or not judged yet, then every
finding that changed since the recorded run (results.json; `--record` rewrites it).

Exit status: 0 when it ran (the table is the product); 1 on a harness failure (a manifest that does not
parse, a binary that is missing); with --strict, 3 when an app's icons are wrong or a false error is
reported. README.md beside this file describes the manifest schema.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
MANIFESTS = HERE / "apps"
RESULTS = HERE / "results.json"


class HarnessError(Exception):
    """A failure of this script or its inputs, not of iconpicker: exit 1."""


# ----------------------------------------------------------------------------------------------------
# Manifests


def load_manifests(only: list[str]) -> list[dict]:
    manifests = []
    for path in sorted(MANIFESTS.glob("*.json")):
        try:
            manifest = json.loads(path.read_text())
        except json.JSONDecodeError as error:
            raise HarnessError(f"{path}: {error}") from error
        manifest["_path"] = path
        if manifest.get("id") != path.stem:
            raise HarnessError(f"{path}: id {manifest.get('id')!r} differs from the file name")
        if only and not any(word.lower() in manifest["id"].lower() for word in only):
            continue
        manifests.append(manifest)
    return manifests


# ----------------------------------------------------------------------------------------------------
# Getting an app's files


def mirror_git_dir(mirrors: Path, app_id: str) -> Path | None:
    for candidate in (mirrors / app_id / "repo", mirrors / app_id, mirrors / f"{app_id}.git"):
        if (candidate / "HEAD").is_file() and (candidate / "objects").is_dir():
            return candidate
    return None


def git(*args: str, cwd: Path | None = None, stdout=subprocess.PIPE, timeout: int = 600) -> subprocess.CompletedProcess:
    return subprocess.run(["git", *args], cwd=cwd, stdout=stdout, stderr=subprocess.PIPE, timeout=timeout, check=False)


def literal(paths: list[str]) -> list[str]:
    return [f":(literal){path.rstrip('/')}" for path in paths]


def from_mirror(git_dir: Path, commit: str, files: list[str], into: Path) -> str | None:
    """Extracts the listed paths at the commit with git archive; returns an error text or None."""
    if git("--git-dir", str(git_dir), "cat-file", "-e", f"{commit}^{{commit}}").returncode != 0:
        return f"commit {commit[:12]} is not in {git_dir}"
    archive = subprocess.Popen(
        ["git", "--git-dir", str(git_dir), "archive", "--format=tar", commit, "--", *literal(files)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )
    untar = subprocess.run(["tar", "-x", "-C", str(into)], stdin=archive.stdout, stderr=subprocess.PIPE, check=False)
    archive.stdout.close()
    archive_error = archive.stderr.read().decode(errors="replace")
    if archive.wait() != 0 or untar.returncode != 0:
        return f"git archive failed: {archive_error.strip() or untar.stderr.decode(errors='replace').strip()}"
    return None


def from_network(repository: str, commit: str, files: list[str], into: Path) -> str | None:
    """A blob-less, shallow clone of the one commit, checking out only the listed paths."""
    url = f"https://github.com/{repository}.git"
    clone = into / ".clone"
    environment = {**os.environ, "GIT_TERMINAL_PROMPT": "0"}
    steps = [
        ["git", "init", "-q", str(clone)],
        ["git", "-C", str(clone), "remote", "add", "origin", url],
        ["git", "-C", str(clone), "fetch", "-q", "--depth", "1", "--filter=blob:none", "origin", commit],
        ["git", "-C", str(clone), "checkout", "-q", commit, "--", *literal(files)],
    ]
    for step in steps:
        result = subprocess.run(step, capture_output=True, env=environment, timeout=900, check=False)
        if result.returncode != 0:
            message = result.stderr.decode(errors="replace").strip().splitlines() or ["no message"]
            return f"{' '.join(step[:4])}…: {message[0][:200]}"
    for entry in clone.iterdir():
        if entry.name != ".git":
            entry.rename(into / entry.name)
    shutil.rmtree(clone)
    return None


def materialise(manifest: dict, options: argparse.Namespace) -> tuple[Path | None, str]:
    """The app's repository root on disk, or None and why it was skipped."""
    if manifest["source"] == "corpus":
        folder = options.shared / "corpus" / manifest["corpus"]
        if not folder.is_dir():
            return None, f"{folder} is absent"
        return folder, "corpus"
    app_id, commit, files = manifest["id"], manifest["commit"], manifest["files"]
    # The folder is named like the repository, as `git clone` names it (Awful.app stays Awful.app).
    root = options.cache / app_id / manifest["repository"].split("/")[-1]
    stamp = hashlib.sha256(json.dumps([commit, sorted(files)]).encode()).hexdigest()
    stamp_file = options.cache / f"{app_id}.stamp"
    if root.is_dir() and stamp_file.is_file() and stamp_file.read_text() == stamp:
        return root, "cached"
    options.cache.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f"{app_id}.", dir=options.cache))
    errors = []
    how = None
    git_dir = mirror_git_dir(options.mirrors, app_id) if options.mirrors else None
    if git_dir:
        error = from_mirror(git_dir, commit, files, staging)
        how = "mirror" if error is None else None
        errors += [error] if error else []
    if how is None and not options.offline:
        shutil.rmtree(staging)
        staging.mkdir()
        error = from_network(manifest["repository"], commit, files, staging)
        how = "network" if error is None else None
        errors += [error] if error else []
    if how is None:
        shutil.rmtree(staging, ignore_errors=True)
        if not git_dir and options.offline:
            errors.append("no mirror and --offline")
        elif not git_dir:
            errors.insert(0, f"no mirror under {options.mirrors}" if options.mirrors else "MIRRORS not given")
        return None, "; ".join(errors)
    # A clone's root holds .git: iconpicker takes it as the repository's top, where the walk up stops.
    (staging / ".git").mkdir(exist_ok=True)
    if root.parent.exists():
        shutil.rmtree(root.parent)
    root.parent.mkdir(parents=True)
    staging.rename(root)
    stamp_file.write_text(stamp)
    return root, how


def expected_paths(manifest: dict) -> list[str]:
    """Every repository path the truth names (set folders, .icon bundles, images)."""
    expected = manifest["expected"]
    groups = [expected.get("icons", {}).get("iphone", {}), *expected.get("configurations", {}).values()]
    ipad = expected.get("icons", {}).get("ipad")
    groups += [ipad] if isinstance(ipad, dict) else []
    paths = []
    for group in groups:
        for icon in [group.get("primary") or {}, *group.get("alternates", [])]:
            paths += [icon[key] for key in ("path", "icon") if key in icon] + icon.get("images", [])
    return paths


def check_manifest(manifest: dict, options: argparse.Namespace) -> list[str]:
    """A manifest's files exist at its commit (in the mirror) and cover every path its truth names."""
    if manifest["source"] == "corpus":
        folder = options.shared / "corpus" / manifest["corpus"]
        return [f"{path} is not in {folder}" for path in expected_paths(manifest) if not (folder / path).exists()]
    git_dir = mirror_git_dir(options.mirrors, manifest["id"]) if options.mirrors else None
    if git_dir is None:
        return ["no mirror to check against"]
    listing = git("--git-dir", str(git_dir), "ls-tree", "-r", "--name-only", manifest["commit"])
    if listing.returncode != 0:
        return [f"commit {manifest['commit']} is not in the mirror"]
    tree = listing.stdout.decode(errors="replace").splitlines()
    problems = []
    for path in manifest["files"]:
        if not any(name == path or name.startswith(path.rstrip("/") + "/") for name in tree):
            problems.append(f"listed file {path} is not at the commit")
    for path in expected_paths(manifest):
        covered = any(path == listed or path.startswith(listed.rstrip("/") + "/") for listed in manifest["files"])
        if not covered:
            problems.append(f"the truth names {path}, which the file list does not bring")
    return problems


# ----------------------------------------------------------------------------------------------------
# Running iconpicker


@dataclass
class Run:
    status: int | None
    output: dict | None
    stderr: str

    @property
    def demo(self) -> bool:
        return bool(self.output and self.output.get("app", {}).get("isDemo"))


def run_iconpicker(binary: Path, cwd: Path, arguments: list[str], timeout: int) -> Run:
    state = tempfile.mkdtemp(prefix="iconpicker-state.")
    environment = {**os.environ, "ICONPICKER_STATE_DIR": state, "NO_COLOR": "1", "TERM": "dumb"}
    try:
        result = subprocess.run(
            [str(binary), *arguments], cwd=cwd, env=environment, capture_output=True, timeout=timeout,
            stdin=subprocess.DEVNULL, check=False,
        )
    except subprocess.TimeoutExpired:
        return Run(None, None, f"timed out after {timeout} s")
    finally:
        shutil.rmtree(state, ignore_errors=True)
    try:
        output = json.loads(result.stdout) if result.stdout.strip() else None
    except json.JSONDecodeError:
        output = None
    return Run(result.returncode, output, result.stderr.decode(errors="replace"))


# ----------------------------------------------------------------------------------------------------
# Comparing icons


def relative(path: str | None, root: Path) -> str | None:
    if not path:
        return path
    try:
        return str(Path(path).resolve().relative_to(root.resolve()))
    except ValueError:
        return path


def describe_failure(run: Run) -> str:
    if run.status is None:
        return run.stderr
    first = run.stderr.strip().splitlines()[0] if run.stderr.strip() else "no message"
    return f"exit {run.status}: {first[:160]}"


def icon_source(icon: dict, root: Path) -> str:
    source = icon.get("source") or {}
    kind = source.get("kind")
    if kind == "iconSet":
        return f"set {source.get('name')} ({relative(source.get('catalog'), root)})"
    if kind == "iconComposer":
        return f"icon {relative(source.get('bundle'), root)}"
    if kind == "files":
        return f"files {icon.get('iconFiles')}"
    return f"{kind or 'no source'} {icon.get('iconSetName') or icon.get('iconFiles')}"


def compare_icon(label: str, expected: dict, actual: dict, root: Path) -> list[str]:
    """What is wrong with one icon: its source (set, .icon bundle, loose files) and the image shown."""
    problems = []
    source = actual.get("source") or {}
    image = relative((actual.get("image") or {}).get("path"), root)
    if "set" in expected:
        path_ok = "path" not in expected or relative(source.get("catalog"), root) == expected["path"]
        if source.get("kind") != "iconSet" or source.get("name") != expected["set"] or not path_ok:
            where = f" at {expected['path']}" if "path" in expected else ""
            problems.append(f"{label}: expected set {expected['set']}{where}, got {icon_source(actual, root)}")
    if "icon" in expected:
        if source.get("kind") != "iconComposer" or relative(source.get("bundle"), root) != expected["icon"]:
            problems.append(f"{label}: expected {expected['icon']}, got {icon_source(actual, root)}")
    if "files" in expected:
        if sorted(actual.get("iconFiles") or []) != sorted(expected["files"]):
            problems.append(f"{label}: expected files {expected['files']}, got {icon_source(actual, root)}")
    if "images" in expected:
        if expected["images"] and image not in expected["images"]:
            problems.append(f"{label}: shows {image}, expected one of {expected['images'][:3]}")
        if not expected["images"] and image:
            problems.append(f"{label}: shows {image}, but no image of it exists")
    return problems


def compare_icons(label: str, expected: dict, output: dict, root: Path) -> list[str]:
    problems = []
    icons = output.get("icons") or []
    primaries = [icon for icon in icons if icon.get("primary")]
    alternates = {icon.get("name"): icon for icon in icons if not icon.get("primary")}
    prefix = f"{label}: " if label else ""
    if "primary" in expected:
        if not primaries:
            problems.append(f"{prefix}no primary icon")
        else:
            problems += compare_icon(f"{prefix}primary", expected["primary"], primaries[0], root)
    if "alternates" not in expected:
        return problems
    wanted = {alternate["name"]: alternate for alternate in expected["alternates"]}
    optional = {name for name, alternate in wanted.items() if alternate.get("optional")}
    missing = sorted(set(wanted) - set(alternates) - optional)
    extra = sorted(set(alternates) - set(wanted), key=str)
    if missing:
        problems.append(f"{prefix}missing alternate(s) {shorten(missing)}")
    if extra:
        problems.append(f"{prefix}alternate(s) that are not built {shorten(extra)}")
    for name in sorted(set(wanted) & set(alternates)):
        problems += compare_icon(f"{prefix}{name}", wanted[name], alternates[name], root)
    return problems


def shorten(names: list, limit: int = 6) -> str:
    shown = ", ".join(str(name) for name in names[:limit])
    return shown + (f" and {len(names) - limit} more" if len(names) > limit else "")


def check_app(expected_app: dict, run: Run, root: Path) -> list[str]:
    """The app iconpicker chose: not the demo, the target and configuration a person means."""
    if run.demo:
        return ["demo fallback (the bundled demo was read, exit 0)"]
    if run.output is None:
        return [describe_failure(run)]
    app = run.output.get("app") or {}
    project = app.get("project") or {}
    problems = []
    if "target" in expected_app and project.get("target") != expected_app["target"]:
        problems.append(f"wrong target {project.get('target')!r} (expected {expected_app['target']!r})")
    if "configuration" in expected_app and project.get("configuration") != expected_app["configuration"]:
        problems.append(f"configuration {project.get('configuration')!r} (expected {expected_app['configuration']!r})")
    if "project" in expected_app and relative(project.get("path"), root) != expected_app["project"]:
        problems.append(f"project {relative(project.get('path'), root)} (expected {expected_app['project']})")
    return problems


def choice_arguments(expected_app: dict) -> list[str]:
    """After a right question (exit 2): the --target that answers it, from `then` or the expected target."""
    target = expected_app.get("then", {}).get("target", expected_app.get("target"))
    return ["--target", target] if target else []


def choice_cwd(expected_app: dict, root: Path) -> Path:
    return root / expected_app.get("then", {}).get("cwd", ".")


def refusal_ok(expected: dict, run: Run) -> bool:
    pattern = expected.get("refusal")
    return bool(pattern and run.status not in (0, None) and not run.demo and re.search(pattern, run.stderr, re.I))


@dataclass
class IconVerdict:
    right: bool
    problems: list[str] = field(default_factory=list)
    note: str = ""


def judge_icons(manifest: dict, root: Path, options: argparse.Namespace) -> tuple[IconVerdict, Path, list[str]]:
    """Runs list --json as a user would and compares; returns the verdict, and the folder and arguments
    that chose the app (the same ones lint needs when the tool rightly asked)."""
    expected = manifest["expected"]
    expected_app = expected.get("app", {})
    run = run_iconpicker(options.binary, root, ["list", "--json"], options.timeout)
    chosen: list[str] = []
    cwd = root
    note = ""
    if refusal_ok(expected, run):
        return IconVerdict(True, note="refused as expected: " + describe_failure(run)), root, []
    if run.status == 2 and not run.demo:
        candidates = expected_app.get("choice")
        if not candidates:
            return IconVerdict(False, [f"asked to choose ({describe_failure(run)})"]), root, []
        unnamed = [name for name in candidates if name not in run.stderr]
        if unnamed:
            return IconVerdict(False, [f"asked to choose but did not name {shorten(unnamed)}"]), root, []
        chosen, cwd = choice_arguments(expected_app), choice_cwd(expected_app, root)
        note = "asked to choose (right)"
        run = run_iconpicker(options.binary, cwd, ["list", "--json", *chosen], options.timeout)
    elif "icons" not in expected:
        what = "listed it as an iOS app" if run.status == 0 else describe_failure(run)
        return IconVerdict(False, [f"should say there is no iOS app here; {what}"]), root, []
    elif expected_app.get("mustAsk"):
        problems = check_app({}, run, root) or [f"did not ask to choose among {shorten(expected_app['choice'])}"]
        return IconVerdict(False, problems), root, []
    return compare_app_icons(expected, expected_app, run, cwd, chosen, root, options, note), cwd, chosen


def judge_assisted(manifest: dict, root: Path, options: argparse.Namespace) -> tuple[IconVerdict, Path, list[str]]:
    """The app named as the manifest's `assist` says (a folder and flags): what iconpicker reads once
    it is past finding the app, so lint is measured on apps it could not find from the root."""
    expected = manifest["expected"]
    expected_app = expected.get("app", {})
    assist = expected_app["assist"]
    cwd, chosen = root / assist.get("cwd", "."), list(assist.get("args", []))
    run = run_iconpicker(options.binary, cwd, ["list", "--json", *chosen], options.timeout)
    named = {key: value for key, value in expected_app.items() if key in ("target", "configuration", "project")}
    return compare_app_icons(expected, named, run, cwd, chosen, root, options, "assisted"), cwd, chosen


def compare_app_icons(expected: dict, expected_app: dict, run: Run, cwd: Path, chosen: list[str], root: Path,
                      options: argparse.Namespace, note: str) -> IconVerdict:
    """The app chosen by `run`, its icons, and the same for iPad and each configuration with a truth."""
    problems = check_app(expected_app, run, root)
    if problems:
        return IconVerdict(False, problems, note)
    icons = expected.get("icons", {})
    problems += compare_icons("", icons.get("iphone", {}), run.output, root)
    ipad = icons.get("ipad")
    if ipad is not None:
        ipad = icons.get("iphone", {}) if ipad == "same" else ipad
        ipad_run = run_iconpicker(options.binary, cwd, ["list", "--json", "--idiom", "ipad", *chosen], options.timeout)
        problems += check_app({}, ipad_run, root) or compare_icons("iPad", ipad, ipad_run.output, root)
    others = without_configuration(chosen)
    for configuration, per_configuration in expected.get("configurations", {}).items():
        arguments = ["list", "--json", "--configuration", configuration, *others]
        configuration_run = run_iconpicker(options.binary, cwd, arguments, options.timeout)
        problems += check_app({}, configuration_run, root) or compare_icons(
            configuration, per_configuration, configuration_run.output, root
        )
    return IconVerdict(not problems, problems, note)


def without_configuration(arguments: list[str]) -> list[str]:
    kept, skip = [], False
    for argument in arguments:
        if skip or argument == "--configuration":
            skip = not skip
            continue
        kept.append(argument)
    return kept


# ----------------------------------------------------------------------------------------------------
# Comparing findings


def subjects(finding: dict) -> set[str]:
    icon = finding.get("icon") or {}
    if icon.get("kind") == "alternate":
        return {icon.get("name") or ""}
    if icon.get("kind") == "primary":
        return {"primary"}
    return {"app", *(finding.get("icons") or [])}


def named_in_message(icon: str, finding: dict) -> bool:
    """A finding about the app whose message quotes the icon (“AppIcon-Beta”) is about that icon."""
    message = finding.get("message") or ""
    return any(f"{open_quote}{icon}{close_quote}" in message for open_quote, close_quote in ("“”", "‘’", '""'))


def matches(expectation: dict, finding: dict, root: Path, by_severity: bool = True) -> bool:
    """by_severity: a false or acceptable entry that names a severity covers only findings of that severity
    (a warning can be right where an error is false); a true entry's severity is the one it should have."""
    if expectation.get("rule") != finding.get("ruleId"):
        return False
    if by_severity and "severity" in expectation:
        allowed = expectation["severity"]
        if finding.get("severity") not in ([allowed] if isinstance(allowed, str) else allowed):
            return False
    icon = expectation.get("icon", "*")
    if icon != "*" and icon not in subjects(finding) and not named_in_message(icon, finding):
        return False
    if "file" in expectation:
        wanted = [expectation["file"]] if isinstance(expectation["file"], str) else expectation["file"]
        if not any(part in (relative(finding.get("file"), root) or "") for part in wanted):
            return False
    if "location" in expectation and expectation["location"] not in (finding.get("location") or ""):
        return False
    if "message" in expectation and expectation["message"] not in (finding.get("message") or ""):
        return False
    if "idiom" in expectation and expectation["idiom"] != finding.get("idiom"):
        return False
    wanted = expectation.get("configurations")
    return not wanted or bool(set(wanted) & set(finding.get("configurations") or []))


def finding_key(finding: dict, root: Path) -> str:
    subject = ",".join(sorted(subjects(finding)))
    return "|".join([finding.get("ruleId") or "", subject, relative(finding.get("file"), root) or "",
                     finding.get("location") or "", finding.get("idiom") or ""])


@dataclass
class FindingVerdicts:
    rows: list[dict] = field(default_factory=list)
    missed: list[dict] = field(default_factory=list)
    problem: str = ""

    def count(self, verdict: str) -> int:
        return sum(1 for row in self.rows if row["verdict"] == verdict)

    @property
    def false_errors(self) -> list[dict]:
        """Errors that are not real failures: false findings, and true ones whose right severity is lower."""
        return [row for row in self.rows if row["severity"] == "error" and row["verdict"] in ("false", "severity")]


def judge_findings(manifest: dict, root: Path, cwd: Path, chosen: list[str], options: argparse.Namespace) -> FindingVerdicts:
    expected = manifest["expected"].get("findings", {})
    run = run_iconpicker(options.binary, cwd, ["lint", "--format", "json", *chosen], options.timeout)
    verdicts = FindingVerdicts()
    if run.output is None:
        verdicts.problem = describe_failure(run)
        if refusal_ok(manifest["expected"], run):
            verdicts.problem = ""
    elif run.demo:
        verdicts.problem = "linted the demo"
    findings = (run.output or {}).get("findings", []) if not run.demo else []
    true_list, acceptable, false_list = expected.get("true", []), expected.get("acceptable", []), expected.get("false", [])
    satisfied = set()
    for finding in findings:
        row = {"key": finding_key(finding, root), "rule": finding.get("ruleId"), "severity": finding.get("severity"),
               "subjects": sorted(subjects(finding)), "file": relative(finding.get("file"), root),
               "location": finding.get("location"), "message": finding.get("message"), "verdict": "unjudged"}
        false_match = next((e for e in false_list if matches(e, finding, root)), None)
        true_index = next((i for i, e in enumerate(true_list) if matches(e, finding, root, by_severity=False)), None)
        if false_match is not None and true_index is not None and "severity" in false_match:
            false_match = None  # false only at this severity, and a true mistake: counted S, not F and M
        if false_match is not None:
            row["verdict"], row["why"] = "false", false_match.get("why", "")
        elif true_index is not None:
            satisfied.add(true_index)
            wanted = true_list[true_index].get("severity")
            wanted = [wanted] if isinstance(wanted, str) else wanted
            row["expectedSeverity"] = wanted
            row["verdict"] = "severity" if wanted and finding.get("severity") not in wanted else "true"
        elif any(matches(e, finding, root) for e in acceptable):
            row["verdict"] = "acceptable"
        verdicts.rows.append(row)
    verdicts.missed = [e for i, e in enumerate(true_list) if i not in satisfied and e.get("required", True)]
    return verdicts


# ----------------------------------------------------------------------------------------------------
# Reporting


@dataclass
class AppResult:
    manifest: dict
    skipped: str = ""
    icons: IconVerdict | None = None
    findings: FindingVerdicts | None = None
    assisted: AppResult | None = None  # the same app named for iconpicker, when it did not find it from the root

    def record(self) -> dict:
        if self.skipped:
            return {"skipped": self.skipped}
        record = {
            "icons": "right" if self.icons.right else "wrong",
            "iconProblems": self.icons.problems,
            "lintProblem": self.findings.problem,
            "counts": {verdict: self.findings.count(verdict) for verdict in
                       ("true", "false", "severity", "acceptable", "unjudged")} | {"missed": len(self.findings.missed)},
            "findings": [{key: row[key] for key in ("key", "rule", "severity", "verdict")} for row in self.findings.rows],
            "missed": [missed_label(e) for e in self.findings.missed],
        }
        if self.assisted:
            record["assisted"] = self.assisted.record()
        return record


def missed_label(expectation: dict) -> str:
    rule = expectation.get("rule") or f"(no rule: {expectation.get('proposal', 'new')})"
    return f"{rule} {expectation.get('icon', '')} {expectation.get('file', '')}".strip()


def print_table(results: list[AppResult], title: str = "") -> None:
    header = f"{'app':44} {'kind':22} {'icons':6} {'T':>3} {'F':>3} {'M':>3} {'S':>3} {'A':>3} {'U':>3}  what was wrong"
    if title:
        print(f"\n{title}")
    print(header)
    print("-" * len(header))
    for result in results:
        manifest = result.manifest
        kind = (manifest.get("kinds") or ["?"])[0]
        if result.skipped:
            print(f"{manifest['id'][:44]:44} {kind[:22]:22} {'skip':6} {'':>23}  {result.skipped[:100]}")
            continue
        f = result.findings
        what = "; ".join(result.icons.problems + ([f.problem] if f.problem else []))
        icons = "right" if result.icons.right else "WRONG"
        print(f"{manifest['id'][:44]:44} {kind[:22]:22} {icons:6} {f.count('true'):3} {f.count('false'):3} "
              f"{len(f.missed):3} {f.count('severity'):3} {f.count('acceptable'):3} {f.count('unjudged'):3}  {what[:160]}")
    ran = [r for r in results if not r.skipped]
    total = lambda verdict: sum(r.findings.count(verdict) for r in ran)  # noqa: E731
    right = sum(1 for r in ran if r.icons.right)
    print("-" * len(header))
    print(f"{len(ran)} apps run ({len(results) - len(ran)} skipped): icons right {right}, wrong {len(ran) - right}; "
          f"findings true {total('true')}, false {total('false')}, missed {sum(len(r.findings.missed) for r in ran)}, "
          f"wrong severity {total('severity')}, acceptable {total('acceptable')}, unjudged {total('unjudged')}; "
          f"false errors {sum(len(r.findings.false_errors) for r in ran)}")
    print("T true  F false  M missed (a true mistake not reported)  S true but of the wrong severity  "
          "A acceptable either way  U not judged in the manifest yet")


def print_details(results: list[AppResult], verbose: bool) -> None:
    for result in results:
        if result.skipped or not verbose:
            continue
        print(f"\n## {result.manifest['id']}")
        print_verdicts(result)
        if result.assisted:
            assist = result.manifest["expected"]["app"]["assist"]
            print(f"  -- assisted (cwd {assist.get('cwd', '.')}, {' '.join(assist.get('args', [])) or 'no flags'}):")
            print_verdicts(result.assisted)


def print_verdicts(result: AppResult) -> None:
    for problem in result.icons.problems:
        print(f"  icons: {problem}")
    for row in result.findings.rows:
        why = row.get("why", "")
        if row["verdict"] == "severity":
            why = f"(should be {' or '.join(row['expectedSeverity'])})"
        if row["verdict"] != "true":
            print(f"  {row['verdict']:10} {row['severity']:7} {row['rule']} {','.join(row['subjects'])} "
                  f"{row['file'] or ''} {row['location'] or ''} {why}")
    for expectation in result.findings.missed:
        print(f"  missed     {missed_label(expectation)}: {expectation.get('why', '')}")


def print_changes(results: list[AppResult], recorded: dict) -> None:
    lines = []
    for result in results:
        app_id = result.manifest["id"]
        before, now = recorded.get(app_id), result.record()
        if before is None:
            lines.append(f"{app_id}: new in this run")
            continue
        if "skipped" in now or "skipped" in before:
            if ("skipped" in now) != ("skipped" in before):
                lines.append(f"{app_id}: {'skipped now' if 'skipped' in now else 'runs now'}")
            continue
        if before.get("icons") != now["icons"] or before.get("iconProblems") != now["iconProblems"]:
            lines.append(f"{app_id}: icons {before.get('icons')} -> {now['icons']}: {'; '.join(now['iconProblems'])}")
        old = {(row["key"], row["severity"]): row["verdict"] for row in before.get("findings", [])}
        new = {(row["key"], row["severity"]): row["verdict"] for row in now["findings"]}
        for key in sorted(set(old) | set(new)):
            if key not in new:
                lines.append(f"{app_id}: gone     {key[1]:7} {key[0]} (was {old[key]})")
            elif key not in old:
                lines.append(f"{app_id}: new      {key[1]:7} {key[0]} ({new[key]})")
            elif old[key] != new[key]:
                lines.append(f"{app_id}: verdict  {key[1]:7} {key[0]} {old[key]} -> {new[key]}")
        for label in sorted(set(now["missed"]) ^ set(before.get("missed", []))):
            lines.append(f"{app_id}: {'missed now' if label in now['missed'] else 'found now'}: {label}")
    print("\nChanged since the recorded run (scripts/realworld/results.json):")
    print("\n".join(f"  {line}" for line in lines) if lines else "  nothing")


# ----------------------------------------------------------------------------------------------------


def default_binary() -> Path:
    environment = os.environ.get("ICONPICKER_BIN")
    if environment:
        return Path(environment)
    result = subprocess.run(["swift", "build", "--show-bin-path"], cwd=REPO, capture_output=True, text=True, check=False)
    if result.returncode != 0:
        raise HarnessError("cannot find the iconpicker binary: set ICONPICKER_BIN or run `swift build`")
    return Path(result.stdout.strip()) / "iconpicker"


def parse_options(arguments: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mirrors", type=Path, default=os.environ.get("MIRRORS") or None,
                        help="folder of bare mirrors named owner+name (default: $MIRRORS)")
    parser.add_argument("--offline", action="store_true", help="never clone from the network")
    parser.add_argument("--cache", type=Path, default=REPO / ".build" / "realworld", help="where apps are materialised")
    parser.add_argument("--shared", type=Path, default=REPO.parent / "shared", help="the shared folder (corpus)")
    parser.add_argument("--bin", type=Path, default=None, help="the iconpicker binary (default: $ICONPICKER_BIN, else swift build's)")
    parser.add_argument("--timeout", type=int, default=60, help="seconds per iconpicker run")
    parser.add_argument("--record", action="store_true", help="write this run's results to results.json")
    parser.add_argument("--strict", action="store_true", help="exit 3 on a wrong icon or a false error")
    parser.add_argument("--verbose", "-v", action="store_true", help="every finding that is not simply true, per app")
    parser.add_argument("--check", action="store_true",
                        help="only check the manifests: files exist at the commit, the truth's paths are listed")
    parser.add_argument("only", nargs="*", help="only apps whose id contains one of these words")
    options = parser.parse_args(arguments)
    if options.check:
        return options
    options.binary = (options.bin or default_binary()).resolve()
    if not options.binary.is_file():
        raise HarnessError(f"{options.binary} does not exist: build it (`swift build --product iconpicker`) or set ICONPICKER_BIN")
    return options


def binary_identity(binary: Path) -> dict:
    """What results.json says was measured: the version, and the last commit that changed the sources of
    the checkout it is run from (the binary is assumed built from them)."""
    version = subprocess.run([str(binary), "--version"], capture_output=True, text=True, check=False).stdout.strip()
    arguments = ["git", "log", "-1", "--format=%h", "--", "Sources", "Package.swift"]
    commit = subprocess.run(arguments, cwd=REPO, capture_output=True, text=True, check=False)
    return {"version": version, "sources": commit.stdout.strip()}


def main(arguments: list[str]) -> int:
    try:
        options = parse_options(arguments)
        manifests = load_manifests(options.only)
    except HarnessError as error:
        print(f"realworld: {error}", file=sys.stderr)
        return 1
    if options.check:
        failures = 0
        for manifest in manifests:
            problems = check_manifest(manifest, options)
            failures += bool(problems)
            for problem in problems:
                print(f"{manifest['id']}: {problem}")
        print(f"{len(manifests)} manifests checked, {failures} with problems")
        return 1 if failures else 0
    results = []
    for manifest in manifests:
        root, how = materialise(manifest, options)
        if root is None:
            print(f"realworld: skipping {manifest['id']}: {how}", file=sys.stderr)
            results.append(AppResult(manifest, skipped=how))
            continue
        icons, cwd, chosen = judge_icons(manifest, root, options)
        findings = judge_findings(manifest, root, cwd, chosen, options)
        result = AppResult(manifest, icons=icons, findings=findings)
        if not icons.right and "assist" in manifest["expected"].get("app", {}):
            icons, cwd, chosen = judge_assisted(manifest, root, options)
            result.assisted = AppResult(manifest, icons=icons, findings=judge_findings(manifest, root, cwd, chosen, options))
        results.append(result)
    print_table(results)
    assisted = [result.assisted for result in results if result.assisted]
    if assisted:
        print_table(assisted, "Where iconpicker did not find the app from the root: the same apps named for it "
                              "(the manifest's assist), to measure what it reads once past that")
    print_details(results, options.verbose)
    recorded = json.loads(RESULTS.read_text()) if RESULTS.is_file() else {}
    print_changes(results, recorded.get("apps", {}))
    if options.record:
        apps = recorded.get("apps", {}) if options.only else {}
        apps.update({result.manifest["id"]: result.record() for result in results})
        record = {"binary": binary_identity(options.binary), "apps": dict(sorted(apps.items()))}
        RESULTS.write_text(json.dumps(record, indent=1) + "\n")
    ran = [r for r in results if not r.skipped]
    failed = any(not r.icons.right or r.findings.false_errors for r in ran)
    return 3 if options.strict and failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
