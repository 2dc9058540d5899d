"""The command line: JSON shapes, exit codes, and errors without tracebacks."""
import json
import subprocess
import sys

import pytest

from workbench.cli import main


def run_cli(*args):
    p = subprocess.run([sys.executable, "-m", "workbench", *args], capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


def test_run_json(capsys):
    assert main(["run", "des-karn-rm16", "--core", "i486", "--mhz", "50", "--blocks", "16", "--json"]) == 0
    d = json.loads(capsys.readouterr().out)
    for key in ("kernel", "core", "mhz", "blocks", "instructions_per_block", "clocks_per_block", "mbps", "verified"):
        assert key in d
    assert d["verified"] is True and d["mhz"] == 50 and d["blocks"] == 16


def test_list_json(capsys):
    assert main(["list", "--json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert {"des-karn-rm16", "3des-karn-rm16", "des-karn-pm32"} <= {k["name"] for k in d["kernels"]}
    assert "i486" in {c["name"] for c in d["cores"]}


def test_reproduce_karn_json(capsys, tmp_path):
    assert main(["reproduce", "karn", "--json", "--quiet", "--out", str(tmp_path)]) == 0
    rows = json.loads(capsys.readouterr().out)
    head = rows[0]
    for key in ("paper", "figure", "published", "measured", "unit", "ratio"):
        assert key in head
    assert head["published"] == 1303 and head["unit"] == "clocks/block" and head["measured"] > 0
    assert {"base", "prefix", "agi", "branch", "cache"} <= set(head["breakdown"])
    assert (tmp_path / "karn.csv").exists() and (tmp_path / "karn.png").exists()


@pytest.mark.parametrize("args, message", [
    (["run", "no-such-kernel", "--core", "i486"], "unknown kernel 'no-such-kernel'"),
    (["run", "des-karn-rm16", "--core", "z80"], "unknown core 'z80'"),
    (["run", "des-karn-rm16", "--core", "i486", "--budget", "100"], "the instruction budget ran out: 100 instructions"),
    (["reproduce", "nonsense"], "unknown or not yet reproducible paper"),
])
def test_errors_are_messages_not_tracebacks(args, message):
    code, out, err = run_cli(*args)
    assert code == 1
    assert message in err and "Traceback" not in err


def test_usage_error_exit_code():
    code, _, err = run_cli("run")
    assert code == 2 and "usage" in err


def test_bad_option_value_is_a_one_line_usage_error():
    code, _, err = run_cli("run", "des-karn-rm16", "--core", "i486", "--blocks", "0")
    assert code == 2 and err.strip() == "workbench run: error: argument --blocks: must be at least 1, not 0"
