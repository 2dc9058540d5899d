"""A sweep on a dask.distributed cluster gives the same DataFrame as the serial sweep.

The cluster here is a one-worker, one-thread LocalCluster inside the test process (no worker
processes to start, nothing listening beyond this machine); a real scheduler is the same call with
``Client("tcp://host:8786")``. distributed is in the ``test`` and ``cluster`` extras.
"""
import pytest

import workbench

distributed = pytest.importorskip(
    "distributed", reason="dask.distributed is not installed (pip install -e '.[cluster]')")

JOBS = [("des-karn-pm32", "i486", {"blocks": 2}),
        ("des-karn-rm16", "i486", {"blocks": 2, "mhz": 33}),
        ("des-biham", "ev5", {"blocks": 2}),
        ("des-young586", "p5", {"blocks": 2})]


@pytest.fixture(scope="module")
def client():
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=False,
                                  dashboard_address=None) as cluster, \
            distributed.Client(cluster) as c:
        yield c


def test_sweep_on_a_local_cluster_equals_the_serial_sweep(client):
    serial = workbench.sweep(JOBS)
    clustered = workbench.sweep(JOBS, client.get_executor())
    assert clustered.equals(serial), (clustered, serial)
    assert clustered.verified.all() and list(clustered.kernel) == [k for k, _, _ in JOBS]


def test_recorded_errors_come_back_from_the_cluster(client):
    jobs = JOBS[:1] + [("des-karn-rm16", "p6", {"blocks": 1})]
    df = workbench.sweep(jobs, client.get_executor(), errors="record")
    assert df.equals(workbench.sweep(jobs, errors="record"))
    assert df.error.isna().tolist() == [True, False] and "no timing for" in df.error[1]
