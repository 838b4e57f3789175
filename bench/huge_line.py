#!/usr/bin/env python3
"""A line of 1 MB and more, piped to hark: how long its answer takes (goal: under 2 s).

Usage: python3 bench/huge_line.py .build/release/hark
(The test suite checks that such a line is answered; its speed is measured here, not there.)
"""
import os
import subprocess
import sys
import tempfile
import time

from usage import answer_help

GOAL_SECONDS = 2.0


def main() -> int:
    answer_help(__doc__)
    binary = sys.argv[1]
    line = "Log 8 ounces of " + "water " * 350_000 + "in Hydrator\n"
    with tempfile.TemporaryDirectory() as folder:
        store = os.path.join(folder, "store.sqlite")
        start = time.monotonic()
        result = subprocess.run([binary, "--store", store], input=line.encode(), capture_output=True, check=False)
        seconds = time.monotonic() - start
    verdict = "ok" if result.returncode == 0 and seconds < GOAL_SECONDS else "SLOW OR FAILED"
    print(f"Huge line: {len(line) / 1e6:.1f} MB answered in {seconds:.2f} s (goal: under {GOAL_SECONDS:.0f} s) {verdict}")
    return 0 if verdict == "ok" else 1


if __name__ == "__main__":
    sys.exit(main())
