"""The manifests libdes_gen.py writes beside each libdes x86 kernel: what is faithful, what is
assumed, per kernel."""
from __future__ import annotations

FAITHFUL = {
    "young586": "des_encrypt as des586.pl (b7896b3c) emits it: argument loads, PERM_OP IP, rol 3 "
                "of both halves, the enc-flag branch to the start_decrypt copy of the rounds, "
                "26-instruction D_ENCRYPT (byte moves into bl/cl; boxes 3 and 7 summed in eax), "
                "ror 3, PERM_OP FP, stores",
    "young686": "des_encrypt as des686.pl (d02b48c6) emits it: argument loads, PERM_OP IP, rol 3, "
                "xchg of the halves, 36-instruction D_ENCRYPT (mov/and 0fch/shr 8, no partial "
                "writes, the generator's interleaving), ror 3, PERM_OP FP, stores",
    "som2": "des_encrypt as des-som2.pl (b7896b3c) emits it: argument loads, Mikkelsen's IP_new "
            "(rotation by 3 folded in), 35-instruction D_ENCRYPT (split load/xor, ebx cleared "
            "every round, key pointer reloaded from [esp+24] mid-round), FP_new, stores",
    "som3": "des_encrypt as des-som3.pl (d02b48c6) emits it, checked against the emitted listing "
            "dx86-cpp.s: interleaved argument loads, three-register IP_new, the same "
            "35-instruction D_ENCRYPT as som2, three-register FP_new, stores",
    "movzx": "OUR OWN variant, not libdes code: des586.pl's des_encrypt with each of the 8 byte "
             "moves a round made a movzx (Young's readme describes movzx but shipped no generator)",
}
TRIPLE = {
    "som3": "des_encrypt3 as desboth.pl (b7896b3c) emits it with som3's IP_new/FP_new (lr=0), "
            "three des_encrypt2 calls (E ks1, D ks2 through the start_decrypt rounds, E ks3)",
    "other": "ASSUMED: the generator gives no working des_encrypt3 (des586/des686 say they no longer "
             "work with desboth.pl; som2's IP_new leaves the halves in edi/esi where desboth.pl "
             "stores edx), so ours is des_enc.c's C des_encrypt3 (IP, des_encrypt2 x3, FP) in "
             "desboth.pl's calling sequence, IP/FP by the PERM_OP network",
}
CALLER = ("Caller: speed.c's 'DES raw ecb' loop, des_encrypt(data, ks, DES_ENCRYPT) called directly "
          "on two DES_LONGs (crypto/des/speed.c), here on each block in place; the loop's compiled "
          "form is ASSUMED (ours)")

MANIFEST = """[kernel]
name = "{name}"
isa = "x86"
mode = "prot32"
source = "{file}"
entry = "driver"
cipher = "{cipher}"
chaining = "{chaining}"
layout = "x86-libdes"
reproduces = "{repro}"
arguments = "{args}"
description = "{desc}"
notes = "{notes}"

[regions]
loop = ["driver", "driver_end"]
{cbc}{des}ip = ["ip_begin", "ip_end"]
round = ["rounds", "rounds_end"]
fp = ["fp_begin", "fp_end"]
"""


CBC_CALLER = ("Caller: speed.c's 'DES cbc' loop, one des_ncbc_encrypt(buf, buf, 1024, ks, ivec, "
              "DES_ENCRYPT) call per 1024-byte buffer; des_ncbc_encrypt is libdes's C (c2l, xor with "
              "the previous ciphertext, des_encrypt, l2c), its compiled form ASSUMED (ours, "
              "kernels/x86/libdes_cbc.py). A stand-in for a library's CBC caller (the BSAFE row)")


def manifest(file: str, cipher: str, style: str, chaining: str = "ecb") -> str:
    three = cipher == "3des"
    name = f"{cipher}-{style}" + ("-cbc" if chaining == "cbc" else "")
    if three:
        args = "cdecl des_encrypt3(data, ks1, ks2, ks3) -> des_encrypt2(data, ks, enc) x3, in place"
        desc = f"Triple-DES EDE, {TRIPLE['som3' if style == 'som3' else 'other']}; round: " \
               f"{FAITHFUL[style]}"
        des = ('des = ["des_encrypt2", "des_encrypt2_end"]\n'
               'des3 = ["des_encrypt3", "des_encrypt3_end"]\n')
    else:
        args = "cdecl des_encrypt(data, ks, enc), data = the block in place (two DES_LONGs)"
        desc = "DES, " + FAITHFUL[style]
        des = 'des = ["des_encrypt", "des_encrypt_end"]\n'
    repro = "libdes" if cipher == "des" and style in ("som2", "som3") and chaining == "ecb" else ""
    cbc = ""
    if chaining == "cbc":
        args = "cdecl des_ncbc_encrypt(in, out, length, ks, ivec, enc) -> des_encrypt(tin, ks, enc)"
        desc = "DES CBC, libdes's C des_ncbc_encrypt (our compiled form) calling " + FAITHFUL[style]
        cbc = 'cbc = ["des_ncbc_encrypt", "des_ncbc_encrypt_end"]\n'
        repro = "bsafe"
    notes = ((CBC_CALLER if chaining == "cbc" else CALLER) + ". Layout: libdes's des_SPtrans (8 x 64 dwords, 0x100 bytes a box, boxes in "
             "S1..S8 order) and des_key_schedule (16 dword pairs), computed from FIPS 46-3 in "
             "workbench/layouts/x86_libdes.py. Generator: kernels/x86/libdes_gen.py, sequences in "
             "kernels/x86/libdes_perl.py.")
    text = MANIFEST.format(name=name, file=file, cipher=cipher, repro=repro, args=args, desc=desc,
                           notes=notes, des=des, chaining=chaining, cbc=cbc)
    if cipher == "des" and chaining == "ecb" and style in COMPARE_STYLES:
        text += f'\n[compare]\nstyle = "{COMPARE_STYLES[style]}"\nlookups_per_round = 8\n'
    return text


# the ECB DES kernels that are rows of `workbench compare-sbox` (their manifests' [compare] style)
COMPARE_STYLES = {
    "young586": "Young des586: byte moves into bl/cl",
    "young686": "Young des686: mov/and 0fch/shr 8, no partial writes",
    "movzx": "movzx ebx,al for each index",
    "som3": "Mikkelsen des-som3: split load and xor, pipes kept busy",
}
