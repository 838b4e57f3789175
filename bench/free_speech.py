#!/usr/bin/env python3
"""Free speech against requests (issue 32): does `hark hear` run nothing on speech that is not a
request, and still run the requests? Per voice family, on dev and test sentences, and on real
recordings (pocketsphinx-testdata, alsa-utils; all of them out of grammar, measured only).

Usage: python3 bench/free_speech.py PATH/TO/hark [--split dev|test|real|all] [--keep FOLDER]
                                     [--features] [--verbose] [--numbers]

bench/free_speech/sentences.json holds the sentences, written before any tuning. A request is
right when `hark hear --json` decides on the shortcut and values `hark match --json` decides on
the typed sentence; free speech is rejected when the decision is anything but "matched".
--features prints each clip's filler share and weakest word (what `FreeSpeechCheck` reads),
as the recogniser reports them also for a path it rejected, to tune its limits on dev only.
--numbers instead hears the split's requests that say a number with white noise at 20, 15 and
10 dB SNR, and counts the numbers misheard, and how many of those had a number word below
SpokenTurn.sureNumber (read back before anything runs) and how many right ones did.
"""
import json
import math
import os
import random
import struct
import shutil
import subprocess
import sys
import tempfile

from usage import answer_help

HERE = os.path.dirname(os.path.abspath(__file__))
TESTDATA = "/usr/share/pocketsphinx/test/data"
ALSA = "/usr/share/sounds/alsa"

# family → [(name, command that writes TEXT to OUT)]
VOICES = {
    "espeak-ng": [
        ("en-us", ["espeak-ng", "-v", "en-us", "-s", "175", "-w", "{out}", "{text}"]),
        ("en-us+f3", ["espeak-ng", "-v", "en-us+f3", "-s", "160", "-p", "60", "-w", "{out}", "{text}"]),
        ("en-gb", ["espeak-ng", "-v", "en-gb", "-s", "190", "-w", "{out}", "{text}"]),
    ],
    "flite": [
        (voice, ["flite", "-voice", voice, "-t", "{text}", "-o", "{out}"]) for voice in ["kal16", "slt", "rms", "awb"]
    ],
    "festival": [
        ("hts-slt", ["text2wave", "-eval", "(voice_cmu_us_slt_arctic_hts)", "-o", "{out}", "{file}"]),
        ("kal", ["text2wave", "-eval", "(voice_kal_diphone)", "-o", "{out}", "{file}"]),
    ],
}


def synthesise(command: list[str], text: str, out: str) -> None:
    if os.path.exists(out):
        return
    textfile = out + ".txt"
    with open(textfile, "w") as handle:
        handle.write(text + "\n")
    subprocess.run([part.format(text=text, out=out, file=textfile) for part in command], check=True,
                   capture_output=True)


def real_recordings(folder: str) -> list[str]:
    """Every recording the Debian packages ship, raw ones (16 kHz mono) wrapped as WAV."""
    files = []
    for root, _, names in os.walk(TESTDATA):
        for name in sorted(names):
            path = os.path.join(root, name)
            if name.endswith(".wav"):
                files.append(path)
            elif name.endswith(".raw"):
                wav = os.path.join(folder, "real-" + name[:-4] + ".wav")
                import wave
                with open(path, "rb") as raw, wave.open(wav, "wb") as writer:
                    writer.setnchannels(1)
                    writer.setsampwidth(2)
                    writer.setframerate(16000)
                    writer.writeframes(raw.read())
                files.append(wav)
    if os.path.isdir(ALSA):
        files += [os.path.join(ALSA, name) for name in sorted(os.listdir(ALSA)) if name.endswith(".wav")]
    return files


SURE_NUMBER = 0.7  # SpokenTurn.sureNumber
NUMBER_WORDS = set("""zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen
sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand""".split())


def add_noise(source: str, target: str, snr_db: float, seed: int) -> None:
    """White noise `snr_db` below the speech's power (samples above 1% of full scale), at 16 kHz."""
    import wave
    if os.path.exists(target):
        return
    with wave.open(source) as reader:
        params = reader.getparams()
        frames = reader.readframes(reader.getnframes())
    samples = struct.unpack(f"<{len(frames) // 2}h", frames)
    speech = [sample for sample in samples if abs(sample) > 327] or [1]
    sigma = math.sqrt(sum(sample * sample for sample in speech) / len(speech) / 10 ** (snr_db / 10))
    generator = random.Random(seed)
    noisy = [max(-32768, min(32767, int(sample + generator.gauss(0, sigma)))) for sample in samples]
    with wave.open(target, "wb") as writer:
        writer.setparams(params)
        writer.writeframes(struct.pack(f"<{len(noisy)}h", *noisy))


def numbers(binary: str, store: str, folder: str, name: str, requests: list[str], expected: dict) -> None:
    said = [text for text in requests if any(character.isdigit() for character in text)]
    for snr in [20, 15, 10]:
        clips = []
        for number, text in enumerate(said):
            for family, voices in VOICES.items():
                for index, (voice, command) in enumerate(voices):
                    clean = os.path.join(folder, f"{name}-n{number:02d}-{family}-{voice}.wav")
                    synthesise(command, text, clean)
                    noisy = clean[:-4] + f"-{snr}dB.wav"
                    add_noise(clean, noisy, snr, seed=number * 100 + index)
                    clips.append((noisy, text))
        reports = hear(binary, store, [path for path, _ in clips])
        right = wrong = wrong_unsure = right_unsure = 0
        for report, (path, text) in zip(reports, clips):
            got = key(report)
            if got is None or got[:2] != expected[text][:2]:
                continue
            unsure = any(word["word"] in NUMBER_WORDS and word["confidence"] < SURE_NUMBER for word in report["words"])
            if got == expected[text]:
                right += 1
                right_unsure += unsure
            else:
                wrong += 1
                wrong_unsure += unsure
                if "--verbose" in sys.argv:
                    print(f"    {os.path.basename(path)} “{text}”: {describe(report)}")
        print(f"  {name} {snr} dB: right intent, {right} right values ({right_unsure} read back as unsure), "
              f"{wrong} misheard values ({wrong_unsure} read back as unsure)")


def key(report: dict):
    if report.get("decision") != "matched":
        return None
    shortcut = report["shortcuts"][0]
    return (shortcut["app"], shortcut["shortcut"], json.dumps(shortcut["slots"], sort_keys=True))


def hear(binary: str, store: str, files: list[str]) -> list[dict]:
    reports = []
    for start in range(0, len(files), 60):
        result = subprocess.run([binary, "hear", "--json", "--store", store] + files[start:start + 60],
                                capture_output=True, text=True, check=True)
        batch = json.loads(result.stdout)
        reports += batch if isinstance(batch, list) else [batch]
    return reports


def features(report: dict) -> tuple[float, float]:
    words = report.get("words") or []
    total = sum(word["seconds"] for word in words)
    filler = sum(word["seconds"] for word in words if word["filler"])
    own = [word["confidence"] for word in words if not word["filler"]]
    return (filler / total if total else 0.0), (min(own) if own else 1.0)


def describe(report: dict) -> str:
    share, weakest = features(report)
    path = " ".join(word["word"] + ("*" if word["filler"] else "") + f"({word['confidence']:.2f})"
                    for word in report.get("words") or [])
    return (f"heard “{report['heard']}” conf {report['confidence']:.2f} fillers {share:.2f} weakest {weakest:.2f}"
            f" rejected {report.get('rejected')} path: {path}")


def main() -> None:
    answer_help(__doc__)
    binary = os.path.abspath(sys.argv[1])
    split = sys.argv[sys.argv.index("--split") + 1] if "--split" in sys.argv else "all"
    keep = sys.argv[sys.argv.index("--keep") + 1] if "--keep" in sys.argv else None
    folder = keep or tempfile.mkdtemp(prefix="hark-free-speech-")
    os.makedirs(folder, exist_ok=True)
    store = os.path.join(folder, "bench.sqlite")
    with open(os.path.join(HERE, "free_speech", "sentences.json")) as handle:
        sentences = json.load(handle)
    splits = ["dev", "test", "real"] if split == "all" else [split]
    for name in splits:
        if name == "real":
            files = real_recordings(folder)
            reports = hear(binary, store, files)
            rejected = [key(report) is None for report in reports]
            reasons = {}
            for report in reports:
                if report.get("rejected"):
                    reasons[report["rejected"]] = reasons.get(report["rejected"], 0) + 1
            print(f"real recordings, out of grammar ({json.dumps(reasons, sort_keys=True)} by FreeSpeechCheck): rejected {sum(rejected)}/{len(rejected)} = "
                  f"{sum(rejected) / len(rejected):.2f} (goal >= 0.90)")
            for good, report, path in zip(rejected, reports, files):
                if "--features" in sys.argv or ("--verbose" in sys.argv and not good):
                    print(f"    {os.path.basename(path)}: {describe(report)}")
            continue
        requests, free = sentences[name]["in_grammar"], sentences[name]["free"]
        expected = {}
        for text in requests:
            report = json.loads(subprocess.run([binary, "match", "--json", "--store", store, text],
                                               capture_output=True, text=True, check=True).stdout)
            expected[text] = key(report)
            if expected[text] is None:
                sys.exit(f"bench/free_speech.py: “{text}” matches nothing typed; fix the sentence list.")
        if "--numbers" in sys.argv:
            numbers(binary, store, folder, name, requests, expected)
            continue
        print(f"{name}: {len(requests)} requests, {len(free)} free sentences")
        for family, voices in VOICES.items():
            clips = []
            for number, text in enumerate(requests + free):
                for voice, command in voices:
                    path = os.path.join(folder, f"{name}-{number:02d}-{family}-{voice}.wav")
                    synthesise(command, text, path)
                    clips.append((path, text))
            reports = hear(binary, store, [path for path, _ in clips])
            right = rejected = 0
            reasons = {}
            for report, (path, text) in zip(reports, clips):
                good = key(report) == expected[text] if text in expected else key(report) is None
                if report.get("rejected"):
                    reason = ("request " if text in expected else "free ") + report["rejected"]
                    reasons[reason] = reasons.get(reason, 0) + 1
                if text in expected:
                    right += good
                else:
                    rejected += good
                if "--features" in sys.argv or ("--verbose" in sys.argv and not good):
                    kind = "request" if text in expected else "free"
                    print(f"    {'ok ' if good else 'BAD'} {kind:7s} {os.path.basename(path)} “{text}”: {describe(report)}")
            asked = len(requests) * len(voices)
            spoken = len(free) * len(voices)
            print(f"  {family:10s} requests right {right}/{asked} = {right / asked:.2f}   "
                  f"free speech rejected {rejected}/{spoken} = {rejected / spoken:.2f}   "
                  f"rejected by FreeSpeechCheck: {json.dumps(reasons, sort_keys=True)}")
    if not keep:
        shutil.rmtree(folder)


if __name__ == "__main__":
    main()
