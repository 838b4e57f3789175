#!/usr/bin/env python3
"""Adapt pocketsphinx's US English model to espeak-ng's voices: an MLLR transform and phone shifts.

Usage: python3 Scripts/adapt_to_espeak.py [--out Sources/HarkVoice/EspeakAdaptation.swift] [--keep FOLDER]

Needs (only here, never at run time): espeak-ng, sphinxtrain (bw, mllr_solve), sphinxbase-utils
(sphinx_fe), pocketsphinx (pocketsphinx_mdef_convert), python3-numpy.

What it does: speaks this file's training sentences with many espeak-ng voices, rates and pitches;
prepares the sound as `Recognizer` does (resampled to 16 kHz the same way, 100 ms of silence either
side); computes the model's features with sphinx_fe; collects the model's statistics on them with
bw (forced alignment to the known words); solves one global MLLR transform of the Gaussian means
with mllr_solve (the text file pocketsphinx loads with `-mllr`); then aligns again with the
transformed model and computes, for each phone's codebook, the shift of its means that brings them
to the frames aligned with it (shrunk for phones with few frames). Both are written into a Swift
source (`EspeakAdaptation`), so that the binary carries them (`ModelAdaptation` applies them).

The training sentences are disjoint from bench/voice.py's (asserted below), so that the benchmark
measures speech the adaptation never saw. Tried and not kept: a second MLLR pass aligned with the
first transform, a third of the clips with white noise, twice as many clips, and scaling the
variances (none helped clean or noisy speech).
"""
import os
import random
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import wave

import numpy as np

MODEL = "/usr/share/pocketsphinx/model/en-us"
HMM = MODEL + "/en-us"
DICTIONARY = MODEL + "/cmudict-en-us.dict"
SEED = 17
# Where Debian's sphinxtrain keeps bw and mllr_solve.
SPHINXTRAIN = "/usr/lib/sphinxtrain"

# Everyday sentences, written for this script, with varied sounds; numbers said as words, as people
# say them. None is a sentence of the benchmark.
SENTENCES = """
the quick brown fox jumps over the lazy dog
she sells sea shells by the sea shore
we walked along the river until the sun went down
please close the window before the rain comes in
the children played football in the park after school
my brother keeps three cats and a very old dog
turn left at the bakery and then go straight ahead
the museum opens at nine and closes at five
he forgot his umbrella on the train again
can you bring me a glass of cold milk
the garden is full of roses and yellow tulips
our neighbours painted their house bright blue
the kettle is boiling so make some tea
a thick fog covered the valley this morning
she read the whole book in a single evening
the bus was late because of the heavy traffic
put the keys on the table by the door
the doctor said i should sleep more
they bought fresh bread and cheese at the market
the old bridge was built a long time ago
listen to the birds singing in the trees
he measured the wall twice before cutting the shelf
the shop around the corner sells cheap shoes
we need more chairs for the meeting room
her phone rang in the middle of the concert
the library has thousands of books about history
the pilot announced that we would land soon
a small boat drifted slowly across the lake
wash your hands before dinner
the teacher wrote the answer on the board
my sister moved to a village near the coast
the soup needs a little more salt and pepper
he jogs around the block every single day
the printer ran out of paper during the exam
we watched a film about whales and dolphins
the road was closed because of the snow
she plays the violin in a small orchestra
open the drawer and find the scissors
the price of petrol went up again this week
he fixed the bicycle with an old wrench
the baby laughed when the puppy licked her face
check the oven in ten minutes
the farmer sold his sheep at the fair
a cold wind blew through the empty streets
they are planning a trip to the mountains
the clock in the hall stopped at midnight
remember to water the plants on friday
the restaurant serves fish and chips on thursday
my grandfather tells the best stories
the hotel room had a view of the harbour
switch on the radio and find the news
the cake was too sweet for my taste
she signed the letter and sealed the envelope
the engine made a strange noise on the highway
we should leave early to avoid the crowds
the dentist cleaned my teeth yesterday
a huge crowd gathered outside the stadium
the sandwich had chicken lettuce and tomato
he painted a portrait of his wife
the office is on the fourth floor
the kitten chased a ball of wool under the sofa
they argued about politics over breakfast
the jacket has two pockets and a hood
the judge listened carefully to both sides
a gentle breeze moved the curtains
fill the bucket with warm soapy water
the voyage took several weeks at sea
his shoes were covered in thick mud
the festival attracts visitors from every country
she ordered a salad and a bowl of soup
we heard thunder far away over the hills
the manager approved the new schedule
the zoo has a giraffe and two zebras
bring a jumper because it gets chilly at night
the youngest player scored the winning goal
the choir sang beautifully at the wedding
the journey home was quiet and peaceful
""".strip().splitlines()

UNITS = ["apples", "pages", "steps", "people", "miles", "boxes", "euros", "points", "seats", "hours", "days", "cups"]
NUMBER_FRAMES = [
    "we counted {n} {u} yesterday",
    "there were {n} {u} on the list",
    "about {n} {u} are left",
    "number {n}",
    "she needs {n} {u} by monday",
    "write down {n} and then {m}",
    "the answer is {n}",
    "add {n} {u} to the total",
]


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


def number_sentences(generator: random.Random) -> list[str]:
    """Sentences holding every number word: each of 0...99 once, and some hundreds."""
    numbers = list(range(100)) + [generator.randrange(100, 1000) for _ in range(24)]
    generator.shuffle(numbers)
    sentences = []
    for index, number in enumerate(numbers):
        frame = NUMBER_FRAMES[index % len(NUMBER_FRAMES)]
        sentences.append(frame.format(n=number_words(number), m=number_words(generator.randrange(100)),
                                      u=generator.choice(UNITS)))
    return sentences


VOICES = ["en-us", "en-gb", "en-gb-x-rp", "en-029", "en-gb-scotland", "en-gb-x-gbclan"]
VARIANTS = ["", "+m1", "+m2", "+m3", "+m4", "+m5", "+m6", "+m7", "+f1", "+f2", "+f3", "+f4", "+f5"]
SPEAKERS_PER_SENTENCE = 3


def normalised(text: str) -> str:
    return " ".join(re.sub(r"[^a-z0-9' ]", " ", text.lower()).split())


def assert_disjoint_from_benchmark(sentences: list[str]) -> None:
    """No training sentence is a benchmark sentence, nor holds one (digits spelled as words)."""
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "bench"))
    import voice  # bench/voice.py
    spelled = lambda text: re.sub(r"\d+", lambda match: number_words(int(match.group())), text)
    benchmark = {normalised(spelled(text)) for text in voice.IN_GRAMMAR + voice.OUT_OF_GRAMMAR}
    for sentence in sentences:
        for bench_sentence in benchmark:
            assert bench_sentence not in normalised(sentence), f"training sentence “{sentence}” is a benchmark one"


def as_recognizer_hears(samples: np.ndarray, rate: int) -> np.ndarray:
    """`PCMAudio.resampled(to: 16_000)` then `Recognizer.framed`, as Hark does before decoding."""
    if rate != 16000:
        window = int(np.ceil(rate / 16000))
        cumulative = np.cumsum(np.concatenate([[0.0], samples.astype(float)]))
        index = np.arange(len(samples))
        low = np.maximum(0, index + 1 - window)
        smoothed = (cumulative[index + 1] - cumulative[low]) / (index + 1 - low)
        step = rate / 16000
        positions = np.arange(int(len(samples) / step)) * step
        left = positions.astype(int)
        right = np.minimum(left + 1, len(smoothed) - 1)
        fraction = positions - left
        samples = np.clip(np.round(smoothed[left] * (1 - fraction) + smoothed[right] * fraction), -32768, 32767)
        samples = samples.astype(np.int16)
    block = 160
    levels = [int(np.abs(samples[start:start + block].astype(int)).max()) for start in range(0, len(samples), block)]
    threshold = max(max(levels) // 20, 100)
    loud = [index for index, level in enumerate(levels) if level >= threshold]
    margin = np.zeros(block * 10, dtype=np.int16)
    return np.concatenate([margin, samples[loud[0] * block:(loud[-1] + 1) * block], margin])


def synthesise(text: str, voice: str, rate: int, pitch: int, path: str) -> None:
    """The sentence as Hark would hear it."""
    subprocess.run(["espeak-ng", "-v", voice, "-s", str(rate), "-p", str(pitch), "-w", path, text], check=True)
    with wave.open(path) as reader:
        rate_hz = reader.getframerate()
        samples = np.frombuffer(reader.readframes(reader.getnframes()), dtype=np.int16)
    heard = as_recognizer_hears(samples, rate_hz)
    with wave.open(path, "wb") as writer:
        writer.setnchannels(1)
        writer.setsampwidth(2)
        writer.setframerate(16000)
        writer.writeframes(heard.tobytes())


def feature_options() -> list[str]:
    """The model's own front-end settings (feat.params), as options."""
    options = []
    with open(os.path.join(HMM, "feat.params")) as params:
        for line in params:
            options += line.split()
    return options


def option(options: list[str], name: str) -> str:
    return options[options.index(name) + 1]


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


def read_header(source) -> None:
    """Skips a Sphinx-III binary file's text header and checks its byte order (little-endian)."""
    assert source.readline() == b"s3\n"
    while not source.readline().rstrip().endswith(b"endhdr"):
        pass
    assert struct.unpack("<i", source.read(4))[0] == 0x11223344, "a big-endian model file"


def integers(source, count: int) -> tuple:
    return struct.unpack(f"<{count}i", source.read(4 * count))


def read_gaussians(path: str) -> np.ndarray:
    """A means or variances file: [codebook, stream, density, dimension]."""
    with open(path, "rb") as source:
        read_header(source)
        codebooks, streams, densities = integers(source, 3)
        length = integers(source, streams)[0]
        count = integers(source, 1)[0]
        values = np.frombuffer(source.read(4 * count), dtype="<f4")
    return values.reshape(codebooks, streams, densities, length).astype(float)


def read_counts(path: str) -> tuple[np.ndarray, np.ndarray]:
    """bw's gauden_counts: the weighted sums of the frames each Gaussian took, and their weights."""
    with open(path, "rb") as source:
        read_header(source)
        _, _, _, codebooks, densities, streams = integers(source, 6)
        length = integers(source, streams)[0]
        count = integers(source, 1)[0]
        sums = np.frombuffer(source.read(4 * count), dtype="<f4").reshape(codebooks, streams, densities, length)
        rest = source.read()
    size = codebooks * streams * densities
    weights = np.frombuffer(rest[-4 - 4 * size:-4], dtype="<f4").reshape(codebooks, streams, densities)
    return sums.astype(float), weights.astype(float)


def read_transform(path: str) -> list[tuple[np.ndarray, np.ndarray]]:
    """mllr_solve's text file: per stream, the matrix A and the bias b of `A·mean + b`."""
    numbers = open(path).read().split()
    position = 2
    streams = []
    for _ in range(int(numbers[1])):
        length = int(numbers[position])
        values = [float(number) for number in numbers[position + 1:position + 1 + length * length + 2 * length]]
        streams.append((np.array(values[:length * length]).reshape(length, length),
                        np.array(values[length * length:length * length + length])))
        position += 1 + length * length + 2 * length
    return streams


# How many frames a phone's codebook needs before its shift is taken at full weight: with fewer,
# the shift shrinks towards none (n / (n + PRIOR_FRAMES)), so rare phones are not overfitted.
PRIOR_FRAMES = 200


def codebook_shifts(counts: str, matrix: str) -> np.ndarray:
    """Per phone codebook and stream, the shift of the model's means (before the transform) that
    brings the transformed means to the frames bw aligned with them: the variance-weighted mean
    difference, shrunk for phones with few frames, mapped back through A."""
    means = read_gaussians(os.path.join(HMM, "means"))
    variances = read_gaussians(os.path.join(HMM, "variances"))
    sums, weights = read_counts(counts)
    shifts = np.zeros(means.shape[:2] + means.shape[3:])
    for stream, (a, b) in enumerate(read_transform(matrix)):
        adapted = means[:, stream] @ a.T + b
        observed = sums[:, stream] / np.maximum(weights[:, stream], 1e-8)[..., None]
        precision = np.where(variances[:, stream] > 0, weights[:, stream][..., None] / np.where(variances[:, stream] > 0, variances[:, stream], 1), 0)
        difference = (precision * (observed - adapted)).sum(axis=1) / np.maximum(precision.sum(axis=1), 1e-12)
        frames = weights[:, stream].sum(axis=1)
        shift = difference * (frames / (frames + PRIOR_FRAMES))[:, None]
        shifts[:, stream] = np.linalg.solve(a, shift.T).T
    return shifts


def write_swift_source(matrix: str, shifts: np.ndarray, target: str) -> None:
    """The transform's text and the shifts as `EspeakAdaptation`, so that the binary carries them."""
    with open(matrix) as source:
        transform = "\n".join(line.rstrip() for line in source.read().strip().splitlines())
    lines = "\n".join(" ".join(f"{value:.4f}" for value in stream) for codebook in shifts for stream in codebook)
    indent = lambda text: text.replace("\n", "\n        ")
    with open(target, "w") as out:
        out.write(f"""/// pocketsphinx's US English model (pocketsphinx-en-us) adapted to espeak-ng's voices.
///
/// Generated by Scripts/adapt_to_espeak.py from speech it synthesised (sentences disjoint from
/// bench/voice.py's); run that script again to remake it, never edit it by hand.
enum EspeakAdaptation {{
    /// One global linear transform of the Gaussian means per feature stream (MLLR), in the text
    /// format pocketsphinx's `-mllr` option reads.
    static let transform = \"\"\"
        {indent(transform)}
        \"\"\"

    /// A shift of each phone's means, added before the transform: a line of one number per
    /// feature dimension for each codebook (phone) and feature stream, codebook by codebook.
    static let meanShifts = \"\"\"
        {indent(lines)}
        \"\"\"
}}
""")


def run(command: list[str], log: str) -> None:
    with open(log, "w") as output:
        result = subprocess.run(command, stdout=output, stderr=subprocess.STDOUT)
    if result.returncode != 0:
        sys.exit(f"adapt_to_espeak.py: {command[0]} failed; see {log}")


def main() -> None:
    out = sys.argv[sys.argv.index("--out") + 1] if "--out" in sys.argv else "Sources/HarkVoice/EspeakAdaptation.swift"
    keep = sys.argv[sys.argv.index("--keep") + 1] if "--keep" in sys.argv else None
    folder = keep or tempfile.mkdtemp(prefix="hark-adapt-")
    os.makedirs(os.path.join(folder, "wav"), exist_ok=True)
    os.makedirs(os.path.join(folder, "accum"), exist_ok=True)
    generator = random.Random(SEED)
    sentences = SENTENCES + number_sentences(generator)
    assert_disjoint_from_benchmark(sentences)
    with open(DICTIONARY) as dictionary:
        known = {line.split()[0] for line in dictionary if line.strip()}
    for sentence in sentences:
        missing = [word for word in sentence.split() if word not in known]
        assert not missing, f"not in the dictionary: {missing}"

    names = []
    with open(os.path.join(folder, "train.transcription"), "w") as transcripts:
        for number, sentence in enumerate(sentences):
            for turn in range(SPEAKERS_PER_SENTENCE):
                voice = generator.choice(VOICES) + generator.choice(VARIANTS)
                rate, pitch = generator.randrange(120, 241), generator.randrange(25, 81)
                name = f"s{number:03d}-{turn}"
                synthesise(sentence, voice, rate, pitch, os.path.join(folder, "wav", name + ".wav"))
                names.append(name)
                transcripts.write(f"<s> {sentence} </s> ({name})\n")
    with open(os.path.join(folder, "train.fileids"), "w") as fileids:
        fileids.write("".join(name + "\n" for name in names))

    options = feature_options()
    front_end = []
    for name in ["-lowerf", "-upperf", "-nfilt", "-transform", "-lifter"]:
        front_end += [name, option(options, name)]
    run(["sphinx_fe", *front_end, "-samprate", "16000", "-dither", "yes", "-seed", "1",
         "-c", os.path.join(folder, "train.fileids"), "-di", os.path.join(folder, "wav"), "-do", os.path.join(folder, "wav"),
         "-ei", "wav", "-eo", "mfc", "-mswav", "yes"], os.path.join(folder, "sphinx_fe.log"))

    subprocess.run(["pocketsphinx_mdef_convert", "-text", os.path.join(HMM, "mdef"), os.path.join(folder, "mdef.txt")],
                   check=True, capture_output=True)
    write_mixture_weights(os.path.join(folder, "mixture_weights"))
    os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
    def statistics(accumulators: str, transform: list[str], log: str) -> None:
        """bw's sums over the clips, aligned with the model (adapted by `transform` when given)."""
        os.makedirs(accumulators, exist_ok=True)
        run([SPHINXTRAIN + "/bw", "-hmmdir", HMM, "-moddeffn", os.path.join(folder, "mdef.txt"), "-ts2cbfn", ".ptm.",
             "-mixwfn", os.path.join(folder, "mixture_weights"), *transform,
             "-feat", option(options, "-feat"), "-svspec", option(options, "-svspec"),
             "-cmn", option(options, "-cmn"), "-agc", option(options, "-agc"), "-varnorm", option(options, "-varnorm"),
             "-cmninit", option(options, "-cmninit"),
             "-dictfn", DICTIONARY, "-fdictfn", os.path.join(HMM, "noisedict"),
             "-ctlfn", os.path.join(folder, "train.fileids"), "-lsnfn", os.path.join(folder, "train.transcription"),
             "-cepdir", os.path.join(folder, "wav"), "-cepext", "mfc", "-accumdir", accumulators], log)

    statistics(os.path.join(folder, "accum"), [], os.path.join(folder, "bw.log"))
    matrix = os.path.join(folder, "mllr_matrix")
    run([SPHINXTRAIN + "/mllr_solve", "-meanfn", os.path.join(HMM, "means"), "-varfn", os.path.join(HMM, "variances"),
         "-outmllrfn", matrix, "-accumdir", os.path.join(folder, "accum")], os.path.join(folder, "mllr_solve.log"))
    statistics(os.path.join(folder, "accum-adapted"), ["-mllrmat", matrix], os.path.join(folder, "bw-adapted.log"))
    shifts = codebook_shifts(os.path.join(folder, "accum-adapted", "gauden_counts"), matrix)
    write_swift_source(matrix, shifts, out)
    print(f"{len(names)} clips of {len(sentences)} sentences; adaptation written to {out}")
    if not keep:
        shutil.rmtree(folder)


if __name__ == "__main__":
    main()
