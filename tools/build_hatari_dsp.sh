#!/usr/bin/env bash
# Build tests/dsp56k_hatari/harness.c against Hatari's DSP56001 core (GPL-2.0+, built here at
# test time and never kept in this repository) for tests/test_dsp56k_hatari_diff.py.
#
#   tools/build_hatari_dsp.sh [CACHE_DIR]     prints the harness's path on its last line
#
# The core's source comes from, in order: $HATARI_SRC (a hatari source tree: src/falcon/dsp_cpu.c),
# a tree already unpacked in CACHE_DIR, or Debian's `hatari` source package fetched with
# `apt-get source` through a scratch sources list of the running Debian release (nothing of the
# system's apt configuration is changed). On failure: one line on stderr saying what is missing,
# exit status 1 (the test then skips with that line).
set -uo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
cache="${1:-${XDG_CACHE_HOME:-$HOME/.cache}/workbench/hatari-dsp}"
mkdir -p "$cache" || { echo "cannot create the cache folder $cache" >&2; exit 1; }
cache="$(cd "$cache" && pwd)"
fail() { echo "$*" >&2; exit 1; }

src=""
if [ -n "${HATARI_SRC:-}" ]; then
  [ -f "$HATARI_SRC/src/falcon/dsp_cpu.c" ] || fail "HATARI_SRC=$HATARI_SRC has no src/falcon/dsp_cpu.c"
  src="$HATARI_SRC"
else
  src="$(ls -d "$cache"/src/hatari-*/ 2>/dev/null | head -n 1)"
  src="${src%/}"
  if [ -z "$src" ] || [ ! -f "$src/src/falcon/dsp_cpu.c" ]; then
    command -v apt-get >/dev/null 2>&1 || fail "no apt-get: cannot fetch Debian's hatari source package (set HATARI_SRC to a hatari source tree)"
    codename="$(. /etc/os-release 2>/dev/null && echo "${VERSION_CODENAME:-}")"
    [ -n "$codename" ] || fail "not a Debian system: cannot fetch Debian's hatari source package (set HATARI_SRC to a hatari source tree)"
    apt="$cache/apt"
    mkdir -p "$apt/lists/partial" "$cache/src"
    echo "deb-src http://deb.debian.org/debian $codename main" > "$apt/sources.list"
    opts=(-o "Dir::Etc::SourceList=$apt/sources.list" -o "Dir::Etc::SourceParts=/dev/null"
          -o "Dir::State::Lists=$apt/lists" -o "APT::Sandbox::User=root" -qq)
    apt-get "${opts[@]}" update >"$apt/update.log" 2>&1 \
      || fail "apt-get update of Debian's $codename source index failed (see $apt/update.log)"
    (cd "$cache/src" && apt-get "${opts[@]}" source --download-only hatari) >"$apt/source.log" 2>&1 \
      || fail "apt-get source hatari failed: Debian's hatari source package could not be downloaded (see $apt/source.log)"
    dsc="$(ls "$cache"/src/hatari_*.dsc 2>/dev/null | head -n 1)"
    [ -n "$dsc" ] || fail "apt-get source hatari left no .dsc in $cache/src"
    if command -v dpkg-source >/dev/null 2>&1; then
      (cd "$cache/src" && dpkg-source -x --no-check "$(basename "$dsc")") >"$apt/unpack.log" 2>&1 \
        || fail "dpkg-source -x $(basename "$dsc") failed (see $apt/unpack.log)"
    else
      orig="$(ls "$cache"/src/hatari_*.orig.tar.* 2>/dev/null | head -n 1)"
      [ -n "$orig" ] || fail "no hatari orig tarball next to $dsc"
      (cd "$cache/src" && tar -xf "$orig") || fail "cannot unpack $orig"
    fi
    src="$(ls -d "$cache"/src/hatari-*/ 2>/dev/null | head -n 1)"
    src="${src%/}"
    [ -f "$src/src/falcon/dsp_cpu.c" ] || fail "the unpacked hatari source has no src/falcon/dsp_cpu.c"
  fi
fi

cc="${CC:-cc}"
command -v "$cc" >/dev/null 2>&1 || fail "no C compiler ($cc): install gcc"
out="$cache/harness"
stamp="$(cat "$here/tests/dsp56k_hatari/harness.c" "$here"/tests/dsp56k_hatari/stub/*.h "$src/src/falcon/dsp_cpu.c" | cksum | cut -d' ' -f1)"
if [ -x "$out" ] && [ "$(cat "$out.stamp" 2>/dev/null)" = "$stamp" ]; then
  echo "$out"
  exit 0
fi
"$cc" -O2 -w -I"$here/tests/dsp56k_hatari/stub" -I"$src/src/falcon" \
  "$here/tests/dsp56k_hatari/harness.c" "$src/src/falcon/dsp_cpu.c" -o "$out.tmp" 2>"$cache/build.log" \
  || fail "compiling Hatari's dsp_cpu.c with the harness failed (see $cache/build.log)"
mv "$out.tmp" "$out" && echo "$stamp" > "$out.stamp"
echo "$out"
