#!/usr/bin/env bash
# Build tests/dsp56k_hatari/harness.c against Hatari's DSP56001 core (GPL-2.0+, built here at
# test time and never kept in this repository) for tests/test_dsp56k_hatari_diff.py.
#
#   tools/build_hatari_dsp.sh [CACHE_DIR]     prints the harness's path on its last line
#
# The core's source comes from, in order: $HATARI_SRC (a hatari source tree: src/falcon/dsp_cpu.c),
# a tree already unpacked in CACHE_DIR, Debian's `hatari` source package fetched with
# `apt-get source` through a scratch sources list of the running Debian release (nothing of the
# system's apt configuration is changed), or else Hatari's git repository at the tag of that
# version. On failure: one line on stderr saying what is missing,
# exit status 1 (the test then skips with that line).
set -uo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
cache="${1:-${XDG_CACHE_HOME:-$HOME/.cache}/workbench/hatari-dsp}"
mkdir -p "$cache" || { echo "cannot create the cache folder $cache" >&2; exit 1; }
cache="$(cd "$cache" && pwd)"
fail() { echo "$*" >&2; exit 1; }

# Debian's `hatari` source package through a scratch sources list (unpacked under $cache/src).
from_debian() {
  command -v apt-get >/dev/null 2>&1 || { echo "no apt-get: cannot fetch Debian's hatari source package"; return 1; }
  local codename apt opts dsc orig
  codename="$(. /etc/os-release 2>/dev/null && echo "${VERSION_CODENAME:-}")"
  [ -n "$codename" ] || { echo "not a Debian system: cannot fetch Debian's hatari source package"; return 1; }
  apt="$cache/apt"
  mkdir -p "$apt/lists/partial" "$cache/src"
  echo "deb-src http://deb.debian.org/debian $codename main" > "$apt/sources.list"
  opts=(-o "Dir::Etc::SourceList=$apt/sources.list" -o "Dir::Etc::SourceParts=/dev/null"
        -o "Dir::State::Lists=$apt/lists" -o "APT::Sandbox::User=root" -qq)
  apt-get "${opts[@]}" update >"$apt/update.log" 2>&1 \
    || { echo "apt-get update of Debian's $codename source index failed (see $apt/update.log)"; return 1; }
  (cd "$cache/src" && apt-get "${opts[@]}" source --download-only hatari) >"$apt/source.log" 2>&1 \
    || { echo "apt-get source hatari failed: Debian's hatari source package could not be downloaded (see $apt/source.log)"; return 1; }
  dsc="$(ls "$cache"/src/hatari_*.dsc 2>/dev/null | head -n 1)"
  [ -n "$dsc" ] || { echo "apt-get source hatari left no .dsc in $cache/src"; return 1; }
  if command -v dpkg-source >/dev/null 2>&1; then
    (cd "$cache/src" && dpkg-source -x --no-check "$(basename "$dsc")") >"$apt/unpack.log" 2>&1 \
      || { echo "dpkg-source -x $(basename "$dsc") failed (see $apt/unpack.log)"; return 1; }
  else
    orig="$(ls "$cache"/src/hatari_*.orig.tar.* 2>/dev/null | head -n 1)"
    [ -n "$orig" ] || { echo "no hatari orig tarball next to $dsc"; return 1; }
    (cd "$cache/src" && tar -xf "$orig") || { echo "cannot unpack $orig"; return 1; }
  fi
}

# Hatari's own git repository at the tag of Debian bookworm's version (2.4.1), when the source
# package cannot be had (a mirror that serves no source tarballs).
HATARI_TAG="v2.4.1"
HATARI_GIT=("https://framagit.org/hatari/hatari.git" "https://github.com/hatari/hatari.git")
from_git() {
  command -v git >/dev/null 2>&1 || { echo "no git to clone hatari $HATARI_TAG"; return 1; }
  local url dest="$cache/src/hatari-${HATARI_TAG#v}"
  mkdir -p "$cache/src"
  for url in "${HATARI_GIT[@]}"; do
    rm -rf "$dest"
    if timeout 60 git clone -q --depth 1 --branch "$HATARI_TAG" "$url" "$dest" >"$cache/git.log" 2>&1; then
      return 0
    fi
  done
  rm -rf "$dest"
  echo "git clone of hatari $HATARI_TAG failed from ${HATARI_GIT[*]} (see $cache/git.log)"
  return 1
}

src=""
if [ -n "${HATARI_SRC:-}" ]; then
  [ -f "$HATARI_SRC/src/falcon/dsp_cpu.c" ] || fail "HATARI_SRC=$HATARI_SRC has no src/falcon/dsp_cpu.c"
  src="$HATARI_SRC"
else
  src="$(ls -d "$cache"/src/hatari-*/ 2>/dev/null | head -n 1)"
  src="${src%/}"
  if [ -z "$src" ] || [ ! -f "$src/src/falcon/dsp_cpu.c" ]; then
    if ! why_debian="$(from_debian 2>&1)"; then
      why_git="$(from_git 2>&1)" || fail "$why_debian; and $why_git"
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
