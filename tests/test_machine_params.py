"""Every parameter a machine file declares is read by some cost-model code (no decorative values)."""
from __future__ import annotations

import csv
import re
from pathlib import Path

import pytest

from workbench.machine import load_spec_file, machine_files

ROOT = Path(__file__).resolve().parents[1]
CORES = ROOT / "workbench" / "cores"
SHARED = ("engine.py", "streams.py", "cache.py", "forms.py", "alignment.py")
FORMS = ROOT / "workbench" / "machines" / "forms"
# machine file -> its instruction-form tables, whose cells name parameters too
TABLES = {"i386": ("i386",), "i486": ("i486",), "p5": ("p5",), "p6": ("p6",), "pentium2": ("p6", "pii")}
# machine file -> the core modules that read it (besides the shared engine pieces)
READERS = {"i386": ("i386.py",), "i486": ("i486.py",), "p5": ("p5.py", "p5_classes.py"),
           "p6": ("p6.py", "p6_uops.py"), "pentium2": ("p6.py", "p6_uops.py"),
           "ev4": ("alpha.py",), "ev5": ("alpha.py",), "ev56": ("alpha.py",), "pca56": ("alpha.py",),
           "pa8500": ("pa8600.py", "pa8600_rules.py"),
           "pa8600": ("pa8600.py", "pa8600_rules.py")}
# machine file -> modules outside the cores that read some of its parameters: the board's PC
# interface (host.*), which the Dusse-Kaliski DES row adds to the kernel's clocks
OTHER_READERS = {"dsp56001-dk": (ROOT / "workbench" / "papers" / "dk_host.py",)}


def source_of(machine: str) -> str:
    files = READERS.get(machine, ("dsp56001.py",) if machine.startswith("dsp56001") else None)
    assert files is not None, f"say which core modules read machines/{machine}.toml"
    return "\n".join([(CORES / f).read_text() for f in files + SHARED] +
                     [p.read_text() for p in OTHER_READERS.get(machine, ())] +
                     [(FORMS / f"{t}.csv").read_text() for t in TABLES.get(machine, ())])
# names the cores compose with an f-string, and the piece of code that composes each family
COMPOSED = {r"memory\.[pxy]_internal": 'spec[f"memory.{sp}_internal"]',
            r"latency\.imul_[lqh]": 'f"latency.imul_{width or \'q\'}"',    # alpha _latency_key
            r"latency\.(fdiv|fsqrt)_[st]": 'f"latency.{producer}_{width or \'t\'}"',
            r"pipes\.f(ld|st)": 's[f"pipes.f{c}"]',
            r"clocks\.mov_sreg_[rm]_(real16|prot32)": "c(f\"mov_sreg_{'m' if mem else 'r'}_{suffix}\")",
            r"clocks\.\w+_m": 'c(f"{k}_m")'}


def uop_kinds(machine: str) -> set[str]:
    """The uop kinds a P6-family machine names: in its uops lists and in its tables' uops cells."""
    spec = load_spec_file(machine_files()[machine])
    kinds = {k for key, p in spec.params.items() if key.startswith("uops.") and isinstance(p.value, list)
             for k in p.value}
    for table in TABLES.get(machine, ()):
        lines = [ln for ln in (FORMS / f"{table}.csv").read_text().splitlines()
                 if ln.strip() and not ln.startswith("#")]
        for row in csv.DictReader(lines):
            for cell in (row.get("uops", ""), row.get("repeat", "")):
                if cell and "." not in cell:        # inline kinds, not a parameter key
                    kinds |= set(cell.split())
    return kinds


def read_by_code(key: str, source: str, kinds: set[str] = frozenset()) -> bool:
    """Whether code or a table reads ``key``; ``ports.K``/``latency.K`` of a uop kind K that
    some uop list names are read by p6_uops.py through the kind."""
    last = key.split(".")[-1]
    if key.split(".")[0] in ("ports", "latency", "interval", "unit") and last in kinds:
        return True
    if key in source or f'"{last}"' in source or f"'{last}'" in source:
        return True
    return any(re.fullmatch(pat, key) and code in source for pat, code in COMPOSED.items())


@pytest.mark.parametrize("machine", sorted(machine_files()))
def test_every_parameter_is_read(machine):
    spec = load_spec_file(machine_files()[machine])
    source = source_of(machine)
    kinds = uop_kinds(machine) if machine in ("p6", "pentium2") else set()
    unread = [k for k in spec.params if not read_by_code(k, source, kinds)]
    assert not unread, f"{machine}: parameters no core reads: {unread} (use them or remove them)"


@pytest.mark.parametrize("machine", sorted(OTHER_READERS))
def test_outside_core_parameters_are_read_outside_the_core_only(machine):
    """A file's ``outside_core`` prefixes are a promise the sensitivity runs rely on (they skip
    those alternatives): no core module reads such a parameter, and another reader does."""
    spec = load_spec_file(machine_files()[machine])
    assert spec.outside_core, f"{machine}: OTHER_READERS names it, so say outside_core"
    cores = "\n".join((CORES / f).read_text() for f in
                      READERS.get(machine, ("dsp56001.py",)) + SHARED)
    others = "\n".join(p.read_text() for p in OTHER_READERS[machine])
    outside = [k for k in spec.params if not spec.read_by_core(k)]
    assert outside
    assert not [k for k in outside if read_by_code(k, cores)]
    assert all(read_by_code(k, others) for k in outside)


def test_the_check_catches_an_unread_parameter():
    assert not read_by_code("frontend.no_such_knob", source_of("p6"))


def test_sensitivity_does_not_retime_the_core_for_outside_core_alternatives():
    from workbench.sensitivity import disputed
    spec = load_spec_file(machine_files()["dsp56001-dk"])
    host_d = [k for k, p in spec.params.items() if k.startswith("host.") and "[D]" in p.source
              and p.alternatives]
    assert host_d                                        # there is something to leave out
    assert not [k for k, _, _ in disputed(spec) if k.startswith("host.")]
    assert [k for k, _, _ in disputed(spec)]             # the core's own [D] parameters stay


def test_a_machine_file_is_read_again_when_it_or_its_base_changes(tmp_path):
    """load_spec_file keeps parsed files per process, but never a stale one: a change to the
    file, or to the file it extends, is read; each caller gets its own parameter table."""
    import os

    from workbench.machine import load_spec_file
    base, variant = tmp_path / "base.toml", tmp_path / "variant.toml"

    def write(path, text, tick):
        path.write_text(text)
        os.utime(path, ns=(tick, tick))

    write(base, '[machine]\nname = "b"\nisa = "x86"\nclock_mhz = 1\n'
          '[param]\nx = { value = 1, source = "t" }\ny = { value = 5, source = "t" }\n', 10**18)
    write(variant, '[machine]\nname = "v"\nisa = "x86"\nclock_mhz = 1\nbase = "base"\n'
          '[param]\nx = { value = 2, source = "t" }\n', 10**18)
    first = load_spec_file(variant)
    assert (first["x"], first["y"]) == (2, 5)
    first.params.clear()                        # a caller's own table
    assert load_spec_file(variant)["y"] == 5
    write(base, base.read_text().replace("value = 5", "value = 6"), 10**18 + 1)
    assert load_spec_file(variant)["y"] == 6
    write(variant, variant.read_text().replace("value = 2", "value = 3"), 10**18 + 2)
    assert load_spec_file(variant)["x"] == 3
