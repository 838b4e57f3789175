#!/usr/bin/env python3
"""Speech to intent: synthesise utterances with espeak-ng, run them through `hark hear`, score.

Usage: python3 bench/voice.py PATH/TO/hark [--keep FOLDER] [--only clean,noisy,oog] [--verbose]

Each in-grammar sentence is spoken in several voices, rates and pitches, clean and with white
noise at 10 dB SNR; out-of-grammar sentences (things Hark cannot do) are spoken the same way.
A clip is right when `hark hear --json` decides on the same shortcut with the same values as
`hark match --json` does on the typed sentence; an out-of-grammar clip is rejected when Hark
decides on nothing. The real-time factor is the time `hark hear` takes, on one core (taskset),
over the seconds of audio it heard.
Goals (issue 17): in-grammar clean >= 0.95, out-of-grammar rejected >= 0.90, real-time factor < 0.5.
"""
import json
import math
import os
import random
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import wave

IN_GRAMMAR = [
    "Log 12 ounces of water in Hydrator",
    "Log 16 ounces of coffee in Hydrator",
    "Log 8 ounces of orange juice in Hydrator",
    "Log 2 ounces of tea in Hydrator",
    "Log 20 ounces of green tea in Hydrator",
    "Hydrate me",
    "Track my intake in Hydrator",
    "Log espresso in Hydrator",
    "Meditate for 15 minutes with Meditator",
    "Meditate for 50 minutes with Meditator",
    "Show my stats in Meditator",
    "Start a run in Workout",
    "Plan a yoga session for tomorrow morning in Workout",
    "Pay 35 dollars at the pharmacy with my debit card in Wallet",
    "Pay 120 dollars at the grocery store with my visa card in Wallet",
    "Lock my credit card in Wallet",
    "Show my recent purchases in Wallet",
]

OUT_OF_GRAMMAR = [
    "What is the weather like in Paris tomorrow",
    "Set an alarm for seven in the morning",
    "Call my mother",
    "Play some jazz music",
    "How tall is mount Everest",
    "Turn off the lights in the kitchen",
    "Send a message to John saying I am late",
    "Order a large pizza with mushrooms",
    "Remind me to buy bread",
    "Who won the football game last night",
    "Translate good morning into French",
    "Book a table for two at eight",
]

# (voice, words per minute, pitch)
SPEAKERS = [
    ("en-us", 175, 50), ("en-us", 140, 35), ("en-us+f3", 160, 60), ("en-us+f3", 200, 70),
    ("en-gb", 175, 45), ("en-gb", 220, 55), ("en-us+m3", 190, 40), ("en-us+m3", 150, 50),
]
SNR_DB = 10


def synthesise(text: str, voice: str, rate: int, pitch: int, path: str) -> None:
    subprocess.run(["espeak-ng", "-v", voice, "-s", str(rate), "-p", str(pitch), "-w", path, text], check=True)


def add_noise(source: str, target: str, snr_db: float, seed: int) -> None:
    """White noise at `snr_db` below the speech's power (speech: samples above 1% of full scale)."""
    with wave.open(source) as reader:
        params = reader.getparams()
        frames = reader.readframes(reader.getnframes())
    samples = struct.unpack(f"<{len(frames) // 2}h", frames)
    speech = [s for s in samples if abs(s) > 327] or [1]
    power = sum(s * s for s in speech) / len(speech)
    sigma = math.sqrt(power / (10 ** (snr_db / 10)))
    generator = random.Random(seed)
    noisy = [max(-32768, min(32767, int(s + generator.gauss(0, sigma)))) for s in samples]
    with wave.open(target, "wb") as writer:
        writer.setparams(params)
        writer.writeframes(struct.pack(f"<{len(noisy)}h", *noisy))


def key(report: dict):
    """The shortcut decided on and its values, or None."""
    if report.get("decision") != "matched":
        return None
    shortcut = report["shortcuts"][0]
    return (shortcut["app"], shortcut["shortcut"], json.dumps(shortcut["slots"], sort_keys=True))


def hear(binary: str, store: str, files: list[str]) -> tuple[list[dict], float]:
    taskset = ["taskset", "-c", "0"] if shutil.which("taskset") else []
    start = time.perf_counter()
    result = subprocess.run(taskset + [binary, "hear", "--json", "--store", store] + files,
                            capture_output=True, text=True, check=True)
    elapsed = time.perf_counter() - start
    reports = json.loads(result.stdout)
    return (reports if isinstance(reports, list) else [reports]), elapsed


def main() -> None:
    binary = os.path.abspath(sys.argv[1])
    keep = sys.argv[sys.argv.index("--keep") + 1] if "--keep" in sys.argv else None
    folder = keep or tempfile.mkdtemp(prefix="hark-voice-")
    os.makedirs(folder, exist_ok=True)
    store = os.path.join(folder, "bench.sqlite")
    expected = {}
    for text in IN_GRAMMAR:
        report = json.loads(subprocess.run([binary, "match", "--json", "--store", store, text],
                                           capture_output=True, text=True, check=True).stdout)
        expected[text] = key(report)
        if expected[text] is None:
            sys.exit(f"bench/voice.py: “{text}” matches nothing typed; fix the sentence list.")
    clips = {"clean": [], "noisy": [], "oog": []}
    for number, text in enumerate(IN_GRAMMAR + OUT_OF_GRAMMAR):
        for index, (voice, rate, pitch) in enumerate(SPEAKERS):
            clean = os.path.join(folder, f"u{number:02d}-s{index}.wav")
            synthesise(text, voice, rate, pitch, clean)
            if text in expected:
                noisy = os.path.join(folder, f"u{number:02d}-s{index}-noisy.wav")
                add_noise(clean, noisy, SNR_DB, seed=number * 100 + index)
                clips["clean"].append((clean, text))
                clips["noisy"].append((noisy, text))
            else:
                clips["oog"].append((clean, text))
    total_elapsed = 0.0
    total_audio = 0.0
    print(f"speech to intent: {len(IN_GRAMMAR)} sentences and {len(OUT_OF_GRAMMAR)} out-of-grammar ones, "
          f"{len(SPEAKERS)} voice/rate/pitch settings")
    only = sys.argv[sys.argv.index("--only") + 1].split(",") if "--only" in sys.argv else list(clips)
    for name, label in [("clean", "in-grammar, clean"), ("noisy", f"in-grammar, {SNR_DB} dB SNR"),
                        ("oog", "out-of-grammar rejected")]:
        if name not in only:
            continue
        files = [path for path, _ in clips[name]]
        reports, elapsed = hear(binary, store, files)
        total_elapsed += elapsed
        total_audio += sum(report["seconds"] for report in reports)
        if name == "oog":
            good = [report["decision"] != "matched" for report in reports]
        else:
            good = [key(report) == expected[text] for report, (_, text) in zip(reports, clips[name])]
        goal = {"clean": " (goal >= 0.95)", "oog": " (goal >= 0.90)"}.get(name, " (measured)")
        print(f"  {label:28s} {sum(good) / len(good):.3f}  ({sum(good)}/{len(good)}){goal}")
        for ok, report, (path, text) in zip(good, reports, clips[name]):
            if not ok and "--verbose" in sys.argv:
                print(f"    {os.path.basename(path)}: said “{text}”, heard “{report['heard']}” ({report['confidence']})")
    print(f"  real-time factor, one core   {total_elapsed / total_audio:.3f}  "
          f"({total_elapsed:.1f} s for {total_audio:.1f} s of audio, start-up included; goal < 0.5)")
    if not keep:
        shutil.rmtree(folder)


if __name__ == "__main__":
    main()
