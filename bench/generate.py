#!/usr/bin/env python3
"""Generate the matcher bench data: registries S, M and L and 1,000 development utterances each.

Usage: python3 bench/generate.py OUTPUT_DIR [--seed N]

Writes registry_{S,M,L}.jsonl and dev_{S,M,L}.jsonl in the format bench/README.md describes ("The line protocol"),
deterministically from the seed (default 15): the same seed gives the same files byte for byte.
Apps get invented names and a domain; each domain has shortcuts with phrase templates (the app
named first, last, or not at all) and at most one slot with its values. Dev categories: exact,
case_punct, typo, slot_variant and none (off-domain requests, a registered phrase with an app that
is not installed, an action the named app does not offer). Python 3 standard library only.
"""
import argparse
import json
import os
import random

SIZES = {"S": (4, 10), "M": (140, 846), "L": (1305, 8434)}

# domain → shortcuts: (id, title, phrase bodies with {slot}, slot name, values)
DOMAINS = {
    "drinks": [("logDrink", "Log a Drink", ["log {drink}", "add {drink}", "record a {drink}"], "drink",
                ["green tea", "water", "coffee", "orange juice", "chamomile tea", "sparkling water", "oat milk"]),
               ("dailyTotal", "Daily Total", ["show my daily total", "check today's total"], None, [])],
    "finance": [("balance", "Check Balance", ["show the {account} balance", "check my {account} balance"], "account",
                 ["credit card", "savings", "rent", "utilities", "investment", "holiday budget"]),
                ("payBill", "Pay Bill", ["pay my bills", "pay the electricity bill"], None, [])],
    "podcasts": [("subscribe", "Subscribe", ["follow {podcast}", "subscribe to {podcast}"], "podcast",
                  ["deep space", "design matters", "sports desk", "morning brief", "history hour"]),
                 ("skipForward", "Skip Forward", ["skip ahead", "jump ahead"], None, [])],
    "cooking": [("openRecipe", "Open Recipe", ["show the recipe for {recipe}", "open {recipe}"], "recipe",
                 ["banana bread", "french toast", "lentil soup", "pad thai", "chocolate chip cookies"]),
                ("randomRecipe", "Random Recipe", ["suggest a dinner idea", "pick a recipe for tonight"], None, [])],
    "messaging": [("messageContact", "Message Contact", ["message {contact}", "text {contact}"], "contact",
                   ["mom", "diana", "victor", "karen", "the team"]),
                  ("status", "Set Status", ["set my away message", "update my status"], None, [])],
    "fitness": [("startWorkout", "Start Workout", ["start a {workout}", "begin a {workout}"], "workout",
                 ["morning run", "strength training", "yoga flow", "bike ride", "swim"]),
                ("planWorkout", "Plan Workout", ["plan {workout} for tomorrow", "schedule {workout}"], "workout",
                 ["morning run", "strength training", "yoga flow", "bike ride", "swim"])],
    "meditation": [("startSession", "Start Session", ["play {session} session", "start a {session} session"], "session",
                    ["ocean waves", "quick reset", "deep sleep", "body scan"]),
                   ("stats", "Show Stats", ["show my mindful minutes", "how long have I meditated"], None, [])],
    "travel": [("bookTrip", "Book Trip", ["book a trip to {city}", "plan a trip to {city}"], "city",
                ["lisbon", "tokyo", "new york", "cape town", "oslo"]),
               ("checkIn", "Check In", ["check in for my flight", "get my boarding pass"], None, [])],
    "notes": [("newNote", "New Note", ["create a {kind} note", "start a new {kind} note"], "kind",
               ["shopping", "meeting", "journal", "idea", "travel"]),
              ("search", "Search Notes", ["search my notes", "find a note"], None, [])],
    "music": [("playPlaylist", "Play Playlist", ["play my {playlist} playlist", "shuffle {playlist}"], "playlist",
               ["road trip", "focus beats", "chill evening", "party mix", "workout hits"]),
              ("pause", "Pause", ["pause the music", "stop playing"], None, [])],
}
WRAPS = ["{app} {body}", "{body} in {app}", "{body} on {app}", "{body} with {app}", "use {app} to {body}",
         "ask {app} to {body}", "{body} using {app}", "{body}"]
MODIFIERS = ["my usual {value}", "a large {value}", "12 ounces of {value}", "the {value} one", "{value} from yesterday",
             "some {value}", "my favorite {value}"]
OFF_DOMAIN = ["where is my phone", "what's the weather tomorrow", "order a pizza", "call a taxi", "turn on the lights",
              "set an alarm for seven", "tell me a joke", "how tall is the eiffel tower", "play the radio",
              "what time is it in tokyo", "book a haircut", "translate hello into french"]
UNSUPPORTED = ["set sleep mode", "start radio", "order new shoes", "share my location", "delete my account",
               "change the language", "open the camera", "record a video"]
# Extra shortcuts of one domain in one app differ by what they are for.
QUALIFIERS = ["for work", "for home", "for the weekend", "for the kids", "for my partner", "for later",
              "for the team", "for travel"]
SYLLABLES = ["co", "ok", "ma", "te", "vi", "ta", "fer", "box", "do", "ze", "ble", "glo", "port", "wan", "der",
             "ist", "jol", "base", "nim", "bly", "umb", "wise", "or", "bex", "fit", "ster", "no", "ton", "lu", "ra",
             "pix", "el", "qua", "zo", "min", "tro", "vel", "ka"]


def app_name(rng, taken):
    while True:
        name = "".join(rng.choice(SYLLABLES) for _ in range(rng.choice([2, 3]))).capitalize()
        if 5 <= len(name) <= 10 and name not in taken:
            taken.add(name)
            return name


def registry(rng, apps, shortcuts):
    taken = set()
    lines = []
    domains = sorted(DOMAINS)
    app_number = 0
    while len(lines) < shortcuts:
        app_number += 1
        name = app_name(rng, taken)
        domain = domains[(app_number - 1) % len(domains)] if app_number <= apps else rng.choice(domains)
        count = max(1, round(shortcuts / apps)) if app_number < apps else shortcuts - len(lines)
        offered = DOMAINS[domain]
        for index in range(min(count, 8)):
            ident, title, bodies, slot, values = offered[index % len(offered)]
            repeat = index // len(offered)
            suffix = "" if repeat == 0 else str(repeat + 1)
            if repeat:
                bodies = [f"{body} {QUALIFIERS[(repeat - 1) % len(QUALIFIERS)]}" for body in bodies]
            chosen_values = sorted(rng.sample(values, k=min(len(values), rng.randint(3, len(values))))) if slot else []
            phrases = []
            for body in bodies:
                # Only the first app of a domain may own a phrase without its name: others would share it.
                wraps = WRAPS if app_number <= len(domains) else WRAPS[:-1]
                for wrap in rng.sample(wraps, k=3):
                    phrase = wrap.format(app="{app}", body=body)
                    phrase = phrase[0].upper() + phrase[1:]
                    if phrase not in phrases:
                        phrases.append(phrase)
            if not any("{app}" in phrase for phrase in phrases):
                phrases.append(bodies[0][0].upper() + bodies[0][1:] + " in {app}")
            lines.append({"app_id": f"app{app_number:04d}", "app_name": name, "domain": domain,
                          "shortcut_id": f"app{app_number:04d}.{ident}{suffix}", "title": title,
                          "phrases": phrases,
                          "slot": {"name": slot, "values": chosen_values} if slot else None})
            if len(lines) >= shortcuts:
                break
        if app_number >= apps and len(lines) < shortcuts:
            apps += 1
    return lines


def typo(rng, text):
    words = text.split(" ")
    candidates = [index for index, word in enumerate(words) if len(word) >= 4 and word.isalpha()]
    if not candidates:
        return None
    index = rng.choice(candidates)
    word = words[index]
    position = rng.randint(1, len(word) - 1)
    kind = rng.choice(["replace", "delete", "insert", "swap"])
    if kind == "replace":
        word = word[:position] + rng.choice("abcdefghijklmnopqrstuvwxyz".replace(word[position], "")) + word[position + 1:]
    elif kind == "delete":
        word = word[:position] + word[position + 1:]
    elif kind == "insert":
        word = word[:position] + rng.choice("abcdefghijklmnopqrstuvwxyz") + word[position:]
    elif position + 1 < len(word) and word[position] != word[position + 1]:
        word = word[:position] + word[position + 1] + word[position] + word[position + 2:]
    else:
        return None
    words[index] = word
    return " ".join(words)


def case_punct(rng, text):
    change = rng.choice(["lower", "upper", "title", "comma", "period", "spaces", "question"])
    if change == "lower":
        return text.lower()
    if change == "upper":
        return text.upper()
    if change == "title":
        return text.title()
    if change == "comma":
        words = text.split(" ")
        at = rng.randint(1, len(words) - 1) if len(words) > 1 else 1
        return " ".join(words[:at]) + ", " + " ".join(words[at:])
    if change == "period":
        return text + rng.choice([".", "!"])
    if change == "spaces":
        return text.replace(" ", "  ", 1)
    return text.replace("'", "")


def dev(rng, size, shortcuts):
    apps = {}
    for shortcut in shortcuts:
        apps.setdefault(shortcut["app_name"], []).append(shortcut)
    names = sorted(apps)
    lines = []
    categories = ["exact"] * 2 + ["case_punct"] * 2 + ["typo"] * 2 + ["slot_variant"] * 2 + ["none"] * 2
    while len(lines) < 1000:
        category = rng.choice(categories)
        shortcut = rng.choice(shortcuts)
        phrase = rng.choice(shortcut["phrases"])
        value = rng.choice(shortcut["slot"]["values"]) if shortcut["slot"] else None
        slot_place = "{" + shortcut["slot"]["name"] + "}" if shortcut["slot"] else None
        text = phrase.replace("{app}", shortcut["app_name"])
        expected, expected_slot = shortcut["shortcut_id"], value
        if category == "none":
            kind = rng.choice(["offdomain", "not_installed", "unsupported_action"])
            if kind == "offdomain":
                text = rng.choice(OFF_DOMAIN)
            elif kind == "not_installed":
                if "{app}" not in phrase:
                    continue
                text = phrase.replace("{app}", app_name(rng, set(names)))
                text = text.replace(slot_place, value) if slot_place else text
            else:
                text = f"{rng.choice(UNSUPPORTED)} {rng.choice(['in', 'on', 'with'])} {rng.choice(names)}"
            expected = expected_slot = None
        else:
            if slot_place:
                filled = rng.choice(MODIFIERS).format(value=value) if category == "slot_variant" else value
                text = text.replace(slot_place, filled)
            elif category == "slot_variant":
                continue
            if category == "case_punct":
                text = case_punct(rng, text)
            elif category == "typo":
                text = typo(rng, text)
                if text is None:
                    continue
        lines.append({"category": category, "expected": expected, "expected_slot": expected_slot,
                      "id": f"{size}-dev-{len(lines):05d}", "text": text})
    return lines


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("output")
    parser.add_argument("--seed", type=int, default=15)
    arguments = parser.parse_args()
    os.makedirs(arguments.output, exist_ok=True)
    for size, (apps, shortcuts) in SIZES.items():
        rng = random.Random(f"{arguments.seed}-{size}")
        lines = registry(rng, apps, shortcuts)
        with open(os.path.join(arguments.output, f"registry_{size}.jsonl"), "w") as out:
            for line in lines:
                out.write(json.dumps(line, sort_keys=True) + "\n")
        with open(os.path.join(arguments.output, f"dev_{size}.jsonl"), "w") as out:
            for line in dev(rng, size, lines):
                out.write(json.dumps(line, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
