#!/usr/bin/env python3
"""Score Hark's matcher on the cross-app set (bench/crossapp/): apps it was not written for.

Usage: python3 bench/crossapp.py HARK [--misses N]

Each APP.app.json5 in bench/crossapp/ is an app declared in a file, in a domain none of Hark's
samples touch. utterances.txt, and each later batch (utterances-batch4.txt, -batch5.txt: test;
-batch6.txt: dev, written to tune on), holds at least 40 utterances per app, written by another
hand before any of them was run, a quarter of which must run nothing; utterances-probes.txt holds
look-alikes the lead wrote for dev apps. Each file's lines are also scored apart, since a later
batch was never tuned on; a line is

    split | app | utterance | expected intent id, or none | slot=value …

The split is by app: `dev` apps may be tuned on; `test` apps are only reported, and their misses
are never printed (read them and they are dev). Each app runs alone beside the built-in ones:
`HARK match --jsonl --app FILE --store TMP` on a fresh store, with XDG_CONFIG_HOME and
XDG_DATA_HOME pointed at the same empty folder so no installed app file joins in.

Scoring, per app and per split (as bench/realistic.py does):
- top-1: the expected intent is matched, or asked about with "Did you mean …?" (`confirm`), with
  exactly the values listed; for `none`, nothing is run or offered;
- runs not asked: a `matched` decision for another intent, or for a `none` line;
- wrong values: the right intent with a value other than the one said, or one never said;
- rejection: of the `none` lines, those that run nothing.
Values compared are those of enum, integer, number and date parameters, and text and yes/no values
where a line labels them; numbers compare as numbers, a day said as
"next friday" or "on friday" is "friday", and a month's day is "may 2" ("may-2" as Hark shows it).
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
FOLDER = os.path.join(HERE, "crossapp")
RUNS = {"matched"}
OFFERS = {"matched", "confirm", "ambiguous"}
RIGHT = {"matched", "confirm"}
COMPARED = {"enum", "integer", "number", "date"}
# A text or yes/no value is compared only where a line labels it (older batches label none): text
# as said, in lower case.
LABELLED = COMPARED | {"text", "boolean"}
MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september",
          "october", "november", "december"]


def json5(text):
    """The JSON5 the app files use (comments, unquoted keys, trailing commas) as JSON."""
    out = []
    i = 0
    while i < len(text):
        c = text[i]
        if c == '"':
            j = i + 1
            while text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out.append(text[i:j + 1])
            i = j + 1
        elif text.startswith("//", i):
            i = text.index("\n", i) if "\n" in text[i:] else len(text)
        elif text.startswith("/*", i):
            i = text.index("*/", i) + 2
        elif c.isalpha() or c == "_" or c == "$":
            match = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*").match(text, i)
            word = match.group(0)
            rest = text[match.end():].lstrip()
            out.append(json.dumps(word) if rest.startswith(":") else word)
            i = match.end()
        else:
            out.append(c)
            i += 1
    return json.loads(re.sub(r",(\s*[}\]])", r"\1", "".join(out)))


def load_app(path):
    app = json5(open(path).read())
    intents = {}
    for intent in app["intents"]:
        types = {parameter["name"]: parameter["type"] for parameter in intent.get("parameters", [])}
        intents[intent["id"]] = {"title": intent.get("title", intent["id"]), "types": types,
                                 "consequential": intent.get("consequential", False)}
    return {"name": app["name"], "path": path, "intents": intents}


def load_lines(path, apps):
    lines = []
    with open(path) as source:
        for number, raw in enumerate(source, 1):
            raw = raw.strip()
            if not raw or raw.startswith("#"):
                continue
            parts = [part.strip() for part in raw.split("|")]
            if len(parts) == 4:
                parts.append("")  # no values said: the last | may be left out
            if len(parts) != 5:
                raise SystemExit(f"{path}:{number}: expected 5 fields separated by | (the last may be left out)")
            split, app, text, expected, slots = parts
            if split not in ("dev", "test"):
                raise SystemExit(f"{path}:{number}: the split is dev or test, not {split!r}")
            if app not in apps:
                raise SystemExit(f"{path}:{number}: no app file declares {app!r}")
            if expected != "none" and expected not in apps[app]["intents"]:
                raise SystemExit(f"{path}:{number}: {app} has no intent {expected!r}")
            # A value runs to the next name=, so a month's day may hold a space ("day=march 3").
            values = dict(re.findall(r"(\w+)=(.*?)(?=\s+\w+=|$)", slots))
            if expected != "none":
                for name in values:
                    if apps[app]["intents"][expected]["types"].get(name) not in LABELLED:
                        raise SystemExit(f"{path}:{number}: {expected} has no enum, number, date, text or yes/no parameter {name!r}")
            lines.append({"id": f"{number}", "split": split, "source": os.path.basename(path), "app": app, "text": text,
                          "expected": None if expected == "none" else expected, "slots": values})
    return lines


def serve(hark, app, lines):
    """Answers from `hark match --jsonl` for one app's lines, on a fresh store."""
    with tempfile.TemporaryDirectory() as folder:
        environment = dict(os.environ, XDG_CONFIG_HOME=folder, XDG_DATA_HOME=folder)
        command = [hark, "match", "--jsonl", "--app", app["path"], "--store", os.path.join(folder, "hark.sqlite")]
        process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1,
                                   env=environment)
        ready = process.stdout.readline()
        if not ready:
            raise SystemExit(f"{' '.join(command)}: no ready line")
        answers = []
        for line in lines:
            process.stdin.write(json.dumps({"id": line["id"], "text": line["text"]}) + "\n")
            process.stdin.flush()
            answers.append(json.loads(process.stdout.readline()))
        process.stdin.close()
        process.wait(timeout=30)
    return answers


def value(kind, said):
    said = str(said).strip().lower()
    if kind == "text":
        return said.replace("_", " ")  # a label may join a text's words with "_" ("Priya_Shah")
    if kind == "boolean":
        return {"yes": "true", "on": "true", "no": "false", "off": "false"}.get(said, said)
    if kind in ("integer", "number"):
        try:
            return float(said)
        except ValueError:
            return said
    if kind == "date":
        said = re.sub(r"^(on |next |this )+", "", said)
        # A day of the month, as Hark keeps it ("the-14th") and as the writers list it ("14th").
        said = re.sub(r"^(the[- ])?(\d{1,2})(st|nd|rd|th)$", r"the \2", said)
        # So many days ahead, as the writers list it ("in-2-weeks") and as Hark shows it ("today+14").
        ahead = re.match(r"^in[- ](\d+|a)[- ](day|week)s?$", said)
        if ahead:
            count = 1 if ahead.group(1) == "a" else int(ahead.group(1))
            said = f"today+{count * (7 if ahead.group(2) == 'week' else 1)}"
        # A date said as digits ("2026-01-14") Hark shows as said; compare its month and day.
        iso = re.match(r"^\d{4}-(\d{2})-(\d{2})$", said)
        if iso:
            said = f"{MONTHS[int(iso.group(1)) - 1]} {int(iso.group(2))}"
        # A month's day, as Hark shows it ("may-2") and as the writers list it ("may 2", "jun-3").
        said = re.sub(r"^([a-z]+)[- ](\d{1,2})(st|nd|rd|th)?$", r"\1 \2", said)
        month = said.split(" ")[0]
        full = next((name for name in MONTHS if len(month) >= 3 and name.startswith(month)), None)
        return f"{full}{said[len(month):]}" if full and " " in said else said
    return said


def judge(app, line, answer):
    """(right, runs not asked, wrong values, the intent Hark chose) for one line."""
    decision = answer.get("decision")
    shortcut = answer.get("shortcut") if decision in OFFERS else None
    by_title = {f"{app['name']}/{intent['title']}": name for name, intent in app["intents"].items()}
    got = by_title.get(shortcut, shortcut)
    if line["expected"] is None:
        return decision not in OFFERS, decision in RUNS, False, got
    types = app["intents"][line["expected"]]["types"]
    said = {name: value(types[name], raw) for name, raw in (answer.get("slots") or {}).items()
            if types.get(name) in COMPARED or name in line["slots"]}
    expected = {name: value(types[name], raw) for name, raw in line["slots"].items()}
    right = got == line["expected"] and decision in RIGHT and said == expected
    runs = decision in RUNS and got != line["expected"]
    wrong = got == line["expected"] and any(name not in expected or expected[name] != said[name] for name in said)
    return right, runs, wrong, got


def empty_row():
    return {"n": 0, "right": 0, "runs": 0, "wrong": 0, "none": 0, "rejected": 0}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("hark")
    parser.add_argument("--misses", type=int, default=0, help="print up to N misses of the dev split")
    arguments = parser.parse_args()
    apps = {}
    for name in sorted(os.listdir(FOLDER)):
        if name.endswith(".app.json5"):
            app = load_app(os.path.join(FOLDER, name))
            apps[app["name"]] = app
    lines = [line for name in sorted(os.listdir(FOLDER)) if name.startswith("utterances") and name.endswith(".txt")
             for line in load_lines(os.path.join(FOLDER, name), apps)]
    rows = {}
    batches = {}
    misses = []
    for name, app in apps.items():
        own = [line for line in lines if line["app"] == name]
        if not own:
            continue
        for line, answer in zip(own, serve(arguments.hark, app, own)):
            right, runs, wrong, got = judge(app, line, answer)
            for row in (rows.setdefault((line["split"], name), empty_row()),
                        batches.setdefault((line["split"], line["source"]), empty_row())):
                row["n"] += 1
                row["right"] += right
                row["runs"] += runs
                row["wrong"] += wrong
                if line["expected"] is None:
                    row["none"] += 1
                    row["rejected"] += answer.get("decision") not in RUNS
            if not right and line["split"] == "dev":
                misses.append(f"  miss [{name}] {line['text']!r}: expected {line['expected'] or 'none'} "
                              f"{line['slots']}, got {answer.get('decision')} {got} {answer.get('slots')}")
    print("cross-app set (bench/crossapp/): apps Hark was not written for, one at a time")
    print("goals: top-1 >= 0.90, runs not asked = 0, wrong values = 0, rejection >= 0.97")
    for split in ("dev", "test"):
        print(f"{split:<16} {'lines':>5} {'none':>5} {'top-1':>6} {'runs not asked':>14} {'wrong values':>12} "
              f"{'rejection':>9}")
        total = {"n": 0, "right": 0, "runs": 0, "wrong": 0, "none": 0, "rejected": 0}
        for (row_split, name), row in sorted(rows.items()):
            if row_split != split:
                continue
            for key in total:
                total[key] += row[key]
            print(f"  {name:<14} {row['n']:>5} {row['none']:>5} {row['right'] / row['n']:>6.3f} {row['runs']:>14} "
                  f"{row['wrong']:>12} {row['rejected'] / max(1, row['none']):>9.3f}")
        if total["n"]:
            print(f"  {'all ' + split:<14} {total['n']:>5} {total['none']:>5} {total['right'] / total['n']:>6.3f} "
                  f"{total['runs']:>14} {total['wrong']:>12} {total['rejected'] / max(1, total['none']):>9.3f}")
        # Each file of lines apart, when there are several: a later batch was never tuned on.
        sources = sorted(source for (row_split, source) in batches if row_split == split)
        for source in sources if len(sources) > 1 else []:
            row = batches[(split, source)]
            print(f"    {source:<24} {row['n']:>5} {row['none']:>5} {row['right'] / row['n']:>6.3f} {row['runs']:>14} "
                  f"{row['wrong']:>12} {row['rejected'] / max(1, row['none']):>9.3f}")
    if arguments.misses:
        print(f"dev misses ({len(misses)}; test misses are never printed):")
        for miss in misses[:arguments.misses]:
            print(miss)
    sys.stdout.flush()


if __name__ == "__main__":
    main()
