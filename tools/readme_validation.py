"""Rewrite the validation block of the README (between <!-- validation:begin/end -->) from a
fresh `workbench validate` run: `make docs` calls it."""
from __future__ import annotations

import re
import sys
from pathlib import Path

from workbench import validate


def main(path: str) -> int:
    readme = Path(path)
    text = readme.read_text()
    block = validate.markdown(validate.run(validate.load_cases()))
    new, n = re.subn(r"(<!-- validation:begin -->\n).*?(<!-- validation:end -->)",
                     lambda m: m.group(1) + block + m.group(2), text, flags=re.S)
    if not n:
        print(f"{path}: no <!-- validation:begin --> block", file=sys.stderr)
        return 1
    readme.write_text(new)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "README.md"))
