"""This machine's CPU figures over the sizes of the paper's Table I (3DES-EDE3 ECB, milliseconds).

Three implementations (:func:`implementations`), each timed with ``time.perf_counter`` as the
median of repeated runs after one warm-up run, every output verified (a wrong ciphertext raises, it
is never a figure):

* ``bitlevel-c``: the paper's char-per-bit algorithm in C (:mod:`.host`), block by block, one
  thread: the counterpart of the paper's CPU baseline (the same char-per-bit code in C++, with
  OpenMP on 6 or 8 cores); the time includes the three key schedules and the byte <-> bit-char
  conversions;
* ``pycryptodome``: a production library (``Crypto.Cipher.DES3``, C code, table-driven), one
  thread, cipher object creation included;
* ``bitsliced-c``: the generated bitsliced program of the GPU kernel (:mod:`.bitslice`) compiled
  for this CPU (:mod:`.host`), 64 blocks per 64-bit word, one thread.

Where the C helper cannot be built (no C compiler, or ``WORKBENCH_NO_C`` set) the numpy versions
stand in, under their own names: ``bitlevel-numpy`` (:mod:`.bitlevel`, vectorised across blocks)
and ``bitsliced-numpy`` (the same bitsliced program on numpy uint64 words). Either can be asked for
by name.

Repeats adapt to the size: as many runs as fit in ``budget_s`` per size, between ``min_repeats``
and ``max_repeats`` (the largest sizes of the slow paths get ``min_repeats``; the count is stored
with every figure).
"""
from __future__ import annotations

import platform
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass

import numpy as np

from ..crypto import kat, modes
from ..errors import VerificationError
from . import TABLE_I_BLOCKS, bitlevel, bitslice, host

IMPLEMENTATIONS = ("bitlevel-c", "pycryptodome", "bitsliced-c")
NUMPY_IMPLEMENTATIONS = ("bitlevel-numpy", "pycryptodome", "bitsliced-numpy")
BITLEVEL = ("bitlevel-c", "bitlevel-numpy")     # the paper's algorithm: the published CPU column's
TITLES = {
    "bitlevel-c": "char-per-bit (paper's algorithm), C, 1 thread",
    "bitlevel-numpy": "char-per-bit (paper's algorithm), numpy, 1 thread",
    "pycryptodome": "PyCryptodome DES3 ECB (C, table-driven), 1 thread",
    "bitsliced-c": "bitsliced (generated circuits), C uint64, 1 thread",
    "bitsliced-numpy": "bitsliced (generated circuits), numpy uint64, 1 thread",
}


def implementations() -> tuple[str, ...]:
    """The implementations measured by default: the C ones where the C helper builds, else the
    numpy ones (:func:`host.why_not` says why)."""
    return IMPLEMENTATIONS if host.library() is not None else NUMPY_IMPLEMENTATIONS


@dataclass(frozen=True)
class CpuTime:
    impl: str
    blocks: int
    ms_median: float
    ms_min: float
    repeats: int

    @property
    def bytes(self) -> int:
        return 8 * self.blocks

    def to_dict(self) -> dict:
        return asdict(self) | {"bytes": self.bytes}


def cpu_description() -> str:
    """The CPU model and the number of logical CPUs the process sees."""
    import os
    return f"{cpu_name()}, {os.cpu_count()} logical CPUs"


def cpu_name() -> str:
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def _pycryptodome(keys: Sequence[bytes]) -> Callable[[bytes], bytes]:
    try:
        from Crypto.Cipher import DES3
    except ImportError as err:   # a test extra, not a core dependency
        raise ImportError("pycryptodome is not installed (pip install pycryptodome)") from err
    key = b"".join(keys)
    return lambda data: DES3.new(key, DES3.MODE_ECB).encrypt(data)


def encryptor(impl: str, keys: Sequence[bytes]) -> Callable[[bytes], bytes]:
    if impl == "bitlevel-numpy":
        return lambda data: bitlevel.tdes_ecb_encrypt(keys, data)
    if impl == "bitsliced-numpy":
        return lambda data: bitslice.tdes_ecb_encrypt(keys, data)
    if impl in ("bitlevel-c", "bitsliced-c"):
        if host.library() is None:
            raise ValueError(f"CPU implementation {impl!r} needs the C helper, which is not "
                             f"available ({host.why_not()}); ask for the numpy version instead")
        run = host.tdes_ecb_encrypt_bitlevel if impl == "bitlevel-c" else host.tdes_ecb_encrypt_bitsliced
        return lambda data: run(keys, data)
    if impl == "pycryptodome":
        return _pycryptodome(keys)
    raise ValueError(f"unknown CPU implementation {impl!r} (one of {', '.join(TITLES)})")


def test_data(blocks: int, seed: int = 2020) -> bytes:
    return np.random.default_rng(seed).integers(0, 256, 8 * blocks, dtype=np.uint8).tobytes()


def measure(blocks: Sequence[int] = TABLE_I_BLOCKS, impls: Sequence[str] | None = None,
            keys: Sequence[bytes] = kat.TDES_GOLDEN_KEYS, budget_s: float = 0.1,
            min_repeats: int = 3, max_repeats: int = 15,
            progress: Callable[[str], None] | None = None) -> list[CpuTime]:
    """Verify and time each implementation (default: :func:`implementations`) at each size (see
    the module docstring)."""
    impls = implementations() if impls is None else tuple(impls)
    fns = {impl: encryptor(impl, keys) for impl in impls}
    for impl, fn in fns.items():             # golden vector first (also warms caches up)
        if fn(kat.TDES_GOLDEN_PLAINTEXT) != kat.TDES_GOLDEN_CIPHERTEXT:
            raise VerificationError(f"{impl}: wrong ciphertext on the 3DES golden vector")
    out = []
    for n in blocks:
        data = test_data(n)
        head = min(n, 4)
        expected_head = modes.encrypt("3des", "ecb", keys, data[: 8 * head])
        expected = None
        for impl, fn in fns.items():
            t0 = time.perf_counter()
            got = fn(data)                   # warm-up run, also the one that is verified
            first = time.perf_counter() - t0
            if got[: 8 * head] != expected_head:
                raise VerificationError(f"{impl}: wrong ciphertext at {n} blocks (vs reference)")
            if expected is None:
                expected = got
            elif got != expected:
                raise VerificationError(f"{impl}: ciphertext at {n} blocks differs from {impls[0]}")
            reps = int(min(max_repeats, max(min_repeats, budget_s // max(first, 1e-9))))
            times = []
            for _ in range(reps):
                t0 = time.perf_counter()
                fn(data)
                times.append((time.perf_counter() - t0) * 1e3)
            rec = CpuTime(impl, n, statistics.median(times), min(times), reps)
            out.append(rec)
            if progress:
                progress(f"cpu {impl:16s} {n:7d} blocks: {rec.ms_median:9.3f} ms (median of {reps})")
    return out
