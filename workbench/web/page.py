"""The document shell every page shares: inline style and script (nothing is fetched when the
page is viewed), HTML escaping, and the page's own data as embedded JSON (``#workbench-data``),
so a reader or a test can check every number on the page against it."""
from __future__ import annotations

import html
import json

STYLE = """
:root { --fg:#1d232a; --muted:#5b6570; --line:#d5dbe1; --bg:#ffffff; --panel:#f6f8fa; }
* { box-sizing: border-box; }
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg);
       background: var(--bg); margin: 0 auto; padding: 16px 24px 48px; max-width: 1800px; }
h1 { font-size: 22px; margin: 8px 0 4px; } h2 { font-size: 18px; margin: 28px 0 8px; }
h3 { font-size: 15px; margin: 12px 0 6px; }
.muted, .note { color: var(--muted); } .note { font-size: 12px; }
code, .mono, td.asm, td.src { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; }
table { border-collapse: collapse; }
table.summary td, table.summary th, table.rows td, table.rows th {
  border-bottom: 1px solid var(--line); padding: 3px 8px; text-align: left; vertical-align: top; }
table.rows td.figure { min-width: 240px; } table.rows td.who { white-space: nowrap; }
table.rows td.note { min-width: 320px; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
.cores { display: flex; flex-wrap: wrap; gap: 18px; align-items: flex-start; }
.panel { flex: 1 1 460px; min-width: 0; border: 1px solid var(--line); border-radius: 6px;
         padding: 8px 10px; background: var(--panel); }
.scroll { overflow-x: auto; }
table.grid { font-size: 12px; }
table.grid td { padding: 0 4px; white-space: nowrap; height: 18px; }
table.grid tr.insn > td:nth-child(n+5) { width: 14px; min-width: 14px; padding: 0;
                                         border-left: 1px solid #edf0f3; }
table.grid th.cy { font-weight: normal; color: var(--muted); font-size: 10px; padding: 0;
                   writing-mode: vertical-rl; transform: rotate(180deg); height: 26px; }
table.grid tr.insn:hover td { background-color: #fff6cc; }
table.grid tr.critical td.asm { font-weight: 600; box-shadow: inset 3px 0 0 #c0392b; }
table.grid td.issue:not(.num) { background: #1f6fb2 !important; }
table.grid td.exec { background: #7fb2e0 !important; }
table.grid td.latency { background: repeating-linear-gradient(90deg, #d6e6f5 0 3px, #ffffff 3px 5px) !important; }
.legend { display: flex; flex-wrap: wrap; gap: 10px; font-size: 12px; margin: 6px 0; }
.legend span.key { display: inline-block; width: 14px; height: 12px; vertical-align: -2px;
                   margin-right: 4px; border: 1px solid #0002; }
#tip { position: fixed; display: none; max-width: 460px; background: #1d232a; color: #fff;
       padding: 6px 9px; border-radius: 4px; font-size: 12px; white-space: pre-line;
       pointer-events: none; z-index: 10; box-shadow: 0 2px 8px #0004; }
.ratio-bar svg { vertical-align: middle; }
.ok { color: #1e7d32; } .miss { color: #b03a2e; }
form textarea { width: 100%; min-height: 260px; font: 13px/1.4 ui-monospace, Menlo, Consolas, monospace; }
.error { background: #fdecea; border: 1px solid #f5c2bd; padding: 8px 12px; border-radius: 4px;
         white-space: pre-wrap; font-family: ui-monospace, Menlo, Consolas, monospace; }
"""

# The hover box: every element with data-tip shows its text beside the pointer.
SCRIPT = """
(function () {
  var tip = document.getElementById('tip');
  function show(e) {
    var el = e.target.closest('[data-tip]');
    if (!el) { tip.style.display = 'none'; return; }
    tip.textContent = el.getAttribute('data-tip');
    tip.style.display = 'block';
    var x = e.clientX + 14, y = e.clientY + 14;
    var w = tip.offsetWidth, h = tip.offsetHeight;
    if (x + w > window.innerWidth - 4) { x = Math.max(4, e.clientX - w - 14); }
    if (y + h > window.innerHeight - 4) { y = Math.max(4, e.clientY - h - 14); }
    tip.style.left = x + 'px'; tip.style.top = y + 'px';
  }
  document.addEventListener('mouseover', show);
  document.addEventListener('mousemove', function (e) { if (tip.style.display === 'block') show(e); });
  document.addEventListener('mouseleave', function () { tip.style.display = 'none'; });
})();
"""


def esc(value) -> str:
    """``value`` as HTML text or an attribute value (quotes escaped too)."""
    return html.escape("" if value is None else str(value), quote=True)


def embedded_json(data) -> str:
    """``data`` as a JSON script block a page's script or a test reads (``</`` cannot end it)."""
    text = json.dumps(data, separators=(",", ":")).replace("</", "<\\/")
    return f'<script type="application/json" id="workbench-data">{text}</script>'


def document(title: str, body: str, data=None, *, head: str = "") -> str:
    """One self-contained HTML page."""
    return ("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            "<link rel=\"icon\" href=\"data:,\">\n"
            f"<title>{esc(title)}</title>\n<style>{STYLE}</style>\n{head}</head>\n<body>\n"
            f"{body}\n<div id=\"tip\"></div>\n"
            + (embedded_json(data) + "\n" if data is not None else "")
            + f"<script>{SCRIPT}</script>\n</body>\n</html>\n")


def number(x, digits: int = 2) -> str:
    """A figure as the pages print it (the tests compare with the JSON through this)."""
    if x is None:
        return "-"
    if isinstance(x, int):
        return f"{x:,}"
    return f"{x:,.{digits}f}"
