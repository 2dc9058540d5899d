"""workbench.sweep, the package's sweep API (issue 13: it failed on its second call)."""
import math

import pytest

import workbench

JOBS = [("des-karn-pm32", "i486", {"blocks": 2}), ("des-karn-pm32", "p5", {"blocks": 2, "mhz": 90})]


def test_sweep_can_be_called_twice():
    """The submodule used to be workbench/sweep.py: importing it on the first call replaced the
    function on the package, so the second call raised "'module' object is not callable"."""
    first = workbench.sweep(JOBS)
    assert callable(workbench.sweep)
    second = workbench.sweep(JOBS)
    assert first.equals(second)
    assert list(first.core) == ["i486", "p5"] and list(first.mhz) == [50.0, 90.0]


def test_importing_the_implementation_does_not_shadow_the_function():
    import workbench.sweeps  # noqa: F401
    assert callable(workbench.sweep)


def test_sweep_is_one_flat_row_per_job_in_order():
    df = workbench.sweep(JOBS)
    assert len(df) == 2 and df.verified.all()
    assert {"kernel", "core", "mhz", "blocks", "clocks_per_block", "mbps"} <= set(df.columns)
    assert not {"breakdown", "regions", "notes", "error"} & set(df.columns)
    r = workbench.run_kernel("des-karn-pm32", "p5", blocks=2, mhz=90)
    assert df.clocks_per_block[1] == round(r.clocks_per_block, 3)


def test_sweep_through_an_executor_equals_the_serial_sweep():
    from concurrent.futures import ThreadPoolExecutor
    with ThreadPoolExecutor(max_workers=2) as ex:
        assert workbench.sweep(JOBS, ex).equals(workbench.sweep(JOBS))


def test_errors_record_keeps_going_and_names_the_reason():
    # a core with no timing for an instruction (the P6 has no real-mode far CALL) is the recorded
    # error
    jobs = [("des-karn-rm16", "p6", {"blocks": 1}), ("des-karn-pm32", "i486", {"blocks": 1}),
            ("des-biham", "i486", {"blocks": 1})]
    df = workbench.sweep(jobs, errors="record")
    assert list(df.columns)[-1] == "error"
    assert "no timing for" in df.error[0]
    assert df.error.isna().tolist() == [False, True, False]
    assert df.verified.tolist() == [False, True, False]
    assert "alpha" in df.error[2] and math.isnan(df.mbps[2])
    with pytest.raises(workbench.errors.WorkbenchError):
        workbench.sweep(jobs)
    with pytest.raises(ValueError):
        workbench.sweep(jobs, errors="ignore")


def test_list_kernels_and_cores_by_instruction_set():
    assert workbench.list_cores(kernel="des-biham") == ["ev4", "ev5", "ev56", "pca56"]
    assert "i486" in workbench.list_cores(kernel="des-karn-rm16")
    assert not {"ev4", "ev5"} & set(workbench.list_cores(kernel="des-karn-rm16"))
    alpha = workbench.list_kernels(core="ev5")
    assert "des-biham" in alpha and "des-karn-rm16" not in alpha
    parisc = workbench.list_kernels(core="pa8600")
    assert "des-corella" in parisc and "des-biham" not in parisc
    dsp = workbench.list_kernels(core="dsp56001")
    assert set(workbench.list_kernels(core="i486")) | set(alpha) | set(parisc) | set(dsp) == \
        set(workbench.list_kernels())


class _InOrder:
    """The smallest executor: map here, one job at a time (each job runs on its own)."""
    def map(self, fn, jobs):
        return map(fn, jobs)


def test_a_kernel_executed_once_and_timed_on_each_core_equals_separate_runs():
    jobs = [("des-som3", c, {"blocks": 3}) for c in workbench.list_cores(kernel="des-som3")]
    jobs += [("des-som3", "p5", {"blocks": 3, "mhz": 133}), ("des-som3", "p5", {"blocks": 2}),
             ("no-such-kernel", "p5", {"blocks": 1})]
    here = workbench.sweep(jobs, errors="record")
    assert here.equals(workbench.sweep(jobs, _InOrder(), errors="record"))
    # des-som3 runs on every x86 core, the i386 too (libdes's code has no BSWAP)
    assert here.error.notna().tolist() == [False, False, False, False, False, False, False, True]
    assert "unknown kernel" in here.error.iloc[-1]


def test_an_option_run_kernel_does_not_take_is_still_refused():
    with pytest.raises(TypeError):
        workbench.sweep([("des-karn-pm32", "i486", {"blocks": 1, "clock": 50})])
