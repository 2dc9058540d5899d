"""Loops in `workbench time` (workbench/loops.py): a fragment that ends in a branch back into
itself, or a region between markers, runs as the loop it is and is timed in steady state."""
from __future__ import annotations

import pytest

from isa.errors import AssemblyError
from workbench.cli import main
from workbench.fragment import time_fragment
from workbench.snippet import layer_for, layout

X86_LOOP = "mov ecx, 1000\nmov esi, DATA\ntop:\nmov eax, [esi]\nadd ebx, eax\nadd esi, 4\ndec ecx\njnz top\n"
ALPHA_LOOP = "lda $1, 1000($31)\ntop:\naddq $2, $1, $2\nsubq $1, 1, $1\nbne $1, top\n"
PARISC_LOOP = "ldi 1000,%r3\ntop:\nldo 1(%r4),%r4\naddib,<> -1,%r3,top\nnop\n"
DSP_LOOP = "\tmove #>1000,x0\ntop\tadd x0,a\n\tmove a,x:(r0)+\n\tjmp top\n"


@pytest.mark.parametrize("isa_name,src", [
    ("x86", "mov ecx,10\ntop: inc eax\nmov [ebx],eax\ndec ecx\njnz top\n"),
    ("alpha", "lda $1,10($31)\ntop: addq $2,1,$2\nsubq $1,1,$1\nbne $1,top\n"),
    ("parisc", "ldi 10,%r3\ntop: ldo 1(%r4),%r4\naddib,<> -1,%r3,top\nnop\n"),
    ("dsp56k", "\tmove #10,x0\ntop\tadd x0,a\n\tmove a,x:(r0)\n\tjmp top\n"),
])
def test_every_layer_stops_before_the_nth_start_of_the_head(isa_name, src):
    """IsaLayer.execute(stop=(address, hits)): the run ends before the head's hits-th block
    start, and the last back-edge is recorded as taken (the run went on at the head)."""
    layer = layer_for(isa_name)
    img, symbols, base = layout(isa_name, layer.default_mode, bytes(0x1000))
    if isa_name == "x86":
        img.registers["ebx"] = symbols["DATA"]
    p = layer.assemble(src + layer.halt + "\n", "<t>", layer.default_mode, symbols, base)
    head = p.symbols["top"]
    t = layer.execute(p, img, p.base, 100_000, stop=(head, 3)).trace
    arrivals = [t.static[i].address == head for i in t.index].count(True)
    assert 2 <= arrivals <= 3                      # the first arrival may fall through uncounted
    assert t.static[t.index[-1]].flow != "halt"
    assert t.taken.any() and t.taken[-2:].any()     # the last back-edge (or its slot) taken


@pytest.mark.parametrize("core,src", [("i486", X86_LOOP), ("p5", X86_LOOP), ("p6", X86_LOOP),
                                      ("ev5", ALPHA_LOOP), ("pa8600", PARISC_LOOP),
                                      ("dsp56001", DSP_LOOP)])
def test_a_fragment_ending_in_a_back_edge_is_a_loop(core, src):
    r = time_fragment(src, core, iterations=40)
    assert r.loop is not None and r.iterations == 40
    assert r.loop["setup_instructions"] >= 1 and not r.loop["ended_by_itself"]
    body = {"x86": 5, "alpha": 3, "parisc": 3, "dsp56k": 3}[r.isa]
    assert r.instructions_per_iteration == body
    assert "runs as written" in r.method
    # the set-up code is not in the shown iteration
    assert all(row.line >= r.loop["head_line"] for row in r.instructions)


def test_steady_state_of_the_loop_equals_its_own_per_iteration_clocks():
    """The difference method against a direct reading: with the back-edge predicted, every
    steady iteration of this i486 loop starts the same number of cycles after the one before."""
    r = time_fragment(X86_LOOP, "i486", iterations=60, timeline=True, caches="perfect")
    starts = [s.cycle for s in r.timeline if s.text.startswith("mov eax")]
    deltas = {b - a for a, b in zip(starts, starts[1:])}
    assert deltas == {round(r.cycles_per_iteration)}


def test_the_back_edge_of_a_long_loop_is_predicted_in_steady_state():
    """P5: a taken, BTB-predicted JNZ pairs in the V-pipe with DEC and costs nothing extra
    (Abrash, Black Book ch. 21, Listing 21.1 is 5 cycles with its JNZ); so the loop equals the
    same body with the JNZ replaced by a NOP timed as unrolled copies."""
    loop = "top:\nadd ax, [esi]\nadc ax, 0\nadd esi, 2\ndec ecx\njnz top\n"
    unrolled = "add ax, [esi]\nadc ax, 0\nadd esi, 2\ndec ecx\nnop\n"
    regs = {"esi": 0x201000, "ecx": 1_000_000}
    a = time_fragment(loop, "p5", iterations=100, registers=regs, caches="perfect")
    b = time_fragment(unrolled, "p5", iterations=100, registers=regs, caches="perfect")
    assert a.loop is not None and b.loop is None
    assert a.cycles_per_iteration == b.cycles_per_iteration == 5
    assert a.per_iteration.get("branch", 0) == 0


def test_a_loop_that_ends_by_itself_drops_its_last_iteration():
    src = X86_LOOP.replace("mov ecx, 1000", "mov ecx, 10")
    r = time_fragment(src, "p5", iterations=100)
    assert r.iterations == 9 and r.loop["ended_by_itself"]
    assert any("ended by itself after 10 iterations (its back-edge fell through)" in n for n in r.notes)


def test_the_counter_can_come_from_reg():
    src = "top:\nadd eax, 1\ndec ecx\njnz top\n"
    r = time_fragment(src, "i486", iterations=100, registers={"ecx": 7})
    assert r.iterations == 6 and r.loop["setup_instructions"] == 0


@pytest.mark.parametrize("begin,end", [("# LLVM-MCA-BEGIN", "# LLVM-MCA-END"),
                                       ("; WORKBENCH-BEGIN loop", "; WORKBENCH-END"),
                                       ("# LLVM-MCA-BEGIN", None)])
def test_markers_delimit_the_loop(begin, end):
    src = ("mov ecx, 1000\n" + begin + "\ntop:\nadd eax, ecx\ndec ecx\njnz top\n"
           + (end + "\nadd eax, 1\n" if end else ""))
    r = time_fragment(src, "p5", iterations=20)
    assert r.loop["head_line"] == 4 and r.loop["edge_line"] == 6
    assert r.instructions_per_iteration == 3


def test_marker_errors_are_located():
    with pytest.raises(AssemblyError) as e:
        time_fragment("# LLVM-MCA-BEGIN\nadd eax, 1\n# LLVM-MCA-BEGIN\n", "p5")
    assert e.value.line == 3 and "second" in str(e.value)
    with pytest.raises(AssemblyError) as e:
        time_fragment("add eax, 1\n# LLVM-MCA-END\n", "p5")
    assert e.value.line == 2 and "no BEGIN" in str(e.value)
    with pytest.raises(AssemblyError) as e:        # a marked region must be a loop
        time_fragment("# WORKBENCH-BEGIN\nadd eax, 1\nadd ebx, 2\n# WORKBENCH-END\n", "p5")
    assert e.value.line == 1 and "branch back" in str(e.value)


def test_a_loop_that_is_never_entered_is_refused(tmp_path, capsys):
    p = tmp_path / "skip.s"
    p.write_text("jmp done\ntop:\ndec ecx\njnz top\ndone:\n")
    assert main(["time", str(p), "--core", "p5"]) == 1
    err = capsys.readouterr().err
    assert "never reached" in err and "Traceback" not in err


def test_a_loop_without_end_runs_out_of_budget_cleanly(tmp_path, capsys):
    p = tmp_path / "long.s"
    p.write_text("top:\nadd eax, 1\ndec ecx\njnz top\n")       # ecx = 0: 2**32 iterations
    assert main(["time", str(p), "--core", "p5", "--iterations", "100000", "--budget",
                 "1000"]) == 1
    err = capsys.readouterr().err
    assert "budget ran out" in err and "--iterations" in err


def test_cli_json_carries_the_loop(tmp_path, capsys):
    import json
    p = tmp_path / "l.s"
    p.write_text(X86_LOOP)
    assert main(["time", str(p), "--core", "p5", "--json", "--iterations", "10"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert d["loop"] == {"head_line": 4, "edge_line": 8, "ended_by_itself": False,
                         "setup_instructions": 2}


# ---------------------------------------------------------------- the kernels' own loops
def _marked(kernel, loop) -> str:
    lines = kernel.text().splitlines()
    lines.insert(loop.edge_line, "# LLVM-MCA-END")
    lines.insert(loop.head_line - 1, "# LLVM-MCA-BEGIN")
    return "\n".join(lines) + "\n"


def _kernel_loops(name):
    from workbench.kernel import find_kernel
    from workbench.loops import loops_in
    from workbench.runner import kernel_layout
    k = find_kernel(name)
    lay = kernel_layout(k, 2)[3]
    program = layer_for(k.isa).assemble(k.text(), str(k.source), k.mode, lay.symbols,
                                        lay.code_base)
    return k, loops_in(layer_for(k.isa), program)


# (kernel, core, which loop: 0 = the innermost): the block loops of the x86 DES kernels (one
# iteration = one block, through a call), the round loops of libdes on the Alpha and of gcc's
# SPtrans DES on PA-RISC
KERNEL_LOOPS = [("des-som3", "p5", 0), ("des-som3", "i486", 0), ("des-young686", "p6", 0),
                ("des-karn-pm32", "i386", 0), ("des-libdes-alpha", "ev5", 0),
                ("des-libdes-alpha-c", "ev4", 0), ("des-sp-gcc", "pa8600", 0),
                ("des-sp-gcc", "pa8500", 0)]


@pytest.mark.parametrize("name,core,which", KERNEL_LOOPS)
def test_a_kernels_loop_timed_as_a_fragment_equals_the_kernel_runs_clocks(name, core, which):
    """The kernel's source with its loop marked, run against the kernel's own layout
    (time_fragment(kernel=...)), gives the same cycles per iteration as the full kernel run
    (workbench run's timing, the issue cycles of the loop head) over the same iterations, to
    within 1%: a stall charged to the head instruction itself (a cache miss fetching it) counts
    before the head's issue cycle in the direct reading and after the cut in the difference
    method, so the two may differ by such a stall at the first or last iteration."""
    import numpy as np
    from workbench.runner import run
    k, loops = _kernel_loops(name)
    loop = loops[which]
    f = time_fragment(_marked(k, loop), core, kernel=name, iterations=11, path=str(k.source))
    assert f.loop is not None and f.iterations >= 4
    r = run(name, core, blocks=12)
    idx = np.array([s.address for s in r.trace.static])[r.trace.index]
    arrivals = np.flatnonzero(idx == loop.head)
    n, m = f.iterations, f.iterations // 2
    direct = (r.timing.issue[arrivals[n]] - r.timing.issue[arrivals[m]]) / (n - m)
    assert f.cycles_per_iteration == pytest.approx(direct, rel=0.01)


@pytest.mark.parametrize("name,core,warm", [("des-libdes-alpha", "ev5", 45),
                                            ("des-sp-gcc", "pa8600", 27)])
def test_a_round_loop_with_perfect_caches_is_the_kernels_warm_steady_state(name, core, warm):
    """The first block's round loop with --caches perfect takes what every round of a warm,
    long kernel run takes (its median iteration, read from the run's issue cycles)."""
    import numpy as np
    from workbench.runner import run
    k, loops = _kernel_loops(name)
    f = time_fragment(_marked(k, loops[0]), core, kernel=name, caches="perfect",
                      path=str(k.source))
    r = run(name, core, blocks=8)
    idx = np.array([s.address for s in r.trace.static])[r.trace.index]
    deltas = np.diff(r.timing.issue[np.flatnonzero(idx == loops[0].head)])
    assert f.cycles_per_iteration == float(np.median(deltas)) == warm


def test_kernel_without_a_marked_loop_names_the_loops():
    from workbench.errors import WorkbenchError
    from workbench.kernel import find_kernel
    k = find_kernel("des-libdes-alpha")
    with pytest.raises(WorkbenchError) as e:
        time_fragment(k.text(), "ev5", kernel=k.name)
    assert "lines 121-208" in str(e.value) and "LLVM-MCA-BEGIN" in str(e.value)


def test_cli_kernel_option(tmp_path, capsys):
    k, loops = _kernel_loops("des-sp-gcc")
    p = tmp_path / "edited.s"
    p.write_text(_marked(k, loops[0]))
    assert main(["time", str(p), "--kernel", "des-sp-gcc", "--core", "pa8600", "--caches",
                 "perfect", "--json"]) == 0
    import json
    d = json.loads(capsys.readouterr().out)
    assert d["cycles_per_iteration"] == 27 and d["loop"]["ended_by_itself"]
    assert any("not verified" in n for n in d["notes"])
    assert main(["time", str(p), "--kernel", "des-sp-gcc", "--core", "p5"]) == 1
    assert "pick a core that times parisc code" in capsys.readouterr().err
    assert main(["time", str(p), "--kernel", "des-sp-gcc", "--core", "pa8600", "--function",
                 "f"]) == 1
    assert "give one of them" in capsys.readouterr().err
