#!/usr/bin/env python3
"""Start-up time of `hark < /dev/null` (to the first prompt and out), median of many runs.

Usage: python3 bench/startup.py PATH/TO/hark [RUNS] [--against PATH/TO/hello]
Goals: median under 10 ms on the 2-core development machine (issue 2), and at most 3 times a
static Swift + Foundation hello (bench/hello.swift), which --against times in the same run,
each run of hark followed by one of the hello, so both see the same load.
"""
import os
import statistics
import subprocess
import sys
import tempfile
import time

from usage import answer_help


def timed(command: list[str]) -> float:
    """Milliseconds from start to exit of one run, stdin and stdout /dev/null."""
    start = time.perf_counter()
    subprocess.run(command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, check=True)
    return (time.perf_counter() - start) * 1000


def summary(times: list[float]) -> str:
    times = sorted(times)
    p90 = times[int(len(times) * 0.9) - 1]
    return f"median {statistics.median(times):.2f} ms, p90 {p90:.2f} ms, min {times[0]:.2f} ms"


def main() -> None:
    answer_help(__doc__)
    arguments = sys.argv[1:]
    hello = None
    if "--against" in arguments:
        at = arguments.index("--against")
        hello = arguments[at + 1]
        del arguments[at:at + 2]
    binary = arguments[0]
    runs = int(arguments[1]) if len(arguments) > 1 else 200
    with tempfile.TemporaryDirectory() as folder:
        command = [binary, "--store", os.path.join(folder, "bench.sqlite")]
        timed(command)
        times, hello_times = [], []
        for _ in range(runs):
            times.append(timed(command))
            if hello:
                hello_times.append(timed([hello]))
    print(f"start-up (hark < /dev/null, existing store): {summary(times)} over {runs} runs")
    if hello:
        ratio = statistics.median(times) / statistics.median(hello_times)
        print(f"static Swift + Foundation hello, same runs: {summary(hello_times)}; "
              f"hark is x{ratio:.2f} of it (goal: at most x3)")


if __name__ == "__main__":
    main()
