#!/usr/bin/env bash
# Fails when a tracked C++ source is not formatted by the checked-in .clang-format (CONTRIBUTING.md: run
# `git ls-files '*.cpp' '*.h' | xargs clang-format -i` before committing). Takes about a second.
set -euo pipefail
cd "$1"
formatter=$(command -v clang-format || command -v clang-format-14 || true)
[ -n "$formatter" ] || { echo "clang-format is not installed (packaging/install-deps.sh installs it)" >&2; exit 1; }
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  mapfile -t files < <(git ls-files '*.cpp' '*.h')
else
  mapfile -t files < <(find core db ui app tests packaging -name '*.cpp' -o -name '*.h')
fi
"$formatter" --dry-run --Werror "${files[@]}"
echo "format: ${#files[@]} files follow .clang-format"
