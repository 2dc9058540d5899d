"""Run and time the three CUDA designs with CuPy: the only module of the workbench that imports it.

CuPy (the optional ``gpu`` extra) is imported lazily, inside :func:`cupy_or_raise`; importing this
module needs neither CuPy nor a GPU. Every run is checked: each design is run on the 3DES golden
vector and, at every size, its whole output is compared with the bit-level numpy implementation
(itself checked against :mod:`workbench.crypto`) and its first blocks with the reference; a
mismatch raises :class:`~workbench.errors.VerificationError` and no time is reported for it.

Timing follows GPU practice: CUDA events on the stream that runs the work, warm-up launches first,
then the median (and minimum) of repeated runs, reported two ways:

* ``kernel_ms``: the kernels alone, data and tables already on the device (as the paper's profiler
  figures): for the paper's design the key-schedule kernel and the three encryption launches;
* ``total_ms``: host-to-device copy of the input (in the layout the kernel reads: one byte per bit
  for the paper's design, 8x the plaintext), the kernels, and the device-to-host copy of the
  output, from/to ordinary (pageable) numpy memory. Host-side format conversion is not included.
"""
from __future__ import annotations

import datetime as _dt
import json
import platform
import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from ..crypto import kat, modes
from ..errors import VerificationError, WorkbenchError
from . import TABLE_I_BLOCKS, bitlevel, bitslice, kernels
from .results import RESULT_SCHEMA, result_filename

DEFAULT_KEYS = kat.TDES_GOLDEN_KEYS


class GpuUnavailable(WorkbenchError):
    """No CuPy, or no usable CUDA device: GPU runs cannot be made here."""


def cupy_or_raise():
    """Import CuPy and check that a CUDA device answers; raise :class:`GpuUnavailable` otherwise."""
    try:
        import cupy as cp  # noqa: PLC0415 - optional dependency, imported only here
    except ImportError as err:
        raise GpuUnavailable(
            "CuPy is not installed: install the gpu extra (pip install -e '.[gpu]', "
            "cupy-cuda12x or cupy-cuda13x to match the driver) on a machine with an NVIDIA GPU"
        ) from err
    try:
        count = cp.cuda.runtime.getDeviceCount()
    except Exception as err:   # CUDARuntimeError, or a missing driver library
        raise GpuUnavailable(f"CuPy is installed but no CUDA device is usable: {err}") from err
    if count < 1:
        raise GpuUnavailable("CuPy is installed but reports no CUDA device")
    return cp


def gpu_available() -> tuple[bool, str]:
    try:
        cupy_or_raise()
    except GpuUnavailable as err:
        return False, str(err)
    return True, "ok"


def device_info(cp) -> dict:
    props = cp.cuda.runtime.getDeviceProperties(cp.cuda.Device().id)
    name = props["name"]
    name = name.decode() if isinstance(name, bytes) else str(name)

    def version(v: int) -> str:
        return f"{v // 1000}.{(v % 1000) // 10}"

    return {
        "name": name,
        "compute_capability": f"{props['major']}.{props['minor']}",
        "multiprocessors": int(props["multiProcessorCount"]),
        "memory_bytes": int(props["totalGlobalMem"]),
        "driver_cuda_version": version(cp.cuda.runtime.driverGetVersion()),
        "runtime_cuda_version": version(cp.cuda.runtime.runtimeGetVersion()),
        "nvrtc_version": ".".join(str(x) for x in cp.cuda.nvrtc.getVersion()),
        "cupy_version": cp.__version__,
    }


def _compile(cp, design: str):
    return cp.RawModule(code=kernels.source(design), options=("--std=c++17",))


@dataclass
class DesignRunner:
    """One design compiled and its tables uploaded, for one EDE key triple."""
    design: str
    upload: Callable        # host bytes -> device input buffer
    launch: Callable        # device input -> device output (kernels only, into a fixed buffer)
    decode: Callable        # numpy copy of the device output -> ciphertext bytes (host work)
    host_input: Callable    # bytes -> the numpy array that `upload` copies (the kernel's layout)
    notes: list[str] = field(default_factory=list)


def make_runner(cp, design: str, keys: Sequence[bytes], max_blocks: int) -> DesignRunner:
    mod = _compile(cp, design)
    if design == "paper":
        return _paper_runner(cp, mod, keys, max_blocks)
    if design == "table":
        return _table_runner(cp, mod, keys, max_blocks)
    if design == "bitsliced":
        return _bitsliced_runner(cp, mod, keys, max_blocks)
    raise ValueError(f"unknown design {design!r}")


def _paper_runner(cp, mod, keys, max_blocks) -> DesignRunner:
    ks_kernel = mod.get_function("paper_key_schedule")
    enc = mod.get_function("paper_encrypt")
    t = kernels.paper_tables()
    d = {name: cp.asarray(getattr(t, name)) for name in ("ip", "fp", "e", "p", "sbox", "pc1", "pc2", "shifts")}
    d_keys = cp.asarray(kernels.paper_key_bits(keys))
    d_sub = cp.zeros(3 * 16 * 48, dtype=cp.uint8)
    bufs = [cp.zeros(64 * max_blocks, dtype=cp.uint8) for _ in range(3)]

    def host_input(data: bytes) -> np.ndarray:          # block-major bit-chars: in[64*blk + bit]
        return np.ascontiguousarray(bitlevel.bytes_to_bits(data).T).reshape(-1)

    def launch(d_in):
        n = d_in.size // 64
        ks_kernel((3,), (56,), (d_keys, d["pc1"], d["pc2"], d["shifts"], d_sub))
        src = d_in
        for i, decrypt in enumerate((0, 1, 0)):            # E K1, D K2, E K3
            dst = bufs[i][: 64 * n]
            enc((n,), (64,), (src, dst, d_sub[768 * i: 768 * (i + 1)], np.int32(decrypt),
                              d["ip"], d["fp"], d["e"], d["p"], d["sbox"]))
            src = dst
        return src

    def decode(raw: np.ndarray) -> bytes:
        return bitlevel.bits_to_bytes(raw.reshape(-1, 64).T)

    return DesignRunner("paper", cp.asarray, launch, decode, host_input,
                        ["key schedule kernel <<<3,56>>> + 3 x encryption <<<n,64>>>, data stays on "
                         "the device between the three launches (the original copied it back "
                         "and forth each time)"])


def _table_runner(cp, mod, keys, max_blocks) -> DesignRunner:
    kern = mod.get_function("table_tdes_ecb")
    tt = {k: cp.asarray(v) for k, v in kernels.table_kernel_tables(keys).items()}
    out = cp.zeros(8 * max_blocks, dtype=cp.uint8)
    threads = kernels.TABLE_THREADS

    def launch(d_in):
        n = d_in.size // 8
        dst = out[: 8 * n]
        kern(((n + threads - 1) // threads,), (threads,),
             (d_in, dst, np.int32(n), tt["sp"], tt["ks"], tt["ip_tab"], tt["fp_tab"]))
        return dst

    return DesignRunner("table", cp.asarray, launch, lambda raw: raw.tobytes(),
                        lambda data: np.frombuffer(data, dtype=np.uint8),
                        [f"{threads} threads per CUDA block, one data block per thread"])


def _bitsliced_runner(cp, mod, keys, max_blocks) -> DesignRunner:
    kern = mod.get_function("bitsliced_tdes_ecb")
    masks = bitslice.key_masks(keys).reshape(-1)
    const = cp.ndarray(masks.shape, cp.uint32, mod.get_global("c_bs_keys"))
    const.set(masks)
    out = cp.zeros(8 * max_blocks, dtype=cp.uint8)
    threads = kernels.BITSLICE_THREADS

    def launch(d_in):
        n = d_in.size // 8
        groups = (n + 31) // 32
        dst = out[: 8 * n]
        kern(((groups + threads - 1) // threads,), (threads,), (d_in, dst, np.int32(n)))
        return dst

    return DesignRunner("bitsliced", cp.asarray, launch, lambda raw: raw.tobytes(),
                        lambda data: np.frombuffer(data, dtype=np.uint8),
                        [f"{threads} threads per CUDA block, 32 data blocks per thread"])


def run_design(cp, runner: DesignRunner, data: bytes) -> bytes:
    d_in = runner.upload(runner.host_input(data))
    return runner.decode(cp.asnumpy(runner.launch(d_in)))


def verify(design: str, got: bytes, expected: bytes, what: str) -> None:
    if got != expected:
        if len(got) != len(expected):
            raise VerificationError(f"{design}: {len(got)} bytes of output on {what}, "
                                    f"expected {len(expected)}")
        bad = next(i for i in range(0, len(expected), 8) if got[i:i + 8] != expected[i:i + 8])
        raise VerificationError(
            f"{design}: wrong ciphertext on {what}: block {bad // 8} is {got[bad:bad + 8].hex()}, "
            f"expected {expected[bad:bad + 8].hex()}")


def event_times(cp, fn: Callable, repeats: int, warmup: int) -> list[float]:
    """Milliseconds of ``fn()`` per repetition, by CUDA events on the current stream."""
    for _ in range(warmup):
        fn()
    cp.cuda.Device().synchronize()
    times = []
    for _ in range(repeats):
        start, end = cp.cuda.Event(), cp.cuda.Event()
        start.record()
        fn()
        end.record()
        end.synchronize()
        times.append(float(cp.cuda.get_elapsed_time(start, end)))
    return times


def test_data(blocks: int, seed: int = 2020) -> bytes:
    return np.random.default_rng(seed).integers(0, 256, 8 * blocks, dtype=np.uint8).tobytes()


def sweep(blocks: Sequence[int] = TABLE_I_BLOCKS, designs: Sequence[str] = kernels.DESIGNS,
          repeats: int = 20, warmup: int = 3, keys: Sequence[bytes] = DEFAULT_KEYS,
          progress: Callable[[str], None] = print) -> dict:
    """Verify and time every design at every size; returns the results document (see results.py)."""
    cp = cupy_or_raise()
    info = device_info(cp)
    progress(f"GPU: {info['name']} (cc {info['compute_capability']}, driver CUDA "
             f"{info['driver_cuda_version']}, runtime {info['runtime_cuda_version']}, "
             f"CuPy {info['cupy_version']})")
    max_blocks = max(blocks)
    runners = {}
    for design in designs:
        progress(f"compiling {design} ...")
        r = make_runner(cp, design, keys, max_blocks)
        got = run_design(cp, r, kat.TDES_GOLDEN_PLAINTEXT) if keys == DEFAULT_KEYS else None
        if got is not None:
            verify(design, got, kat.TDES_GOLDEN_CIPHERTEXT, "the golden vector")
        runners[design] = r
    rows = []
    for n in blocks:
        data = test_data(n)
        expected = bitlevel.tdes_ecb_encrypt(keys, data)
        head = min(n, 8)
        verify("bitlevel (numpy)", expected[: 8 * head],
               modes.encrypt("3des", "ecb", keys, data[: 8 * head]), f"{head} blocks vs reference")
        for design, r in runners.items():
            verify(design, run_design(cp, r, data), expected, f"{n} blocks")
            host = r.host_input(data)
            d_in = r.upload(host)
            kernel = event_times(cp, lambda: r.launch(d_in), repeats, warmup)
            total = event_times(cp, lambda: cp.asnumpy(r.launch(r.upload(host))), repeats, warmup)
            row = {"design": design, "blocks": n, "bytes": 8 * n, "verified": True,
                   "repeats": repeats, "warmup": warmup,
                   "kernel_ms_median": statistics.median(kernel), "kernel_ms_min": min(kernel),
                   "total_ms_median": statistics.median(total), "total_ms_min": min(total),
                   "input_bytes_transferred": int(host.nbytes)}
            rows.append(row)
            progress(f"{design:9s} {n:7d} blocks: kernels {row['kernel_ms_median']:.4f} ms, "
                     f"with transfers {row['total_ms_median']:.4f} ms (median of {repeats})")
    return {
        "schema": RESULT_SCHEMA,
        "paper": "altinok",
        "date": _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"),
        "host": platform.node(),
        "gpu": info,
        "keys": [k.hex() for k in keys],
        "method": ("CUDA events on the null stream; warm-up launches first; median and minimum of "
                   "repeated runs. kernel_ms: kernels only, data and tables on the device; "
                   "total_ms: H2D of the kernel's input layout from pageable memory + kernels + "
                   "D2H of its output. Every output verified against the numpy bit-level "
                   "implementation (whole data) and workbench.crypto (first blocks)."),
        "designs": {d: {"title": kernels.DESIGN_TITLES[d], "notes": runners[d].notes}
                    for d in runners},
        "results": rows,
    }


def write_results(doc: dict, out_dir: Path) -> Path:
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / result_filename(doc["gpu"]["name"], doc["date"])
    path.write_text(json.dumps(doc, indent=1) + "\n")
    return path
