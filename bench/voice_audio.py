"""Audio for `voice.py`: white noise at a given SNR, raw PCM to WAV."""
import math
import random
import struct
import wave


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


def raw_to_wav(source: str, rate: int, target: str) -> None:
    """Headerless 16-bit little-endian mono PCM at `rate` as a WAV file."""
    with open(source, "rb") as file:
        data = file.read()
    with wave.open(target, "wb") as writer:
        writer.setnchannels(1)
        writer.setsampwidth(2)
        writer.setframerate(rate)
        writer.writeframes(data)

