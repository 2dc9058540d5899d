"""libdes's x86 kernels (Young's des586/des686, Mikkelsen's des-som2/des-som3, our movzx variant)
and libdes's data layout (workbench/layouts/x86_libdes.py)."""
import importlib.util
import random
import re
import struct
from pathlib import Path

import pytest

from workbench.crypto import des
from workbench.kernel import find_kernel
from workbench.layouts import x86_libdes as ld
from workbench.runner import execute_kernel

X86 = Path(__file__).resolve().parents[1] / "kernels" / "x86"
STYLES = ("young586", "young686", "som2", "som3", "movzx")
rng = random.Random(1997)


def test_sp_table_is_libdes_spr_h():
    """Entries as printed in libdes's spr.h (openssl/openssl b7896b3c, des_SPtrans), our table is
    computed from FIPS 46-3; the first four and the last entry of every box."""
    printed = {0: (0x02080800, 0x00080000, 0x02000002, 0x02080802, 0x00080802),
               1: (0x40108010, 0x00000000, 0x00108000, 0x40100000, 0x00108000),
               2: (0x04000001, 0x04040100, 0x00000100, 0x04000101, 0x04040000),
               3: (0x00401008, 0x10001000, 0x00000008, 0x10401008, 0x10401000),
               4: (0x08000000, 0x00010000, 0x00000400, 0x08010420, 0x08000020),
               5: (0x80000040, 0x00200040, 0x00000000, 0x80202000, 0x80200040),
               6: (0x00004000, 0x00000200, 0x01000200, 0x01000004, 0x00004004),
               7: (0x20800080, 0x20820000, 0x00020080, 0x00000000, 0x00820080)}
    sp = ld.sp_trans()
    for box, want in printed.items():
        assert (*sp[box][:4], sp[box][63]) == want, box
    assert ld.sp_table()[:8] == struct.pack("<II", 0x02080800, 0x00080000)   # little-endian dwords


def test_ip_leaves_the_fips_halves_bit_reversed():
    for _ in range(50):
        block = bytes(rng.randrange(256) for _ in range(8))
        ip = des.permute(int.from_bytes(block, "big"), des.IP, 64)
        first, second = ld.model_ip(*struct.unpack("<II", block))
        assert (second, first) == (ld.rev32(ip >> 32), ld.rev32(ip & 0xFFFFFFFF))
        assert ld.model_fp(first, second) == struct.unpack("<II", block)


def test_round_and_key_schedule_compute_f():
    for _ in range(200):
        right, k48 = rng.getrandbits(32), rng.getrandbits(48)
        s0, s1 = ld.subkey_words(k48)
        assert s0 & 0x03030303 == 0 and ld.rotl32(s1, -4) & 0x03030303 == 0   # unread bits zero
        got = ld.model_round(0, ld.to_libdes(right), s0, s1)
        assert got == ld.to_libdes(des.f(right, k48))


def test_model_is_des_and_3des():
    for _ in range(20):
        keys = [bytes(rng.randrange(256) for _ in range(8)) for _ in range(3)]
        block = bytes(rng.randrange(256) for _ in range(8))
        want = des.encrypt_block(keys[0], block).to_bytes(8, "big")
        assert ld.model_encrypt(block, [ld.key_schedule(keys[0])]) == want
        want3 = des.tdes_encrypt_block(keys, block).to_bytes(8, "big")
        assert ld.model_encrypt(block, [ld.key_schedule(k) for k in keys], (True, False, True)) == want3


def load(name):
    spec = importlib.util.spec_from_file_location(name, X86 / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_manifests_are_what_the_generator_writes():
    gen, man = load("libdes_gen"), load("libdes_manifest")
    for name, (cipher, style, chaining) in gen.KERNELS.items():
        toml = X86 / name.replace(".asm", ".toml")
        assert toml.read_text() == man.manifest(name, cipher, style, chaining), \
            f"re-run libdes_gen.py ({toml.name})"


@pytest.mark.parametrize("name", [f"{c}-{s}" for s in STYLES for c in ("des", "3des")]
                         + [f"des-{s}-cbc" for s in STYLES])
def test_every_libdes_kernel_runs_verified(name):
    kernel = find_kernel(name)
    assert kernel.layout == "x86-libdes"
    _, trace = execute_kernel(kernel, 3)
    assert trace.meta.verified is True


# Round 0 (L = edi, R = esi, subkey words 0 and 1) as the originals order it, typed from the perl
# (D_ENCRYPT of each file). SPn is des_SPtrans box n (byte offset 0x100 n).
ROUND0 = {
    "young586": "mov edx, [ebp + 4]; mov eax, [ebp]; xor edx, esi; xor eax, esi; ror edx, 4; "
                "and eax, 0xfcfcfcfc; and edx, 0xfcfcfcfc; mov bl, al; mov cl, ah; xor edi, [ebx + SP0]; "
                "shr eax, 0x10; xor edi, [ecx + SP2]; mov bl, al; mov cl, ah; xor edi, [ebx + SP4]; "
                "mov eax, [ecx + SP6]; mov bl, dl; mov cl, dh; xor edi, [ebx + SP1]; shr edx, 0x10; "
                "xor eax, [ecx + SP3]; mov bl, dl; mov cl, dh; xor edi, [ebx + SP5]; "
                "xor eax, [ecx + SP7]; xor edi, eax",
    "young686": "mov ecx, [ebp]; mov edx, [ebp + 4]; xor ecx, esi; xor edx, esi; ror edx, 4; "
                "mov ebx, ecx; mov eax, edx; and ebx, 0xfc; and eax, 0xfc; shr edx, 8; "
                "xor edi, [eax + SP1]; shr ecx, 8; mov eax, [ebx + SP0]; mov ebx, ecx; xor edi, eax; "
                "and ebx, 0xfc; mov eax, edx; and eax, 0xfc; shr edx, 8; xor edi, [eax + SP3]; "
                "shr ecx, 8; mov eax, [ebx + SP2]; mov ebx, ecx; xor edi, eax; and ebx, 0xfc; "
                "mov eax, edx; shr ecx, 8; and eax, 0xfc; shr edx, 8; xor edi, [eax + SP5]; "
                "mov eax, [ebx + SP4]; and edx, 0xfc; xor edi, eax; and ecx, 0xfc; "
                "xor edi, [edx + SP7]; xor edi, [ecx + SP6]",
    "som": "mov eax, [ebp]; xor ebx, ebx; mov edx, [ebp + 4]; xor eax, esi; xor edx, esi; "
           "and eax, 0xfcfcfcfc; and edx, 0xcfcfcfcf; mov bl, al; mov cl, ah; ror edx, 4; "
           "mov ebp, [ebx + SP0]; mov bl, dl; xor edi, ebp; mov ebp, [ecx + SP2]; xor edi, ebp; "
           "mov cl, dh; shr eax, 0x10; mov ebp, [ebx + SP1]; xor edi, ebp; mov bl, ah; "
           "shr edx, 0x10; mov ebp, [ecx + SP3]; xor edi, ebp; mov ebp, [esp + 0x18]; mov cl, dh; "
           "and eax, 0xff; and edx, 0xff; mov ebx, [ebx + SP6]; xor edi, ebx; mov ebx, [ecx + SP7]; "
           "xor edi, ebx; mov ebx, [eax + SP4]; xor edi, ebx; mov ebx, [edx + SP5]; xor edi, ebx",
}
ROUND0["som2"] = ROUND0["som3"] = ROUND0["som"]
ROUND0["movzx"] = re.sub(r"mov (.)l, (..)", r"movzx e\1x, \2", ROUND0["young586"])


def canon(text: str) -> str:
    text = text.replace("dword ptr ", "")
    return re.sub(r"0x1007?0?([0-7])00\b|0x100000\b",
                  lambda m: f"SP{m.group(1) or 0}", text)


@pytest.mark.parametrize("style", STYLES)
def test_round_order_and_count_on_the_assembled_program(style):
    want = [s.strip() for s in ROUND0[style].split(";")]
    _, trace = execute_kernel(find_kernel(f"des-{style}"), 1)
    rnd = [s for s in trace.static if s.region == "round"]
    assert [canon(s.text) for s in rnd[:len(want)]] == want
    # one encryption runs the 16 rounds of the encrypt path and the jmp past the decrypt path
    assert len(rnd) == 16 * len(want) + 1 and rnd[-1].mnemonic == "jmp"
    assert {"movzx": 8, "young586": 0}.get(style, 0) == sum(s.mnemonic == "movzx" for s in rnd[:len(want)])
    if style == "young686":
        assert not any(s.attrs["byte_writes"] for s in rnd)          # no partial-register writes


# IP and FP instructions: PERM_OP network 5 x 7 (des586, des686 and our movzx); Mikkelsen's
# IP_new/FP_new 5 rotate-and-mask steps (5 or 6 each) and one rotation (som2, som3)
IP_FP = {"young586": 35, "young686": 35, "movzx": 35, "som2": 31, "som3": 31}


@pytest.mark.parametrize("style", STYLES)
def test_ip_fp_counts_and_3des_runs_the_decrypt_path(style):
    _, trace = execute_kernel(find_kernel(f"des-{style}"), 1)
    for region in ("ip", "fp"):
        assert sum(s.region == region for s in trace.static) == IP_FP[style]
    per_round = len(ROUND0[style].split(";"))
    _, trace3 = execute_kernel(find_kernel(f"3des-{style}"), 1)
    rnd = [s for s in trace3.static if s.region == "round"]
    # E(ks1) and E(ks3) run the encrypt copy and its jmp, D(ks2) the start_decrypt copy
    assert len(rnd) == 2 * 16 * per_round + 1
    executed = sum(trace3.static_counts()[i] for i, s in enumerate(trace3.static) if s.region == "round")
    assert executed == 3 * 16 * per_round + 2
    # desboth.pl: IP_new with lr = 0, two rotations (ror 3, ror 2) after the five steps
    assert sum(s.region == "ip" for s in trace3.static) == (32 if style == "som3" else 35)
