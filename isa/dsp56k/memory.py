"""DSP56000 memory images: how a :class:`isa.image.MemoryImage` names P, X and Y memory.

A segment's name starts with its space: ``"x:"``, ``"y:"`` or ``"p:"`` (``"x:table"``,
``"y:modulus"``; the bare names ``"x"``, ``"y"``, ``"p"`` also work). Its ``address`` is a word
address in that space (0..$FFFF) and its ``data`` holds 24-bit words, 3 bytes each, big-endian
(the order ``Program.code`` uses). Each space has 65,536 words; every word starts at 0.

``Execution.read_memory(address, length, space)`` reads ``length`` bytes (3 a word) from word
``address`` of ``space`` ("x" when empty). :func:`segment` and :func:`words` convert.
"""
from __future__ import annotations

from array import array
from collections.abc import Iterable

import numpy as np

from isa.errors import EmulationFault
from isa.image import MemoryImage

SPACES = ("p", "x", "y")
WORDS = 1 << 16


def to_bytes(words: Iterable[int]) -> bytes:
    """24-bit words (negative values are two's complement) as 3 bytes each, big-endian."""
    w = list(words)
    if not w:
        return b""
    try:
        a = np.array(w, dtype=np.int64)
    except OverflowError:
        a = None
    if a is None or a.min() < -(1 << 23) or a.max() >= 1 << 24:
        bad = next(x for x in w if not -(1 << 23) <= x < 1 << 24)
        raise ValueError(f"{bad} does not fit in a 24-bit word")
    a &= 0xFFFFFF
    return np.stack([a >> 16, a >> 8, a], axis=1).astype(np.uint8).tobytes()


def words(data: bytes) -> list[int]:
    """The 24-bit words of ``data`` (3 bytes each, big-endian)."""
    if len(data) % 3:
        raise ValueError(f"{len(data)} bytes is not a whole number of 24-bit words")
    return [int.from_bytes(data[i:i + 3], "big") for i in range(0, len(data), 3)]


def segment(image: MemoryImage, space: str, address: int, values: Iterable[int],
            name: str = "", writable: bool = True) -> None:
    """Add words ``values`` at word ``address`` of ``space`` ("x", "y" or "p") to ``image``."""
    if space not in SPACES:
        raise ValueError(f"unknown DSP56000 memory space '{space}' (x, y or p)")
    data = to_bytes(values)
    if address < 0 or address + len(data) // 3 > WORDS:
        raise ValueError(f"{space}:{address:#x}+{len(data) // 3} words lies outside the 64K-word space")
    # MemoryImage.add checks overlap by address; keep spaces apart by name only
    image.segments.append(_seg(f"{space}:{name or hex(address)}", address, data, writable))


def _seg(name, address, data, writable):
    from isa.image import Segment
    return Segment(name, address, data, writable)


def space_of(name: str) -> str:
    head = name.split(":", 1)[0].lower()
    if head not in SPACES:
        raise EmulationFault(f"memory image segment '{name}': a DSP56000 segment name starts "
                             "with its space, 'x:', 'y:' or 'p:'", 0)
    return head


def load(image: MemoryImage) -> dict[str, list[int]]:
    """The three memories of ``image`` as lists of 65,536 words."""
    mem = {s: [0] * WORDS for s in SPACES}
    for seg in image.segments:
        sp = space_of(seg.name)
        if len(seg.data) % 3:
            raise EmulationFault(f"memory image segment '{seg.name}' holds {len(seg.data)} bytes, "
                                 "not a whole number of 3-byte words", seg.address)
        w = words(seg.data)
        if seg.address < 0 or seg.address + len(w) > WORDS:
            raise EmulationFault(f"memory image segment '{seg.name}' [{seg.address:#x}, "
                                 f"{seg.address + len(w):#x}) lies outside the 64K-word "
                                 f"{sp.upper()} memory", seg.address)
        mem[sp][seg.address:seg.address + len(w)] = w
    return mem


def load_arrays(image: MemoryImage, program=None) -> dict[str, array]:
    """:func:`load` as 64-bit arrays (``array('q')``, what the C run loop reads and writes in
    place), with the same checks and messages, decoded with numpy rather than word by word;
    ``program``'s code placed in P at its base as the machine places it.

    What an image (and program) puts in each space is kept, by their contents, as the addresses
    and values of its non-zero words (a few recent images: a kernel runs many times on one
    image, and decoding a DES image's 136 segments one by one took most of a run's setup); each
    call still gets fresh zeroed arrays with those words written in."""
    global _ZERO
    if _ZERO is None:
        _ZERO = array("q", bytes(8 * WORDS))
    out = {s: _ZERO[:] for s in SPACES}
    key = (tuple((seg.name, seg.address, seg.data) for seg in image.segments),
           None if program is None else (program.base, program.code))
    if not (all(type(x[2]) is bytes for x in key[0]) and
            (program is None or type(program.code) is bytes)):
        key = None                  # contents that may change: not kept
    words = _LOADED.pop(key, None) if key is not None else None
    view = {s: np.frombuffer(a, np.int64) for s, a in out.items()}     # writes go to the arrays
    if words is None:
        _load_into(view, image, program)
        if key is not None:
            words = {}
            for s, v in view.items():
                at = np.flatnonzero(v)
                words[s] = (at, v[at])
            while len(_LOADED) >= 8:
                _LOADED.pop(next(iter(_LOADED)))
    else:
        for s, (at, values) in words.items():
            view[s][at] = values
    if key is not None:
        _LOADED[key] = words
    del view                                # the arrays may be resized again once it is gone
    return out


def _load_into(view: dict, image: MemoryImage, program) -> None:
    """``image``'s segments and ``program``'s code written into the zeroed spaces ``view``
    (numpy arrays), with load's checks."""
    for seg in image.segments:
        sp = space_of(seg.name)
        if len(seg.data) % 3:
            raise EmulationFault(f"memory image segment '{seg.name}' holds {len(seg.data)} bytes, "
                                 "not a whole number of 3-byte words", seg.address)
        n = len(seg.data) // 3
        if seg.address < 0 or seg.address + n > WORDS:
            raise EmulationFault(f"memory image segment '{seg.name}' [{seg.address:#x}, "
                                 f"{seg.address + n:#x}) lies outside the 64K-word "
                                 f"{sp.upper()} memory", seg.address)
        view[sp][seg.address:seg.address + n] = _words_np(seg.data)
    if program is not None:
        n = len(program.code) // 3
        if program.base < 0 or program.base + n > WORDS:
            raise EmulationFault("the program does not fit in the 64K-word P memory", program.base)
        view["p"][program.base:program.base + n] = _words_np(program.code[:3 * n])


_ZERO: array | None = None
_LOADED: dict[tuple, dict] = {}       # load_arrays: the words of recent images, by content


def _words_np(data: bytes):
    b = np.frombuffer(data, np.uint8).reshape(-1, 3).astype(np.int64)
    return b[:, 0] << 16 | b[:, 1] << 8 | b[:, 2]
