#!/usr/bin/env bash
# Builds the .deb from a build folder, unpacks it into a temporary root and uses it as a new user would:
# the files a desktop needs are there, `--version` prints the project's version, `fit` answers, and the
# window starts (offscreen) and shows its first results.
# Usage: check_deb.sh BUILD_DIR EXPECTED_VERSION
set -euo pipefail
build_dir=$1
expected_version=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

(cd "$build_dir" && cpack -G DEB -B "$work/out") >"$work/cpack.log" 2>&1 || { cat "$work/cpack.log"; exit 1; }
deb=$(ls "$work"/out/gpu-advisor_"$expected_version"_*.deb)
info=$(dpkg-deb --info "$deb") # captured: grep -q on a pipe would cut it short (SIGPIPE under pipefail)
grep -q "^ Package: gpu-advisor$" <<<"$info" || { echo "not the gpu-advisor package: $deb"; exit 1; }
grep -q "^ Depends: .*libqt6core6" <<<"$info" || { echo "the package does not depend on Qt"; echo "$info"; exit 1; }
dpkg-deb -x "$deb" "$work/root"
for file in usr/bin/gpu-advisor usr/bin/gpu-advisor-cli \
            usr/share/applications/gpu-advisor.desktop \
            usr/share/metainfo/io.github.gpu_advisor.metainfo.xml \
            usr/share/icons/hicolor/scalable/apps/gpu-advisor.svg \
            usr/share/icons/hicolor/16x16/apps/gpu-advisor.png usr/share/icons/hicolor/48x48/apps/gpu-advisor.png \
            usr/share/icons/hicolor/256x256/apps/gpu-advisor.png \
            usr/share/gpu-advisor/translations/gpu-advisor_pt_BR.qm usr/share/doc/gpu-advisor/LICENSE; do
  test -s "$work/root/$file" || { echo "missing from the package: $file"; exit 1; }
done
if command -v desktop-file-validate >/dev/null; then desktop-file-validate "$work/root/usr/share/applications/gpu-advisor.desktop"; fi
if command -v appstreamcli >/dev/null; then
  appstreamcli validate --no-net --pedantic "$work/root/usr/share/metainfo/io.github.gpu_advisor.metainfo.xml" >"$work/appstream.log" 2>&1 ||
    { cat "$work/appstream.log"; exit 1; }
fi

# A new user: an empty home, no display.
export HOME="$work/home" XDG_DATA_HOME="$work/home/data" XDG_CONFIG_HOME="$work/home/config"
mkdir -p "$HOME"
unset DISPLAY WAYLAND_DISPLAY
version=$("$work/root/usr/bin/gpu-advisor-cli" --version)
[ "$version" = "gpu-advisor-cli $expected_version" ] || { echo "--version printed '$version'"; exit 1; }
fit=$("$work/root/usr/bin/gpu-advisor-cli" fit --model llama-3.1-8b --workload inference --precision bf16 --gpu h100-sxm --gpus 1)
grep -q "Verdict   FITS" <<<"$fit" || { echo "fit did not answer: $fit"; exit 1; }
gui_version=$(QT_QPA_PLATFORM=offscreen "$work/root/usr/bin/gpu-advisor" --version 2>/dev/null)
grep -q "$expected_version" <<<"$gui_version" || { echo "the window's --version printed '$gui_version'"; exit 1; }
started=$(QT_QPA_PLATFORM=offscreen timeout 60 "$work/root/usr/bin/gpu-advisor" --measure-startup 2>/dev/null)
grep -q "first results after" <<<"$started" || { echo "the installed window did not start: $started"; exit 1; }
echo "ok: $(basename "$deb") installs and runs"
