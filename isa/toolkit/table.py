"""Instruction tables: formats and forms as data, with one generic encoder, decoder and
disassembler driven by them (the shape of QEMU's decodetree and of the binutils opcode tables).

A :class:`Format` names the fields of a word layout, the operands its syntax can bind, which
operand fields the instruction reads and writes, and its default operand template. A
:class:`Form` is one table row: a mnemonic, a format, the field values that identify it
(opcode, function code), optional completer groups (PA-RISC's ``,u`` ``,*<>``), its instruction
class and control-flow kind for the cost models, and free ISA facts (semantics templates and
the like) the toolkit does not read. Adding an instruction is one ``Form``.

Forms of one mnemonic are tried in table order; the first whose completers and operand template
match, and whose values fit their fields, is encoded. Pseudo-instructions are forms too (with
``alias=True`` and fixed operand fields), so the decoder skips them and prints the base form.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Sequence

from isa.trace import FLOW_KINDS  # noqa: F401  (the kinds a Form's ``flow`` takes)

from .fields import Field, FieldRangeError
from .operands import _PLACEHOLDER, Operand, Template, compile_template, render



@dataclass(frozen=True)
class Completer:
    """One group of mnemonic completers: option text -> field values. ``default`` is used when
    the group's option is absent (None: the option is required)."""
    name: str
    options: dict[str, dict[str, int]] = field(hash=False, compare=False)
    default: str | None = ""


@dataclass(frozen=True)
class Format:
    name: str
    fields: dict[str, Field] = field(hash=False, compare=False)
    syntax: str = ""
    operands: dict[str, Operand] = field(default_factory=dict, hash=False, compare=False)
    reads: tuple[str, ...] = ()             # operand fields holding registers read
    writes: tuple[str, ...] = ()            # operand fields holding registers written
    fixed: dict[str, int] = field(default_factory=dict, hash=False, compare=False)
    words: int = 1


@dataclass(frozen=True, eq=False)
class Form:
    mnemonic: str
    fmt: Format
    fixed: dict[str, int] = field(default_factory=dict, hash=False, compare=False)
    klass: str = ""
    flow: str = ""                          # one of FLOW_KINDS
    syntax: str | None = None               # overrides the format's template
    completers: tuple[Completer, ...] = ()
    reads: tuple[str, ...] | None = None    # override the format's read/write fields
    writes: tuple[str, ...] | None = None
    alias: bool = False                     # a pseudo-instruction: assembled, never decoded
    attrs: dict = field(default_factory=dict, hash=False, compare=False)

    @property
    def template(self) -> str:
        return self.fmt.syntax if self.syntax is None else self.syntax

    @property
    def read_fields(self) -> tuple[str, ...]:
        return self.fmt.reads if self.reads is None else self.reads

    @property
    def write_fields(self) -> tuple[str, ...]:
        return self.fmt.writes if self.writes is None else self.writes

    def all_fixed(self) -> dict[str, int]:
        return {**self.fmt.fixed, **self.fixed}


@dataclass(frozen=True)
class Decoded:
    """One decoded instruction: its form, the words it used, its field values and completers."""
    form: Form
    words: tuple[int, ...]
    values: dict[str, int] = field(hash=False, compare=False)
    completer_text: str = ""

    @property
    def mnemonic(self) -> str:
        return self.form.mnemonic

    @property
    def size(self) -> int:
        return len(self.words)

    def __getitem__(self, name: str) -> int:
        return self.values[name]


_NO_SPACE = str.maketrans("", "", " \t\n\r\f\v")


class EncodeError(ValueError):
    """An operand value the chosen form cannot hold; ``operand`` names the placeholder."""

    def __init__(self, message: str, operand: str | None = None):
        super().__init__(message)
        self.operand = operand


class Table:
    """All forms of one ISA, indexed for assembly (by mnemonic) and decoding (by fixed bits)."""

    def __init__(self, forms: Sequence[Form], registers: Callable[[str], dict[str, int]],
                 word_bits: int = 32, completer_sep: str = ","):
        self.forms = tuple(forms)
        self.completer_sep = completer_sep      # "," (PA-RISC: add,l) or "/" (Alpha: addt/su)
        self.registers, self.word_bits = registers, word_bits
        self.by_mnemonic: dict[str, list[Form]] = {}
        for f in self.forms:
            self.by_mnemonic.setdefault(f.mnemonic.lower(), []).append(f)
        self._templates: dict[tuple[str, str], Template] = {}
        self._by_form: dict[Form, Template] = {}            # the same, by form (identity)
        self._match: dict[Form, tuple[int, int]] = {}      # form -> (mask, value) of its fixed bits
        self._used: dict[Form, list[int]] = {}             # form -> bits its fields cover, per word
        self._rel: dict[Form, bool] = {}                    # form -> pc_relative(form)
        self._literals: dict[Form, tuple] = {}             # form -> its template's literals
        self._chars: tuple = ("", "", frozenset())         # the last text matched, its letters
        for f in self.forms:
            m = v = 0
            for name, val in f.all_fixed().items():
                fld = f.fmt.fields[name]
                if fld.word == 0:
                    m |= fld.mask
                    v |= fld.encode(val)
            self._match[f] = (m, v)
            used = [0] * f.fmt.words
            for fld in f.fmt.fields.values():
                used[fld.word] |= fld.mask
            self._used[f] = used
        decodable = [f for f in self.forms if not f.alias]
        common = ~0
        for f in decodable:
            common &= self._match[f][0]
        self._key_mask = common & ((1 << word_bits) - 1)
        self._buckets: dict[int, list[Form]] = {}
        ordered = sorted(decodable, key=lambda f: -bin(self._match[f][0]).count("1"))
        for f in ordered:
            self._buckets.setdefault(self._match[f][1] & self._key_mask, []).append(f)

    # ------------------------------------------------------------------ assembly side
    def template(self, form: Form) -> Template:
        t = self._by_form.get(form)
        if t is None:
            k = (form.fmt.name, form.template)
            t = self._templates.get(k)
            if t is None:
                t = compile_template(form.template, form.fmt.operands, self.registers)
                self._templates[k] = t
            self._by_form[form] = t
        return t

    def match(self, form: Form, text: str):
        """``form``'s operand template matched against ``text`` (a re.Match), or None. The
        template's literal characters (all but its placeholders and white space) must all be in
        ``text``, in their order, whatever the placeholders match; a text without them is refused
        before the template's regular expression is built or run (a DSP56000 move field is tried
        against 193 move forms, most of which need a ``#``, ``p:`` or ``(`` it lacks)."""
        got = self._literals.get(form)
        if got is None:
            lits = "".join(_PLACEHOLDER.split(form.template)[::2]).lower().translate(_NO_SPACE)
            got = self._literals[form] = (lits, frozenset(lits))
        lits, need = got
        if lits and text.isascii():     # (IGNORECASE matches a few other letters, such as ſ)
            if self._chars[0] != text:
                self._chars = (text, text.lower(), frozenset(text.lower()))
            if not need <= self._chars[2]:
                return None
            if len(lits) > 1:           # and in their order
                rest = iter(self._chars[1])
                if not all(c in rest for c in lits):
                    return None
        return self.template(form).match(text)

    def pc_relative(self, form: Form) -> bool:
        """Whether an operand of ``form``'s template is pc-relative (its value depends on the pc)."""
        got = self._rel.get(form)
        if got is None:
            got = self._rel[form] = any(form.fmt.operands[n].kind == "rel"
                                        for n in self.template(form).names)
        return got

    def completer_values(self, form: Form, text: str) -> dict[str, int] | None:
        """Field values the completer text (``",u"``, ``",*<>,n"``, ``""``) selects, or None."""
        items = [i.lower() for i in text.split(self.completer_sep)[1:]] if text else []
        out: dict[str, int] = {}
        for group in form.completers:
            if items and items[0] in group.options:
                out.update(group.options[items.pop(0)])
            elif group.default is not None:
                out.update(group.options[group.default])
            else:
                return None
        return None if items else out

    def encode(self, form: Form, values: dict[str, int]) -> list[int]:
        """The words of ``form`` with operand ``values`` (fixed fields are added here)."""
        words = [0] * form.fmt.words
        # a field that repeats another operand (Alpha's fmov $f1,$f2 = cpys $f1,$f1,$f2)
        values = {**values, **{d: values[s] for d, s in form.attrs.get("copy_fields", {}).items()}}
        for name, val in {**values, **form.all_fixed()}.items():
            fld = form.fmt.fields[name]
            try:
                words[fld.word] |= fld.encode(val)
            except FieldRangeError as e:
                raise EncodeError(str(e), name) from None
        return words

    # ------------------------------------------------------------------ decoding side
    def decode(self, words: Sequence[int],
               accept: Callable[[Decoded], bool] | None = None) -> Decoded | None:
        """The instruction at the start of ``words`` (1 or more words), or None. ``accept``
        (optional) vets a candidate, so that the next form matching the bits is tried when an
        ISA rejects one (an operand value its syntax cannot spell)."""
        w0 = words[0]
        for form in self._buckets.get(w0 & self._key_mask, ()):
            m, v = self._match[form]
            if w0 & m != v or len(words) < form.fmt.words:
                continue
            use = tuple(words[:form.fmt.words])
            try:        # a field's from_raw hook may refuse a raw value (a reserved coding)
                values = {n: f.decode(use[f.word]) for n, f in form.fmt.fields.items()}
            except FieldRangeError:
                continue
            comp = self._completer_text(form, values)
            if comp is None:
                continue
            if not self._canonical(form, values, use):
                continue
            d = Decoded(form, use, values, comp)
            if accept is None or accept(d):
                return d
        return None

    def _completer_text(self, form: Form, values: dict[str, int]) -> str | None:
        out = ""
        for group in form.completers:
            for text, fv in group.options.items():
                if all(values.get(k) == v for k, v in fv.items()):
                    if text != group.default:
                        out += self.completer_sep + text
                    break
            else:
                return None
        return out

    def _canonical(self, form: Form, values: dict[str, int], words: tuple[int, ...]) -> bool:
        """Bits outside every field must be those the encoder writes (zero): reserved bits."""
        return all(w & ~u & ((1 << self.word_bits) - 1) == 0 for w, u in zip(words, self._used[form]))

    # ------------------------------------------------------------------ operands <-> text
    def operand_values(self, form: Form, match, evaluate, pc: int) -> dict[str, int]:
        """Field values from a template match; ``evaluate(name, text, start)`` evaluates an
        expression placeholder (``start`` is its offset in the operand text)."""
        out: dict[str, int] = {}
        for name in self.template(form).names:
            op = form.fmt.operands[name]
            text = match.group(name) or ""
            if op.kind == "reg":
                v = self.registers(op.cls)[text.lower()] if text else op.default
            elif op.kind == "key":
                v = op.choices[text.lower()] if text else op.default
            elif not text.strip():
                v = op.default
            else:
                v = evaluate(name, text, match.start(name))
                if op.kind == "rel":
                    v -= pc + op.base
            fld = form.fmt.fields[op.field]
            if op.wrap:
                v = (v // fld.scale) % (1 << fld.width) * fld.scale
            out[op.field] = v
        return out

    def disassemble(self, d: Decoded, pc: int) -> str:
        form = d.form
        texts = {}
        named = set(self.template(form).names)
        for name, op in form.fmt.operands.items():
            v = d.values.get(op.field)
            if v is None or name not in named:
                continue
            if op.kind == "reg":
                texts[name] = self.registers.printed[op.cls](v)
            elif op.kind == "key":
                texts[name] = next((k for k, x in op.choices.items() if x == v), str(v))
            elif op.kind == "rel":
                texts[name] = f"{(pc + op.base + v) & ((1 << 64) - 1):#x}"
            elif op.show is not None:
                texts[name] = op.show(v)
            else:
                texts[name] = f"{v:#x}" if op.hex else str(v)
        ops = render(form.template, texts)
        return f"{form.mnemonic}{d.completer_text} {ops}".strip()

    def register_numbers(self, d: Decoded, which: str) -> list[tuple[str, int]]:
        """(class, number) of the registers ``d`` reads (``which="reads"``) or writes, in field
        order, the hard-wired zero register left out."""
        fields = d.form.read_fields if which == "reads" else d.form.write_fields
        out = []
        for f in fields:
            op = next((o for o in d.form.fmt.operands.values() if o.field == f and o.kind == "reg"), None)
            cls = op.cls if op else "gpr"
            n = d.values[f]
            if self.registers.zero.get(cls) != n:
                out.append((cls, n))
        return out

    def registers_of(self, d: Decoded, which: str) -> tuple[str, ...]:
        """Trace names of the registers ``d`` reads (``which="reads"``) or writes."""
        names = (self.registers.traced[cls](n) for cls, n in self.register_numbers(d, which))
        return tuple(dict.fromkeys(names))
