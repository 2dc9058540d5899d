"""``workbench time``'s output (several files and cores side by side, --format text|md|csv|json,
fitted to a width, plain when piped) and the CLI's tables (user text never read as markup,
readable at 80 columns)."""
import csv
import io
import json
import re
import sys
from dataclasses import dataclass

import pytest

from workbench import time_report
from workbench.cli import _print_blocks, _Table, main
from workbench.fragment import time_fragment
from workbench.time_report import COLUMNS, Column, fit, render

LOOKUP = "mov bl, al\nxor edx, [ebx]\n"
MOVZX = "movzx ebx, al\nmov ecx, [ebx*4+0x100]\nxor edx, ecx\n"
LONG = ("mov dword ptr [eax+ebx*4+0x200100], 0x12345678\n"
        "add dword ptr [esi+edi*8+0x200200], 0x7fffffff\n")
CORES = ("i486", "p5", "p6")
ANSI = re.compile("\x1b\\[[0-9;?]*[A-Za-z]")


@pytest.fixture
def files(tmp_path):
    out = {}
    for name, text in (("lookup.s", LOOKUP), ("movzx.s", MOVZX), ("long.s", LONG)):
        (tmp_path / name).write_text(text)
        out[name] = str(tmp_path / name)
    return out


def _run(capsys, *argv) -> str:
    assert main(["time", *argv]) == 0
    return capsys.readouterr().out


# ---------------------------------------------------------------- side by side
def test_side_by_side_numbers_are_the_single_runs(files, capsys):
    a, b = files["lookup.s"], files["movzx.s"]
    single = {(f, c): time_fragment(text, c, path=f, iterations=8)
              for f, text in ((a, LOOKUP), (b, MOVZX)) for c in CORES}
    d = json.loads(_run(capsys, a, b, "--core", ",".join(CORES), "--iterations", "8", "--json"))
    assert d["table"]["files"] == [a, b] and d["table"]["cores"] == list(CORES)
    assert len(d["timings"]) == 6 and {(t["file"], t["core"]) for t in d["timings"]} == set(single)
    for row in d["table"]["rows"]:
        for c in CORES:
            r = single[row["file"], c]
            assert row["cycles_per_iteration"][c] == r.cycles_per_iteration
            assert row["bottleneck"][c] == r.bottleneck
            assert row["instructions_per_iteration"][c] == r.instructions_per_iteration
    for t in d["timings"]:          # every FragmentTiming dict, whole
        assert t == json.loads(json.dumps(single[t["file"], t["core"]].to_dict()))

    out = _run(capsys, a, b, "--core", ",".join(CORES), "--iterations", "8")
    lines = out.splitlines()
    header = lines[1].split()
    assert header[:5] == ["file", "instr", *CORES]
    for f in (a, b):
        cells = next(ln for ln in lines if ln.startswith(f)).split()
        assert cells[2:5] == [f"{single[f, c].cycles_per_iteration:.2f}" for c in CORES]
        assert cells[1] == f"{single[f, 'p5'].instructions_per_iteration:g}"


def test_several_files_on_one_core_and_one_file_on_several(files, capsys):
    out = _run(capsys, files["lookup.s"], files["movzx.s"], "--core", "p5", "--iterations", "4")
    assert "p5 bottleneck" in out and "IPC" not in out           # the table, not two reports
    out = _run(capsys, files["lookup.s"], "--core", "i486,p5", "--iterations", "4")
    assert "i486 bottleneck" in out and "p5 bottleneck" in out


def test_errors_name_the_file_and_core(files, tmp_path, capsys):
    bad = tmp_path / "bad.s"
    bad.write_text("mov bl, al\nbogus eax\n")
    assert main(["time", files["lookup.s"], str(bad), "--core", "i486,p5"]) == 1
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and f"{bad}:2:1" in err and "on i486" in err
    assert main(["time", files["lookup.s"], "--core", "p5,ev5"]) == 1
    err = capsys.readouterr().err
    assert "lookup.s" in err and "on ev5" in err
    for extra in (["--timeline"], ["--plot", str(tmp_path / "x.png")]):
        assert main(["time", files["lookup.s"], "--core", "p5,p6", *extra]) == 1
        err = capsys.readouterr().err
        assert f"{extra[0]} shows one run: give one file and one core (got 1 file on 2 cores)" in err
    assert main(["time", files["lookup.s"], "--core", "p5,p5"]) == 1
    assert "p5 twice" in capsys.readouterr().err
    assert main(["time", "-", "-", "--core", "p5"]) == 1
    assert "standard input" in capsys.readouterr().err


def test_function_applies_to_every_file_and_core(tmp_path, capsys):
    f = tmp_path / "add.s"
    f.write_text("add2:\n  mov eax, [esp+4]\n  add eax, [esp+8]\n  ret\n")
    out = _run(capsys, str(f), "--core", "i486,p5", "--function", "add2", "--args", "3,4")
    assert "cycles of one call add2(3, 4)" in out
    d = json.loads(_run(capsys, str(f), "--core", "i486,p5", "--function", "add2", "--args",
                        "3,4", "--format", "json"))
    assert [t["call"]["eax"] for t in d["timings"]] == [7, 7]


# ---------------------------------------------------------------- formats
def test_csv_has_one_row_per_instruction(files, capsys):
    r = time_fragment(MOVZX, "p5", path=files["movzx.s"], iterations=8)
    rows = list(csv.reader(io.StringIO(_run(capsys, files["movzx.s"], "--core", "p5",
                                            "--iterations", "8", "--format", "csv"))))
    assert rows[0] == [c.key for c in COLUMNS]
    assert len(rows) - 1 == len(r.instructions) == 3
    assert [x[rows[0].index("issue")] for x in rows[1:]] == [str(i.issue) for i in r.instructions]
    rows = list(csv.reader(io.StringIO(_run(capsys, files["movzx.s"], files["lookup.s"], "--core",
                                            "i486,p5", "--iterations", "8", "--format", "csv"))))
    assert rows[0][:2] == ["file", "core"] and rows[0][2:] == [c.key for c in COLUMNS]
    assert len(rows) - 1 == 2 * 3 + 2 * 2
    assert {(x[0], x[1]) for x in rows[1:]} == {(f, c) for f in (files["movzx.s"], files["lookup.s"])
                                                 for c in ("i486", "p5")}


def _md_table(out: str) -> list[list[str]]:
    lines = [ln for ln in out.splitlines() if ln.startswith("|")]
    assert re.fullmatch(r"\|(---:?\|)+", lines[1]), lines[1]
    split = [re.split(r"(?<!\\)\|", ln)[1:-1] for ln in lines]
    assert len({len(x) for x in split}) == 1            # every row as many cells as the header
    return split


def test_md_is_a_github_table(files, capsys):
    out = _run(capsys, files["movzx.s"], "--core", "p5", "--iterations", "8", "--format", "md")
    table = _md_table(out)
    assert [c.strip() for c in table[0]] == [c.title.replace("*", "\\*") for c in COLUMNS]
    assert len(table) == 2 + 3
    assert "\\[ebx\\*4 + 0x100\\]" in out                # brackets and * shown, not markup
    out = _run(capsys, files["movzx.s"], files["lookup.s"], "--core", "i486,p5", "--iterations",
               "8", "--format", "md")
    table = _md_table(out)
    assert [c.strip() for c in table[0]][:4] == ["file", "instr", "i486", "p5"] and len(table) == 4


def test_json_alias_and_format_json_agree(files, capsys):
    a = _run(capsys, files["lookup.s"], "--core", "p5", "--iterations", "4", "--json")
    b = _run(capsys, files["lookup.s"], "--core", "p5", "--iterations", "4", "--format", "json")
    assert json.loads(a) == json.loads(b) and json.loads(a)["core"] == "p5"


# ---------------------------------------------------------------- width
@pytest.mark.parametrize("width", [80, 60, 40])
def test_a_width_is_kept(files, capsys, width):
    full = _run(capsys, files["long.s"], "--core", "p5", "--iterations", "4")
    assert max(map(len, full.splitlines())) > 80               # piped: everything, unfitted
    out = _run(capsys, files["long.s"], "--core", "p5", "--iterations", "4", "--width", str(width))
    assert max(map(len, out.splitlines())) <= width
    assert "0x12345678" in out.replace("\n", " ") or "…" in out
    out = _run(capsys, files["long.s"], "--core", "p5", "--iterations", "4", "--timeline",
               "--width", str(width))
    assert max(map(len, out.splitlines())) <= width and "timeline of the last" in out
    side = _run(capsys, files["long.s"], files["lookup.s"], "--core", ",".join(CORES),
                "--iterations", "4", "--width", str(width))
    assert max(map(len, side.splitlines())) <= width


def test_a_terminal_gets_its_width_and_no_escapes(files, capsys, monkeypatch):
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True, raising=False)
    monkeypatch.setenv("COLUMNS", "80")
    out = _run(capsys, files["long.s"], "--core", "p5", "--iterations", "4")
    assert max(map(len, out.splitlines())) <= 80 and not ANSI.search(out)
    assert "steady state = (cycles of 4 iterations" in out      # the method sentence, wrapped


@dataclass
class _Row:
    a: str
    b: str
    c: str
    d: str


def test_the_renderer_takes_any_columns():
    """Columns another part adds (any key, title, priority) are fitted the same way: the
    highest priority number goes first, priority 0 never, then the widest left-aligned column
    is shortened with an ellipsis."""
    cols = [Column("a", "cycle", 0, ">", lambda r, t: r.a),
            Column("b", "instruction", 0, "<", lambda r, t: r.b),
            Column("c", "ports", 3, "<", lambda r, t: r.c),
            Column("d", "why it waited", 1, "<", lambda r, t: r.d)]
    rows = [_Row("12", "mov ax, word ptr [bx+SP] ; a long instruction text", "p0 p1 p01 p2",
                 "V-pipe: depends on eax written in U")]
    table = time_report.cells(cols, rows, None)
    keep, _ = fit(cols, table, None)
    assert keep == [0, 1, 2, 3]
    keep, _ = fit(cols, table, 100)
    assert keep == [0, 1, 3]                                   # priority 3 dropped first
    keep, widths = fit(cols, table, 40)
    assert keep == [0, 1] and sum(widths) + 2 <= 40
    lines = render(cols, table, 40)
    assert all(len(ln) <= 40 for ln in lines) and lines[1].endswith("…")
    assert render(cols, table, None)[1].startswith("   12  mov ax, word ptr [bx+SP] ;")


def test_an_instruction_in_brackets_prints_literally(tmp_path, capsys):
    f = tmp_path / "bx.s"
    f.write_text("mov ax, [bx+si]\n")
    out = _run(capsys, str(f), "--core", "i486", "--mode", "real16", "--iterations", "4",
               "--width", "80")
    assert "word ptr [bx + si]" in out
    cols = [Column("text", "instruction", 0, "<", lambda r, t: r)]
    assert "mov ax, [bx+SP]" in "\n".join(render(cols, [["mov ax, [bx+SP]"]], 80))


def test_piped_output_has_no_escapes(files, capsys):
    for fmt in ("text", "md", "csv", "json"):
        assert not ANSI.search(_run(capsys, files["lookup.s"], "--core", "p5", "--iterations", "4",
                                    "--format", fmt))
    assert main(["list"]) == 0
    out = capsys.readouterr().out
    assert not ANSI.search(out) and "┃" not in out and "| name | isa |" in out


# ---------------------------------------------------------------- the CLI's tables
def _table_with_markup_lookalikes() -> _Table:
    t = _Table("kernels [bx+SP]", ["name", "note"])
    t.add("des-[bx+SP]", "reads [bx+SP] and [red]x[/red]")
    return t


@pytest.mark.parametrize("fmt", ["rich", "md"])
def test_user_text_is_never_markup(fmt, capsys):
    """rich read '[bx+SP]' as a style tag and printed 'des-' (and the Markdown path ran lines
    through the markup parser too)."""
    _print_blocks(fmt, [_table_with_markup_lookalikes(), "a line with [bx+SP] and [bold]"])
    out = capsys.readouterr().out
    for literal in ("des-[bx+SP]", "reads [bx+SP] and [red]x[/red]", "kernels [bx+SP]",
                    "a line with [bx+SP] and [bold]"):
        assert literal in out


def _terminal(monkeypatch, columns=80):
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True, raising=False)
    monkeypatch.setenv("COLUMNS", str(columns))


def test_instruction_list_fits_80_columns(capsys, monkeypatch):
    """list --instructions --core p5 at 80 columns was 4,759 lines: the source column folded
    to five characters a line."""
    _terminal(monkeypatch)
    assert main(["list", "--instructions", "--core", "p5"]) == 0
    lines = ANSI.sub("", capsys.readouterr().out).splitlines()
    assert max(map(len, lines)) <= 80
    assert len(lines) < 354 + 20                 # a line per form, and the frame
    assert "left out to fit 80 columns: source" in " ".join(lines)


def test_kernel_names_are_not_folded_at_80_columns(capsys, monkeypatch):
    _terminal(monkeypatch)
    assert main(["list"]) == 0
    out = ANSI.sub("", capsys.readouterr().out)
    assert max(map(len, out.splitlines())) <= 80
    assert "des-libdes-alpha-c-ev4" in out       # was folded as 'des-libdes-alpha' / '-c-ev4'


def test_long_notes_go_under_a_narrow_table(capsys, monkeypatch):
    """reproduce karn at 80 columns was 538 lines: the notes folded into an 8-character
    column; now they are paragraphs under the table."""
    _terminal(monkeypatch)
    note = " ".join(["ours 1408: base 806, prefixes 389, AGI 195, cache 5."] * 6)
    t = _Table("reproduction", ["paper", "figure", "published", "ours", "unit", "ratio",
                                "kernel/core", "note"],
               optional=("note", "ratio", "paper"), below=("note",), label=("figure",))
    for k in range(10):
        t.add("karn", f"DES, 486 at 50 MHz, row {k}", "1,303", "1,408.1", "clocks/block", "1.08",
              "des-karn-rm16/i486", note)
    _print_blocks("rich", [t], show_lines=True)
    lines = ANSI.sub("", capsys.readouterr().out).splitlines()
    assert max(map(len, lines)) <= 80 and len(lines) < 150
    assert "note:" in lines and any(ln.startswith("- DES, 486 at 50 MHz, row 3: ours") for ln in lines)
    assert "des-karn-rm16/i486" in "\n".join(lines)


def test_compare_sbox_prints_karns_bx_sp_and_fits_80_columns(capsys, monkeypatch):
    """Karn's style 'xor L,[bx+SP]' printed as 'xor L,' on a terminal: rich took [bx+SP] for
    a style tag. Its 7 columns folded the numbers' headers at 80 columns."""
    _terminal(monkeypatch)
    assert main(["compare-sbox", "--cores", "p5", "--blocks", "1", "--quiet"]) == 0
    out = ANSI.sub("", capsys.readouterr().out)
    assert "[bx+SP]" in out.replace("│", " ").replace("\n", " ")
    lines = out.splitlines()
    assert max(map(len, lines)) <= 80
    assert "clocks/round" in out                                  # a header in one piece
    assert any(ln.startswith("- des-karn-rm16 on p5: ") for ln in lines)   # lost cycles below


def test_bench_fits_80_columns(capsys, monkeypatch):
    _terminal(monkeypatch)
    assert main(["bench", "--kernel", "des-karn-rm16", "--core", "i486", "--blocks", "1",
                 "--repeat", "1", "--no-memory", "--quiet", "--no-write"]) == 0
    out = ANSI.sub("", capsys.readouterr().out)
    assert max(map(len, out.splitlines())) <= 80
    assert "end to end" in out and "des-karn-rm16" in out        # not folded


def test_one_cold_pass_is_not_called_a_steady_state(files, capsys):
    out = _run(capsys, files["lookup.s"], files["movzx.s"], "--core", "p5", "--iterations", "1")
    assert out.startswith("cycles of one cold pass per file and core") and "steady" not in out
