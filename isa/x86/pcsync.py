"""Switching off unicorn's PC re-sync before hooked memory accesses, where that is known to be safe.

Why: before it calls a memory hook, unicorn 2.1.4 restores the guest PC of the access
(``cpu_restore_state``, which walks the translated block's instruction table from its start), so
that a hook may read an exact PC. Our access recorder never reads the PC, and on DES blocks of
100-256 instructions that walk is about 90% of the time a hooked access costs. Unicorn skips it
while its private flag ``uc->skip_sync_pc_on_exit`` is set (the flag exists for its own use after a
PC write; ``uc_emu_start`` clears it, and so does the exit path of a stop request).

How: the flag is the last field of ``struct uc_struct`` (include/uc_priv.h of 2.1.4), one byte. Its
offset is found, not assumed: on a fresh engine, writing EIP sets exactly two bytes of the struct
from 0 to 1 (``quit_request`` and this flag; the flag is the higher one), read through
``/proc/self/mem``, which reports unmapped memory as an error rather than crashing. The offset is
then proven by behaviour: a memory hook that reads EIP sees each access's own instruction address
normally, and a stale one once the byte is set. Anything else (another unicorn version, no
``/proc/self/mem``, a different pattern, a failed proof) leaves the flag alone: capture is then
exact and slower. The C access recorder (accesslog.c) sets the byte at every access, so it stays
set for the whole run.

What it costs: PCs read inside hooks are stale while the flag is set, so a run that faults is
re-run with the flag off (isa/x86/machine.py) to report the exact pc, instruction and line.

The flag is an optimisation only: with it off (any other unicorn build, no C compiler,
WORKBENCH_NO_C=1) capture records the same trace. The one unicorn defect of that exact path, a
real-mode RETF that the re-sync makes run twice, is worked around in machine.py.
"""
from __future__ import annotations

import ctypes
import os

import unicorn
from unicorn import x86_const as UX

SUPPORTED_VERSIONS = ("2.1.4",)
_PROBE_BYTES = 1 << 15           # the struct is about 15 KB in 2.1.4 (64 sigjmp_bufs)

_offset: int | None = None
_why_not: str | None = None


def _handle(uc: unicorn.Uc) -> int:
    h = uc._uch
    return int(getattr(h, "value", h) or 0)


def _snapshot(address: int, into: bytearray) -> int:
    """Read the engine's bytes into a buffer allocated before the engine (reading into a new
    object would allocate it, perhaps right after the engine, and change the bytes compared)."""
    with open("/proc/self/mem", "rb", buffering=0) as f:
        f.seek(address)
        return f.readinto(into) or 0


def _engine_size(address: int) -> int:
    """The engine struct's heap block size from glibc's chunk header (the word before it), where
    it looks like one; else the whole probe. Bytes past the struct belong to other allocations,
    which other threads (or the interpreter) may change between the two reads."""
    word = bytearray(8)
    try:
        _snapshot(address - 8, word)
    except OSError:
        return _PROBE_BYTES
    size = int.from_bytes(word, "little") & ~7
    return size - 8 if 1024 <= size <= _PROBE_BYTES else _PROBE_BYTES


def _discover_once(before: bytearray, after: bytearray) -> int:
    uc = unicorn.Uc(unicorn.UC_ARCH_X86, unicorn.UC_MODE_32)
    uc.reg_read(UX.UC_X86_REG_EIP)          # the engine initialises lazily on first use
    h = _handle(uc)
    n = min(_snapshot(h, before), _engine_size(h))
    uc.reg_write(UX.UC_X86_REG_EIP, 0x1000)
    n = min(n, _snapshot(h, after))
    changed = [i for i in range(n) if before[i] != after[i]]
    if len(changed) != 2 or any((before[i], after[i]) != (0, 1) for i in changed):
        raise RuntimeError(f"writing EIP changed bytes {changed[:8]} of the engine, not the two "
                           "flags expected")
    return changed[1]


def _discover(tries: int = 3) -> int:
    """The flag's offset; a read disturbed by another thread's writes is tried again on a fresh
    engine (each try must show exactly the two flags)."""
    before, after = bytearray(_PROBE_BYTES), bytearray(_PROBE_BYTES)
    for attempt in range(tries):
        try:
            return _discover_once(before, after)
        except RuntimeError:
            if attempt == tries - 1:
                raise
    raise AssertionError("unreachable")


# mov eax,[0x2000]; mov ebx,[0x2004]; mov ecx,[0x2008]; hlt  (one translated block at 0x1000)
_PROOF_CODE = bytes.fromhex("a100200000" "8b1d04200000" "8b0d08200000" "f4")
_PROOF_PCS = [0x1000, 0x1005, 0x100B]


def _hooked_pcs(offset: int | None) -> list[int]:
    uc = unicorn.Uc(unicorn.UC_ARCH_X86, unicorn.UC_MODE_32)
    uc.mem_map(0x1000, 0x2000)
    uc.mem_write(0x1000, _PROOF_CODE)
    seen: list[int] = []

    def on_read(uc_, _access, _address, _size, _value, _data):
        seen.append(uc_.reg_read(UX.UC_X86_REG_EIP))
        if offset is not None:
            ctypes.c_uint8.from_address(_handle(uc_) + offset).value = 1

    uc.hook_add(unicorn.UC_HOOK_MEM_READ, on_read)
    uc.emu_start(0x1000, 0x1000 + len(_PROOF_CODE))
    return seen


def skip_flag_offset() -> int | None:
    """The byte offset of ``skip_sync_pc_on_exit`` in unicorn's engine struct, or None (see
    :func:`why_not`). Found and proven once per process."""
    global _offset, _why_not
    if _offset is not None or _why_not is not None:
        return _offset
    version = getattr(unicorn, "__version__", "?")
    if version not in SUPPORTED_VERSIONS:
        _why_not = f"unicorn {version} is not a version whose PC re-sync switch is known"
    elif not os.path.exists("/proc/self/mem"):
        _why_not = "no /proc/self/mem to find unicorn's PC re-sync switch"
    else:
        try:
            offset = _discover()
            if _hooked_pcs(None) != _PROOF_PCS:
                raise RuntimeError("memory hooks do not see exact PCs to begin with")
            if _hooked_pcs(offset)[1:] == _PROOF_PCS[1:]:
                raise RuntimeError("the byte found does not switch the re-sync off")
            _offset = offset
        except (OSError, RuntimeError, unicorn.UcError) as e:
            _why_not = f"unicorn's PC re-sync switch not found ({e})"
    return _offset


def why_not() -> str:
    return _why_not or ""


def flag_address(uc: unicorn.Uc) -> int | None:
    """The address of this engine's flag, or None where the switch is not available."""
    offset = skip_flag_offset()
    return None if offset is None else _handle(uc) + offset
