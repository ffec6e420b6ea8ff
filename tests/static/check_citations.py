#!/usr/bin/env python3
"""Every citation of docs/ in the code, the seed data and the tests names a file and a section that exist:
"docs/cost-model.md §7 F-9", "docs/catalog-costs.md §5", "docs/cost-model.md §1.2 #15". Also fails on a bare
citation of the old reference names (costs.md, tco-and-compliance.md, formulas.md) outside docs/."""
import pathlib, re, subprocess, sys

root = pathlib.Path(sys.argv[1])
files = subprocess.run(["git", "-C", str(root), "ls-files"], capture_output=True, text=True).stdout.split()
if not files:  # not a git checkout: every source file
    files = [str(p.relative_to(root)) for p in root.rglob("*") if p.is_file() and ".git" not in p.parts and "build" not in p.parts]
citation = re.compile(r"docs/([a-z-]+\.md)(?: §(\d+(?:\.\d+)*))?(?: (?:item \d+|F-(\d+)))?(?: #(\d+))?")
bare = re.compile(r"(?<![\w/-])(costs\.md|tco-and-compliance\.md|formulas\.md|sources\.md)")
# Files outside this repository that sources once named: the steering folder and a CSV that never shipped.
outside = re.compile(r"(shared/reference/[\w./-]+|(?<![\w/-])interconnects\.csv)")
problems, count = [], 0
for name in files:
    if name == "tests/static/check_citations.py" or name.startswith(("docs/", "tests/fuzz/", "build/")) or name.endswith(".md") and not name.startswith(("core", "db", "ui", "app")):
        continue
    try:
        text = (root / name).read_text(encoding="utf-8")
    except (UnicodeDecodeError, FileNotFoundError, IsADirectoryError):
        continue
    for line_no, line in enumerate(text.splitlines(), 1):
        for m in bare.finditer(line):
            problems.append(f"{name}:{line_no}: '{m.group(1)}' is not in this repository (cite docs/…)")
        for m in outside.finditer(line):
            problems.append(f"{name}:{line_no}: '{m.group(1)}' is not in this repository (cite docs/…)")
        for m in citation.finditer(line):
            count += 1
            doc = root / "docs" / m.group(1)
            if not doc.exists():
                problems.append(f"{name}:{line_no}: docs/{m.group(1)} does not exist")
                continue
            body = doc.read_text(encoding="utf-8")
            section, formula, item = m.group(2), m.group(3), m.group(4)
            if section and not re.search(rf"^#+ {re.escape(section)}[. ]", body, re.M):
                problems.append(f"{name}:{line_no}: docs/{m.group(1)} has no section {section}")
            if formula and f"**F-{formula} " not in body:
                problems.append(f"{name}:{line_no}: docs/{m.group(1)} has no formula F-{formula}")
            if item and not re.search(rf"^\| {item} \|", body, re.M):
                problems.append(f"{name}:{line_no}: docs/{m.group(1)} has no item #{item}")
if problems:
    print("\n".join(problems))
    sys.exit(1)
print(f"citations: {count} citations of docs/ resolve")
