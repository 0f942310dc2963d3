"""Write the game's sound effects into sounds/ as WAV files (16-bit, 44.1 kHz, mono).

Every sound is synthesised here from sine partials with soft envelopes, so the
files are the project's own and the same every run (the little noise there is
comes from a seeded generator). Run: python tools/make_sounds.py [OUT_DIR]
"""

from __future__ import annotations

import math
import random
import sys
import wave
from array import array
from collections.abc import Callable, Sequence
from pathlib import Path

RATE = 44100
OUT = Path(__file__).resolve().parents[1] / "sounds"

Track = list[float]
Partials = Sequence[tuple[float, float]]
"""(multiple of the fundamental, relative loudness) pairs: the timbre."""

MARIMBA: Partials = ((1.0, 1.0), (4.0, 0.18), (10.0, 0.04))
BELL: Partials = ((1.0, 1.0), (2.0, 0.45), (3.0, 0.22), (4.2, 0.12), (5.4, 0.05))
BRASS: Partials = ((1.0, 1.0), (2.0, 0.7), (3.0, 0.5), (4.0, 0.3), (5.0, 0.18), (6.0, 0.1))
SOFT: Partials = ((1.0, 1.0), (2.0, 0.25), (3.0, 0.06))
WOOD: Partials = ((1.0, 1.0), (2.76, 0.45), (5.4, 0.2))


def pitch(name: str) -> float:
    """The frequency of a note such as "A4" or "C#5" (equal temperament, A4 = 440 Hz)."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}[name[0]]
    steps += name.count("#") - name.count("b")
    octave = int(name.lstrip("CDEFGAB#b"))
    return 440.0 * 2 ** (steps / 12 + octave - 4)


def silence(seconds: float) -> Track:
    return [0.0] * round(seconds * RATE)


def tone(
    frequency: float,
    seconds: float,
    partials: Partials,
    *,
    attack: float = 0.004,
    ring: float = 0.3,
    glide: float = 0.0,
    vibrato: float = 0.0,
) -> Track:
    """One note: a quick attack, then an exponential die-away with time constant
    ``ring`` (higher partials die faster, as on real instruments), and a short fade
    at the end so no note ever clicks. ``glide`` bends the pitch by that many
    semitones over the note; ``vibrato`` is its depth in semitones at 5.5 Hz."""
    count = round(seconds * RATE)
    fade = min(count, round(0.006 * RATE))
    phases = [0.0] * len(partials)
    samples: Track = []
    for index in range(count):
        time = index / RATE
        bend = glide * time / seconds + vibrato * math.sin(2 * math.pi * 5.5 * time) * min(1.0, time * 4)
        current = frequency * 2 ** (bend / 12)
        value = 0.0
        for number, (multiple, loudness) in enumerate(partials):
            phases[number] += 2 * math.pi * current * multiple / RATE
            value += loudness * math.exp(-time * (multiple**0.5 - 1) / ring) * math.sin(phases[number])
        envelope = min(1.0, time / attack) * math.exp(-time / ring)
        if index >= count - fade:
            envelope *= (count - index) / fade
        samples.append(value * envelope)
    return samples


def noise_burst(seconds: float, *, smoothing: float, ring: float, seed: int) -> Track:
    """Low-passed noise that dies away: the knock of a tile on a table."""
    generator = random.Random(seed)
    attack = 0.001 * RATE
    level = 0.0
    samples: Track = []
    for index in range(round(seconds * RATE)):
        level += smoothing * (generator.uniform(-1.0, 1.0) - level)
        samples.append(level * min(1.0, index / attack) * math.exp(-index / RATE / ring))
    return samples


def mix(length: float, *parts: tuple[float, Track, float]) -> Track:
    """Lay (start seconds, track, gain) parts onto ``length`` seconds of silence."""
    out = silence(length)
    for start, track, gain in parts:
        offset = round(start * RATE)
        for index, value in enumerate(track[: max(0, len(out) - offset)]):
            out[offset + index] += gain * value
    return out


def echo(track: Track, *, delay: float, feedback: float) -> Track:
    """A small room: each sample comes back after ``delay`` seconds, softer each time."""
    out = list(track)
    step = round(delay * RATE)
    for index in range(step, len(out)):
        out[index] += feedback * out[index - step]
    return out


def normalised(track: Track, peak: float) -> Track:
    """Scale so the loudest sample reaches ``peak`` (1.0 = full scale), and fade the
    last 20 ms so that an echo still sounding at the end does not click."""
    loudest = max(abs(value) for value in track) or 1.0
    fade = min(len(track), round(0.02 * RATE))
    return [value * peak / loudest * min(1.0, (len(track) - index) / fade)
            for index, value in enumerate(track)]


# The sounds ------------------------------------------------------------------------


def place() -> Track:
    """A tile set down on the table: a short wooden knock."""
    return normalised(mix(0.16, (0.0, tone(pitch("A3"), 0.15, WOOD, attack=0.001, ring=0.03, glide=-3), 1.0),
                          (0.0, noise_burst(0.03, smoothing=0.25, ring=0.006, seed=3), 0.5)), 0.55)


def score() -> Track:
    """Points on the track: two quick, rising marimba notes."""
    return normalised(mix(0.5, (0.0, tone(pitch("E5"), 0.3, MARIMBA, ring=0.12), 1.0),
                          (0.075, tone(pitch("B5"), 0.42, MARIMBA, ring=0.15), 0.9)), 0.5)


def axio() -> Track:
    """AXIO!: a bright fanfare call rising to a held major chord, with a sparkle on top."""
    call = [("G4", 0.0, 0.13), ("C5", 0.12, 0.13), ("E5", 0.24, 0.13), ("G5", 0.36, 0.75)]
    parts = [(start, tone(pitch(note), length, BRASS, attack=0.018, ring=0.5 if length > 0.5 else 0.25,
                          vibrato=0.12 if length > 0.5 else 0.0), 1.0)
             for note, start, length in call]
    parts += [(0.36, tone(pitch(note), 0.75, BRASS, attack=0.03, ring=0.45), 0.45) for note in ("C5", "E5")]
    parts += [(0.38 + 0.06 * step, tone(pitch(note), 0.6, BELL, ring=0.25), 0.25)
              for step, note in enumerate(("C7", "E7", "G7"))]
    return normalised(echo(mix(1.35, *parts), delay=0.11, feedback=0.25), 0.7)


def bonus_lost() -> Track:
    """A bonus turn lost to the empty supply: a soft falling 'oh no'."""
    return normalised(mix(0.8, (0.0, tone(pitch("E4"), 0.25, SOFT, attack=0.02, ring=0.3), 1.0),
                          (0.22, tone(pitch("C4"), 0.55, SOFT, attack=0.02, ring=0.35, glide=-1.0), 1.0)), 0.5)


def game_over() -> Track:
    """The end of the game: a short cadence (IV - V - I) on marimba and bell."""
    chords = [(0.0, ("F4", "A4", "C5"), 0.5), (0.32, ("G4", "B4", "D5"), 0.5),
              (0.64, ("C4", "E4", "G4", "C5"), 1.3)]
    parts = [(start + 0.025 * number, tone(pitch(note), length, MARIMBA, ring=0.35 if length > 1 else 0.18), 1.0)
             for start, notes, length in chords for number, note in enumerate(notes)]
    parts.append((0.64, tone(pitch("C6"), 1.2, BELL, ring=0.4), 0.35))
    return normalised(echo(mix(2.0, *parts), delay=0.09, feedback=0.2), 0.6)


def button() -> Track:
    """A button press: a tiny, soft click."""
    return normalised(tone(1400.0, 0.05, ((1.0, 1.0), (2.0, 0.3)), attack=0.001, ring=0.012), 0.3)


def your_turn() -> Track:
    """Online, it has become your turn: a soft two-note doorbell chime."""
    return normalised(echo(mix(0.9, (0.0, tone(pitch("E5"), 0.45, BELL, ring=0.3), 1.0),
                               (0.16, tone(pitch("A5"), 0.7, BELL, ring=0.4), 0.9)),
                           delay=0.1, feedback=0.2), 0.45)


SOUNDS: dict[str, Callable[[], Track]] = {
    "place": place,
    "score": score,
    "axio": axio,
    "bonus_lost": bonus_lost,
    "game_over": game_over,
    "button": button,
    "your_turn": your_turn,
}


def write_wav(path: Path, track: Track) -> None:
    frames = array("h", (max(-32767, min(32767, round(value * 32767))) for value in track))
    if sys.byteorder == "big":
        frames.byteswap()  # WAV samples are little-endian.
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames.tobytes())


def main(arguments: Sequence[str]) -> None:
    folder = Path(arguments[0]) if arguments else OUT
    folder.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        track = make()
        write_wav(folder / f"{name}.wav", track)
        print(f"{folder / name}.wav  {len(track) / RATE:.2f} s")


if __name__ == "__main__":
    main(sys.argv[1:])
