"""Reading assembly sources, fragments and kernels: UTF-8 text or one clear error that names the
file and the offset of the first byte that is not text."""
from __future__ import annotations

from pathlib import Path

from .errors import WorkbenchError


def decode(data: bytes, name: str) -> str:
    """``data`` as UTF-8 text; a NUL byte (a binary file) or bytes that are not UTF-8 are a
    WorkbenchError naming ``name`` and the byte offset."""
    nul = data.find(b"\0")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        if 0 <= nul < e.start:
            raise WorkbenchError(_binary(name, nul)) from None
        raise WorkbenchError(f"{name}: not UTF-8 text: byte {data[e.start]:#04x} at offset "
                             f"{e.start} ({e.reason}); save the file as UTF-8") from None
    if nul >= 0:
        raise WorkbenchError(_binary(name, nul))
    return text


def _binary(name: str, offset: int) -> str:
    return f"{name}: a binary file, not text (a NUL byte at offset {offset})"


def read_text(path: str | Path, what: str = "source") -> str:
    """The UTF-8 text of ``path``; a missing, unreadable or binary file is one WorkbenchError."""
    if not str(path).strip():
        raise WorkbenchError(f"no {what} file named (an empty file name)")
    try:
        data = Path(path).read_bytes()
    except IsADirectoryError:
        raise WorkbenchError(f"{path}: a folder, not a {what} file") from None
    except OSError as e:
        raise WorkbenchError(f"cannot read {path}: {e.strerror or e}") from None
    return decode(data, str(path))
