#!/usr/bin/env bash
# clang-tidy with the checked-in .clang-tidy over every source of core/ and db/, using the build's
# compile_commands.json (a clang build: the sanitize preset). Any finding fails.
# Usage: clang_tidy.sh SOURCE_DIR BUILD_DIR
set -euo pipefail
source_dir=$1
build_dir=$2
files=$(cd "$source_dir" && ls core/*/*.cpp db/*.cpp db/importers/*.cpp | sed "s|^|$source_dir/|")
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# shellcheck disable=SC2086
if ! run-clang-tidy -quiet -p "$build_dir" -j "$(nproc)" $files >"$log" 2>&1; then
  grep -E "warning:|error:" "$log" | sort -u
  echo "clang-tidy found the problems above" >&2
  exit 1
fi
echo "clang-tidy: $(wc -w <<<"$files") files of core/ and db/ are clean"
