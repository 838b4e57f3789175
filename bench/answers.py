#!/usr/bin/env python3
"""Score where answers land: bench/answers/answers.txt, per split (dev, test) and parameter type.

Usage: python3 bench/answers.py HARK

Each line is a request and one answer per question, said to the app file named (in
bench/answers/) on a fresh store at a fixed clock; the line is right when the record the app
kept holds every field=value given. A record that is missing, or holds another value, is wrong.
"""
import json
import os
import re
import subprocess
import sys
import tempfile
from collections import defaultdict

from usage import answer_help

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "answers")
CLOCK = "2026-01-05T09:00:00Z"


def cases():
    with open(os.path.join(HERE, "answers.txt"), encoding="utf-8") as lines:
        for line in lines:
            if not line.strip() or line.startswith("#"):
                continue
            split, kind, app, said, expected = [part.strip() for part in line.split("|")]
            fields = dict(pair.split("=", 1) for pair in expected.split())
            yield split, kind, app, [turn.strip() for turn in said.split(";")], fields


def kept(hark, app, said):
    """The newest record the app kept after `said`, or None."""
    app_file = os.path.join(HERE, app + ".app.json5")
    with tempfile.TemporaryDirectory() as folder:
        store = os.path.join(folder, "store.sqlite")
        common = ["--app", app_file, "--store", store, "--clock", CLOCK]
        subprocess.run([hark, *common], input="\n".join(said) + "\n", capture_output=True, text=True, check=False)
        name = re.search(r'name:\s*"([^"]+)"', open(app_file, encoding="utf-8").read()).group(1)
        shown = subprocess.run([hark, "open", name, "--json", *common], capture_output=True, text=True, check=False)
        try:
            records = json.loads(shown.stdout)
        except json.JSONDecodeError:
            return None
        return records[0] if records else None


def same(value, expected):
    if isinstance(value, bool):
        return str(value).lower() == expected
    if isinstance(value, (int, float)):
        try:
            return float(expected) == float(value)
        except ValueError:
            return False
    return str(value) == expected or str(value).startswith(expected)


def main():
    answer_help(__doc__)
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    hark = sys.argv[1]
    scores = defaultdict(lambda: [0, 0])
    misses = []
    for split, kind, app, said, fields in cases():
        record = kept(hark, app, said)
        right = record is not None and all(same(record.get(key), value) for key, value in fields.items())
        for key in (split, f"{split} {kind}"):
            scores[key][0] += right
            scores[key][1] += 1
        if not right and split == "dev":
            misses.append(f"  {' ; '.join(said)} → {record}")
    print("answers: where each answer lands (record kept holds what was said)")
    for key in sorted(scores):
        right, total = scores[key]
        print(f"  {key:<16} {right / total:.3f}  ({right}/{total})")
    if misses:
        print("dev misses:")
        print("\n".join(misses))


if __name__ == "__main__":
    main()
