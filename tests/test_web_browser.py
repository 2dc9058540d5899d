"""The HTML views in a real browser (issue 23): Debian's headless Chromium through selenium. Each
page loads with no console errors, the timeline grid has one row per instruction, the numbers on
the page equal the JSON, hovering a row shows its reason, and `serve` answers a pasted gcc
function and turns down an oversized one. Skipped, with the reason, where no browser is
installed (`.ci/run` installs chromium and chromium-driver)."""
from __future__ import annotations

import json
import re
import threading
from pathlib import Path

import pytest

from workbench.cli import main
from tests import browser
from workbench.reproduce import fmt
from workbench.web.page import number

pytestmark = pytest.mark.skipif(browser.missing() is not None, reason=str(browser.missing()))
EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


@pytest.fixture(scope="module")
def driver():
    d = browser.start()
    yield d
    d.quit()


def _load(driver, url: str):
    driver.get(url)
    errors = browser.console_errors(driver)
    assert errors == [], errors
    text = driver.execute_script(
        "var d = document.getElementById('workbench-data'); return d ? d.textContent : null")
    return None if text is None else json.loads(text)


def test_time_page_three_cores_match_the_json_and_hover_shows_why(driver, tmp_path, capsys):
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    out = tmp_path / "t.html"
    src = str(EXAMPLES / "sbox_movzx.s")
    assert main(["time", src, "--core", "i486,p5,p6", "--format", "json", "--html", str(out)]) == 0
    want = json.loads(capsys.readouterr().out)["timings"]
    assert _load(driver, out.as_uri())["timings"] == want
    panels = driver.find_elements(By.CSS_SELECTOR, ".panel")
    assert [p.get_attribute("data-core") for p in panels] == ["i486", "p5", "p6"]
    for panel, t in zip(panels, want):
        rows = panel.find_elements(By.CSS_SELECTOR, "tr.insn")
        assert len(rows) == len(t["instructions"])
        assert [int(r.find_element(By.CSS_SELECTOR, "td.issue").text) for r in rows] == \
            [i["issue"] for i in t["instructions"]]
        shown = panel.find_element(By.CSS_SELECTOR, '[data-key="cycles_per_iteration"]').text
        assert shown == number(t["cycles_per_iteration"])
        assert panel.find_element(By.CSS_SELECTOR, '[data-key="ipc"]').text == number(t["ipc"])
    top = {c.get_attribute("data-core"): c.text for c in
           driver.find_elements(By.CSS_SELECTOR, '#summary [data-key="cycles_per_iteration"]')}
    assert top == {t["core"]: number(t["cycles_per_iteration"]) for t in want}
    p5 = panels[1]
    k, ins = next((k, i) for k, i in enumerate(want[1]["instructions"]) if i["reason"])
    row = p5.find_elements(By.CSS_SELECTOR, "tr.insn")[k]
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", row)
    ActionChains(driver).move_to_element(row.find_element(By.CSS_SELECTOR, "td.asm")).perform()
    tip = driver.find_element(By.ID, "tip")
    assert tip.is_displayed()
    assert ins["reason"] in tip.text and ins["text"] in tip.text


def test_reproduce_index_and_a_timeline_page(driver, tmp_path):
    from selenium.webdriver.common.by import By
    out = tmp_path / "results"
    assert main(["reproduce", "karn", "--html", "--quiet", "--out", str(out)]) == 0
    data = _load(driver, (out / "index.html").as_uri())
    rows = data["papers"][0]["rows"]
    table = driver.find_element(By.CSS_SELECTOR, 'table.rows[data-paper="karn"]')
    shown = table.find_elements(By.CSS_SELECTOR, "tbody tr")
    assert len(shown) == len(rows)
    for tr, r in zip(shown, rows):
        cells = tr.find_elements(By.TAG_NAME, "td")
        assert cells[2].text == fmt(r["measured"])       # as the text table prints it
        assert cells[4].text == ("-" if r["ratio"] is None else f"{r['ratio']:.2f}")
    assert driver.find_elements(By.CSS_SELECTOR, ".chart svg")         # the charts, inline
    link = table.find_element(By.CSS_SELECTOR, "td.who a")
    page = _load(driver, link.get_attribute("href"))
    assert len(driver.find_elements(By.CSS_SELECTOR, "tr.insn")) == len(page["steps"])


@pytest.fixture(scope="module")
def server():
    from werkzeug.serving import make_server

    from workbench.web.serve import create_app
    srv = make_server("127.0.0.1", 0, create_app(budget=500_000, time_limit=60, max_bytes=8192),
                      threaded=True)
    thread = threading.Thread(target=srv.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{srv.server_port}"
    srv.shutdown()


def test_serve_times_a_pasted_gcc_function(driver, server):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.wait import WebDriverWait
    src = (EXAMPLES / "crc32.s").read_text()
    name = re.search(r"^(\w+):", src, re.M).group(1)
    _load(driver, server + "/")
    driver.execute_script("document.getElementById('source').value = arguments[0]", src)
    for box in driver.find_elements(By.CSS_SELECTOR, 'input[name="core"]'):
        if box.is_selected() != (box.get_attribute("value") in ("p5", "pii")):
            box.click()
    driver.find_element(By.NAME, "function").send_keys(name)
    driver.find_element(By.NAME, "args").send_keys("DATA,16")
    driver.find_element(By.ID, "run").click()
    WebDriverWait(driver, 60).until(lambda d: d.find_elements(By.ID, "workbench-data"))
    data = json.loads(driver.find_element(By.ID, "workbench-data").get_attribute("textContent"))
    assert browser.console_errors(driver) == []
    assert [t["core"] for t in data["timings"]] == ["p5", "pii"]
    rows = driver.find_elements(By.CSS_SELECTOR, "tr.insn")
    assert len(rows) == sum(len(t["instructions"]) for t in data["timings"]) > 0


def test_serve_turns_down_an_oversized_fragment(driver, server):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.wait import WebDriverWait
    _load(driver, server + "/")
    driver.execute_script("document.getElementById('source').value = 'nop\\n'.repeat(3000)")
    driver.find_element(By.ID, "run").click()
    WebDriverWait(driver, 30).until(lambda d: d.find_elements(By.ID, "error"))
    assert "the limit is 8,192" in driver.find_element(By.ID, "error").text
    assert not driver.find_elements(By.CSS_SELECTOR, "tr.insn")
