#!/usr/bin/env python3
"""Measure a phrase matcher over the bench line protocol (bench/README.md, "The line protocol").

Usage: python3 bench/matcher.py [--data DIR] [--sizes S,M,L] [--misses N] -- COMMAND ARGS...

DIR defaults to .build/bench-data, made by bench/generate.py (seeded) when it is not there yet.

For each registry size it starts `COMMAND ARGS... --registry DIR/registry_SIZE.jsonl`, sends
every line of DIR/dev_SIZE.jsonl, and prints build time, latency percentiles, memory,
top-1 accuracy (overall and per category) and slot accuracy. Python 3 standard library only.
"""
import argparse
import json
import os
import re
import subprocess
import sys

CATEGORIES = ["exact", "case_punct", "typo", "slot_variant", "none"]


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    default_data = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".build", "bench-data")
    parser.add_argument("--data", default=os.environ.get("HARK_BENCH_DATA", default_data))
    parser.add_argument("--sizes", default="S,M,L")
    parser.add_argument("--misses", type=int, default=0, help="print up to N wrong answers per size")
    parser.add_argument("command", nargs=argparse.REMAINDER)
    arguments = parser.parse_args()
    command = arguments.command[1:] if arguments.command[:1] == ["--"] else arguments.command
    if not command:
        parser.error("give the matcher command after --")
    arguments.command = command
    return arguments


def memory_kb(pid, field):
    """VmRSS / VmHWM of a running process in kB, or None once it is gone."""
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith(field + ":"):
                    return int(line.split()[1])
    except OSError:
        return None
    return None


def fold(value):
    """Lowercase with punctuation folded, as the protocol scores slot values."""
    if value is None:
        return None
    return " ".join(re.sub(r"[^\w\s]", " ", str(value).lower()).split())


def percentile(values, fraction):
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def read_answer(process, awaited):
    """The next JSON line from the matcher; stops the run if it died or wrote something else."""
    line = process.stdout.readline()
    if not line:
        process.kill()
        raise SystemExit(f"the matcher closed its output before {awaited} (exit {process.wait()})")
    try:
        return json.loads(line)
    except json.JSONDecodeError:
        process.kill()
        raise SystemExit(f"the matcher wrote {line.strip()[:200]!r} instead of JSON for {awaited}")


def run(command, registry, utterances, misses):
    process = subprocess.Popen(command + ["--registry", os.path.abspath(registry)],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    ready = read_answer(process, "the ready line")
    rss_after_ready = memory_kb(process.pid, "VmRSS")
    answers = []
    for utterance in utterances:
        process.stdin.write(json.dumps({"id": utterance["id"], "text": utterance["text"]}) + "\n")
        process.stdin.flush()
        answers.append(read_answer(process, f"request {utterance['id']}"))
    peak = memory_kb(process.pid, "VmHWM")
    process.stdin.close()
    exit_code = process.wait(timeout=30)

    totals = {category: [0, 0] for category in CATEGORIES}
    slot_right = slot_total = 0
    shown = 0
    for utterance, answer in zip(utterances, answers):
        if answer.get("id") != utterance["id"]:
            raise SystemExit(f"answer for {answer.get('id')!r} came back for request {utterance['id']!r}")
        right = answer.get("shortcut") == utterance["expected"]
        totals.setdefault(utterance["category"], [0, 0])
        totals[utterance["category"]][0] += right
        totals[utterance["category"]][1] += 1
        slot_ok = True
        if right and utterance["expected"] is not None:
            slot_total += 1
            slot_ok = fold(answer.get("slot")) == fold(utterance.get("expected_slot"))
            slot_right += slot_ok
        if (not right or not slot_ok) and shown < misses:
            shown += 1
            print(f"  miss [{utterance['category']}] {utterance['text']!r}: expected {utterance['expected']}"
                  f" / {utterance.get('expected_slot')!r}, got {answer.get('shortcut')} / {answer.get('slot')!r}"
                  f" ({answer.get('score')})")
    latencies = [answer.get("us", 0.0) for answer in answers]
    right = sum(value[0] for value in totals.values())
    return {
        "build_ms": ready.get("build_ms"),
        "p50_us": percentile(latencies, 0.50),
        "p99_us": percentile(latencies, 0.99),
        "rss_ready_mb": (rss_after_ready or 0) / 1024,
        "rss_peak_mb": (peak or 0) / 1024,
        "top1": right / max(1, len(answers)),
        "per_category": {name: value[0] / value[1] for name, value in totals.items() if value[1]},
        "slot_accuracy": slot_right / max(1, slot_total),
        "exit_code": exit_code,
    }


COLUMNS = [("size", 4), ("shortcuts", 9), ("utterances", 10), ("build ms", 8), ("p50 us", 7), ("p99 us", 7),
           ("RSS MB", 6), ("peak MB", 7), ("top-1", 5)] + [(name, max(5, len(name))) for name in CATEGORIES] + [("slot", 5)]


def row(values):
    return "  ".join(str(value).rjust(width) for value, (_, width) in zip(values, COLUMNS))


def main():
    arguments = parse_arguments()
    if not os.path.exists(os.path.join(arguments.data, "registry_S.jsonl")):
        subprocess.run([sys.executable, os.path.join(os.path.dirname(os.path.abspath(__file__)), "generate.py"),
                        arguments.data], check=True)
    print(f"Matcher: {' '.join(arguments.command)} on the development sets of {os.path.normpath(arguments.data)}")
    print("goals: top-1 >= 0.98, none >= 0.97, p50 <= 100 us, p99 <= 1000 us, build <= 1000 ms, RSS <= 64 MB")
    print(row([name for name, _ in COLUMNS]))
    for size in arguments.sizes.split(","):
        registry = os.path.join(arguments.data, f"registry_{size}.jsonl")
        with open(registry) as lines:
            shortcuts = sum(1 for line in lines if line.strip())
        with open(os.path.join(arguments.data, f"dev_{size}.jsonl")) as dev:
            utterances = [json.loads(line) for line in dev if line.strip()]
        result = run(arguments.command, registry, utterances, arguments.misses)
        if result["exit_code"] != 0:
            print(f"{size}: the matcher exited with status {result['exit_code']}")
        categories = [f"{result['per_category'][name]:.3f}" if name in result["per_category"] else "-"
                      for name in CATEGORIES]
        print(row([size, f"{shortcuts:,}", f"{len(utterances):,}", f"{result['build_ms']:.1f}",
                   f"{result['p50_us']:.1f}", f"{result['p99_us']:.1f}", f"{result['rss_ready_mb']:.1f}",
                   f"{result['rss_peak_mb']:.1f}", f"{result['top1']:.3f}"] + categories
                  + [f"{result['slot_accuracy']:.3f}"]))
        sys.stdout.flush()


if __name__ == "__main__":
    main()
