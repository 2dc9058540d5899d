"""A headless Chromium for the page tests and ``make screenshots`` (tools/screenshots.py): Debian's
``chromium`` and ``chromium-driver`` packages driven by selenium. Nothing is downloaded: the
browser and the driver must be installed (``.ci/run`` installs them)."""
from __future__ import annotations

import shutil
import tempfile

BROWSERS = ("chromium", "chromium-browser", "google-chrome")
# The flags a closed network needs: no background connections, no component or sync updates.
FLAGS = ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
         "--disable-quic", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--disable-extensions")


def missing() -> str | None:
    """Why no browser can be started here, or None."""
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "selenium is not installed (pip install -e '.[test]')"
    if not any(shutil.which(b) for b in BROWSERS):
        return "no Chromium (Debian: apt-get install chromium chromium-driver)"
    if not shutil.which("chromedriver"):
        return "no chromedriver (Debian: apt-get install chromium-driver)"
    return None


def start(width: int = 1500, height: int = 1100):
    """A headless Chromium with its console log kept (``driver.get_log("browser")``) and a
    profile folder of its own; the caller quits it."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    options = webdriver.ChromeOptions()
    options.binary_location = next(shutil.which(b) for b in BROWSERS if shutil.which(b))
    for flag in FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--window-size={width},{height}")
    options.add_argument(f"--user-data-dir={tempfile.mkdtemp(prefix='workbench-chromium-')}")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service(shutil.which("chromedriver")), options=options)


def console_errors(driver) -> list[str]:
    return [e["message"] for e in driver.get_log("browser") if e.get("level") == "SEVERE"]
