"""Writes the unrolled Alpha DES kernels of this folder (run: python kernels/alpha/gen_alpha_des.py).

The kernels are straight-line code (16 or 48 unrolled rounds), so they are written out from the
per-round patterns below rather than typed 600 times; the generated .s files are what the
workbench assembles, and they are committed. Data formats and tables: workbench/crypto/expanded.py.

des_biham.s / tdes_biham.s: Biham 1997 (as described by Corella 2000): halves in the 48-bit
expanded format, one 64-bit S-box entry per lookup: ``extbl; s8addq; ldq`` then ``xor``.

des_libdes_alpha_hand.s / tdes_libdes_alpha_hand.s (kernels des-libdes-alpha-hand, 3des-...): Eric
Young's libdes ``des_ecb_encrypt`` -> ``des_encrypt`` written by hand as a C compiler might emit it
for the 21164, unscheduled: 32-bit ``DES_LONG`` kept sign-extended in 64-bit registers, byte-wise
``c2l``/``l2c`` (no BWX on the 21164), the SP table indexed ``des_SPtrans[j][(u >> s) & 0x3f]``
with 4-byte entries, constants rebuilt per call. Until issue 12 this was des-libdes-alpha; that
name is now a compiler's code (kernels/c/des_sp.c by GCC, des_sp_gcc_ev5.s) and this stays as the
second variant: libdes's own round structure, not scheduled.
"""
from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).resolve().parent
# libdes IP swaps: (shift, mask register, first operand is 'r' or 'l')
IP_STEPS = ((4, "$1", "r"), (16, "$2", "l"), (2, "$3", "r"), (8, "$4", "l"), (1, "$5", "r"))


def perm_op(a: str, b: str, n: int, m: str, t: str, c_style: bool = False) -> list[str]:
    """PERM_OP(a,b,t,n,m): t=((a>>n)^b)&m; b^=t; a^=t<<n."""
    if c_style:     # unsigned int in a sign-extended register: zero-extend before >>, re-extend after
        return [f"zapnot {a},15,{t}", f"srl {t},{n},{t}", f"xor {t},{b},{t}", f"and {t},{m},{t}",
                f"xor {b},{t},{b}", f"sll {t},{n},{t}", f"xor {a},{t},{a}", f"addl {a},0,{a}"]
    return [f"srl {a},{n},{t}", f"xor {t},{b},{t}", f"and {t},{m},{t}", f"xor {b},{t},{b}",
            f"sll {t},{n},{t}", f"xor {a},{t},{a}"]


def ip(l: str, r: str, t: str, c_style=False) -> list[str]:
    out = []
    for n, m, first in IP_STEPS:
        out += perm_op(r, l, n, m, t, c_style) if first == "r" else perm_op(l, r, n, m, t, c_style)
    return out


def fp(l: str, r: str, t: str, c_style=False) -> list[str]:
    out = []
    for n, m, first in reversed(IP_STEPS):
        out += perm_op(r, l, n, m, t, c_style) if first == "r" else perm_op(l, r, n, m, t, c_style)
    return out


def masks(c_style=False) -> list[str]:
    return ["ldah $1,0x0f0f($31)", "lda $1,0x0f0f($1)",         # 0x0f0f0f0f
            "lda $2,-1($31)", "zapnot $2,3,$2",                   # 0x0000ffff
            "ldah $3,0x3333($31)", "lda $3,0x3333($3)",           # 0x33333333
            "ldah $4,0x00ff($31)", "lda $4,0x00ff($4)",           # 0x00ff00ff
            "ldah $5,0x5555($31)", "lda $5,0x5555($5)"]           # 0x55555555


def block(lines: list[str], indent: str = "\t") -> str:
    return "\n".join(x if x.endswith(":") or x.startswith("#") or x.startswith(".") else indent + x
                     for x in lines)


# ------------------------------------------------------------------------------------ Biham
TMP = ["$12", "$13", "$14", "$15", "$22", "$23", "$24", "$25"]


def schedule(ops: list[tuple[str, str, tuple[str, ...], str]]) -> list[str]:
    """Order one round's operations as a compiler's list scheduler for the 21164 would.

    ``ops``: (text, destination, sources, unit) with unit "E0" (shift/byte op) or "any". Uses the
    21164's documented latencies (integer 1, load 2) and issue limits (2 integer instructions a
    cycle, one of them E0-only); dependences keep their order; among ready ops the one on the longest path goes first.
    """
    lat = {"ldq": 2}
    n = len(ops)
    # dependences (true, anti, output) on earlier ops keep their order
    preds = [[j for j in range(i) if ops[j][1] in ops[i][2] or ops[j][1] == ops[i][1]
              or ops[i][1] in ops[j][2]] for i in range(n)]
    # priority: the longest latency path from the op to the end of the round
    prio = [0] * n
    for i in reversed(range(n)):
        own = lat.get(ops[i][0].split()[0], 1)
        succ = [prio[j] for j in range(i + 1, n) if i in preds[j]]
        prio[i] = own + (max(succ) if succ else 0)
    done_at: dict[int, int] = {}
    out: list[str] = []
    cycle = 0
    while len(done_at) < n:
        issued, e0 = 0, False
        cands = sorted((i for i in range(n) if i not in done_at), key=lambda i: (-prio[i], i))
        for i in cands:
            text, dst, srcs, unit = ops[i]
            if any(j not in done_at or (ops[j][1] in srcs and done_at[j] > cycle)
                   or (j in done_at and done_at[j] > cycle + 1 and ops[j][1] not in srcs)
                   for j in preds[i]):
                continue
            if any(j in done_at and done_at[j] - lat.get(ops[j][0].split()[0], 1) == cycle
                   for j in preds[i]):
                continue            # a predecessor issues this very cycle
            if unit == "E0" and e0:
                continue
            out.append(text)
            done_at[i] = cycle + lat.get(text.split()[0], 1)
            e0 |= unit == "E0"
            issued += 1
            if issued == 2:
                break
        cycle += 1
    return out


def biham_round(L: str, R: str, key_disp: int, next_key_disp: int | None) -> list[str]:
    """L ^= f(R): key xor, eight 3-instruction lookups, ORs in a tree, one xor into L.

    The next round's subkey is loaded here, ahead of its use (it does not depend on this round).
    """
    k, kn = ("$11", "$8") if (key_disp // 8) % 2 == 0 else ("$8", "$11")
    ops = [(f"xor {R},{k},{k}", k, (R, k), "any")]
    for i in range(8):
        u = TMP[i]
        ops += [(f"extbl {k},{i},{u}", u, (k,), "E0"), (f"s8addq {u},$20,{u}", u, (u,), "any"),
                (f"ldq {u},{512 * i}({u})", u, (u,), "any")]
    if next_key_disp is not None:
        ops.append((f"ldq {kn},{next_key_disp}($19)", kn, ("$19",), "any"))
    for a, b in ((0, 1), (2, 3), (4, 5), (6, 7), (0, 2), (4, 6), (0, 4)):
        ops.append((f"or {TMP[a]},{TMP[b]},{TMP[a]}", TMP[a], (TMP[a], TMP[b]), "any"))
    ops.append((f"xor {L},{TMP[0]},{L}", L, (L, TMP[0]), "any"))
    return schedule(ops)


def expand(a: str, dst: str) -> list[str]:
    """dst = expand(a): d = a<<1 | a>>31 | a<<33; dst = d & m | ((d >> 4) & m) << 32."""
    return [f"sll {a},1,$24", f"srl {a},31,$25", f"sll {a},33,$27", f"or $24,$25,$24",
            f"or $24,$27,$24", f"and $24,$6,{dst}", f"srl $24,4,$24", f"and $24,$6,$24",
            f"sll $24,32,$24", f"or {dst},$24,{dst}"]


def compress(x: str, dst: str) -> list[str]:
    """dst = ((x >> 1) & 0x0f0f0f0f) | ((x >> 29) & 0xf0f0f0f0)."""
    return [f"srl {x},1,$24", f"and $24,$1,$24", f"srl {x},29,$25", f"and $25,$7,$25",
            f"or $24,$25,{dst}"]


def biham(tdes: bool) -> str:
    n_des = 3 if tdes else 1
    title = "Triple-DES (EDE, inner IP/FP skipped)" if tdes else "DES"
    hdr = f"""# {title}, ECB, in Biham's 48-bit expanded format (Biham 1997, FSE 4; as described by
# Corella 2000). Generated by gen_alpha_des.py; formats and tables: workbench/crypto/expanded.py.
#
# Arguments (set by the layout 'alpha-biham'): a0 = plaintext, a1 = ciphertext, a2 = blocks,
# a3 = expanded subkeys ({16 * n_des} quadwords), a4 = S-box tables (8 x 64 quadwords; table i,
# at a4 + 512*i, serves the S-box whose input is byte i of the expanded half).
# Registers: $1..$5 IP masks, $6 = 0x3f3f3f3f, $7 = 0xf0f0f0f0, $9/$10 expanded halves,
# $11/$8 key ^ R (alternate rounds), $12..$15 $22..$25 lookups, $21/$22 32-bit halves during IP/FP.
# Per round: ldq key (the next round's, loaded early); xor; 8 x (extbl; s8addq; ldq); 7 x or;
# 1 x xor = 34 instructions. Rounds are list-scheduled for the 21164 (integer latency 1,
# load 2, one E0-only op per cycle), as a compiler for it would.
\t.set noreorder
\t.set noat
\t.text
\t.align 4
driver:
"""
    lines = masks() + ["ldah $6,0x3f3f($31)", "lda $6,0x3f3f($6)", "sll $1,4,$7"]
    lines += ["ble $18,done", ".align 4", "loop:", "ip:",
              "ldq $0,0($16)", "zapnot $0,15,$21", "srl $0,32,$22"]
    lines += ["ldq $11,0($19)"] + ip("$21", "$22", "$23")
    lines += expand("$21", "$10") + expand("$22", "$9")
    lines += ["ip_end:", "rounds:"]
    L, R = "$9", "$10"
    for d in range(n_des):
        for rnd in range(16):
            n = 16 * d + rnd
            lines.append(f"# DES {d + 1} round {rnd + 1}")
            lines += biham_round(L, R, 8 * n, 8 * (n + 1) if n + 1 < 16 * n_des else None)
            L, R = R, L
        L, R = R, L         # EDE: the next DES starts from (R16, L16) with no FP/IP between
    L, R = R, L
    lines += ["rounds_end:", "fp:"]
    lines += compress(L, "$21") + compress(R, "$22")
    lines += fp("$21", "$22", "$23")
    lines += ["sll $22,32,$22", "or $21,$22,$0", "stq $0,0($17)", "fp_end:",
              "addq $16,8,$16", "addq $17,8,$17", "subq $18,1,$18", "bgt $18,loop", "loop_end:",
              "done:", "halt"]
    return hdr + block(lines) + "\n"


# ------------------------------------------------------------------------------------ libdes
def c2l(ptr: str, off: int, dst: str) -> list[str]:
    """dst = little-endian 32-bit word at ptr+off, one byte at a time (ldq_u/extbl: no BWX)."""
    out = []
    for k in range(4):
        out += [f"lda $28,{off + k}({ptr})", f"ldq_u $27,0($28)", f"extbl $27,$28,$27"]
        if k == 0:
            out.append(f"bis $27,$27,{dst}")
        else:
            out += [f"sll $27,{8 * k},$27", f"or {dst},$27,{dst}"]
    out.append(f"addl {dst},0,{dst}")
    return out


def l2c(src: str, ptr: str, off: int) -> list[str]:
    """Store the low 32 bits of src little-endian at ptr+off, byte by byte (read-modify-write)."""
    out = []
    for k in range(4):
        out.append(f"srl {src},{8 * k},$25" if k else f"bis {src},{src},$25")
        out += [f"lda $28,{off + k}({ptr})", f"ldq_u $27,0($28)", f"insbl $25,$28,$25",
                f"mskbl $27,$28,$27", f"bis $27,$25,$27", f"stq_u $27,0($28)"]
    return out


def rotate(x: str, n: int, t: str) -> list[str]:
    """libdes ROTATE(x,n) = (x>>n)|(x<<(32-n)) on a sign-extended unsigned int."""
    return [f"zapnot {x},15,{x}", f"srl {x},{n},{t}", f"sll {x},{32 - n},{x}", f"or {x},{t},{x}",
            f"addl {x},0,{x}"]


def libdes_round(L: str, R: str, r: int) -> list[str]:
    """D_ENCRYPT(L,R,S): u=R^s[S]; t=R^s[S+1]; t=ROTATE(t,4); L^=SP[j][(u|t >> s) & 0x3f]."""
    out = [f"ldl $0,{8 * r}($17)", f"ldl $8,{8 * r + 4}($17)", f"xor {R},$0,$0", f"xor {R},$8,$8"]
    out += rotate("$8", 4, "$7")
    for i in range(4):
        for j, src in ((2 * i, "$0"), (2 * i + 1, "$8")):
            out += [f"srl {src},{2 + 8 * i},$7", "and $7,63,$7", "s4addq $7,$6,$7",
                    f"ldl $7,{256 * j}($7)", f"xor {L},$7,{L}"]
    return out


def libdes(tdes: bool) -> str:
    n_des = 3 if tdes else 1
    title = ("Triple-DES (EDE, des_encrypt3 style: inner IP/FP skipped)" if tdes else "DES")
    hdr = f"""# {title}, ECB: Eric Young's libdes as a C compiler of the time would emit it for the
# Alpha 21164: DES_LONG is a 32-bit unsigned int held sign-extended in a 64-bit register, so a
# right shift or rotate needs zapnot first and addl ...,0 after; no 64-bit tricks.
# Generated by gen_alpha_des.py; tables and formats: workbench/crypto/expanded.py.
#
# Arguments (layout 'alpha-libdes'): a0 = in, a1 = out, a2 = blocks, a3 = key schedule
# ({32 * n_des} longwords: s[2r], s[2r+1] as libdes), gp = a "GOT" whose first quadword is the
# address of des_SPtrans (8 x 64 longwords), sp = stack.
# des_ecb_encrypt: c2l byte loads into tin[2] on the stack, call des_encrypt, l2c byte stores.
\t.set noreorder
\t.set noat
\t.text
\t.align 4
driver:
\tlda $30,-32($30)
\tbis $16,$16,$9
\tbis $17,$17,$10
\tbis $18,$18,$11
\tbis $19,$19,$12
\tble $11,done
"""
    drv = [".align 4", "loop:"] + c2l("$9", 0, "$1") + ["stl $1,0($30)"] + c2l("$9", 4, "$2") + \
        ["stl $2,4($30)", "bis $30,$30,$16", "bis $12,$12,$17", "bsr $26,des_encrypt",
         "ldl $1,0($30)", "ldl $2,4($30)"] + l2c("$1", "$10", 0) + l2c("$2", "$10", 4) + \
        ["addq $9,8,$9", "addq $10,8,$10", "subq $11,1,$11", "bgt $11,loop", "loop_end:",
         "done:", "lda $30,32($30)", "halt"]
    fn = [".align 4", "des_encrypt:", "ip:", "ldq $6,0($29)"] + masks() + \
        ["ldl $21,0($16)", "ldl $22,4($16)"] + ip("$21", "$22", "$23", c_style=True)
    # libdes: r=ROTATE(r,29); l=ROTATE(l,29) -> our (l, r) = (R, L) words become R', L'
    fn += rotate("$21", 29, "$7") + rotate("$22", 29, "$7") + ["ip_end:", "rounds:"]
    L, R = "$22", "$21"
    for d in range(n_des):
        for rnd in range(16):
            fn.append(f"# DES {d + 1} round {rnd + 1}")
            fn += libdes_round(L, R, 16 * d + rnd)
            L, R = R, L
        L, R = R, L
    L, R = R, L
    fn += ["rounds_end:", "fp:"] + rotate(L, 3, "$7") + rotate(R, 3, "$7")
    fn += [f"bis {L},{L},$24", f"bis {R},{R},$25"] + fp("$24", "$25", "$23", c_style=True)
    fn += ["stl $24,0($16)", "stl $25,4($16)", "fp_end:", "ret $31,($26),1", "des_encrypt_end:"]
    return hdr + block(drv + fn) + "\n"


def main() -> None:
    (HERE / "des_biham.s").write_text(biham(False))
    (HERE / "tdes_biham.s").write_text(biham(True))
    (HERE / "des_libdes_alpha_hand.s").write_text(libdes(False))
    (HERE / "tdes_libdes_alpha_hand.s").write_text(libdes(True))


if __name__ == "__main__":
    main()
