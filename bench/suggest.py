#!/usr/bin/env python3
"""Time `hark suggest` against a store of many donations (issue 7 goal: under 50 ms).

Usage: python3 bench/suggest.py PATH/TO/hark [DONATIONS] [RUNS]

Makes a store with `hark suggest` (so the schema is the binary's own), fills it through the
sqlite3 module with DONATIONS donations (default 100,000) spread over a year at all times of
day, with one daily habit at 08:00, then runs `hark suggest --at <a day later, 08:00>` RUNS
times (default 50) and prints the wall time of the whole process. Python 3 standard library only.
"""
import json
import os
import random
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time

from usage import answer_help

DAY = 86_400
END = 1_767_600_000 - 1_767_600_000 % DAY  # 2026-01-05T00:00:00Z
AT = "2026-01-05T08:00:00Z"


def parameters(values):
    """The parameters as Hark stores them: sorted keys, AnswerValue's Codable shape."""
    return json.dumps(values, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def answer_integer(value):
    return {"integer": {"_0": value}}


def answer_choice(identifier):
    return {"choice": {"id": identifier}}


def donation_rows(count, rng):
    drinks = ["water", "coffee", "tea", "juice", "milk"]
    activities = ["run", "walk", "ride", "strength", "yoga", "swim"]
    habit = ("Hydrator", "Hydrator.TrackIntake",
             parameters({"ounces": answer_integer(8), "hydrationType": answer_choice("water")}))
    for number in range(count):
        if number < 300:  # the habit: water at about 08:00 on each of the last 300 days
            app, intent, values = habit
            moment = END - (number + 1) * DAY + 8 * 3600 + rng.randint(-600, 600)
        else:
            moment = END - rng.randint(1, 365 * DAY)
            kind = number % 3
            if kind == 0:
                app, intent = "Hydrator", "Hydrator.TrackIntake"
                values = parameters({"ounces": answer_integer(rng.randint(4, 20)),
                                     "hydrationType": answer_choice(rng.choice(drinks))})
            elif kind == 1:
                app, intent = "Workout", "Workout.StartWorkout"
                values = parameters({"activity": answer_choice(rng.choice(activities))})
            else:
                app, intent = "Wallet", "Wallet.Pay"
                values = parameters({"amount": answer_integer(rng.randint(1, 80)),
                                     "merchant": answer_choice(rng.choice(["cafe", "grocer", "bookshop", "pharmacy"])),
                                     "card": answer_choice(rng.choice(["debit", "credit"]))})
        day, seconds = divmod(moment, DAY)
        yield (app, intent, values, moment, day, seconds // 60, 51.5, -0.12, None, None)


def main():
    answer_help(__doc__)
    binary = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 100_000
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 50
    with tempfile.TemporaryDirectory() as folder:
        store = os.path.join(folder, "bench.sqlite")
        command = [binary, "suggest", "--store", store, "--at", AT]
        subprocess.run(command, stdout=subprocess.DEVNULL, check=True)
        with sqlite3.connect(store) as connection:
            connection.executemany(
                "INSERT INTO donations (app, intent_id, parameters, donated_at, day, minute_of_day, latitude,"
                " longitude, identifier, group_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                donation_rows(count, random.Random(7)))
        output = subprocess.run(command, capture_output=True, text=True, check=True).stdout
        times = []
        for _ in range(runs):
            start = time.perf_counter()
            subprocess.run(command, stdout=subprocess.DEVNULL, check=True)
            times.append((time.perf_counter() - start) * 1000)
    times.sort()
    print(f"hark suggest, {count:,} donations: median {statistics.median(times):.2f} ms, "
          f"p90 {times[int(len(times) * 0.9) - 1]:.2f} ms, max {times[-1]:.2f} ms over {runs} runs")
    print("  first suggestion: " + (output.splitlines() or ["(none)"])[0])


if __name__ == "__main__":
    main()
