"""The committed x86 kernel listings are exactly what their generators write."""
import importlib.util
from pathlib import Path

import pytest

X86 = Path(__file__).resolve().parents[1] / "kernels" / "x86"


def load_generator(name: str):
    spec = importlib.util.spec_from_file_location(name, X86 / f"{name}.py")
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    return gen


@pytest.mark.parametrize("generator, listings", [("karn_gen", "HEADERS"), ("libdes_gen", "KERNELS")])
def test_generated_listings_are_up_to_date(generator, listings):
    gen = load_generator(generator)
    for name in getattr(gen, listings):
        assert (X86 / name).read_text() == gen.render(name), f"re-run kernels/x86/{generator}.py ({name})"
