#!/usr/bin/env python3
"""Say to each cross-app app what asks it for nothing, and count what Hark runs anyway.

Usage: python3 bench/asks_nothing.py HARK [--misses N]

Each line below is said to every app of bench/crossapp/ ({a} is the app's name): thanks and
goodbyes, a bare number or day, requests for other apps or the phone ("set an alarm for 7"),
questions about the app itself. None of them asks the app to do anything, so nothing may run.
A "Did you mean …?" or "which one?" is counted apart: it runs nothing, but a person has to say no.
The apps split into dev and test as in bench/crossapp.py (by the lines written for them); the
lines below were written by the lead on 5 December and first run on the dev apps, so the test
apps' figure is held out by app, not by line. bench/asks-nothing-heldout.txt holds lines of the
same kinds written afterwards by another hand from the README alone, before any run: they are
reported apart and their runs are never printed. Only the lead's lines' dev runs are printed.
"""
import argparse
import json
import os
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
FOLDER = os.path.join(HERE, "crossapp")

LINES = [
    # Courtesy and talk.
    "thanks {a}", "thank you {a}", "goodbye {a}", "good night {a}", "{a} ok", "{a} cool thanks", "hmm {a}",
    "I love {a}", "{a} you're great", "{a} I hate you", "{a} how are you", "{a} is broken", "{a}, that's wrong",
    "{a} sorry wrong app", "{a} tell me a joke", "{a} who made you",
    # Saying no, stopping, or not asking yet.
    "no {a}", "{a} yes", "{a} stop", "{a} cancel", "{a} never mind", "{a} not now", "{a} later", "{a} nothing",
    "{a} undo that", "{a} go back", "{a} repeat that", "{a} what", "{a} huh",
    # A value alone, or a request that names nothing.
    "{a} 5", "{a} tomorrow", "{a} the usual", "{a} same as last time", "{a} do it again", "{a} one more",
    # Other apps' requests, said to this one.
    "what's the weather in {a}", "set an alarm for 7 in {a}", "call mum with {a}", "play some music in {a}",
    "order a pizza in {a}", "what time is it {a}", "remind me to call mum tomorrow in {a}", "{a} turn off the lights",
    "send a text to Sam with {a}", "navigate home with {a}", "{a} what's my bank balance", "book a table for two in {a}",
    # About the app itself.
    "{a} what can you do", "{a} help", "open {a}", "delete {a}", "{a} cancel my subscription", "{a} delete my account",
    "{a} change my password", "{a} sign me out", "{a} log out", "{a} rate this app 5 stars", "{a} what's new",
    "{a} show me the settings", "{a} turn on dark mode", "{a} send feedback", "{a} how much does it cost",
    "{a} export my data",
]

# Lines that ask an app for its own job, which it may run: not said to that app. Only the lead's
# lines are listed (the held-out lines are not read); an app added later may need an entry.
OWN_JOB = {
    "Kegelo": {"order a pizza in {a}"},
    "Lumina": {"{a} turn off the lights"},
    "Tablora": {"order a pizza in {a}", "book a table for two in {a}"},
}

HELD_OUT = os.path.join(HERE, "asks-nothing-heldout.txt")


def held_out_lines():
    """The held-out lines, if the file is there (comments left out)."""
    if not os.path.exists(HELD_OUT):
        return []
    return [line.strip() for line in open(HELD_OUT) if line.strip() and not line.startswith("#")]


def splits():
    """Each app's split, read from the utterance files of bench/crossapp/."""
    split = {}
    for name in os.listdir(FOLDER):
        if name.startswith("utterances"):
            for line in open(os.path.join(FOLDER, name)):
                parts = [part.strip() for part in line.split("|")]
                if len(parts) >= 4 and parts[0] in ("dev", "test"):
                    split[parts[1]] = parts[0]
    return split


def answers(hark, app_file, texts):
    """`hark match --jsonl` on a fresh store for each text, by the text's index."""
    environment = dict(os.environ, XDG_CONFIG_HOME="/tmp/hark-asks-nothing", XDG_DATA_HOME="/tmp/hark-asks-nothing")
    store = "/tmp/hark-asks-nothing/store.sqlite"
    os.makedirs(os.path.dirname(store), exist_ok=True)
    process = subprocess.run([hark, "match", "--jsonl", "--app", app_file, "--store", store], text=True,
                             input="".join(json.dumps({"id": str(i), "text": t}) + "\n" for i, t in enumerate(texts)),
                             capture_output=True, env=environment, timeout=300)
    found = {}
    for line in process.stdout.splitlines():
        answer = json.loads(line)
        if "id" in answer:
            found[int(answer["id"])] = answer
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("hark")
    parser.add_argument("--misses", type=int, default=20, help="print up to N runs of the lead's lines on dev apps")
    arguments = parser.parse_args()
    split = splits()
    sets = {"lead's lines": LINES, "held-out lines": held_out_lines()}
    totals = {(name, part): [0, 0, 0] for name in sets for part in ("dev", "test")}
    printed = []
    for file in sorted(os.listdir(FOLDER)):
        app = file[: -len(".app.json5")] if file.endswith(".app.json5") else None
        if app not in split:
            continue
        for name, lines in sets.items():
            own = OWN_JOB.get(app, set()) if name == "lead's lines" else set()
            texts = [line.replace("{a}", app) for line in lines if line not in own]
            found = answers(arguments.hark, os.path.join(FOLDER, file), texts) if texts else {}
            row = totals[(name, split[app])]
            for index, text in enumerate(texts):
                decision = found.get(index, {}).get("decision")
                row[0] += 1
                row[1] += decision == "matched"
                row[2] += decision in ("confirm", "ambiguous")
                if decision == "matched" and split[app] == "dev" and name == "lead's lines":
                    printed.append(f"  run [{app}] {text!r}: {found[index].get('shortcut')} {found[index].get('slots')}")
    print("what asks for nothing (bench/asks_nothing.py), said to every cross-app app")
    print("goal: runs = 0")
    print(f"{'lines':16} {'apps':5} {'said':>6} {'runs':>5} {'asked':>6}")
    for (name, part), (said, runs, asked) in totals.items():
        if said:
            print(f"{name:16} {part:5} {said:6} {runs:5} {asked:6}")
    if printed:
        print(f"dev runs of the lead's lines ({len(printed)}; test runs and held-out lines' runs are never printed):")
        print("\n".join(printed[: arguments.misses]))


if __name__ == "__main__":
    main()
