"""``make screenshots``: the README's pictures of the HTML views, taken in headless Chromium
(tests/browser.py): docs/screenshots/time.png (`workbench time --html` of three S-box
styles on i486, p5 and p6), index.png (results/index.html, which `make reproduce` writes: run it
first) and serve.png (the serve page answering a pasted gcc function)."""
from __future__ import annotations

import subprocess
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "screenshots"


def main() -> int:
    sys.path.insert(0, str(ROOT))           # tests/browser.py, when run as tools/screenshots.py
    from tests import browser
    why = browser.missing()
    if why:
        print(f"screenshots: {why}", file=sys.stderr)
        return 1
    OUT.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix="workbench-shots-"))
    page = tmp / "time.html"
    ex = ROOT / "examples"
    subprocess.run([sys.executable, "-m", "workbench", "time", str(ex / "sbox_movzx.s"),
                    "--core", "i486,p5,p6", "--html", str(page)], check=True,
                   stdout=subprocess.DEVNULL)
    index = ROOT / "results" / "index.html"
    d = browser.start(1500, 1000)
    try:
        d.get(page.as_uri())
        d.save_screenshot(str(OUT / "time.png"))
        if index.exists():
            d.get(index.as_uri())
            d.save_screenshot(str(OUT / "index.png"))
        else:
            print("screenshots: no results/index.html (run make reproduce first); index.png "
                  "not taken", file=sys.stderr)
        from werkzeug.serving import make_server

        from workbench.web.serve import create_app
        srv = make_server("127.0.0.1", 0, create_app(), threaded=True)
        threading.Thread(target=srv.serve_forever, daemon=True).start()
        d.get(f"http://127.0.0.1:{srv.server_port}/")
        d.execute_script("document.getElementById('source').value = arguments[0]",
                         (ex / "crc32.s").read_text())
        d.find_element("name", "function").send_keys("crc32_nibble")
        d.find_element("name", "args").send_keys("DATA,16")
        d.find_element("id", "run").click()
        d.save_screenshot(str(OUT / "serve.png"))
        srv.shutdown()
    finally:
        d.quit()
    print(f"wrote {', '.join(p.name for p in sorted(OUT.glob('*.png')))} in {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
