"""The three CUDA designs as data: their sources, the tables they are given, their launch shapes.

No CUDA runtime is needed here: :mod:`.gpu` (the one module that imports CuPy) compiles and runs
these sources; :func:`nvcc_compile` checks that they compile with nvcc, and :func:`host_check`
builds ``cuda/host_check.cu``, which runs the kernels' per-thread device code on the CPU.

Every table handed to a kernel is generated here from :mod:`workbench.crypto` (never pasted into a
``.cu`` file):

* ``paper``: zero-based IP, IP^-1, E, P, PC-1, PC-2 indices, the shifts and the S-box values, one
  byte each, as the original passes them (global memory);
* ``table``: the S-and-P table ``tables.sp_boxes(0)``, the 48 EDE subkeys as six-bit chunks, and
  byte-indexed IP / IP^-1 tables;
* ``bitsliced``: the generated round/IP/FP code (:mod:`.bitslice`) and all-zero/all-one key words.
"""
from __future__ import annotations

import shutil
import subprocess
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

import numpy as np

from ..crypto import des, tables
from . import bitlevel, bitslice

DESIGNS = ("paper", "table", "bitsliced")
DESIGN_TITLES = {
    "paper": "bit-level, block per 64-bit block, thread per bit (paper's design, hazards fixed)",
    "table": "table-driven, thread per block, SP tables in shared memory",
    "bitsliced": "bitsliced, 32 blocks per thread, S-boxes as generated Boolean circuits",
}
SOURCE_FILES = {"paper": "paper_bitlevel.cu", "table": "table_driven.cu", "bitsliced": "bitsliced.cu"}
KERNEL_NAMES = {
    "paper": ("paper_key_schedule", "paper_encrypt"),
    "table": ("table_tdes_ecb",),
    "bitsliced": ("bitsliced_tdes_ecb",),
}
TABLE_THREADS = 128        # threads per CUDA block of the table-driven kernel
BITSLICE_THREADS = 64      # threads per CUDA block of the bitsliced kernel (32 data blocks each)


def cuda_file(name: str) -> str:
    return resources.files(__package__).joinpath("cuda", name).read_text()


def source(design: str) -> str:
    """The complete CUDA source of a design, as compiled (generated code prepended where needed)."""
    if design not in DESIGNS:
        raise ValueError(f"unknown design {design!r} (one of {', '.join(DESIGNS)})")
    text = cuda_file(SOURCE_FILES[design])
    if design == "bitsliced":
        text = bitslice.cuda_source() + "\n" + text
    return text


def _u8(seq) -> np.ndarray:
    return np.asarray(seq, dtype=np.uint8)


@dataclass(frozen=True)
class PaperTables:
    ip: np.ndarray
    fp: np.ndarray
    e: np.ndarray
    p: np.ndarray
    sbox: np.ndarray      # 8 x 64, index box*64 + row*16 + col
    pc1: np.ndarray
    pc2: np.ndarray
    shifts: np.ndarray


def paper_tables() -> PaperTables:
    return PaperTables(
        ip=_u8(bitlevel.IP_IDX), fp=_u8(bitlevel.FP_IDX), e=_u8(bitlevel.E_IDX),
        p=_u8(bitlevel.P_IDX), sbox=_u8(des.SBOXES).reshape(-1), pc1=_u8(bitlevel.PC1_IDX),
        pc2=_u8(bitlevel.PC2_IDX), shifts=_u8(des.SHIFTS))


def paper_key_bits(keys: Sequence[bytes]) -> np.ndarray:
    """The three keys as 3 x 64 bit-chars (the original's hex_to_bin)."""
    return np.concatenate([bitlevel.key_bits(k) for k in keys]).astype(np.uint8)


def sp_table() -> np.ndarray:
    return np.asarray(tables.sp_boxes(0), dtype=np.uint32).reshape(-1)


def subkey_chunks(keys: Sequence[bytes]) -> np.ndarray:
    """The 48 EDE round subkeys as 48 x 8 six-bit chunks (S-box b's key bits in chunk b)."""
    bits = bitslice.ede_schedule(keys).reshape(48, 8, 6)
    weights = np.array([32, 16, 8, 4, 2, 1], dtype=np.uint8)
    return (bits * weights).sum(axis=2).astype(np.uint8).reshape(-1)


def byte_permutation_table(table: Sequence[int]) -> np.ndarray:
    """8 x 256 uint64: entry [j][v] is the 64-bit permutation of byte v standing at byte j."""
    out = np.zeros((8, 256), dtype=np.uint64)
    for j in range(8):
        for v in range(256):
            out[j, v] = des.permute(v << (56 - 8 * j), table, 64)
    return out.reshape(-1)


def table_kernel_tables(keys: Sequence[bytes]) -> dict[str, np.ndarray]:
    return {"sp": sp_table(), "ks": subkey_chunks(keys),
            "ip_tab": byte_permutation_table(des.IP), "fp_tab": byte_permutation_table(des.IP_INV)}


def nvcc_path() -> str | None:
    found = shutil.which("nvcc")
    if found:
        return found
    default = Path("/usr/local/cuda/bin/nvcc")
    return str(default) if default.exists() else None


def nvcc_compile(design: str, workdir: Path, arch: str = "sm_80", ptx: bool = True,
                 extra: Sequence[str] = ()) -> tuple[Path, str]:
    """Compile one design with nvcc (``--ptx``, or ``-c`` through ptxas with ``ptx=False``).

    Returns the output file and nvcc's messages (e.g. ``--resource-usage`` in ``extra``). Raises
    ``subprocess.CalledProcessError`` (with nvcc's messages) when it does not compile.
    """
    nvcc = nvcc_path()
    if nvcc is None:
        raise FileNotFoundError("nvcc not found (PATH or /usr/local/cuda/bin)")
    src = workdir / f"{design}.cu"
    src.write_text(source(design))
    out = workdir / (f"{design}.ptx" if ptx else f"{design}.o")
    cmd = [nvcc, f"-arch={arch}", "-Werror", "all-warnings", "--ptx" if ptx else "-c", *extra,
           str(src), "-o", str(out)]
    run = subprocess.run(cmd, check=True, capture_output=True, text=True)
    return out, run.stdout + run.stderr


def _c_array(ctype: str, name: str, values) -> str:
    vals = ", ".join(str(int(v)) + ("ull" if ctype == "u64" else "u") for v in np.ravel(values))
    return f"static const {ctype} {name}[] = {{{vals}}};"


def host_check_data(keys: Sequence[bytes], plaintext: bytes) -> str:
    """The generated header of ``host_check.cu``: tables, keys and data as C arrays."""
    pt, tt = paper_tables(), table_kernel_tables(keys)
    lines = [
        "// Generated by workbench.gpu3des.kernels.host_check_data; do not edit.",
        f"#define N_BLOCKS {len(plaintext) // 8}",
        _c_array("u8", "PT", np.frombuffer(plaintext, dtype=np.uint8)),
        _c_array("u8", "KEY_BITS", paper_key_bits(keys)),
        _c_array("u8", "PC1", pt.pc1), _c_array("u8", "PC2", pt.pc2),
        _c_array("u8", "SHIFTS", pt.shifts), _c_array("u8", "IP", pt.ip),
        _c_array("u8", "FP", pt.fp), _c_array("u8", "E_", pt.e), _c_array("u8", "P_", pt.p),
        _c_array("u8", "SBOX", pt.sbox),
        _c_array("u32", "SP", tt["sp"]), _c_array("u8", "KS_CHUNKS", tt["ks"]),
        _c_array("u64", "IP_TAB", tt["ip_tab"]), _c_array("u64", "FP_TAB", tt["fp_tab"]),
        _c_array("u32", "BS_KEYS", bitslice.key_masks(keys)),
    ]
    return "\n".join(lines) + "\n"


def host_check(keys: Sequence[bytes], plaintext: bytes, workdir: Path | None = None,
               sources: dict[str, str] | None = None) -> dict[str, bytes]:
    """Build ``cuda/host_check.cu`` with nvcc and run the kernels' device code on the CPU.

    Returns ciphertext per variant: ``paper_forward`` / ``paper_reverse`` (the paper kernel's
    steps run in increasing / decreasing thread order), ``table`` and ``bitsliced``. ``sources``
    replaces the source of a design (used by the tests to show that a racy variant is caught).
    """
    srcs = {d: source(d) for d in DESIGNS} | (sources or {})
    nvcc = nvcc_path()
    if nvcc is None:
        raise FileNotFoundError("nvcc not found (PATH or /usr/local/cuda/bin)")
    with tempfile.TemporaryDirectory() as tmp:
        d = Path(workdir or tmp)
        for design in ("paper", "table"):
            (d / SOURCE_FILES[design]).write_text(srcs[design])
        (d / "bitsliced_full.cu").write_text(srcs["bitsliced"])
        (d / "host_check.cu").write_text(cuda_file("host_check.cu"))
        (d / "host_check_data.h").write_text(host_check_data(keys, plaintext))
        exe = d / "host_check"
        subprocess.run([nvcc, "-O2", "-I", str(d), str(d / "host_check.cu"), "-o", str(exe)],
                       check=True, capture_output=True, text=True)
        run = subprocess.run([str(exe)], check=True, capture_output=True, text=True)
    out = {}
    for line in run.stdout.splitlines():
        label, hexdata = line.split()
        out[label] = bytes.fromhex(hexdata)
    return out
