"""Known-answer data: NIST SP 800-20 Appendix A tables and the 3DES golden vectors of docs/targets.md."""
from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class KnownAnswer:
    table: str          # "A.1" variable plaintext, "A.2" variable key, "A.3" permutation, "A.4" substitution
    key: bytes
    plaintext: bytes
    ciphertext: bytes


def sp800_20() -> list[KnownAnswer]:
    """All 171 DES ECB known answers of SP 800-20 Appendix A (64 + 56 + 32 + 19)."""
    return list(_sp800_20())


@functools.cache
def _sp800_20() -> tuple[KnownAnswer, ...]:
    """The data file read once per process (every verified run checks its kernel against it)."""
    text = (Path(__file__).resolve().parent / "sp800_20.txt").read_text()
    rows = []
    for line in text.splitlines():
        if line and not line.startswith("#"):
            table, key, pt, ct = line.split()
            rows.append(KnownAnswer(table, bytes.fromhex(key), bytes.fromhex(pt), bytes.fromhex(ct)))
    return tuple(rows)


# docs/targets.md / docs/references.md section 7: the 3DES_GPU repository's input, EDE3-ECB, checked there
# with OpenSSL and Python `cryptography`.
TDES_GOLDEN_KEYS = (
    bytes.fromhex("0123456789ABCDEF"),
    bytes.fromhex("FEDCBA9876543210"),
    bytes.fromhex("1122334455667788"),
)
TDES_GOLDEN_PLAINTEXT = b"aaaaaaaaaaaaaaaaajdnruckdycnfeyu"
TDES_GOLDEN_CIPHERTEXT = bytes.fromhex(
    "C8936DAC7ADE7775C8936DAC7ADE7775C637348FBB5CF1480D64E55FAD5F6A91"
)
