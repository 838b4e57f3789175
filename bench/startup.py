#!/usr/bin/env python3
"""Start-up time of `hark < /dev/null` (to the first prompt and out), median of many runs.

Usage: python3 bench/startup.py PATH/TO/hark [RUNS]
Goal (issue 2): median under 10 ms on the 2-core development machine.
"""
import os
import statistics
import subprocess
import sys
import tempfile
import time


def main() -> None:
    binary = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    with tempfile.TemporaryDirectory() as folder:
        store = os.path.join(folder, "bench.sqlite")
        command = [binary, "--store", store]
        subprocess.run(command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, check=True)
        times = []
        for _ in range(runs):
            start = time.perf_counter()
            subprocess.run(command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, check=True)
            times.append((time.perf_counter() - start) * 1000)
    times.sort()
    p90 = times[int(len(times) * 0.9) - 1]
    print(f"start-up (hark < /dev/null, existing store): median {statistics.median(times):.2f} ms, "
          f"p90 {p90:.2f} ms, min {times[0]:.2f} ms over {runs} runs")


if __name__ == "__main__":
    main()
