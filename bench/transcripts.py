#!/usr/bin/env python3
"""Time of `hark test --jobs N` on generated suites of ten-turn Hydrator transcripts.

Usage: python3 bench/transcripts.py PATH/TO/hark [COUNT] [JOBS]
Goals (issue 5): 1,000 transcripts of 10 turns each in under 2 seconds on the 2-core
development machine, and a time per transcript that does not grow with the suite's size
(the suite is also run at a tenth and at twice the size to show it).
"""
import datetime
import os
import statistics
import subprocess
import sys
import tempfile
import time

from usage import answer_help

DRINKS = ["water", "coffee", "tea", "juice", "milk"]
WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]


def logged(amount: int, drink: str) -> str:
    """Hydrator's reply, which says "1 ounce" in the singular."""
    return f"OK. I logged {amount} {'ounce' if amount == 1 else 'ounces'} of {drink}."


def transcript(seed: int) -> str:
    """Ten turns: one-shot phrases, questions answered in words, over-answering, cancel, no match, :open."""
    first, second, third = (DRINKS[(seed + k) % len(DRINKS)] for k in range(3))
    ounces = 1 + seed % 40
    word = 1 + seed % len(WORDS)
    more = 2 + seed % 30
    minute = seed % 60
    later = datetime.datetime(2026, 3, 1, 8, minute) + datetime.timedelta(minutes=90)
    lines = [
        f"# generated ten-turn transcript {seed}",
        f"@clock 2026-03-01T08:{minute:02d}:00Z",
        "",
        f"> Log {ounces} ounces of {first} in Hydrator",
        logged(ounces, first),
        "> Hydrate me",
        "How many ounces?",
        f"> {WORDS[word - 1]}",
        "What type of drink?",
        f"> {second}",
        logged(word, second),
        "@clock +90m",
        "> Track my intake in Hydrator",
        "How many ounces?",
        f"> {more} oz of {third}",
        logged(more, third),
        "> Hydrate me",
        "How many ounces?",
        "> cancel",
        "OK, I've cancelled that. Nothing was saved.",
        "> What is the weather?",
        "Sorry, I didn't understand that.",
        "...",
        "> :open Hydrator",
        "Hydrator:",
        f"  {later:%Y-%m-%dT%H:%M:%SZ}  {more} oz of {third}",
        f"  2026-03-01T08:{minute:02d}:00Z  {word} oz of {second}",
        f"  2026-03-01T08:{minute:02d}:00Z  {ounces} oz of {first}",
    ]
    return "\n".join(lines) + "\n"


def write_suite(folder: str, count: int) -> None:
    for seed in range(count):
        app_folder = os.path.join(folder, f"part{seed % 10}")
        os.makedirs(app_folder, exist_ok=True)
        with open(os.path.join(app_folder, f"t{seed:05d}.transcript"), "w", encoding="utf-8") as file:
            file.write(transcript(seed))


def timed_run(binary: str, folder: str, jobs: int, count: int, runs: int) -> float:
    """Median wall time in seconds of `hark test --jobs JOBS FOLDER`, which must pass them all."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        result = subprocess.run([binary, "test", "--jobs", str(jobs), folder], capture_output=True, text=True)
        times.append(time.perf_counter() - start)
        closing = result.stdout.strip().splitlines()[-1] if result.stdout.strip() else ""
        if result.returncode != 0 or closing != f"{count} passed, 0 failed":
            sys.exit(f"hark test did not pass the generated suite (exit {result.returncode}):\n"
                     f"{result.stdout[-2000:]}{result.stderr[-2000:]}")
    return statistics.median(times)


def main() -> None:
    answer_help(__doc__)
    binary = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    jobs = int(sys.argv[3]) if len(sys.argv) > 3 else os.cpu_count() or 1
    per_transcript = {}
    for size in sorted({max(count // 10, 1), count, count * 2}):
        with tempfile.TemporaryDirectory() as folder:
            write_suite(folder, size)
            seconds = timed_run(binary, folder, jobs, size, runs=5 if size <= count else 3)
        per_transcript[size] = seconds / size * 1000
        marker = "  (goal: under 2 s)" if size == count else ""
        print(f"hark test --jobs {jobs}: {size} transcripts of 10 turns in {seconds:.3f} s "
              f"(median), {per_transcript[size]:.3f} ms per transcript{marker}")
    sizes = sorted(per_transcript)
    growth = per_transcript[sizes[-1]] / per_transcript[sizes[0]]
    print(f"time per transcript at {sizes[-1]} vs {sizes[0]} transcripts: x{growth:.2f} (goal: no growth)")


if __name__ == "__main__":
    main()
