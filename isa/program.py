"""Program: what an assembler produces, the same shape for every ISA."""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, field


@dataclass
class Program:
    isa: str
    mode: str                       # ISA-specific execution mode, e.g. "real16", "prot32"
    path: str                       # the kernel source file, for messages
    code: bytes
    base: int                       # address the code is loaded at
    symbols: dict[str, int]         # label -> address (and layout symbols passed in)
    line_of_address: dict[int, int] # instruction address -> 1-based source line
    source_lines: list[str] = field(default_factory=list)
    regions: dict[str, tuple[int, int]] = field(default_factory=dict)  # name -> [start, end)
    listing: list = field(default_factory=list)   # isa.toolkit.Emitted per instruction/datum
    # What a GNU as source (x86 gcc -S output) adds beyond code: its loaded data sections as
    # isa.image.Segment, which a run maps beside the code; the names `.type NAME, @function`
    # declares; the address of the halt stub standing in for each function it calls but does not
    # define, with that function's name. (The toolkit ISAs keep their data sections inside
    # ``code`` and list them in ``data`` too, writable, so that a run may store into them.)
    data: list = field(default_factory=list)
    functions: list = field(default_factory=list)
    externals: dict[int, str] = field(default_factory=dict)

    def line(self, address: int) -> int | None:
        return self.line_of_address.get(address)

    def copy(self) -> "Program":
        """A copy whose maps and lists can be changed without touching this one."""
        return Program(self.isa, self.mode, self.path, self.code, self.base, dict(self.symbols),
                       dict(self.line_of_address), list(self.source_lines), dict(self.regions),
                       list(self.listing), list(self.data), list(self.functions),
                       dict(self.externals))

    def identity(self) -> str:
        """A digest of everything a decoded instruction depends on (code, where it is loaded,
        mode, line map, regions): equal for two assemblies of the same source and layout, so
        per-program caches (static decode, compiled blocks) can be shared between runs."""
        # kept on the instance with what it was computed from (the line map by its size: it is
        # filled while assembling and only read after): every run of a program asks for it
        stamp = (self.isa, self.mode, self.base, self.path, hash(self.code), len(self.code),
                 id(self.line_of_address), len(self.line_of_address),
                 tuple(sorted(self.regions.items())))
        kept = self.__dict__.get("_identity")
        if kept is not None and kept[0] == stamp:
            return kept[1]
        h = hashlib.sha256()
        h.update(f"{self.isa}|{self.mode}|{self.base}|{self.path}|".encode())
        h.update(self.code)
        h.update(repr(sorted(self.line_of_address.items())).encode())
        h.update(repr(sorted(self.regions.items())).encode())
        self.__dict__["_identity"] = (stamp, h.hexdigest())
        return self.__dict__["_identity"][1]

    def where(self, address: int) -> str | None:
        """``file:line: text`` of the instruction at ``address``, if it has a source line."""
        ln = self.line(address)
        if ln is None:
            return None
        text = self.source_lines[ln - 1].strip() if ln <= len(self.source_lines) else ""
        return f"{self.path}:{ln}: {text}"

    def region(self, address: int) -> str | None:
        """The innermost (shortest) named region holding ``address``."""
        best = None
        for name, (lo, hi) in self.regions.items():
            if lo <= address < hi and (best is None or hi - lo < best[1]):
                best = (name, hi - lo)
        return best[0] if best else None

    def contains(self, address: int) -> bool:
        return self.base <= address < self.base + len(self.code)
