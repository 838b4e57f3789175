#!/usr/bin/env python3
"""Score Hark's matcher on the realistic development sets written by hand (bench/realistic/).

Usage: python3 bench/realistic.py HARK [--misses N] [--oneshot]

Three sets: the realistic set (apps.txt, registry.txt; categories follow issue 15's table), the
persona set (personas.txt, personas-registry.txt; the category is the persona: terse, texting,
dictating, polite, non_native), both tuned on, and the fresh set (sample apps only, written
afterwards from the README alone by another hand, split line by line into fresh-dev.txt and
fresh-test.txt; the test half's misses are never printed), and a second fresh set written the same
way by another hand (fresh2-dev.txt, fresh2-test.txt, eight categories), and two more written the
same way, test only (fresh3-test.txt: frames and look-alikes; fresh4-test.txt and fresh5-test.txt:
plain, indirect, story, non-native, none, mixed), each reported per category and as a whole.

apps.txt is run against the four sample apps (`hark match --jsonl` on a fresh store where a
person has signed in to Meditator), registry.txt against registry.jsonl, two apps the matcher was
not designed for (`hark match --registry FILE --jsonl`). With --oneshot, each utterance of
apps.txt is asked with `hark match --json UTTERANCE` instead (for older binaries), and
registry.txt is skipped.

A line is `category | utterance | expected | slot=value …`; expected is `App/Intent title` (apps)
or a shortcut id (registry), or `none` when nothing may run. Scoring, per category and overall:
- right: the expected shortcut is matched (or asked about with "Did you mean …?" when it is
  consequential), with exactly the expected values; for `none`, nothing is run or offered;
- runs not asked: a `matched` decision for another shortcut, or for a `none` line;
- wrong values: a right shortcut with a value other than the one said (a value left out counts
  as missing, not wrong);
- rejection: of the `none` lines, those that run nothing.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
RUNS = {"matched"}
OFFERS = {"matched", "confirm", "ambiguous"}


def load(path):
    lines = []
    with open(path) as source:
        for number, raw in enumerate(source, 1):
            raw = raw.strip()
            if not raw or raw.startswith("#"):
                continue
            parts = [part.strip() for part in raw.split("|")]
            if len(parts) != 4:
                raise SystemExit(f"{path}:{number}: expected 4 fields separated by |")
            category, text, expected, slots = parts
            values = dict(item.split("=", 1) for item in slots.split()) if slots else {}
            lines.append({"id": f"{os.path.basename(path)}:{number}", "category": category, "text": text,
                          "expected": None if expected == "none" else expected, "slots": values})
    return lines


def serve(command, lines):
    process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    ready = json.loads(process.stdout.readline())
    answers = []
    for line in lines:
        process.stdin.write(json.dumps({"id": line["id"], "text": line["text"]}) + "\n")
        process.stdin.flush()
        answers.append(json.loads(process.stdout.readline()))
    process.stdin.close()
    process.wait(timeout=30)
    return ready, answers


def oneshot(hark, store, lines):
    answers = []
    for line in lines:
        output = subprocess.run([hark, "match", "--store", store, "--json", line["text"]],
                                capture_output=True, text=True).stdout
        report = json.loads(output)
        chosen = report["shortcuts"][0] if report["shortcuts"] and report["decision"] != "no match" else None
        answers.append({"decision": report["decision"],
                        "shortcut": f"{chosen['app']}/{chosen['intent']}" if chosen else None,
                        "slots": chosen["slots"] if chosen else {}})
    return answers


def prepared_store(hark, folder):
    store = os.path.join(folder, "hark.sqlite")
    subprocess.run([hark, "--store", store], input="Sign in to Meditator\nSam\n", capture_output=True, text=True)
    return store


def score(lines, answers, misses, ignored=frozenset()):
    table = {}
    shown = 0
    for line, answer in zip(lines, answers):
        row = table.setdefault(line["category"], {"n": 0, "right": 0, "runs": 0, "wrong": 0, "none": 0, "rejected": 0})
        row["n"] += 1
        decision = answer.get("decision")
        got = answer.get("shortcut") if decision in OFFERS else None
        said = {name: str(value).lower() for name, value in (answer.get("slots") or {}).items() if name not in ignored}
        expected = {name: value.lower() for name, value in line["slots"].items()}
        if line["expected"] is None:
            row["none"] += 1
            right = decision not in OFFERS
            row["rejected"] += decision not in RUNS
            row["runs"] += decision in RUNS
        else:
            right = got == line["expected"] and decision != "ambiguous" and said == expected
            row["runs"] += decision in RUNS and got != line["expected"]
            if got == line["expected"]:
                row["wrong"] += any(name in expected and said[name] != expected[name] or name not in expected
                                    for name in said)
        row["right"] += right
        if not right and shown < misses:
            shown += 1
            print(f"  miss [{line['category']}] {line['text']!r}: expected {line['expected']} {line['slots']}, "
                  f"got {decision} {got} {answer.get('slots')}")
    return table


def report(title, table):
    print(title)
    print(f"{'category':<16} {'lines':>5} {'top-1':>6} {'runs not asked':>14} {'wrong values':>12} {'rejection':>9}")
    total = {"n": 0, "right": 0, "runs": 0, "wrong": 0, "none": 0, "rejected": 0}
    for category in sorted(table):
        row = table[category]
        for key in total:
            total[key] += row[key]
        rejection = f"{row['rejected'] / row['none']:.3f}" if row["none"] else "-"
        print(f"{category:<16} {row['n']:>5} {row['right'] / row['n']:>6.3f} {row['runs']:>14} {row['wrong']:>12} {rejection:>9}")
    rejection = f"{total['rejected'] / total['none']:.3f}" if total["none"] else "-"
    print(f"{'all':<16} {total['n']:>5} {total['right'] / max(1, total['n']):>6.3f} {total['runs']:>14} "
          f"{total['wrong']:>12} {rejection:>9}")
    return total


def run_set(hark, name, apps_file, registry_file, misses, one_shot, ignored=frozenset()):
    """Scores one set (sample apps, then the registry's apps) and prints its tables, by `name`."""
    apps = load(os.path.join(HERE, "realistic", apps_file))
    other = load(os.path.join(HERE, "realistic", registry_file)) if registry_file else []
    with tempfile.TemporaryDirectory() as folder:
        store = prepared_store(hark, folder)
        if one_shot:
            app_answers = oneshot(hark, store, apps)
        else:
            _, app_answers = serve([hark, "match", "--store", store, "--jsonl"], apps)
    tables = {"sample apps": score(apps, app_answers, misses, ignored)}
    if other and not one_shot:
        _, other_answers = serve([hark, "match", "--registry", os.path.join(HERE, "realistic", "registry.jsonl"),
                                  "--jsonl"], other)
        tables["apps not designed for"] = score(other, other_answers, misses)
    combined = {}
    for part, table in tables.items():
        report(f"{name}, {part} ({sum(row['n'] for row in table.values())} utterances):", table)
        for category, row in table.items():
            into = combined.setdefault(category, {key: 0 for key in row})
            for key in row:
                into[key] += row[key]
        print()
    if len(tables) > 1:
        report(f"{name}, all:", combined)
        print()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("hark")
    parser.add_argument("--misses", type=int, default=0)
    parser.add_argument("--oneshot", action="store_true")
    arguments = parser.parse_args()
    print("goals: top-1 >= 0.95 (personas >= 0.85), runs not asked = 0, wrong values = 0, rejection >= 0.97")
    run_set(arguments.hark, "Realistic set", "apps.txt", "registry.txt", arguments.misses, arguments.oneshot)
    run_set(arguments.hark, "Persona set", "personas.txt", "personas-registry.txt", arguments.misses, arguments.oneshot)
    # Written afterwards from the README alone, by a hand that saw no match, split in two: the
    # test half's misses are never printed (read them and they are dev).
    # Their text values (a name, a PIN) are not compared, as in the cross-app set.
    run_set(arguments.hark, "Fresh set, dev", "fresh-dev.txt", None, arguments.misses, arguments.oneshot, {"name", "pin"})
    run_set(arguments.hark, "Fresh set, test", "fresh-test.txt", None, 0, arguments.oneshot, {"name", "pin"})
    run_set(arguments.hark, "Second fresh set, dev", "fresh2-dev.txt", None, arguments.misses, arguments.oneshot, {"name", "pin"})
    run_set(arguments.hark, "Second fresh set, test", "fresh2-test.txt", None, 0, arguments.oneshot, {"name", "pin"})
    run_set(arguments.hark, "Frames and look-alikes, test", "fresh3-test.txt", None, 0, arguments.oneshot, {"name", "pin"})
    run_set(arguments.hark, "Fourth fresh set, test", "fresh4-test.txt", None, 0, arguments.oneshot, {"name", "pin"})
    run_set(arguments.hark, "Fifth fresh set, test", "fresh5-test.txt", None, 0, arguments.oneshot, {"name", "pin"})
    sys.stdout.flush()

if __name__ == "__main__":
    main()
