"""gpu.py's host side (upload, launch arguments, grids, timing, results file) with a stand-in CuPy.

No GPU is needed: a fake ``cupy`` module keeps "device" arrays in numpy and runs each kernel as a
numpy model that reads the *arguments gpu.py passes* (tables, sub-keys, sizes, grid and block
shapes). This checks the plumbing that cannot be run without a GPU; the kernels themselves are
checked by nvcc and host_check (test_gpu3des_cuda.py) and, on a GPU, by gpu.sweep's verification.
"""
from __future__ import annotations

import json
import sys
import types

import numpy as np
import pytest

from workbench.crypto import kat
from workbench.gpu3des import bitslice


def _rotr(x, n):
    return ((x >> np.uint32(n)) | (x << np.uint32((32 - n) % 32))) if n else x


class _Module:
    def __init__(self, code, options=()):
        assert "--std=c++17" in options
        self.code = code
        self.consts = {}

    def get_global(self, name):
        assert f"__constant__ u32 {name}[" in self.code
        return (self, name)

    def get_function(self, name):
        assert f'extern "C" __global__ void {name}(' in self.code
        return getattr(self, "_" + name)

    @staticmethod
    def _paper_key_schedule(grid, block, args):
        assert grid == (3,) and block == (56,)
        keys, pc1, pc2, shifts, sub = args
        for k in range(3):
            cd = keys[64 * k: 64 * k + 64][pc1]
            c, d = cd[:28], cd[28:]
            for i in range(16):
                c, d = np.roll(c, -int(shifts[i])), np.roll(d, -int(shifts[i]))
                sub[(16 * k + i) * 48: (16 * k + i + 1) * 48] = np.concatenate((c, d))[pc2]

    @staticmethod
    def _paper_encrypt(grid, block, args):
        assert block == (64,)
        src, dst, sub, decrypt, ip, fp, e, p, sbox = args
        n = grid[0]
        assert src.size == dst.size == 64 * n and sub.size == 768
        x = src.reshape(n, 64)[:, ip]
        left, right = x[:, :32], x[:, 32:]
        for r in range(16):
            k = sub.reshape(16, 48)[15 - r if int(decrypt) else r]
            six = (right[:, e] ^ k).reshape(n, 8, 6)
            row = 2 * six[..., 0] + six[..., 5]
            col = 8 * six[..., 1] + 4 * six[..., 2] + 2 * six[..., 3] + six[..., 4]
            v = sbox.reshape(8, 64)[np.arange(8), 16 * row + col]
            so = np.stack([(v >> (3 - j)) & 1 for j in range(4)], axis=2).reshape(n, 32).astype(np.uint8)
            left, right = right, left ^ so[:, p]
        dst[:] = np.concatenate((right, left), axis=1)[:, fp].reshape(-1)

    @staticmethod
    def _table_tdes_ecb(grid, block, args):
        src, dst, n, sp, ks, ip_tab, fp_tab = args
        n = int(n)
        assert grid[0] * block[0] >= n > (grid[0] - 1) * block[0]

        def permute(x, tab):
            y = np.zeros_like(x)
            for j in range(8):
                y ^= tab[256 * j + ((x >> np.uint64(56 - 8 * j)) & np.uint64(0xFF)).astype(np.int64)]
            return y

        x = permute(src.view(">u8").astype(np.uint64), ip_tab)
        l, r = (x >> np.uint64(32)).astype(np.uint32), (x & np.uint64(0xFFFFFFFF)).astype(np.uint32)
        for stage in range(3):
            for rnd in range(16):
                k = ks[8 * (16 * stage + rnd): 8 * (16 * stage + rnd + 1)]
                f = np.zeros_like(r)
                for b in range(8):
                    f ^= sp[64 * b + ((_rotr(r, (27 - 4 * b) % 32) & np.uint32(63)) ^ k[b]).astype(np.int64)]
                l, r = r, l ^ f
            l, r = r, l
        y = permute((l.astype(np.uint64) << np.uint64(32)) | r.astype(np.uint64), fp_tab)
        dst[:] = y.astype(">u8").view(np.uint8)

    def _bitsliced_tdes_ecb(self, grid, block, args):
        src, dst, n = args
        n = int(n)
        groups = (n + 31) // 32
        assert grid[0] * block[0] >= groups > (grid[0] - 1) * block[0]
        masks = self.consts["c_bs_keys"].reshape(48, 48)
        assert set(np.unique(masks)) <= {0, 0xFFFFFFFF}
        # Recover the schedule bits from the words the kernel would read and run the numpy model.
        bits = (masks == 0xFFFFFFFF)
        words = np.where(bits, np.uint64(0xFFFFFFFFFFFFFFFF), np.uint64(0))
        from workbench.gpu3des import bitlevel
        data = bytes(src)
        pad = (-n) % 64
        slices = np.packbits(bitlevel.bytes_to_bits(data + bytes(8 * pad)), axis=1,
                             bitorder="little").view(np.uint64)
        out = bitslice.tdes_slices([slices[i] for i in range(64)], [list(w) for w in words])
        out_bits = np.unpackbits(np.stack(out).view(np.uint8), axis=1, bitorder="little")[:, :n]
        dst[:] = np.frombuffer(bitlevel.bits_to_bytes(out_bits), dtype=np.uint8)


class _Const:
    def __init__(self, shape, dtype, memptr):
        self.module, self.name = memptr
        self.shape, self.dtype = shape, dtype

    def set(self, arr):
        assert arr.shape == self.shape and arr.dtype == self.dtype
        self.module.consts[self.name] = np.array(arr)


def _fake_cupy():
    cp = types.ModuleType("cupy")
    cp.__version__ = "fake"
    cp.uint8, cp.uint32 = np.uint8, np.uint32
    cp.asarray = lambda a: np.array(a, copy=True)
    cp.asnumpy = lambda a: np.array(a, copy=True)
    cp.zeros = lambda n, dtype: np.zeros(n, dtype=dtype)
    cp.ndarray = _Const
    cp.RawModule = _Module

    class Event:
        def record(self):
            pass

        def synchronize(self):
            pass

    class Device:
        id = 0

        def synchronize(self):
            pass

    cuda = types.SimpleNamespace(
        Event=Event, Device=Device, get_elapsed_time=lambda a, b: 0.25,
        runtime=types.SimpleNamespace(
            getDeviceCount=lambda: 1, driverGetVersion=lambda: 13000, runtimeGetVersion=lambda: 12080,
            getDeviceProperties=lambda i: {"name": b"Fake GPU", "major": 9, "minor": 0,
                                           "multiProcessorCount": 1, "totalGlobalMem": 1 << 30}),
        nvrtc=types.SimpleNamespace(getVersion=lambda: (12, 8)))
    cp.cuda = cuda
    return cp


@pytest.fixture
def fake_cupy(monkeypatch):
    monkeypatch.setitem(sys.modules, "cupy", _fake_cupy())


def test_sweep_plumbing_with_a_stand_in_cupy(fake_cupy, tmp_path):
    from workbench.gpu3des import gpu, measure, results
    doc = gpu.sweep(blocks=(4, 37, 200), repeats=2, warmup=1, progress=lambda m: None)
    assert doc["gpu"]["name"] == "Fake GPU" and doc["gpu"]["driver_cuda_version"] == "13.0"
    assert len(doc["results"]) == 9 and all(r["verified"] for r in doc["results"])
    assert {r["kernel_ms_median"] for r in doc["results"]} == {0.25}
    paper_200 = next(r for r in doc["results"] if r["design"] == "paper" and r["blocks"] == 200)
    assert paper_200["input_bytes_transferred"] == 64 * 200      # one byte per bit
    path = gpu.write_results(doc, tmp_path)
    assert path.name.startswith("altinok-fake-gpu-") and results.load(path).time_ms("table", 37) == 0.25
    assert measure.main(["--out", str(tmp_path / "m"), "--blocks", "4", "--repeats", "1"]) == 0
    written = list((tmp_path / "m").glob("altinok-*.json"))
    assert len(written) == 1 and json.loads(written[0].read_text())["results"]


def test_a_wrong_ciphertext_is_an_error_not_a_figure(fake_cupy, monkeypatch, tmp_path):
    from workbench.errors import VerificationError
    from workbench.gpu3des import gpu, measure

    good = _Module._table_tdes_ecb

    def broken(grid, block, args):
        good(grid, block, args)
        args[1][0] ^= 1                                   # one flipped bit in the first block
    monkeypatch.setattr(_Module, "_table_tdes_ecb", staticmethod(broken))
    with pytest.raises(VerificationError, match="table: wrong ciphertext on the golden vector"):
        gpu.sweep(blocks=(4,), designs=("table",), repeats=1, warmup=0, progress=lambda m: None)
    assert measure.main(["--out", str(tmp_path), "--blocks", "4", "--designs", "table"]) == 1
    assert list(tmp_path.iterdir()) == []


def test_golden_keys_are_the_default():
    from workbench.gpu3des import gpu
    assert gpu.DEFAULT_KEYS == kat.TDES_GOLDEN_KEYS
