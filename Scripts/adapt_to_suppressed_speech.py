#!/usr/bin/env python3
"""Fit pocketsphinx's US English model to speech heard through WebRTC's strongest noise suppression.

Usage: python3 Scripts/adapt_to_suppressed_speech.py PATH/TO/hark [--as-recorded]
           [--out Sources/HarkVoice/SuppressedSpeechAdaptation.swift] [--keep FOLDER]

Needs (only here, never at run time): espeak-ng, flite, festival with festvox-kallpc16k,
sphinxtrain (bw, mllr_solve), sphinxbase-utils (sphinx_fe), pocketsphinx
(pocketsphinx_mdef_convert), python3-numpy.

What it does: says the sentences of Scripts/adapt_sentences.txt and sentences holding every number
word (disjoint from bench/voice.py's and bench/free_speech.py's sentences, asserted below) once
per synthesiser family, each by one of that family's dev voices in the benchmark (espeak-ng's
en-us and en-gb variants, its test voices' f4 and m5 left out; flite kal16 and rms; festival
kal), adds white noise at 10 dB SNR as the benchmark does (`voice_audio.add_noise`), and has
`hark` write each clip as it would give it to the decoder (`HARK_PREPARED_AUDIO`: resampled,
noise suppressed, which at 10 dB is WebRTC's very high level, framed, the noise floor added);
computes the model's features with sphinx_fe, collects the model's statistics on them with bw
(forced alignment to the known words) and solves one global MLLR transform of the Gaussian means
with mllr_solve. The transform is written into a Swift source (`SuppressedSpeechAdaptation`), so
that the binary carries it and a fresh clone needs none of these tools. Recognizer uses it only
for a recording whose noise was taken down at the very high level. Takes about 3 minutes.

With --as-recorded it fits the transform for that recording's second hearing instead
(`RecordedNoisySpeechAdaptation`): the same clips with white noise at 10 and at 15 dB, written as
`hark` gives the decoder a noisy recording heard as it was recorded, noise left in
(`HARK_PREPARED_AS_RECORDED`). 15 dB too: fitted on the 10 dB clips alone, the transform ran an
out-of-grammar sentence on dev (docs/decisions.md). Takes about 5 minutes.
"""
import os
import random
import re
import shutil
import struct
import subprocess
import sys
import tempfile

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "bench"))
from voice_audio import add_noise  # noqa: E402
from voice_speech import IN_GRAMMAR, OUT_OF_GRAMMAR  # noqa: E402

MODEL = "/usr/share/pocketsphinx/model/en-us"
HMM = MODEL + "/en-us"
DICTIONARY = MODEL + "/cmudict-en-us.dict"
SPHINXTRAIN = "/usr/lib/sphinxtrain"
SEED = 17
# The noise of the clips each transform is fitted on, dB SNR.
SNRS_DB = {"suppressed": [10], "recorded": [10, 15]}

# Everyday sentences with varied sounds, one a line (written for the espeak-ng adaptation this
# repository once had; none is a benchmark sentence).
with open(os.path.join(HERE, "adapt_sentences.txt")) as _file:
    SENTENCES = [line.strip() for line in _file if line.strip()]

UNITS = ["apples", "pages", "steps", "people", "miles", "boxes", "euros", "points", "seats", "hours", "days", "cups"]
NUMBER_FRAMES = ["we counted {n} {u} yesterday", "there were {n} {u} on the list", "about {n} {u} are left",
                 "number {n}", "she needs {n} {u} by monday", "write down {n} and then {m}", "the answer is {n}",
                 "add {n} {u} to the total"]

# The benchmark's dev voices of each family, espeak-ng's widened to its en-us and en-gb variants
# (not the test voices' f4 and m5, nor their accents).
VOICES = {
    "espeak-ng": [name + variant for name in ["en-us", "en-gb"]
                  for variant in ["", "+m1", "+m2", "+m3", "+m4", "+f1", "+f2", "+f3"]],
    "flite": ["kal16", "rms"],
    "festival": ["voice_kal_diphone"],
}


def number_words(number: int) -> str:
    """0...999 as words, as NumberWords.spell says them."""
    ones = "zero one two three four five six seven eight nine".split()
    teens = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
    tens = "twenty thirty forty fifty sixty seventy eighty ninety".split()
    if number < 10:
        return ones[number]
    if number < 20:
        return teens[number - 10]
    if number < 100:
        return tens[number // 10 - 2] + ("" if number % 10 == 0 else " " + ones[number % 10])
    rest = number % 100
    return ones[number // 100] + " hundred" + ("" if rest == 0 else " " + number_words(rest))


def all_sentences(generator: random.Random) -> list[str]:
    """SENTENCES and sentences holding every number word: each of 0...99 once, and some hundreds."""
    numbers = list(range(100)) + [generator.randrange(100, 1000) for _ in range(24)]
    generator.shuffle(numbers)
    frames = [NUMBER_FRAMES[index % len(NUMBER_FRAMES)] for index in range(len(numbers))]
    return SENTENCES + [frame.format(n=number_words(number), m=number_words(generator.randrange(100)),
                                     u=generator.choice(UNITS)) for frame, number in zip(frames, numbers)]


def assert_disjoint_from_benchmarks(sentences: list[str]) -> None:
    """No sentence is a benchmark sentence, nor holds one (digits spelled as words)."""
    normalised = lambda text: " ".join(re.sub(r"[^a-z0-9' ]", " ", text.lower()).split())
    spelled = lambda text: re.sub(r"\d+", lambda match: number_words(int(match.group())), text)
    benchmark = [text for split in ("dev", "test") for text in IN_GRAMMAR[split] + OUT_OF_GRAMMAR[split]]
    with open(os.path.join(HERE, "..", "bench", "free_speech", "sentences.json")) as file:
        benchmark += re.findall(r'"([^"]{12,})"', file.read())
    benchmark = {normalised(spelled(text)) for text in benchmark}
    for sentence in sentences:
        for said in benchmark:
            assert said not in normalised(sentence) and normalised(sentence) not in said, \
                f"“{sentence}” is a benchmark sentence"


def synthesise(family: str, voice: str, text: str, generator: random.Random, path: str) -> None:
    if family == "espeak-ng":
        rate, pitch = generator.randrange(140, 201), generator.randrange(35, 66)
        subprocess.run(["espeak-ng", "-v", voice, "-s", str(rate), "-p", str(pitch), "-w", path, text], check=True)
    elif family == "flite":
        subprocess.run(["flite", "-voice", voice, "-t", text, "-o", path], check=True)
    else:
        subprocess.run(["text2wave", "-eval", f"({voice})", "-o", path], input=text, text=True, check=True,
                       capture_output=True)


def write_mixture_weights(target: str) -> None:
    """The model's mixture weights (quantised in sendump) as the float file bw reads."""
    with open(os.path.join(HMM, "sendump"), "rb") as source:
        def string():
            length = struct.unpack("<I", source.read(4))[0]
            return None if length == 0 else source.read(length)[:-1].decode()
        string()  # format description
        header = {}
        while (line := string()) is not None:
            parts = line.split()
            if len(parts) == 2:
                header[parts[0]] = parts[1]
        assert header.get("cluster_count") == "0", "clustered sendump files are not handled"
        features = int(header["feature_count"])
        shift = int(header.get("mixw_shift", 10))
        codewords, senones = struct.unpack("<II", source.read(8))
        quantised = np.frombuffer(source.read(features * codewords * senones), dtype=np.uint8)
    weights = np.power(1.0001, -(quantised.astype(np.float64) * (1 << shift)))
    weights = weights.reshape(features, codewords, senones).transpose(2, 0, 1)
    weights /= weights.sum(axis=2, keepdims=True)
    with open(target, "wb") as out:
        out.write(b"s3\nversion 1.0\n")
        while (out.tell() + len(b"endhdr\n")) % 4:
            out.write(b" ")
        out.write(b"endhdr\n")
        out.write(struct.pack("<i", 0x11223344))
        out.write(struct.pack("<IIII", senones, features, codewords, senones * features * codewords))
        out.write(weights.astype("<f4").tobytes())



def run(command: list[str], log: str) -> None:
    with open(log, "w") as output:
        result = subprocess.run(command, stdout=output, stderr=subprocess.STDOUT)
    if result.returncode != 0:
        sys.exit(f"adapt_to_suppressed_speech.py: {command[0]} failed; see {log}")


SOURCES = {
    "suppressed": ("SuppressedSpeechAdaptation", """What WebRTC's noise suppression at its very high level leaves of speech""",
                   "with white noise at 10 dB SNR", ""),
    "recorded": ("RecordedNoisySpeechAdaptation", """Speech in heavy noise as it was recorded, noise left in""",
                 "with white noise at 10 and at 15 dB SNR", " --as-recorded"),
}


def write_swift_source(matrix: str, target: str, kind: str) -> None:
    name, what, noise, option = SOURCES[kind]
    with open(matrix) as source:
        transform = "\n".join("        " + line.rstrip() for line in source.read().strip().splitlines())
    with open(target, "w") as out:
        out.write(f'''/// {what}, as a transform of
/// pocketsphinx's US English model: one global MLLR transform of the Gaussian means per
/// feature stream, in the text format pocketsphinx's `-mllr` option reads.
///
/// Generated by Scripts/adapt_to_suppressed_speech.py{option} from speech of three synthesiser
/// families (espeak-ng, flite, festival; the benchmark's dev voices, sentences of its own
/// disjoint from the benchmark's) {noise}, heard as `Recognizer` hears
/// it; run that script again to remake it, never edit it by hand. See docs/decisions.md.
enum {name} {{
    static let transform = """
{transform}
        """
}}
''')


def main() -> None:
    arguments = sys.argv[1:]
    option = lambda name, default: arguments[arguments.index(name) + 1] if name in arguments else default
    hark = os.path.abspath(arguments[0])
    kind = "recorded" if "--as-recorded" in arguments else "suppressed"
    out = option("--out", os.path.join(HERE, "..", "Sources", "HarkVoice", SOURCES[kind][0] + ".swift"))
    keep = option("--keep", None)
    folder = keep or tempfile.mkdtemp(prefix="hark-adapt-")
    for name in ["wav", "prepared", "mfc", "accum"]:
        os.makedirs(os.path.join(folder, name), exist_ok=True)
    generator = random.Random(SEED)
    sentences = all_sentences(generator)
    assert_disjoint_from_benchmarks(sentences)
    with open(DICTIONARY) as dictionary:
        known = {line.split()[0] for line in dictionary if line.strip()}
    assert all(word in known for sentence in sentences for word in sentence.split())

    clips = []  # (noisy WAV file, sentence)
    for family, voices in VOICES.items():
        for index, sentence in enumerate(sentences):
            voice = generator.choice(voices)
            clean = os.path.join(folder, "wav", f"{family}-{index:03d}.wav")
            synthesise(family, voice, sentence, generator, clean)
            for snr in SNRS_DB[kind]:
                noisy = clean.replace(".wav", f"-{snr}dB.wav")
                add_noise(clean, noisy, snr, seed=7919 * index + snr)
                clips.append((noisy, sentence))
    prepared = os.path.join(folder, "prepared")
    for name in os.listdir(prepared):
        os.remove(os.path.join(prepared, name))
    subprocess.run([hark, "hear", "--json", "--store", os.path.join(folder, "store.sqlite")] + [f for f, _ in clips],
                   env={**os.environ, "HARK_PREPARED_AUDIO": prepared,
                        **({"HARK_PREPARED_AS_RECORDED": "1"} if kind == "recorded" else {})},
                   check=True, capture_output=True)
    names = sorted(name[:-len(".raw")] for name in os.listdir(prepared))
    assert len(names) == len(clips), "hark wrote one prepared recording per clip"
    with open(os.path.join(folder, "fileids"), "w") as ids, open(os.path.join(folder, "transcription"), "w") as said:
        for name, (_, sentence) in zip(names, clips):
            ids.write(name + "\n")
            said.write(f"<s> {sentence} </s> ({name})\n")

    params = open(os.path.join(HMM, "feat.params")).read().split()
    param = lambda name: params[params.index(name) + 1]
    run(["sphinx_fe", *[value for name in ["-lowerf", "-upperf", "-nfilt", "-transform", "-lifter"]
                        for value in (name, param(name))],
         "-samprate", "16000", "-dither", "yes", "-seed", "1", "-raw", "yes", "-input_endian", "little",
         "-c", os.path.join(folder, "fileids"), "-di", prepared, "-do", os.path.join(folder, "mfc"),
         "-ei", "raw", "-eo", "mfc"], os.path.join(folder, "sphinx_fe.log"))
    subprocess.run(["pocketsphinx_mdef_convert", "-text", os.path.join(HMM, "mdef"), os.path.join(folder, "mdef.txt")],
                   check=True, capture_output=True)
    write_mixture_weights(os.path.join(folder, "mixture_weights"))
    run([SPHINXTRAIN + "/bw", "-hmmdir", HMM, "-moddeffn", os.path.join(folder, "mdef.txt"), "-ts2cbfn", ".ptm.",
         "-mixwfn", os.path.join(folder, "mixture_weights"),
         *[value for name in ["-feat", "-svspec", "-cmn", "-agc", "-varnorm", "-cmninit"] for value in (name, param(name))],
         "-dictfn", DICTIONARY, "-fdictfn", os.path.join(HMM, "noisedict"),
         "-ctlfn", os.path.join(folder, "fileids"), "-lsnfn", os.path.join(folder, "transcription"),
         "-cepdir", os.path.join(folder, "mfc"), "-cepext", "mfc", "-accumdir", os.path.join(folder, "accum")],
        os.path.join(folder, "bw.log"))
    matrix = os.path.join(folder, "mllr_matrix")
    run([SPHINXTRAIN + "/mllr_solve", "-meanfn", os.path.join(HMM, "means"), "-varfn", os.path.join(HMM, "variances"),
         "-outmllrfn", matrix, "-accumdir", os.path.join(folder, "accum")], os.path.join(folder, "mllr_solve.log"))
    write_swift_source(matrix, out, kind)
    print(f"{len(clips)} clips of {len(sentences)} sentences; transform written to {out}")
    if not keep:
        shutil.rmtree(folder)


if __name__ == "__main__":
    main()
