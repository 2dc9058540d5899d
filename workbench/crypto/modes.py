"""ECB and CBC over byte strings, for DES (one key) and Triple-DES EDE (three keys)."""
from __future__ import annotations

from collections.abc import Sequence

from . import des

Key = bytes
Keys = Sequence[bytes]


def _blocks(data: bytes) -> list[int]:
    if len(data) % 8:
        raise ValueError(f"data length {len(data)} is not a multiple of the 8-byte block")
    return [int.from_bytes(data[i:i + 8], "big") for i in range(0, len(data), 8)]


def _join(blocks: list[int]) -> bytes:
    return b"".join(b.to_bytes(8, "big") for b in blocks)


def _block_cipher(cipher: str, keys: Keys, decrypt: bool):
    if cipher == "des":
        (key,) = keys
        sched = des.key_schedule(key)
        order = sched[::-1] if decrypt else sched
        return lambda b: des.des_block(b, order)
    if cipher == "3des":
        fn = des.tdes_decrypt_block if decrypt else des.tdes_encrypt_block
        return lambda b: fn(keys, b)
    raise ValueError(f"unknown cipher {cipher!r} (des or 3des)")


def encrypt(cipher: str, chaining: str, keys: Keys, data: bytes, iv: bytes = bytes(8)) -> bytes:
    """Encrypt ``data`` with DES or 3DES in ECB or CBC mode (no padding)."""
    enc = _block_cipher(cipher, keys, decrypt=False)
    out, prev = [], int.from_bytes(iv, "big")
    for b in _blocks(data):
        if chaining == "cbc":
            b ^= prev
        elif chaining != "ecb":
            raise ValueError(f"unknown chaining {chaining!r} (ecb or cbc)")
        prev = enc(b)
        out.append(prev)
    return _join(out)


def decrypt(cipher: str, chaining: str, keys: Keys, data: bytes, iv: bytes = bytes(8)) -> bytes:
    dec = _block_cipher(cipher, keys, decrypt=True)
    out, prev = [], int.from_bytes(iv, "big")
    for c in _blocks(data):
        p = dec(c)
        if chaining == "cbc":
            p ^= prev
            prev = c
        out.append(p)
    return _join(out)


def encrypt_fast(cipher: str, chaining: str, keys: Keys, data: bytes, iv: bytes = bytes(8)) -> bytes:
    """``encrypt`` through PyCryptodome's C DES (about 0.5 us a block against 120 us for the
    FIPS 46-3 code above), for checking long kernel runs; the pure-Python ``encrypt`` stays the
    reference (tests/test_crypto.py checks the two against each other and the NIST vectors).
    Falls back to ``encrypt`` where PyCryptodome refuses the key (a 3DES key that degenerates to
    single DES) or is missing."""
    try:
        from Crypto.Cipher import DES, DES3
    except ImportError:
        return encrypt(cipher, chaining, keys, data, iv)
    if chaining not in ("ecb", "cbc"):
        raise ValueError(f"unknown chaining {chaining!r} (ecb or cbc)")
    if len(data) % 8:
        raise ValueError(f"data length {len(data)} is not a multiple of the 8-byte block")
    try:
        if cipher == "des":
            (key,) = keys
            module, key_bytes = DES, bytes(key)
        elif cipher == "3des":
            module, key_bytes = DES3, b"".join(bytes(k) for k in keys)
        else:
            raise ValueError(f"unknown cipher {cipher!r} (des or 3des)")
        mode = module.new(key_bytes, module.MODE_ECB) if chaining == "ecb" else \
            module.new(key_bytes, module.MODE_CBC, iv=bytes(iv))
    except ValueError as e:
        if "unknown" in str(e):
            raise
        return encrypt(cipher, chaining, keys, data, iv)
    return mode.encrypt(bytes(data))
