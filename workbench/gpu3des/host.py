"""3DES-EDE3 ECB in C on this machine, one thread: the char-per-bit algorithm and the bitsliced
program (``host.c``, built on first use like the other C helpers; see its header).

They are the compiled counterparts of :mod:`.bitlevel` (the paper's CPU baseline is C++, not
numpy) and of :mod:`.bitslice`'s numpy model, and give the same ciphertexts (tests compare them).
:func:`library` is None where no C compiler is found or ``WORKBENCH_NO_C`` is set; the CPU
figures then fall back to the numpy versions (:func:`workbench.gpu3des.cpu.implementations`).
"""
from __future__ import annotations

import ctypes
from collections.abc import Sequence
from pathlib import Path

from isa.native import NativeLibrary

from ..crypto import des
from . import bitslice


def generated_source() -> str:
    """The text put before ``host.c``: the bitsliced round, IP and FP on 64-bit words
    (:func:`bitslice.host_source`) and the DES tables as constants (zero-based positions)."""
    tables = {"IP_": [i - 1 for i in des.IP], "FP_": [i - 1 for i in des.IP_INV],
              "E_": [i - 1 for i in des.E], "P_": [i - 1 for i in des.P],
              "PC1_": [i - 1 for i in des.PC1], "PC2_": [i - 1 for i in des.PC2],
              "SHIFTS_": list(des.SHIFTS), "SBOX_": [v for box in des.SBOXES for v in box]}
    lines = [bitslice.host_source(), "// The DES tables of workbench.crypto.des, zero-based."]
    lines += [f"static const int {name}[{len(v)}] = {{{', '.join(map(str, v))}}};"
              for name, v in tables.items()]
    return "\n".join(lines) + "\n"


_NATIVE = NativeLibrary(Path(__file__).with_name("host.c"),
                        "the host 3DES (char-per-bit and bitsliced C)", prefix=generated_source)


def library() -> ctypes.CDLL | None:
    """The built library, or None (the reason is in ``_NATIVE.why_not()``)."""
    lib = _NATIVE.load()
    if lib is None:
        return None
    if not getattr(lib, "_checked", False):
        args = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_long, ctypes.c_char_p]
        for name in ("host3des_bitlevel", "host3des_bitsliced"):
            getattr(lib, name).argtypes = args
            getattr(lib, name).restype = ctypes.c_int
        lib._checked = True
    return lib


def why_not() -> str:
    """Why :func:`library` is None ("" when it is built)."""
    return "" if library() is not None else _NATIVE.why_not()


def _run(name: str, keys: Sequence[bytes], data: bytes) -> bytes:
    lib = library()
    if lib is None:
        raise RuntimeError(f"the C 3DES is not available: {_NATIVE.why_not()}")
    if len(data) % 8:
        raise ValueError(f"data length {len(data)} is not a multiple of the 8-byte block")
    key = b"".join(keys)
    if len(key) != 24:
        raise ValueError("3DES-EDE3 needs three 8-byte keys")
    out = ctypes.create_string_buffer(len(data))
    getattr(lib, name)(bytes(data), out, len(data) // 8, key)
    return out.raw


def tdes_ecb_encrypt_bitlevel(keys: Sequence[bytes], data: bytes) -> bytes:
    """3DES-EDE3 ECB by the char-per-bit algorithm in C (as :func:`bitlevel.tdes_ecb_encrypt`)."""
    return _run("host3des_bitlevel", keys, data)


def tdes_ecb_encrypt_bitsliced(keys: Sequence[bytes], data: bytes) -> bytes:
    """3DES-EDE3 ECB by the generated bitsliced program in C, 64 blocks per word (as
    :func:`bitslice.tdes_ecb_encrypt`)."""
    return _run("host3des_bitsliced", keys, data)
