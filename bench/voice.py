#!/usr/bin/env python3
"""Speech to intent, each voice family apart: `hark hear` on synthesised and recorded speech.

Usage: python3 bench/voice.py PATH/TO/hark [--split dev|test|both] [--families espeak-ng,flite,festival,recordings]
                              [--keep FOLDER] [--record FILE.jsonl] [--verbose]

The sentences and voices are in `voice_speech.py`, split into dev (tune on these) and test (read
once, for the report). Each in-grammar sentence is spoken by each voice of a family, clean and
with white noise at 20, 15 and 10 dB SNR; a clip is right when `hark hear --json` decides on the
same shortcut with the same values as `hark match --json` does on the typed sentence. Each
out-of-grammar sentence, and each real recording Debian ships (pocketsphinx-testdata, alsa-utils;
none of them a phrase of any app), is rejected when Hark decides on nothing. `not caught` counts
in-grammar clips heard as nothing (Hark answers those "Sorry, I didn't catch that."). The
real-time factor is the time `hark hear` takes on one core (taskset), start-up included,
over the seconds of audio it heard.
Goals (issue 32): clean >= 0.95 in grammar and >= 0.95 rejected; 10 dB >= 0.70; recordings
>= 0.90 rejected; real-time factor <= 0.5.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

from usage import answer_help
from voice_audio import add_noise, raw_to_wav
from voice_speech import IN_GRAMMAR, OUT_OF_GRAMMAR, SNRS_DB, VOICES, recordings

CONDITIONS = ["clean"] + [f"{snr} dB" for snr in SNRS_DB]


def synthesise(family: str, voice, text: str, path: str) -> None:
    """Writes `text` said by `voice` of `family` to the WAV file `path`, once."""
    if os.path.exists(path):
        return
    if family == "espeak-ng":
        name, rate, pitch = voice
        command = ["espeak-ng", "-v", name, "-s", str(rate), "-p", str(pitch), "-w", path, text]
        subprocess.run(command, check=True)
    elif family == "flite":
        subprocess.run(["flite", "-voice", voice, "-t", text, "-o", path], check=True)
    else:
        subprocess.run(["text2wave", "-eval", f"({voice})", "-o", path], input=text, text=True, check=True,
                       capture_output=True)


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


def clips_of(family: str, split: str, folder: str) -> list[dict]:
    """Every clip of a family and split: its file, condition, sentence (None out of grammar)."""
    made = []
    if family == "recordings":
        for index, (source, rate) in enumerate(recordings()[split]):
            clean = os.path.join(folder, f"rec-{split}-{index:02d}.wav")
            if not os.path.exists(clean):
                raw_to_wav(source, rate, clean) if rate else shutil.copyfile(source, clean)
            made += noisy_versions(clean, None, seed=index)
        return made
    sentences = [(text, True) for text in IN_GRAMMAR[split]] + [(text, False) for text in OUT_OF_GRAMMAR[split]]
    for v, voice in enumerate(VOICES[family][split]):
        for s, (text, in_grammar) in enumerate(sentences):
            clean = os.path.join(folder, f"{family}-{split}-v{v}-{'g' if in_grammar else 'o'}{s:02d}.wav")
            synthesise(family, voice, text, clean)
            if in_grammar:
                made += noisy_versions(clean, text, seed=v * 1000 + s)
            else:
                made.append({"file": clean, "condition": "clean", "text": None, "said": text})
    return made


def noisy_versions(clean: str, text, seed: int) -> list[dict]:
    made = [{"file": clean, "condition": "clean", "text": text, "said": text}]
    for snr in SNRS_DB:
        noisy = clean.replace(".wav", f"-{snr}dB.wav")
        if not os.path.exists(noisy):
            add_noise(clean, noisy, snr, seed=seed * 10 + snr)
        made.append({"file": noisy, "condition": f"{snr} dB", "text": text, "said": text})
    return made


def main() -> None:
    answer_help(__doc__)
    arguments = sys.argv[1:]
    option = lambda name, default: arguments[arguments.index(name) + 1] if name in arguments else default
    binary = os.path.abspath(arguments[0])
    splits = ["dev", "test"] if option("--split", "dev") == "both" else [option("--split", "dev")]
    families = option("--families", "espeak-ng,flite,festival,recordings").split(",")
    keep = option("--keep", None)
    folder = keep or tempfile.mkdtemp(prefix="hark-voice-")
    os.makedirs(folder, exist_ok=True)
    store = os.path.join(tempfile.mkdtemp(prefix="hark-voice-store-"), "bench.sqlite")
    record = open(option("--record", os.devnull), "a")
    expected = {}
    for split in splits:
        for text in IN_GRAMMAR[split]:
            report = json.loads(subprocess.run([binary, "match", "--json", "--store", store, text],
                                               capture_output=True, text=True, check=True).stdout)
            expected[text] = key(report)
            if expected[text] is None:
                sys.exit(f"bench/voice.py: “{text}” matches nothing typed; fix the sentence list.")
    total_elapsed = total_audio = 0.0
    print(f"speech to intent ({binary}), load average {os.getloadavg()[0]:.1f}")
    print(f"  {'family':10s} {'split':5s} {'clean':>12s} {'20 dB':>12s} {'15 dB':>12s} {'10 dB':>12s}"
          f" {'rejected':>12s} {'not caught':>10s}")
    for family in families:
        for split in splits:
            clips = clips_of(family, split, folder)
            reports, elapsed = hear(binary, store, [clip["file"] for clip in clips])
            total_elapsed += elapsed
            total_audio += sum(report["seconds"] for report in reports)
            cells, not_caught, rejected = {}, 0, [0, 0]
            for clip, report in zip(clips, reports):
                if clip["text"] is None:
                    ok = report.get("decision") != "matched"
                    cell = rejected if clip["condition"] == "clean" else cells.setdefault(clip["condition"], [0, 0])
                else:
                    ok = key(report) == expected[clip["text"]]
                    cell = cells.setdefault(clip["condition"], [0, 0])
                cell[0] += ok
                cell[1] += 1
                if clip["text"] is not None:
                    not_caught += report.get("heard") is None
                record.write(json.dumps({"family": family, "split": split, "ok": ok, **clip,
                                         "heard": report.get("heard"), "confidence": report.get("confidence")}) + "\n")
                if not ok and "--verbose" in arguments:
                    print(f"    {os.path.basename(clip['file'])}: said “{clip['said'] or clip['file']}”, "
                          f"heard “{report.get('heard')}” ({report.get('confidence')})")
            row = [fraction(cells.get(condition)) for condition in CONDITIONS] + [fraction(rejected)]
            label = "(rejected)" if family == "recordings" else ""
            print(f"  {family:10s} {split:5s} " + " ".join(f"{cell:>12s}" for cell in row)
                  + f" {not_caught if family != 'recordings' else '–':>10} {label}")
    print(f"  real-time factor, one core {total_elapsed / total_audio:.3f}  "
          f"({total_elapsed:.1f} s for {total_audio:.1f} s of audio, start-up included; goal <= 0.5)")
    if not keep:
        shutil.rmtree(folder)


def fraction(cell) -> str:
    if not cell or not cell[1]:
        return "–"
    return f"{cell[0] / cell[1]:.3f} {cell[0]:>3d}/{cell[1]:<3d}"


if __name__ == "__main__":
    main()
