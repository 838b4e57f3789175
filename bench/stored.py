#!/usr/bin/env python3
"""Score what Hark runs and stores on the cross-app set (bench/crossapp/), end to end.

Usage: python3 bench/stored.py HARK [--app NAME] [--misses N] [--asked N] [--jobs 2] [--answer-confirm]

bench/crossapp.py scores the matcher's decision (`hark match --jsonl`). A run's values are also
filled later, by the conversation: values read from the request outside the phrase, a
parameter's declared `default`, answers. The matcher bench cannot see those ("boost the heating
for an hour" matched with minutes=60 once ran with the default 30). This one plays each labelled
line whose expected intent is not `none` (lines as bench/crossapp.py loads them, the same files
and the same dev/test split by app) and reads what was stored:

    printf 'LINE\\n' | HARK --app FILE --store TMP/store.sqlite --clock 2026-12-02T09:00:00Z --tz UTC

with XDG_CONFIG_HOME and XDG_DATA_HOME pointed at an empty folder and a fresh store per line, so
no installed app file or earlier line joins in. When Hark's reply is one "Did you mean “…”?"
(one shortcut offered), the line is played again on a fresh store, answered `yes` once. No other
question is answered: a line asked for a missing value, or asked to confirm by the intent's own
`confirm:` question, is unfinished (--answer-confirm answers that confirmation `yes` too).

What ran is read from the store's `donations` table: every run that succeeded donates its
intent ("App.intentId") with every parameter value it held at the end (AnswerValue JSON:
{"integer":{"_0":45}}, {"choice":{"id":"kitchen"}}, {"date":{"_0":"2026-12-04"}}, …). It holds
runs of every intent, whether or not the app file keeps a `record:` (app_records holds only those).

Scoring, per app and per split, of the enum, integer, number and date parameters (text and
boolean values are not labelled, and not compared):
- stored right: the expected intent ran with exactly the labelled values, and every parameter
  not labelled was left empty or holds its declared `default`; those holding a default are also
  counted as "filled by default" (and, for dev, listed) so a reader can check the line said none;
- wrong values: the expected intent ran, but a value differs from the label, a labelled value is
  missing, or a parameter not labelled holds a value other than its default;
- another intent: nothing of the expected intent, but a run of another intent (of any app);
- asked: nothing ran. The last reply tells why, and the breakdown is printed: the intent's own
  confirm: question; a value asked for by its prompt ("a value said" is one the label lists, so
  said but not read; "not said" an enum, number or date the line left out; "a text or yes/no" one
  never labelled; "another intent's value" a question of another intent, begun instead); "Did you
  mean" between several; not understood; another reply (a refusal).
Numbers compare as numbers, choices by id (lowercased). Dates: the stored ISO date is turned back
into the words a label may use, relative to the clock (Wednesday 2 December 2026): "today",
"tomorrow", "yesterday", "today+N" (N days on); a weekday name for a date of that weekday within
7 days either way (Hark reads "friday" as the next one, 1 to 7 days on; a logged day may be the
last one); "monday+7" for a Monday 8 to 14 days on; "may 2" for that month's day in any year
within a year of the clock (labels say no year); "the 14" for the 14th within two months. A
label is turned into those words as bench/crossapp.py's value() does ("next friday" is
"friday", "may-2" is "may 2", "2026-01-14" is "january 14").
Misses are printed for the dev split only; test lines are only ever counted.
"""
import argparse
import datetime
import json
import multiprocessing
import os
import re
import sqlite3
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import crossapp  # noqa: E402  (its loaders: app files, labelled lines, value())

CLOCK = "2026-12-02T09:00:00Z"
TODAY = datetime.date(2026, 12, 2)
WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
COMPARED = crossapp.COMPARED
OFFER = re.compile(r"^Did you mean “.*”\?$")


def load_apps():
    """crossapp's apps, with each parameter's declared default, prompt and each intent's confirm."""
    apps = {}
    for name in sorted(os.listdir(crossapp.FOLDER)):
        if not name.endswith(".app.json5"):
            continue
        path = os.path.join(crossapp.FOLDER, name)
        app = crossapp.load_app(path)
        declared = crossapp.json5(open(path).read())
        for intent in declared["intents"]:
            own = app["intents"][intent["id"]]
            own["defaults"] = {p["name"]: p["default"] for p in intent.get("parameters", []) if "default" in p}
            own["prompts"] = {p["name"]: template(p["prompt"])
                              for p in intent.get("parameters", []) if p.get("prompt")}
            own["confirm"] = intent.get("confirm")
        apps[app["name"]] = app
    return apps


def template(text):
    """A prompt or confirm template ("Order {packs} packs of {item}?") as a regex of its replies."""
    # A value may be empty (an optional day left out: "Cancel your lane booking? …"), and the
    # spaces around it then collapse.
    parts = [r"\s*".join(re.escape(word) for word in part.split(" ")) for part in re.split(r"\{\w+\}", text)]
    return re.compile("^" + ".*".join(parts) + "$", re.IGNORECASE)


def play(hark, app_path, text, folder, answers=()):
    """The playback's output, one reply block per turn: [(turn, [reply lines])]."""
    os.makedirs(folder)
    environment = dict(os.environ, XDG_CONFIG_HOME=folder, XDG_DATA_HOME=folder)
    environment.pop("NO_COLOR", None)
    command = [hark, "--app", app_path, "--store", os.path.join(folder, "store.sqlite"), "--clock", CLOCK,
               "--tz", "UTC", "--no-color"]
    said = "".join(line + "\n" for line in (text, *answers))
    result = subprocess.run(command, input=said, capture_output=True, text=True, env=environment, timeout=120)
    blocks = []
    for line in result.stdout.splitlines():
        if line.startswith("> ") or line == ">":
            blocks.append((line[2:], []))
        elif blocks:
            blocks[-1][1].append(line)
    return blocks, result


def donations(folder):
    path = os.path.join(folder, "store.sqlite")
    if not os.path.exists(path):
        return []
    connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        rows = connection.execute("SELECT app, intent_id, parameters FROM donations ORDER BY id").fetchall()
    except sqlite3.OperationalError:
        rows = []
    connection.close()
    ran = []
    for app, intent_id, parameters in rows:
        intent = intent_id[len(app) + 1:] if intent_id.startswith(app + ".") else intent_id
        ran.append({"app": app, "intent": intent, "values": {name: plain(answer)
                                                              for name, answer in json.loads(parameters).items()}})
    return ran


def plain(answer):
    """An AnswerValue's JSON as a plain value: {"integer":{"_0":45}} is 45, a choice its id."""
    (kind, body), = answer.items()
    if kind == "choice":
        return body["id"]
    if kind == "list":
        return [plain(item) for item in body["_0"]]
    return body["_0"]


def date_words(iso):
    """The words a label may use for a stored ISO date, relative to the clock's day."""
    try:
        day = datetime.date.fromisoformat(str(iso))
    except ValueError:
        return {str(iso).lower()}
    delta = (day - TODAY).days
    words = {f"today+{delta}" if delta >= 0 else f"today{delta}"}
    words |= {0: {"today"}, 1: {"tomorrow"}, -1: {"yesterday"}}.get(delta, set())
    weekday = WEEKDAYS[day.weekday()]
    if -7 <= delta <= 7:
        words.add(weekday)
    if 8 <= delta <= 14:
        words.add(f"{weekday}+7")
    if abs(delta) <= 366:
        words.add(f"{crossapp.MONTHS[day.month - 1]} {day.day}")
    if abs(delta) <= 62:
        words.add(f"the {day.day}")
    return words


def same(kind, stored, label):
    if stored is None:
        return False
    if kind == "date":
        said = crossapp.value("date", label)
        # "in-2-weeks", "in 3 days": so many days from the clock's day.
        ahead = re.match(r"^in[- ](\d+)[- ](day|week)s?$", said)
        if ahead:
            said = f"today+{int(ahead.group(1)) * (7 if ahead.group(2) == 'week' else 1)}"
        return said in date_words(stored)
    return crossapp.value(kind, stored) == crossapp.value(kind, label)


def shown(kind, stored):
    if kind == "date" and stored is not None:
        try:
            return f"{stored} ({WEEKDAYS[datetime.date.fromisoformat(stored).weekday()][:3]})"
        except ValueError:
            pass
    return json.dumps(stored) if isinstance(stored, str) else str(stored)


def why_asked(app, line, blocks):
    """Why nothing ran, from the last turn's replies: the intent's confirm: question; a value asked
    for (one the line said, per its label; one of enum, integer, number or date not said; a text or
    boolean; one of another intent's; a prompt not declared); "Did you mean" asked again or between
    several; not understood; something else said."""
    replies = [reply.strip() for reply in (blocks[-1][1] if blocks else []) if reply.strip()]
    confirms = [template(own["confirm"]) for own in app["intents"].values() if own.get("confirm")]
    if any(pattern.match(reply) for pattern in confirms for reply in replies):
        return "confirmation"
    question = next((reply for reply in reversed(replies) if "?" in reply), None)
    if question and question.startswith("Did you mean"):
        return "did you mean again" if len(blocks) > 1 else "did you mean, several"
    if question:
        intent = app["intents"][line["expected"]]
        name = next((name for name, pattern in intent["prompts"].items() if pattern.match(question)), None)
        if name is None:
            others = [own for key, own in app["intents"].items() if key != line["expected"]]
            if any(pattern.match(question) for own in others for pattern in own["prompts"].values()):
                return "another intent's value"
            return "a value, undeclared prompt"
        if name in line["slots"]:
            return "a value said"
        return "a value not said" if intent["types"][name] in COMPARED else "a text or yes/no"
    if any(reply.startswith("Sorry, I didn't understand") for reply in replies):
        return "not understood"
    return "other reply"


def judge(app, line, ran):
    """(verdict, details, defaults): verdict right, wrong, another or asked."""
    intent = app["intents"][line["expected"]]
    mine = [run for run in ran if run["app"] == app["name"] and run["intent"] == line["expected"]]
    if not mine:
        if ran:
            other = ran[-1]
            return "another", f"ran {other['app']}.{other['intent']} {other['values']}", []
        return "asked", "", []
    values = mine[-1]["values"]
    types = intent["types"]
    problems = []
    defaults = []
    for name, label in line["slots"].items():
        if not same(types[name], values.get(name), label):
            problems.append(f"{name}: said {label}, stored {shown(types[name], values.get(name))}")
    for name, kind in types.items():
        if kind not in COMPARED or name in line["slots"] or values.get(name) is None:
            continue
        if name in intent["defaults"] and same(kind, values[name], str(intent["defaults"][name])):
            defaults.append(f"{name}={shown(kind, values[name])}")
        else:
            problems.append(f"{name}: not said, stored {shown(kind, values[name])}")
    return ("wrong" if problems else "right"), "; ".join(problems), defaults


def score_app(job):
    """Plays one app's lines; returns a result per line (verdict, details, why asked)."""
    hark, app, lines, answer_confirm = job
    results = []
    with tempfile.TemporaryDirectory(prefix="hark-stored-") as root:
        for number, line in enumerate(lines):
            folder = os.path.join(root, str(number))
            blocks, played = play(hark, app["path"], line["text"], folder)
            first = blocks[0][1] if blocks else []
            question = next((reply.strip() for reply in reversed(first) if reply.strip().endswith("?")), "")
            answers = []
            offered = False
            if OFFER.match(question) and "”, or " not in question:
                answers.append("yes")
                offered = True
                folder += "-yes"
                blocks, played = play(hark, app["path"], line["text"], folder, answers)
            ran = donations(folder)
            if answer_confirm and not ran and why_asked(app, line, blocks) == "confirmation":
                answers.append("yes")
                folder += "-confirmed"
                blocks, played = play(hark, app["path"], line["text"], folder, answers)
                ran = donations(folder)
            verdict, details, defaults = judge(app, line, ran)
            reason = why_asked(app, line, blocks) if verdict == "asked" else None
            if verdict == "asked" and played.returncode != 0:
                reason = f"hark failed ({played.returncode})"  # the reply on stderr, in `last`
            last = " / ".join(reply.strip() for reply in blocks[-1][1][:2]) if blocks else played.stderr.strip()[:200]
            results.append({"line": line, "verdict": verdict, "details": details, "defaults": defaults,
                            "offered": offered, "last": last,
                            "asked": reason})
    return app["name"], results


def empty_row():
    return {"n": 0, "right": 0, "asked": 0, "wrong": 0, "another": 0, "default": 0}


def row_text(label, row, indent=2):
    return (f"{' ' * indent}{label:<{26 - indent}} {row['n']:>5} {row['right']:>6} "
            f"{row['right'] / max(1, row['n']):>6.3f} {row['asked']:>6} {row['wrong']:>6} {row['another']:>8} "
            f"{row['default']:>8}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("hark")
    parser.add_argument("--app", help="only this app (its name, as in its file)")
    parser.add_argument("--misses", type=int, default=20,
                        help="print up to N dev misses, and N dev lines filled by default (default 20)")
    parser.add_argument("--asked", type=int, default=0,
                        help="print up to N dev lines left unfinished, with the last reply")
    parser.add_argument("--jobs", type=int, default=2, help="apps played at once (default 2)")
    parser.add_argument("--answer-confirm", action="store_true",
                        help="also answer yes to the intent's own confirm: question")
    arguments = parser.parse_args()
    hark = os.path.abspath(arguments.hark)
    apps = load_apps()
    if arguments.app and arguments.app not in apps:
        raise SystemExit(f"no app file declares {arguments.app!r}")
    lines = [line for name in sorted(os.listdir(crossapp.FOLDER))
             if name.startswith("utterances") and name.endswith(".txt")
             for line in crossapp.load_lines(os.path.join(crossapp.FOLDER, name), apps) if line["expected"]]
    jobs = []
    for name, app in apps.items():
        own = [line for line in lines if line["app"] == name]
        if own and (not arguments.app or name == arguments.app):
            jobs.append((hark, app, own, arguments.answer_confirm))
    jobs.sort(key=lambda job: -len(job[2]))
    rows, batches, reasons, after_offer = {}, {}, {}, {}
    misses, filled, unfinished = [], [], []
    with multiprocessing.Pool(max(1, arguments.jobs)) as pool:
        for name, results in pool.imap_unordered(score_app, jobs):
            for result in results:
                line = result["line"]
                for row in (rows.setdefault((line["split"], name), empty_row()),
                            batches.setdefault((line["split"], line["source"]), empty_row())):
                    row["n"] += 1
                    row[result["verdict"]] += 1
                    row["default"] += bool(result["defaults"]) and result["verdict"] == "right"
                if result["asked"]:
                    key = (line["split"], result["asked"])
                    reasons[key] = reasons.get(key, 0) + 1
                if result["verdict"] in ("wrong", "another") and result["offered"]:
                    key = (line["split"], result["verdict"])
                    after_offer[key] = after_offer.get(key, 0) + 1
                if line["split"] != "dev":
                    continue  # a test line is only ever counted
                said = " ".join(f"{k}={v}" for k, v in line["slots"].items()) or "-"
                offered = " (after Did you mean: yes)" if result["offered"] else ""
                if result["verdict"] in ("wrong", "another"):
                    misses.append(f"  {result['verdict']:<7} [{name}] {line['text']!r}: expected {line['expected']} "
                                  f"{said}{offered}: {result['details']}")
                if result["verdict"] == "asked":
                    unfinished.append(f"  {result['asked']:<21} [{name}] {line['text']!r}: expected {line['expected']} "
                                      f"{said}{offered}; last reply {result['last']!r}")
                if result["verdict"] == "right" and result["defaults"]:
                    filled.append(f"  default [{name}] {line['text']!r}: {line['expected']} {said}; by default "
                                  f"{', '.join(result['defaults'])}")
    print("stored values on the cross-app set (bench/crossapp/): what Hark runs and keeps, line by line")
    print("goals: wrong values = 0, another intent = 0 (asked is unfinished, not wrong)")
    for split in ("dev", "test"):
        own = sorted((name, row) for (row_split, name), row in rows.items() if row_split == split)
        if not own:
            continue
        print(f"{split:<26} {'lines':>5} {'right':>6} {'share':>6} {'asked':>6} {'wrong':>6} {'another':>8} "
              f"{'default':>8}")
        total = empty_row()
        for name, row in own:
            for key in total:
                total[key] += row[key]
            print(row_text(name, row))
        print(row_text("all " + split, total))
        sources = sorted(source for (row_split, source) in batches if row_split == split)
        for source in sources if len(sources) > 1 else []:
            print(row_text(source, batches[(split, source)], indent=4))
        asked = sorted((reason, count) for (row_split, reason), count in reasons.items() if row_split == split)
        if asked:
            print("  asked, by the last reply: " + ", ".join(f"{reason} {count}" for reason, count in asked))
        print(f"  after a yes to “Did you mean”: wrong {after_offer.get((split, 'wrong'), 0)}, "
              f"another {after_offer.get((split, 'another'), 0)}")
    if arguments.misses:
        print(f"dev misses ({len(misses)}; test misses are never printed):")
        for miss in sorted(misses)[:arguments.misses]:
            print(miss)
        print(f"dev lines stored right with a default ({len(filled)}; check the line said none):")
        for line in sorted(filled)[:arguments.misses]:
            print(line)
    if arguments.asked:
        print(f"dev lines left unfinished ({len(unfinished)}):")
        for line in sorted(unfinished)[:arguments.asked]:
            print(line)
    sys.stdout.flush()


if __name__ == "__main__":
    main()
