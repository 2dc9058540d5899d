"""The ISA toolkit as a user sees it: assemble a file to a listing (``workbench asm``, like
``as -al``) and disassemble words (``workbench disasm``, like ``objdump -d``), for any ISA in the
registry."""
from __future__ import annotations

import re

import isa

from .errors import WorkbenchError
from .textfile import read_text


def parse_defines(defines: list[str]) -> dict[str, int]:
    """``NAME=VALUE`` pairs (``--define``, like GNU as's ``--defsym``); VALUE in C syntax."""
    out: dict[str, int] = {}
    for d in defines:
        m = re.fullmatch(r"([A-Za-z_.$][\w.$]*)=(.+)", d.strip())
        if not m:
            raise WorkbenchError(f"--define '{d}': expected NAME=VALUE")
        try:
            out[m.group(1)] = int(m.group(2), 0)
        except ValueError:
            raise WorkbenchError(f"--define '{d}': '{m.group(2)}' is not a number") from None
    return out


# Bits of an address in each ISA (and x86 mode): x86 real mode's 1 MB, protected mode's 4 GB,
# the 64-bit Alpha and PA-RISC 2.0 (wide), the DSP56000's 64K-word program memory.
ADDRESS_BITS = {("x86", "real16"): 20, ("x86", "prot32"): 32, "alpha": 64, "parisc": 64, "dsp56k": 16}


def check_address(layer, mode: str | None, address: int | None, option: str) -> None:
    """An address (``--base``, ``--address``) must lie in the ISA's (and mode's) address space."""
    if address is None:
        return
    mode = mode or getattr(layer, "default_mode", None) or layer.modes[0]
    if mode not in layer.modes:
        raise WorkbenchError(f"{layer.name} has no mode '{mode}' (have: {', '.join(layer.modes)})")
    bits = ADDRESS_BITS.get((layer.name, mode), ADDRESS_BITS.get(layer.name))
    if bits is not None and not 0 <= address < 1 << bits:
        where = f"{layer.name} {mode}" if layer.name == "x86" else layer.name
        raise WorkbenchError(f"{option} {address:#x} is outside the {bits}-bit address space of "
                             f"{where} (0..{(1 << bits) - 1:#x})")


def assemble_listing(path: str, isa_name: str, mode: str | None = None, base: int | None = None,
                     defines: dict[str, int] | None = None) -> list[dict]:
    """``{address, words, source}`` per emitted instruction or datum, in address order."""
    layer = isa.get_isa(isa_name)
    check_address(layer, mode, base, "--base")
    text = read_text(path)
    program = layer.assemble(text, path, mode, defines or {}, base)
    lines = program.source_lines
    out = []
    for e in sorted(program.listing, key=lambda e: (e.address, e.line)):
        src = lines[e.line - 1].rstrip() if 0 < e.line <= len(lines) else ""
        out.append({"address": e.address, "words": e.hex_words(), "source": src, "line": e.line})
    return out


def parse_words(layer, words: list[str]) -> bytes:
    """The bytes of hex WORD arguments: one instruction word each for a word ISA (in the ISA's
    byte order), any number of bytes each for x86."""
    out = bytearray()
    n = layer.word_bits // 8
    for w in words:
        t = w.lower().removeprefix("0x").replace("_", "")
        if not t or not re.fullmatch(r"[0-9a-f]+", t):
            raise WorkbenchError(f"'{w}' is not a hexadecimal word")
        if n == 1:
            if len(t) % 2:
                raise WorkbenchError(f"'{w}': x86 bytes need an even number of hex digits")
            out += bytes.fromhex(t)
            continue
        v = int(t, 16)
        if v >> layer.word_bits:
            raise WorkbenchError(f"'{w}' does not fit in a {layer.word_bits}-bit {layer.name} word")
        out += v.to_bytes(n, layer.byte_order)
    return bytes(out)


def disassemble_words(isa_name: str, words: list[str], address: int = 0,
                      mode: str | None = None) -> list[dict]:
    layer = isa.get_isa(isa_name)
    check_address(layer, mode, address, "--address")
    return [x.to_dict() for x in layer.disassemble(parse_words(layer, words), address, mode)]


def format_listing(rows: list[dict], key: str) -> str:
    """Terminal text: address, words, then the source (asm) or disassembly (disasm)."""
    width = max((len(" ".join(r["words"])) for r in rows), default=8)
    return "\n".join(f"{r['address']:8x}:  {' '.join(r['words']):<{width}}  {r[key]}" for r in rows)
