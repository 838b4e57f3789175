#!/usr/bin/env python3
"""Fit how the recogniser tells a teen from its ten ("sixteen" from "sixty") by the ending's length.

Usage: python3 Scripts/fit_teen_or_ten.py PATH/TO/hark [--clips N] [--write] [--keep FOLDER]

Needs (only here, never at run time): espeak-ng and python3-numpy.

What it does: speaks sentences Hark can hear, each holding one teen or ten (thirteen to nineteen,
thirty to ninety), in the six espeak-ng accents the model adaptation trains on
(Scripts/adapt_to_espeak.py) with every espeak-ng voice variant, at random rates and pitches;
runs them through `hark hear --json`, which reports for each teen or ten it decided the two
timings (`lastSyllable`, `lastVowel`); and fits a logistic regression of "was a teen" on them. It prints the weights, the accuracy of the grammar search alone and of the
fitted rule (with five-fold cross-validation), and with --write puts the weights into
Sources/HarkVoice/TeenOrTen.swift. The sentences are disjoint from bench/voice.py's (asserted).
"""
import json
import os
import random
import re
import subprocess
import sys
import tempfile

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from adapt_to_espeak import VOICES, assert_disjoint_from_benchmark  # noqa: E402

SEED = 101
TEENS = "thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "thirty forty fifty sixty seventy eighty ninety".split()
CARRIERS = [
    "Log {n} ounces of milk in Hydrator",
    "Log {n} ounces of water in Hydrator",
    "Log {n} ounces of tea in Hydrator",
    "Log {n} ounces of coffee in Hydrator",
    "Meditate for {n} minutes with Meditator",
    "Pay {n} dollars at the pharmacy with my visa card in Wallet",
]
SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "HarkVoice", "TeenOrTen.swift")


def variants() -> list[str]:
    """Every espeak-ng voice variant ("+Andy", "+klatt2", …), and none."""
    listing = subprocess.run(["espeak-ng", "--voices=variant"], capture_output=True, text=True, check=True).stdout
    return [""] + ["+" + line.split()[3] for line in listing.splitlines()[1:]]


def is_benchmark_sentence(sentence: str) -> bool:
    try:
        assert_disjoint_from_benchmark([sentence])
        return False
    except AssertionError:
        return True


def clips(generator: random.Random, per_word: int) -> list[tuple[str, str, str, int, int]]:
    """(sentence, number word, voice, rate, pitch), none of them a benchmark sentence."""
    made = []
    voices = [voice + variant for voice in VOICES for variant in variants()]
    for word in TEENS + TENS:
        for _ in range(per_word):
            sentence = generator.choice(CARRIERS).format(n=word)
            while is_benchmark_sentence(sentence):
                sentence = generator.choice(CARRIERS).format(n=word)
            made.append((sentence, word, generator.choice(voices), generator.randrange(130, 231), generator.randrange(30, 76)))
    return made


def fit(features: np.ndarray, teen: np.ndarray, iterations: int = 50) -> np.ndarray:
    """Logistic regression by Newton's method, lightly regularised: [bias, w_syllable, w_vowel]."""
    design = np.hstack([np.ones((len(features), 1)), features])
    weights = np.zeros(design.shape[1])
    ridge = 0.01 * np.diag([0.0] + [1.0] * features.shape[1])
    for _ in range(iterations):
        p = 1 / (1 + np.exp(-design @ weights))
        gradient = design.T @ (p - teen) / len(teen) + ridge @ weights
        hessian = (design.T * (p * (1 - p))) @ design / len(teen) + ridge
        weights -= np.linalg.solve(hessian, gradient)
    return weights


def accuracy(weights: np.ndarray, features: np.ndarray, teen: np.ndarray) -> float:
    return float(np.mean(((np.hstack([np.ones((len(features), 1)), features]) @ weights) > 0) == teen))


def main() -> None:
    binary = os.path.abspath(sys.argv[1])
    per_word = int(sys.argv[sys.argv.index("--clips") + 1]) if "--clips" in sys.argv else 60
    folder = sys.argv[sys.argv.index("--keep") + 1] if "--keep" in sys.argv else tempfile.mkdtemp(prefix="hark-teen-")
    os.makedirs(folder, exist_ok=True)
    made = clips(random.Random(SEED), per_word)
    paths = []
    for index, (sentence, _, voice, rate, pitch) in enumerate(made):
        path = os.path.join(folder, f"t{index:04d}.wav")
        subprocess.run(["espeak-ng", "-v", voice, "-s", str(rate), "-p", str(pitch), "-w", path, sentence], check=True)
        paths.append(path)
    result = subprocess.run([binary, "hear", "--json", "--store", os.path.join(folder, "fit.sqlite")] + paths,
                            capture_output=True, text=True, check=True)
    rows, first_pass = [], []
    for (_, word, _, _, _), report in zip(made, json.loads(result.stdout)):
        family = {word, TENS[TEENS.index(word)] if word in TEENS else TEENS[TENS.index(word)]}
        checks = [check for check in report["teensAndTens"] if check["decoded"] in family]
        if checks:
            rows.append((checks[0]["lastSyllable"], checks[0]["lastVowel"], word in TEENS))
            first_pass.append(checks[0]["decoded"] == word)
    data = np.array(rows, dtype=float)
    features, teen = data[:, :2], data[:, 2]
    weights = fit(features, teen)
    order = np.random.default_rng(SEED).permutation(len(teen))
    folds = [accuracy(fit(features[np.setdiff1d(order, part)], teen[np.setdiff1d(order, part)]), features[part], teen[part])
             for part in np.array_split(order, 5)]
    print(f"{len(made)} clips, {len(teen)} with their teen or ten checked")
    print(f"  grammar search alone   {np.mean(first_pass):.3f}")
    print(f"  with the ending's length {accuracy(weights, features, teen):.3f} (cross-validated {np.mean(folds):.3f})")
    line = (f"    static let weights = (syllable: {weights[1]:.3f}, vowel: {weights[2]:.3f}, "
            f"threshold: {-weights[0]:.3f})")
    print(line.strip())
    if "--write" in sys.argv:
        with open(SOURCE) as source:
            text = source.read()
        with open(SOURCE, "w") as source:
            source.write(re.sub(r"    static let weights = \(.*\)", line, text))


if __name__ == "__main__":
    main()
