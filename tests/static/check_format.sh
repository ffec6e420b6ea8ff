#!/usr/bin/env bash
# Fails when a tracked C++ source is not formatted by the checked-in .clang-format. Takes about a second.
#   tests/static/check_format.sh DIR          check (what CI runs)
#   tests/static/check_format.sh DIR --fix    format in place, then check (clang-format 14 sometimes needs a
#                                             second pass to settle trailing comments, so it runs three)
set -euo pipefail
cd "$1"
fix="${2:-}"
formatter=$(command -v clang-format || command -v clang-format-14 || true)
[ -n "$formatter" ] || { echo "clang-format is not installed (packaging/install-deps.sh installs it)" >&2; exit 1; }
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  mapfile -t files < <(git ls-files '*.cpp' '*.h')
else
  mapfile -t files < <(find core db ui app tests packaging -name '*.cpp' -o -name '*.h')
fi
if [ "$fix" = "--fix" ]; then
  for _ in 1 2 3; do "$formatter" -i "${files[@]}"; done
fi
"$formatter" --dry-run --Werror "${files[@]}"
echo "format: ${#files[@]} files follow .clang-format"
