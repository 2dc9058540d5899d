"""How big a kernel run may be, checked before any work: blocks (operations, for the arithmetic
kernels), the instruction budget scaled to them, its cap, and the memory they need.

The default budget of a run is SETUP_BUDGET + BUDGET_HEADROOM x BLOCK_INSTRUCTIONS[cipher] a
block: ten times what a block of the heaviest kernel of its kind retires, so a kernel that does
not stop is caught within seconds, whatever the block count. No budget may pass MAX_BUDGET
(``$WORKBENCH_MAX_BUDGET`` moves it), nor allow a trace bigger than the memory available.
"""
from __future__ import annotations

import os
from dataclasses import dataclass

from .errors import WorkbenchError
from .kernel import ARITHMETIC, Kernel
from .layouts import max_blocks

DEFAULT_BLOCKS = 64          # block ciphers: 8-byte blocks in a run unless told otherwise
DEFAULT_OPERATIONS = 1       # arithmetic kernels: one Montgomery product or RSA operation
# Instructions one block (one operation) of the heaviest kernel of each kind retires, rounded up
# (measured: DES 1,572 des-libdes-alpha; 3DES 4,388 3des-libdes-alpha; Montgomery 5,698
# mont512-os-dsp; RSA 804,956 rsa512-dsp). The default budget allows BUDGET_HEADROOM times that
# per block, plus SETUP_BUDGET: a kernel that does not stop is caught within seconds.
BLOCK_INSTRUCTIONS = {"des": 2_000, "3des": 5_000, "montgomery": 6_000, "rsa": 1_000_000}
BUDGET_HEADROOM = 10
SETUP_BUDGET = 1_000_000
MAX_BUDGET = 2_000_000_000   # the cap on any budget; $WORKBENCH_MAX_BUDGET moves it
TRACE_BYTES = 24             # memory a retired instruction's trace takes, at most (measured 11-24)
DATA_BYTES = 64              # memory per 8-byte block of data: copies in the layout, image, reference
LONG_RUN = 5_000_000         # expected instructions from which a run reports its phases


def unit_name(kernel: Kernel, n: int = 2) -> str:
    """What a kernel's run counts: "block(s)" for ciphers, "operation(s)" for arithmetic kernels."""
    word = "operation" if kernel.cipher in ARITHMETIC else "block"
    return word if n == 1 else word + "s"


def _a(kernel: Kernel) -> str:
    return "an operation" if kernel.cipher in ARITHMETIC else "a block"


def default_blocks(kernel: Kernel) -> int:
    """64 blocks for a block cipher, one operation for an arithmetic (Montgomery, RSA) kernel."""
    return DEFAULT_OPERATIONS if kernel.cipher in ARITHMETIC else DEFAULT_BLOCKS


def max_budget() -> int:
    """The cap on an instruction budget: MAX_BUDGET, or $WORKBENCH_MAX_BUDGET."""
    env = os.environ.get("WORKBENCH_MAX_BUDGET")
    if env is None:
        return MAX_BUDGET
    try:
        value = int(env.replace("_", ""))
    except ValueError:
        value = 0
    if value < 1:
        raise WorkbenchError(f"WORKBENCH_MAX_BUDGET must be a whole number of instructions >= 1, "
                             f"not {env!r}")
    return value


def available_memory() -> int | None:
    """Bytes of memory available to a new allocation (Linux MemAvailable); None if unknown."""
    try:
        with open("/proc/meminfo") as f:
            for line in f:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    try:
        return os.sysconf("SC_AVPHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    except (AttributeError, ValueError, OSError):
        return None


@dataclass(frozen=True)
class Plan:
    """A run's size, checked before any work: ``blocks`` and the instruction ``budget``
    (``scaled``: the default, SETUP_BUDGET + BUDGET_HEADROOM x BLOCK_INSTRUCTIONS a block)."""
    blocks: int
    budget: int
    scaled: bool
    expected: int          # instructions the heaviest kernel of this kind would retire

    def budget_text(self, kernel: Kernel) -> str:
        if not self.scaled:
            return f"{self.budget:,} instructions (--budget)"
        per = BUDGET_HEADROOM * BLOCK_INSTRUCTIONS[kernel.cipher]
        return (f"{self.budget:,} instructions ({per:,} {_a(kernel)} x {self.blocks:,} + "
                f"{SETUP_BUDGET:,})")


def plan_run(kernel: Kernel, blocks: int | None = None, budget: int | None = None,
             budget_option: bool = True) -> Plan:
    """Check a run's size before any work: ``blocks`` (None: :func:`default_blocks`) against the
    budget's cap and the memory the data needs, and ``budget`` (None: scaled to the blocks)
    against the cap and the memory a trace of that many instructions needs. ``budget_option``:
    the command has ``--budget`` (the messages offer it)."""
    n = default_blocks(kernel) if blocks is None else blocks
    what = unit_name(kernel)
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise WorkbenchError(f"the number of {what} must be a whole number >= 1, not {n!r}")
    if budget is not None and (isinstance(budget, bool) or not isinstance(budget, int) or budget < 1):
        raise WorkbenchError(f"--budget must be a whole number of instructions >= 1, not {budget!r}")
    fits = max_blocks(kernel)
    cap = max_budget()
    per = BUDGET_HEADROOM * BLOCK_INSTRUCTIONS[kernel.cipher]
    scaled = budget is None
    by_cap = max(0, (cap - SETUP_BUDGET) // per) if scaled else None
    too_many = WorkbenchError(f"{n:,} {what} do not fit {kernel.name}'s memory map (layout "
                              f"{kernel.layout}): it holds at most {fits:,}") \
        if fits is not None and n > fits else None
    if too_many and (by_cap is None or fits <= by_cap):       # the tighter of the two limits
        raise too_many
    if scaled:
        budget = SETUP_BUDGET + per * n
        if budget > cap:
            own = (", or give the budget yourself with --budget N (at most the cap; "
                   "WORKBENCH_MAX_BUDGET moves the cap)") if budget_option else \
                " (WORKBENCH_MAX_BUDGET moves the cap)"
            raise WorkbenchError(
                f"{n:,} {what} of {kernel.name} need an instruction budget of {budget:,} "
                f"({per:,} {_a(kernel)} + {SETUP_BUDGET:,}), over the cap of {cap:,}: run at most "
                f"{by_cap:,} {what}{own}")
    elif budget > cap:
        raise WorkbenchError(f"--budget {budget:,} is over the cap of {cap:,} instructions "
                             "(WORKBENCH_MAX_BUDGET moves the cap)")
    if too_many:
        raise too_many
    free = available_memory()
    data = DATA_BYTES * 8 * n
    if free is not None and data > free:
        raise WorkbenchError(f"{n:,} {what} of {kernel.name} need about {_size(data)} of memory "
                             f"for their data alone; {_size(free)} is available: run fewer {what}")
    trace = TRACE_BYTES * budget
    if free is not None and data + trace > free:
        raise WorkbenchError(
            f"an instruction budget of {budget:,} allows a trace of about {_size(trace)} "
            f"({TRACE_BYTES} bytes an instruction); {_size(free)} of memory is available: run "
            f"fewer {what}" + (", or give a smaller --budget N" if budget_option else ""))
    return Plan(n, budget, scaled, min(budget, BLOCK_INSTRUCTIONS[kernel.cipher] * n))


def _size(nbytes: float) -> str:
    for u in ("bytes", "KB", "MB", "GB", "TB", "PB"):
        if nbytes < 1024 or u == "PB":
            return f"{nbytes:,.0f} {u}" if u == "bytes" else f"{nbytes:,.1f} {u}"
        nbytes /= 1024
    return f"{nbytes:,.1f} PB"
