"""``workbench serve``: a local page where a person pastes assembly or gcc output, picks cores and
gets the same report as ``workbench time --html``.

Safety: it listens on 127.0.0.1 unless ``--host`` says otherwise; every request's text is capped
(``--max-bytes``), every run has an instruction budget (``--budget``) and a wall-clock limit
(``--time-limit``): it runs as ``workbench time -`` in a child process, in an empty temporary
folder, fed on standard input, and is killed at the limit. The page reads and writes no files:
the source goes in on stdin and the report comes back as JSON on stdout (the assemblers refuse
``.include``/``.incbin``). Flask gives the routing and the form parsing; werkzeug serves."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile

from ..errors import WorkbenchError
from .page import document, esc
from .time_page import render_dicts

DEFAULT_PORT = 8056
DEFAULT_BUDGET = 2_000_000
DEFAULT_TIME_LIMIT = 30.0
DEFAULT_MAX_BYTES = 64 * 1024
MAX_CORES = 6
EXAMPLE = """\
; an S-box lookup loop (Intel syntax); paste your own, or gcc -O2 -S output with a function name
top:
    movzx   ebx, al
    xor     ecx, dword ptr [ebx + DATA]
    movzx   ebx, ah
    ror     eax, 16
    xor     ecx, dword ptr [ebx + DATA + 0x100]
    dec     edx
    jnz     top
"""


def _cores_by_isa() -> dict[str, list[str]]:
    from ..cores import get_core, registry
    out: dict[str, list[str]] = {isa: [] for isa in ("x86", "alpha", "parisc", "dsp56k")}
    for name in sorted(registry()):
        out.setdefault(get_core(name).isa, []).append(name)
    return {isa: names for isa, names in out.items() if names}


def form_page(source: str = EXAMPLE, chosen=("i486", "p5", "p6"), iterations: int = 100,
              function: str = "", args: str = "", error: str = "", limits: dict | None = None) -> str:
    groups = []
    for isa, names in _cores_by_isa().items():
        boxes = "".join(f'<label><input type="checkbox" name="core" value="{esc(n)}"'
                        f'{" checked" if n in chosen else ""}> {esc(n)}</label> ' for n in names)
        groups.append(f"<div><b>{esc(isa)}</b>: {boxes}</div>")
    lim = limits or {}
    err = f'<div class="error" id="error">{esc(error)}</div>' if error else ""
    body = ("<h1>workbench: time a fragment</h1>"
            '<p class="muted">Paste assembly (x86 Intel or AT&amp;T/GNU syntax, Alpha, PA-RISC '
            "2.0, DSP56000) or a compiler's <code>-S</code> output, pick cores of one instruction "
            "set, and time it. A fragment whose last instruction branches back, or a region "
            "between <code>LLVM-MCA-BEGIN</code>/<code>END</code> comments, is timed as a loop; "
            "otherwise the fragment is repeated. Give a function name to call one function of "
            f"compiler output instead. Limits: {lim.get('max_bytes', 0):,} bytes of source, "
            f"{lim.get('budget', 0):,} instructions, {lim.get('time_limit', 0):g} s.</p>"
            f"{err}"
            '<form method="post" action="/time" id="form">'
            f'<textarea name="source" id="source" spellcheck="false">{esc(source)}</textarea>'
            f'<div class="cores-pick">{"".join(groups)}</div>'
            f'<p><label>iterations <input name="iterations" type="number" min="1" max="1000" '
            f'value="{iterations}"></label> '
            f'<label>function <input name="function" value="{esc(function)}" '
            'placeholder="(gcc output: name)"></label> '
            f'<label>arguments <input name="args" value="{esc(args)}" placeholder="1,2,DATA"></label> '
            '<button type="submit" id="run">time it</button></p></form>')
    return document("workbench serve", body)


def run_time(source: str, cores: list[str], *, iterations: int | None, function: str,
             args: str, budget: int, time_limit: float) -> dict:
    """``workbench time -`` in a child process; its JSON, or a WorkbenchError with its message."""
    cmd = [sys.executable, "-m", "workbench", "time", "-", "--core", ",".join(cores),
           "--format", "json", "--budget", str(budget)]
    if function:
        cmd += ["--function", function] + (["--args", args] if args else [])
    elif iterations:
        cmd += ["--iterations", str(iterations)]
    env = {k: v for k, v in os.environ.items() if not k.startswith("WORKBENCH_KERNELS")}
    with tempfile.TemporaryDirectory(prefix="workbench-serve-") as cwd:
        try:
            out = subprocess.run(cmd, input=source, capture_output=True, text=True, cwd=cwd,
                                 env=env, timeout=time_limit)
        except subprocess.TimeoutExpired:
            raise WorkbenchError(f"the run took longer than the {time_limit:g} s limit: give "
                                 "fewer iterations or a shorter fragment") from None
    if out.returncode != 0:
        msg = out.stderr.strip().splitlines()
        text = "\n".join(line.removeprefix("workbench: error: ") for line in msg[-5:]) or \
            f"the run failed (exit status {out.returncode})"
        raise WorkbenchError(text.replace("<stdin>", "input"))
    return json.loads(out.stdout)


def create_app(*, budget: int = DEFAULT_BUDGET, time_limit: float = DEFAULT_TIME_LIMIT,
               max_bytes: int = DEFAULT_MAX_BYTES):
    from flask import Flask, request
    app = Flask("workbench.serve")
    # A source over the limit is read and refused with the form (413). Past this much larger cap
    # werkzeug refuses the request before reading it, which a browser may show as a reset
    # connection: that only guards memory. (Form encoding can triple a text's size.)
    app.config["MAX_CONTENT_LENGTH"] = 8 * max_bytes + 64 * 1024
    limits = {"budget": budget, "time_limit": time_limit, "max_bytes": max_bytes}
    html = {"Content-Type": "text/html; charset=utf-8"}

    @app.get("/")
    def index():
        return form_page(limits=limits), 200, html

    @app.errorhandler(413)
    def too_large(_e):
        return form_page("", error=f"the request is larger than {max_bytes:,} bytes of source: "
                         "paste a shorter fragment", limits=limits), 413, html

    @app.post("/time")
    def time_it():
        f = request.form
        source, cores = f.get("source", ""), f.getlist("core")
        function, args = f.get("function", "").strip(), f.get("args", "").strip()
        again = dict(chosen=cores, function=function, args=args, limits=limits)

        def refuse(msg: str, status: int = 400):
            return form_page(source, error=msg, **again), status, html
        if len(source.encode("utf-8")) > max_bytes:
            return form_page("", error=f"the source is {len(source.encode()):,} bytes; the "
                             f"limit is {max_bytes:,}: paste a shorter fragment", **again), 413, html
        if not source.strip():
            return refuse("paste some assembly first")
        if not cores:
            return refuse("pick at least one core")
        if len(cores) > MAX_CORES:
            return refuse(f"pick at most {MAX_CORES} cores")
        try:
            iterations = int(f.get("iterations") or 100)
        except ValueError:
            return refuse(f"iterations must be a whole number, not '{f.get('iterations')}'")
        if not 1 <= iterations <= 1000:
            return refuse("iterations must be 1 to 1000")
        try:
            data = run_time(source, cores, iterations=iterations, function=function, args=args,
                            budget=budget, time_limit=time_limit)
        except WorkbenchError as e:
            return refuse(str(e), 422)
        timings = data["timings"] if "timings" in data else [data]
        for t in timings:
            t["file"] = "input"
        page = render_dicts(["input"], cores, {("input", t["core"]): t for t in timings},
                            lead='<p><a href="/">← time another fragment</a></p>')
        return page, 200, html

    return app


def serve(host: str = "127.0.0.1", port: int = DEFAULT_PORT, **limits) -> None:
    from werkzeug.serving import make_server
    app = create_app(**limits)
    try:
        server = make_server(host, port, app, threaded=True)
    except OSError as e:
        raise WorkbenchError(f"cannot listen on {host}:{port} ({e.strerror or e}): give another "
                             "--port") from None
    print(f"workbench serve: http://{host}:{server.server_port}/ (Ctrl-C stops it)",
          file=sys.stderr, flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
