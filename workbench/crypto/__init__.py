"""Reference cryptography: DES/3DES from FIPS 46-3, modes, known-answer data and kernel tables."""
from . import des, kat, modes, tables
from .modes import decrypt, encrypt

__all__ = ["des", "kat", "modes", "tables", "encrypt", "decrypt"]
