"""The bit-level ("one char per bit") 3DES of Altinok, Peker and Temizel, on the CPU with numpy.

The paper's GPU kernel gives every bit of a 64-bit block its own thread and its own byte; its
OpenMP baseline runs the same char-per-bit code over blocks (docs/references.md section 7). This module
is that algorithm, vectorised across blocks and bits: a state is a ``uint8`` array of shape
``(64, n)``, row ``i`` holding bit ``i + 1`` (FIPS numbering, bit 1 = most significant) of each of
``n`` blocks, every element 0 or 1. Each step is the paper's step done for all bits at once:

* IP, E, P, IP^-1, PC-1 and PC-2 are gathers of rows (a thread reading ``temp[TABLE[t] - 1]``),
* the S-box step forms the row from the outer two bit-bytes and the column from the inner four
  (``row = 2 b1 + b6``, ``col = 8 b2 + 4 b3 + 2 b4 + b5``) and writes the 4 output bits as bytes,
* the key schedule rotates the 28 C and D bit-bytes and gathers PC-2 into 16 x 48 bit-bytes.

It is the paper's CPU baseline and the executable specification of ``cuda/paper_bitlevel.cu``:
the kernel does per thread exactly what one row of an operation here does. All tables come from
:mod:`workbench.crypto.des`.
"""
from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from ..crypto import des

# Zero-based gather indices: output bit i is input bit TABLE[i] (1-based) of the source.
IP_IDX = np.asarray(des.IP, dtype=np.intp) - 1
FP_IDX = np.asarray(des.IP_INV, dtype=np.intp) - 1
E_IDX = np.asarray(des.E, dtype=np.intp) - 1
P_IDX = np.asarray(des.P, dtype=np.intp) - 1
PC1_IDX = np.asarray(des.PC1, dtype=np.intp) - 1
PC2_IDX = np.asarray(des.PC2, dtype=np.intp) - 1
SHIFTS = tuple(des.SHIFTS)
# S-box b, row r, column c -> 4-bit value, as the FIPS tables print them.
SBOX = np.asarray(des.SBOXES, dtype=np.uint8).reshape(8, 4, 16)
_SBOX_FLAT = SBOX.reshape(-1)
_BOX_BASE = (np.arange(8, dtype=np.uint16) * 64)[:, None]


def bytes_to_bits(data: bytes) -> np.ndarray:
    """``(64, n)`` uint8 bit-bytes of ``n`` 8-byte blocks (row 0 = bit 1 = MSB of byte 0)."""
    if len(data) % 8:
        raise ValueError(f"data length {len(data)} is not a multiple of the 8-byte block")
    raw = np.frombuffer(bytes(data), dtype=np.uint8).reshape(-1, 8)
    return np.ascontiguousarray(np.unpackbits(raw, axis=1).T)


def bits_to_bytes(bits: np.ndarray) -> bytes:
    """Inverse of :func:`bytes_to_bits`."""
    return np.packbits(np.ascontiguousarray(bits.T), axis=1).tobytes()


def key_bits(key: bytes) -> np.ndarray:
    """A 64-bit key as 64 bit-bytes (the paper's ``hex_to_bin``)."""
    return bytes_to_bits(key)[:, 0]


def key_schedule(key: bytes) -> np.ndarray:
    """The 16 subkeys of ``key`` as a ``(16, 48)`` uint8 array of bit-bytes.

    As ``genKeysCuda``: PC-1 into 56 bit-bytes, then per round rotate C (0..27) and D (28..55) left
    by the round's shift and gather PC-2.
    """
    cd = key_bits(key)[PC1_IDX]
    c, d = cd[:28], cd[28:]
    out = np.empty((16, 48), dtype=np.uint8)
    for i, shift in enumerate(SHIFTS):
        c, d = np.roll(c, -shift), np.roll(d, -shift)
        out[i] = np.concatenate((c, d))[PC2_IDX]
    return out


def feistel(state: np.ndarray, subkeys: np.ndarray) -> np.ndarray:
    """IP, sixteen rounds with ``subkeys`` in the given order, the final swap and IP^-1."""
    x = state[IP_IDX]
    left, right = x[:32], x[32:]
    sout = np.empty((8, 4, state.shape[1]), dtype=np.uint8)
    for k in subkeys:
        er = right[E_IDX]                                  # 48 threads: expand, XOR the key
        er ^= k[:, None]
        six = er.reshape(8, 6, -1)                         # 8 threads: one S-box each
        row = (six[:, 0] << 1) | six[:, 5]
        col = (six[:, 1] << 3) | (six[:, 2] << 2) | (six[:, 3] << 1) | six[:, 4]
        # SBOX[b, row, col] as one flat index b*64 + row*16 + col (one gather, 16-bit indices)
        at = row.astype(np.uint16)
        at <<= 4
        at |= col
        at += _BOX_BASE
        val = _SBOX_FLAT.take(at)                          # (8, n)
        for j in range(4):
            np.bitwise_and(val >> (3 - j), 1, out=sout[:, j])
        f = sout.reshape(32, -1)[P_IDX]                    # 32 threads: P, XOR, swap
        f ^= left
        left, right = right, f
    return np.concatenate((right, left))[FP_IDX]


def des_encrypt_bits(state: np.ndarray, key: bytes) -> np.ndarray:
    return feistel(state, key_schedule(key))


def des_decrypt_bits(state: np.ndarray, key: bytes) -> np.ndarray:
    return feistel(state, key_schedule(key)[::-1])


def tdes_encrypt_bits(state: np.ndarray, keys: Sequence[bytes]) -> np.ndarray:
    """EDE with three keys: the encryption step run three times, the middle one with K2 reversed."""
    k1, k2, k3 = keys
    return des_encrypt_bits(des_decrypt_bits(des_encrypt_bits(state, k1), k2), k3)


def tdes_decrypt_bits(state: np.ndarray, keys: Sequence[bytes]) -> np.ndarray:
    k1, k2, k3 = keys
    return des_decrypt_bits(des_encrypt_bits(des_decrypt_bits(state, k3), k2), k1)


def tdes_ecb_encrypt(keys: Sequence[bytes], data: bytes) -> bytes:
    """3DES-EDE3 ECB encryption of ``data`` (a multiple of 8 bytes) by the bit-level algorithm."""
    return bits_to_bytes(tdes_encrypt_bits(bytes_to_bits(data), keys))


def tdes_ecb_decrypt(keys: Sequence[bytes], data: bytes) -> bytes:
    return bits_to_bytes(tdes_decrypt_bits(bytes_to_bits(data), keys))


def des_ecb_encrypt(key: bytes, data: bytes) -> bytes:
    return bits_to_bytes(des_encrypt_bits(bytes_to_bits(data), key))
