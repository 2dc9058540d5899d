"""Fuzz campaign, files and command lines: generated and mutated kernel manifests, corrupted
trace files and random ``workbench`` command lines end in a result or a clean error, never with
a traceback or a hang (instruction sets: tests/test_fuzz_isa.py; counts, limits and statistics:
tests/fuzzing.py).

- ``manifest``: generated TOML with random value types, and byte-level mutations of the real
  manifests (truncated, bit-flipped, not UTF-8), through ``workbench.kernel.load_manifest``.
- ``trace``: truncated, bit-flipped and garbage files, and archives rebuilt with a wrong version,
  missing or mistyped header fields and arrays of the wrong dtype or shape, through
  ``isa.trace.Trace.load``; a trace that loads is then timed on a core of its ISA, as a saved
  trace may be, which must work or fail cleanly too.
- ``cli``: random command lines for every subcommand (known options with values of every sort,
  unknown options, junk words) through ``workbench.cli.main``: exit 0, 1 with one error line,
  or 2 with argparse's usage and error. Subcommands that run whole kernels or papers
  (run, timeline, reproduce, compare-sbox, bench) are only parsed unless their values keep the
  run small.
"""
from __future__ import annotations

import io
import json
import string
import zipfile
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import isa
from fuzzing import check_cli_outcome, clean_error, fuzz_settings, run_cli, tracked
from isa.image import MemoryImage
from isa.trace import Trace, TraceFormatError
from workbench.cli import build_parser
from workbench.errors import WorkbenchError
from workbench.kernel import Kernel, load_manifest

ROOT = Path(__file__).resolve().parents[1]
# examples per target: (make test, --many); each file kind gets 10,000 with --many
FILES = fuzz_settings(25, 5000)
TRACES = fuzz_settings(20, 5000)
CLI = fuzz_settings(25, 5000, execution=True)

JUNK_CHARS = string.printable + "\u00e9\u00df\u2192\u00a0\x00\x7f\ufeff\u200b"
junk = st.text(alphabet=JUNK_CHARS, max_size=16)


# ---------------------------------------------------------------------------- manifests
def _toml_value(v) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return repr(v) if v == v and v not in (float("inf"), float("-inf")) else \
            ("nan" if v != v else ("inf" if v > 0 else "-inf"))
    if isinstance(v, str):
        return json.dumps(v)
    if isinstance(v, list):
        return "[" + ", ".join(_toml_value(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{" + ", ".join(f"{json.dumps(k)} = {_toml_value(x)}" for k, x in v.items()) + "}"
    raise TypeError(v)


toml_scalar = st.one_of(st.text(max_size=12), st.integers(-(1 << 63), (1 << 63) - 1), st.booleans(),
                        st.floats(allow_nan=True), st.sampled_from(["des", "3des", "ecb", "cbc",
                                                                     "x86", "alpha", "src.s",
                                                                     "driver", "", "real16"]))
toml_value = st.recursive(toml_scalar, lambda inner: st.one_of(
    st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=5), inner, max_size=3)),
    max_leaves=6)
KERNEL_KEYS = ["name", "isa", "mode", "source", "entry", "cipher", "chaining", "layout",
               "arguments", "reproduces", "description"]


@st.composite
def manifest_text(draw):
    kernel = {}
    for k in KERNEL_KEYS:
        if draw(st.integers(0, 5)):
            kernel[k] = draw(st.one_of(toml_value, st.sampled_from(
                {"cipher": ["des", "3des"], "chaining": ["ecb", "cbc"],
                 "source": ["src.s", "missing.s", "", ".", "..", "/", "a/../src.s"]}.get(k, ["x"]))))
    doc = {}
    if draw(st.integers(0, 6)):
        doc["kernel"] = kernel if draw(st.integers(0, 8)) else draw(toml_value)
    if draw(st.booleans()):
        doc["regions"] = draw(st.one_of(
            st.dictionaries(st.text(max_size=5), st.one_of(
                st.lists(st.text(max_size=4), max_size=3), toml_value), max_size=3),
            toml_value))
    if draw(st.booleans()):
        doc["options"] = draw(toml_value)
    out = []
    for section, body in doc.items():
        if isinstance(body, dict) and draw(st.integers(0, 3)):
            out.append(f"[{section}]")
            out += [f"{json.dumps(k)} = {_toml_value(v)}" for k, v in body.items()]
        else:
            out.append(f"{section} = {_toml_value(body)}")
    if draw(st.integers(0, 6)) == 0:
        out.insert(draw(st.integers(0, len(out))), draw(junk))
    return "\n".join(out)


REAL_MANIFESTS = sorted((ROOT / "kernels").glob("*/*.toml"))


@st.composite
def mutated_bytes(draw, originals):
    data = bytearray(draw(st.sampled_from(originals)))
    for _ in range(draw(st.integers(1, 4))):
        how = draw(st.integers(0, 4))
        i = draw(st.integers(0, max(0, len(data) - 1)))
        if how == 0 and data:                               # flip bits
            data[i] ^= draw(st.integers(1, 255))
        elif how == 1:                                      # truncate
            del data[i:]
        elif how == 2:                                      # delete a range
            del data[i:i + draw(st.integers(1, 64))]
        elif how == 3:                                      # insert garbage
            data[i:i] = draw(st.binary(min_size=1, max_size=16))
        else:                                               # duplicate a range
            data[i:i] = data[i:i + draw(st.integers(1, 64))]
    return bytes(data)


def _check_kernel(k: Kernel) -> None:
    for f in ("name", "isa", "mode", "entry", "cipher", "chaining", "layout", "arguments",
              "reproduces", "description"):
        assert isinstance(getattr(k, f), str), (f, getattr(k, f))
    assert isinstance(k.source, Path) and k.source.is_file()
    assert isinstance(k.options, dict)
    for name, pair in k.regions.items():
        assert isinstance(name, str) and len(pair) == 2 and all(isinstance(x, str) for x in pair)


def _load_clean(path: Path) -> None:
    try:
        k = load_manifest(path)
    except WorkbenchError as e:
        assert str(e) and "\n" not in str(e), str(e)
        clean_error()
        return
    _check_kernel(k)


@pytest.fixture(scope="module")
def manifest_dir(tmp_path_factory):
    d = tmp_path_factory.mktemp("manifests")
    (d / "src.s").write_text("halt\n")
    for m in REAL_MANIFESTS:                # their sources, so mutated manifests get far
        k = load_manifest(m)
        (d / k.source.name).write_text("halt\n")
    return d


def test_fuzz_generated_manifests_fail_cleanly(manifest_dir):
    @FILES
    @given(manifest_text())
    @tracked("manifest generated")
    def check(text):
        path = manifest_dir / "gen.toml"
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
        _load_clean(path)
    check()


def test_fuzz_mutated_manifests_fail_cleanly(manifest_dir):
    originals = [m.read_bytes() for m in REAL_MANIFESTS]
    assert originals

    @FILES
    @given(mutated_bytes(originals))
    @tracked("manifest mutated")
    def check(data):
        path = manifest_dir / "mut.toml"
        path.write_bytes(data)
        _load_clean(path)
    check()


# ---------------------------------------------------------------------------- traces
@pytest.fixture(scope="module")
def trace_files(tmp_path_factory):
    d = tmp_path_factory.mktemp("traces")
    layer = isa.get_isa("alpha")
    prog = layer.assemble("lda $1, 0x100($31)\nldq $2, 0($1)\nstq $2, 8($1)\nbr $31, 1f\n"
                          "1: addq $2, 1, $2\nhalt\n", "t.s", base=0x1000)
    ex = layer.execute(prog, MemoryImage(memory_size=1 << 16), prog.base, 100)
    small = ex.trace.save(d / "alpha")
    t = ex.trace                              # the same run as format 1 wrote it
    header = {"format": 1, "isa": "alpha", "meta": {"mode": "user", "path": "t.s"},
              "static": [{k: v for k, v in s.to_json().items() if k not in ("flow", "target")}
                         for s in t.static]}
    small_v1 = d / "alpha-v1.npz"
    np.savez_compressed(small_v1, index=t.index, data_addr=t.data_addr, taken=t.taken,
                        header=np.frombuffer(json.dumps(header).encode(), dtype=np.uint8))
    assert Trace.load(small_v1).meta.warnings
    from workbench.snippet import run_snippet
    more = []                   # small traces of the other ISAs (and x86 protected mode)
    for name, text in (("x86", "mov ebx, DATA\nmov eax, [ebx]\nadd [ebx+4], eax\njmp L1\nL1: inc ecx"),
                       ("parisc", "ldi 16,%r1\nldw 0(%r1),%r2\nstw %r2,4(%r1)\nadd %r1,%r2,%r3"),
                       ("dsp56k", "\tmove #$10,r0\n\tnop\n\tmove x:(r0)+,x0 y:(r4)+,y0\n\tmac x0,y0,a\n\tmove a,x:(r0)")):
        _, tr = run_snippet(text, isa=name)
        more.append(tr.save(d / name))
    files = [small, small_v1, *more, ROOT / "traces" / "des-karn-rm16-1block.npz",
             ROOT / "traces" / "des-karn-rm16-1block-v1.npz"]
    return d, [f.read_bytes() for f in files if f.exists()]


def _check_trace(t: Trace) -> None:
    n = len(t)
    assert t.index.shape == (n,) and t.taken.shape == (n,) and t.nullified.shape == (n,)
    if n:
        assert 0 <= int(t.index.min()) and int(t.index.max()) < len(t.static)
    a = t.accesses
    assert all(getattr(a, c).shape == (len(a),) for c in ("insn", "addr", "space", "size", "write"))
    if len(a):
        assert 0 <= int(a.insn.min()) and int(a.insn.max()) < n
        assert 0 <= int(a.space.min()) and int(a.space.max()) < len(t.spaces)
    t.data_addr                                   # noqa: B018 (derived column computes)
    for s in t.static:
        assert isinstance(s.address, int) and isinstance(s.mnemonic, str) and isinstance(s.raw, bytes)
    if n:
        t.column("size")


TIMING_CORES = {"x86": ["i386", "i486", "p5", "p6"], "alpha": ["ev4", "ev5"],
                "parisc": ["pa8600"], "dsp56k": ["dsp56001"]}


def _trace_clean(path: Path, core_pick: int = 0) -> None:
    try:
        t = Trace.load(path)
    except TraceFormatError as e:
        assert str(e) and "\n" not in str(e), str(e)
        clean_error()
        return
    _check_trace(t)
    from workbench.cores import get_core
    cores = TIMING_CORES.get(t.isa)
    if not cores or len(t) > 20000:        # the golden 16-bit trace: timed by tests/test_traces.py
        return
    try:
        timing = get_core(cores[core_pick % len(cores)]).time(t)
    except (WorkbenchError, isa.IsaError) as e:
        assert str(e) and "\n" not in str(e), str(e)
        clean_error()
        return
    assert timing.total_cycles >= 0


def test_fuzz_corrupted_trace_files_fail_cleanly(trace_files):
    d, originals = trace_files

    @TRACES
    @given(st.one_of(mutated_bytes(originals), st.binary(max_size=512),
                     st.builds(lambda b, n: b[:n], st.sampled_from(originals), st.integers(0, 4096))),
           st.integers(0, 3))
    @tracked("trace corrupted")
    def check(data, core_pick):
        path = d / "corrupt.npz"
        path.write_bytes(data)
        _trace_clean(path, core_pick)
    check()


def _members(blob: bytes) -> dict[str, np.ndarray]:
    with np.load(io.BytesIO(blob)) as z:
        return {k: z[k] for k in z.files}


ARRAY_JUNK = st.one_of(
    st.builds(np.array, st.lists(st.integers(-(1 << 31), (1 << 31) - 1), max_size=8)),
    st.builds(lambda v: np.array(v, dtype=np.float64), st.lists(st.floats(), max_size=4)),
    st.builds(lambda v: np.array(v, dtype=bool), st.lists(st.booleans(), max_size=4)),
    st.just(np.zeros((2, 2), np.int32)), st.just(np.array(5)), st.just(np.array(["a", "b"])),
    st.just(np.zeros(0, np.int8)), st.just(np.array([1 << 40], np.int64)))
HEADER_JUNK = st.one_of(toml_value, st.none(), st.lists(st.integers(), max_size=3))


@st.composite
def rebuilt_trace(draw, originals):
    """A structurally damaged archive: header fields and arrays changed, dropped or mistyped."""
    members = _members(draw(st.sampled_from(originals)))
    header = json.loads(members["header"].tobytes().decode())
    for _ in range(draw(st.integers(1, 3))):
        what = draw(st.integers(0, 6))
        if what == 0:
            header["format"] = draw(st.one_of(st.sampled_from([0, 1, 2, 3, "2", 2.0, None, -1, True]),
                                              HEADER_JUNK))
        elif what == 1 and header:
            header.pop(draw(st.sampled_from(sorted(header))))
        elif what == 2 and header:
            header[draw(st.sampled_from(sorted(header)))] = draw(HEADER_JUNK)
        elif what == 3 and isinstance(header.get("static"), list) and header["static"]:
            i = draw(st.integers(0, len(header["static"]) - 1))
            s = header["static"][i]
            if isinstance(s, dict) and s and draw(st.booleans()):
                key = draw(st.sampled_from(sorted(s)))
                if draw(st.booleans()):
                    s.pop(key)
                else:
                    s[key] = draw(HEADER_JUNK)
            else:
                header["static"][i] = draw(HEADER_JUNK)
        elif what == 4:
            name = draw(st.sampled_from(sorted(k for k in members if k != "header")))
            if draw(st.booleans()):
                members.pop(name)
            else:
                members[name] = draw(ARRAY_JUNK)
        elif what == 5:
            header["meta"] = draw(st.one_of(HEADER_JUNK, st.dictionaries(
                st.sampled_from(["mode", "blocks", "notes", "warnings", "seed", "free"]),
                HEADER_JUNK, max_size=3)))
        else:
            header["spaces"] = draw(st.one_of(st.just([]), HEADER_JUNK))
    raw = json.dumps(header).encode()
    if draw(st.integers(0, 8)) == 0:
        raw = raw[:draw(st.integers(0, len(raw)))]
    members["header"] = np.frombuffer(raw, dtype=np.uint8)
    buf = io.BytesIO()
    np.savez(buf, **members)
    return buf.getvalue()


def test_fuzz_damaged_trace_archives_fail_cleanly(trace_files):
    d, originals = trace_files

    small = [o for o in originals if len(o) < 1 << 16]      # the golden ones are slow to rebuild

    @TRACES
    @given(rebuilt_trace(small), st.integers(0, 3))
    @tracked("trace rebuilt")
    def check(data, core_pick):
        path = d / "rebuilt.npz"
        path.write_bytes(data)
        _trace_clean(path, core_pick)
    check()


def test_fuzz_trace_load_of_non_files_fails_cleanly(tmp_path):
    for p in (tmp_path, tmp_path / "missing.npz"):
        with pytest.raises(TraceFormatError):
            Trace.load(p)
    z = tmp_path / "empty.npz"
    with zipfile.ZipFile(z, "w"):
        pass
    with pytest.raises(TraceFormatError):
        Trace.load(z)



@pytest.mark.parametrize("text", ["kernel = 0", 'kernel = {name = []}', "[kernel]\nname = 5",
                                  '[regions]\nr = "a"'])
def test_fuzz_manifest_findings_fail_cleanly(manifest_dir, text):
    path = manifest_dir / "finding.toml"
    full = text if "name" in text or text.startswith("kernel") else \
        '[kernel]\nname="k"\nisa="alpha"\nmode="user"\nsource="src.s"\nentry="e"\ncipher="des"\n' \
        'chaining="ecb"\nlayout="l"\n' + text
    path.write_text(full)
    with pytest.raises(WorkbenchError):
        load_manifest(path)
    path.write_bytes(b"[kernel]\nname = \"\xff\"\n")
    with pytest.raises(WorkbenchError, match="UTF-8"):
        load_manifest(path)


@pytest.mark.parametrize("data", [b"", b"PK\x03\x04", b"\x93NUMPY"])
def test_fuzz_trace_findings_fail_cleanly(tmp_path, data):
    path = tmp_path / "t.npz"
    path.write_bytes(data)
    with pytest.raises(TraceFormatError):
        Trace.load(path)


def test_fuzz_trace_with_unsupported_zip_features_fails_cleanly(trace_files):
    """Flipped bits that claim a zip version, compression or encryption zipfile does not support
    raised NotImplementedError or RuntimeError from inside numpy."""
    d, originals = trace_files
    blob = bytearray(originals[0])
    at = blob.index(b"PK\x01\x02")                  # first central-directory entry
    for field, value in ((10, 99), (8, 1)):         # compression method 99; encrypted flag
        bad = bytearray(blob)
        bad[at + field:at + field + 2] = value.to_bytes(2, "little")
        path = d / "unsupported.npz"
        path.write_bytes(bytes(bad))
        with pytest.raises(TraceFormatError):
            Trace.load(path)



# ---------------------------------------------------------------------------- command lines
def _subcommands():
    p = build_parser()
    sub = next(a for a in p._actions if a.__class__.__name__ == "_SubParsersAction")
    return {name: [a for a in sp._actions if a.dest != "help"] for name, sp in sub.choices.items()}


SUBCOMMANDS = _subcommands()
CHEAP = {"list", "asm", "disasm", "time"}          # run in full; others are parsed, or capped
NAMES = ["i486", "ev5", "pa8600", "dsp56001", "p5", "x86", "alpha", "parisc", "dsp56k", "real16",
         "prot32", "user", "wide", "des-karn-rm16", "des-biham", "biham", "all", "round", "md",
         "csv", "json", "rich", "i486,ev5", ",", "", "nope", "-", "--", "NaN", "R1=5", "eax=1",
         "eax=0x" + "f" * 40, "DATA=0x10", "x=", "=1", "c3", "90 90", "0x47ff041f", "zz"]
NUMBERS = st.one_of(st.integers(-5, 70).map(str), st.integers(-(1 << 70), 1 << 70).map(str),
                    st.sampled_from(["0x10", "0x", "1e3", "1.5", "inf", "-inf", "nan", "-0", "1_000",
                                     "0b11", "9" * 5000, " 5", "\u0664", "\uff15"]))


@pytest.fixture(scope="module")
def cli_files(tmp_path_factory):
    d = tmp_path_factory.mktemp("cli")
    (d / "x86.s").write_text("mov eax, 1\nadd ebx, eax\n")
    (d / "alpha.s").write_text("\taddq $1, 2, $3\n\tldq $2, 0($30)\n")
    (d / "empty.s").write_text("")
    (d / "binary.s").write_bytes(bytes(range(256)))
    return d


def _value(draw, action, files):
    if action.type is not None and draw(st.integers(0, 3)):
        return draw(NUMBERS)
    which = draw(st.integers(0, 9))
    if which <= 4:
        return draw(st.sampled_from(NAMES))
    if which <= 6:
        return draw(st.sampled_from([str(files / f) for f in ("x86.s", "alpha.s", "empty.s",
                                                              "binary.s", "missing.s")]
                                    + [str(files), "-", "/dev/null"]))
    if which == 7:
        return draw(NUMBERS)
    return draw(st.text(max_size=12))


@st.composite
def command_line(draw, files):
    name = draw(st.sampled_from(sorted(SUBCOMMANDS) + ["bogus", "", "--help-me"]))
    argv = [name]
    for action in draw(st.lists(st.sampled_from(SUBCOMMANDS.get(name) or SUBCOMMANDS["list"]),
                                max_size=6)):
        if action.option_strings:
            argv.append(draw(st.sampled_from(action.option_strings)))
            if action.nargs != 0:
                argv.append(_value(draw, action, files))
        else:
            argv.append(_value(draw, action, files))
    if draw(st.integers(0, 5)) == 0:
        argv.insert(draw(st.integers(0, len(argv))), draw(st.sampled_from(
            ["--bogus", "-x", "--json", "--", "-", "--core=i486", "--blocks=-1", draw(junk)])))
    return argv


def _affordable(args) -> bool:
    """Values small enough to run the command in full here: a few blocks, a small budget."""
    if getattr(args, "plot", None) or getattr(args, "readme", None) or getattr(args, "out", "results") != "results":
        return False            # output files: another test's topic (and slow to draw)
    if args.command in ("reproduce", "compare-sbox", "bench"):
        return False
    if args.command in ("run", "timeline"):
        # None: the command's default (64 blocks or one operation; a budget scaled to them)
        return (getattr(args, "blocks", 99) or 64) <= 2 \
            and (getattr(args, "budget", None) or 10 ** 9) <= 200_000 \
            and (getattr(args, "count", 0) or 0) <= 50
    if args.command == "time":
        return (args.iterations or 100) <= 20 and (args.budget or 10 ** 9) <= 5000
    return True


def test_fuzz_command_lines(cli_files):
    import argparse
    import contextlib

    @CLI
    @given(command_line(cli_files))
    @tracked("cli command-line")
    def check(argv):
        err = io.StringIO()
        try:
            with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
                args = build_parser().parse_args(argv)
        except SystemExit as e:
            check_cli_outcome(e.code, "", err.getvalue())
            return
        assert isinstance(args, argparse.Namespace)
        if args.command in CHEAP | {"run", "timeline"} and _affordable(args):
            rc, out, errtext = run_cli(argv)
            check_cli_outcome(rc, out, errtext)
    check()


def test_fuzz_trace_with_a_header_numpy_cannot_tokenize_fails_cleanly(tmp_path):
    """The --many campaign: a .npy header with an unterminated string made numpy's header parser
    raise tokenize.TokenError."""
    header = b"{'descr': '''<i4', 'fortran_order': False, 'shape': (1,), }"
    header += b" " * (-(len(header) + 11) % 64) + b"\n"
    npy = b"\x93NUMPY\x01\x00" + len(header).to_bytes(2, "little") + header + bytes(4)
    path = tmp_path / "t.npz"
    with zipfile.ZipFile(path, "w") as z:
        z.writestr("index.npy", npy)
        z.writestr("header.npy", npy)
    with pytest.raises(TraceFormatError):
        Trace.load(path)
