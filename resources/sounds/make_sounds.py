#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Makes Tihbat's sounds from synthesis: no recorded or downloaded audio.

    python3 make_sounds.py OUTPUT_DIR

writes one 16-bit mono WAV file per sound. The output is a pure function of this script (fixed
seeds, no clock), so CI runs it again and compares the files with the ones shipped in
resources/sounds/.

A pebble dropped into a wooden pit is a short noise burst (the impact) exciting a few damped
resonances (the wood and the stone); captures, the end of a game and the refusal of a move are
small marimba-like figures made of the same kind of damped partials."""

import math
import os
import random
import struct
import sys
import wave

RATE = 22050  # Hz: clicks and soft tones need nothing above 11 kHz
PEAK = 10 ** (-3 / 20)  # every sound is normalised to -3 dBFS, far from clipping


def silence(seconds):
    return [0.0] * int(seconds * RATE)


def mix(into, sound, at_seconds, gain=1.0):
    """Adds `sound` into `into` from `at_seconds` on, growing `into` as needed."""
    start = int(at_seconds * RATE)
    end = start + len(sound)
    if end > len(into):
        into.extend([0.0] * (end - len(into)))
    for i, v in enumerate(sound):
        into[start + i] += gain * v
    return into


def lowpass(samples, cutoff):
    """One-pole low-pass: takes the hiss out of the impact noise."""
    a = math.exp(-2 * math.pi * cutoff / RATE)
    out, y = [], 0.0
    for x in samples:
        y = (1 - a) * x + a * y
        out.append(y)
    return out


def click(rng, body_hz, seconds=0.12, brightness=3500):
    """A pebble landing on wood: an impact transient plus three damped wooden modes."""
    n = int(seconds * RATE)
    noise = lowpass([rng.uniform(-1, 1) for _ in range(n)], brightness)
    modes = [(body_hz, 0.030, 1.0), (body_hz * 2.31, 0.018, 0.55), (body_hz * 4.07, 0.010, 0.3)]
    phases = [rng.uniform(0, 2 * math.pi) for _ in modes]
    out = []
    for i in range(n):
        t = i / RATE
        impact = noise[i] * math.exp(-t / 0.004)
        body = sum(a * math.exp(-t / d) * math.sin(2 * math.pi * f * t + p)
                   for (f, d, a), p in zip(modes, phases))
        out.append(0.8 * impact + 0.6 * body)
    return out


def bar(hz, seconds=0.7, decay=0.25):
    """A marimba-like bar: a fundamental with the bar's inharmonic overtones, soft mallet."""
    n = int(seconds * RATE)
    partials = [(1.0, 1.0, decay), (3.93, 0.35, decay / 3.5), (9.24, 0.12, decay / 8)]
    tail = int(0.08 * RATE)  # fade out the last 80 ms, so the cut makes no click
    out = []
    for i in range(n):
        t = i / RATE
        attack = min(1.0, t / 0.003) * min(1.0, (n - i) / tail)
        out.append(attack * sum(a * math.exp(-t / d) * math.sin(2 * math.pi * hz * r * t)
                                for r, a, d in partials))
    return out


def note(name):
    """Equal-tempered frequency of a note such as 'C5' or 'F#4'."""
    steps = {'C': -9, 'D': -7, 'E': -5, 'F': -4, 'G': -2, 'A': 0, 'B': 2}
    semitone = steps[name[0]] + (1 if '#' in name else 0) - (1 if 'b' in name[1:] else 0)
    octave = int(name[-1])
    return 440.0 * 2 ** ((semitone + 12 * (octave - 4)) / 12)


def figure(notes, step, seconds=0.7, decay=0.25):
    out = []
    for k, name in enumerate(notes):
        mix(out, bar(note(name), seconds, decay), k * step)
    return out


def normalise(samples, fade_seconds=0.01):
    peak = max(abs(v) for v in samples) or 1.0
    fade = int(fade_seconds * RATE)
    out = [v * PEAK / peak for v in samples]
    for i in range(min(fade, len(out))):  # no click at the cut
        out[-1 - i] *= i / fade
    return out


def drops():
    """Three slightly different clicks, so a long sowing does not sound like a machine, and a
    shorter, brighter set for fast animation, where drops follow each other within 100 ms."""
    rng = random.Random(7)
    result = {}
    for k, hz in enumerate((760, 840, 700)):
        result[f'drop{k + 1}'] = click(rng, hz)
        result[f'quickdrop{k + 1}'] = click(rng, hz * 1.25, seconds=0.06, brightness=5000)
    return result


def capture(counters):
    """Counters rattling into the store: one click per counter, then a chime that is fuller
    the more was taken (2, 4, 6 or 8 and more)."""
    rng = random.Random(100 + counters)
    out = silence(0.05)
    for i in range(counters):
        mix(out, click(rng, 900 + 40 * i, brightness=5000), 0.045 * i, 0.7)
    chord = ['C5', 'E5', 'G5', 'C6'][: max(1, counters // 2)]
    mix(out, figure(chord, 0.03, 0.8, 0.3), 0.045 * counters, 0.9)
    return out


def sounds():
    result = drops()
    for n in (2, 4, 6, 8):
        result[f'capture{n}'] = capture(n)
    result['pass'] = figure(['G4', 'D4'], 0.16, 0.6, 0.18)
    result['repetition'] = figure(['E5', 'G5', 'E5', 'G5'], 0.12, 0.6, 0.15)
    result['win'] = figure(['C5', 'E5', 'G5', 'C6'], 0.11, 1.0, 0.35)
    result['loss'] = figure(['A4', 'F4', 'D4'], 0.16, 0.9, 0.3)
    result['draw'] = figure(['E5', 'E5'], 0.18, 0.8, 0.25)
    result['refused'] = figure(['D4', 'C#4'], 0.07, 0.35, 0.07)
    return {name: normalise(samples) for name, samples in result.items()}


def write_wav(path, samples):
    frames = b''.join(struct.pack('<h', int(round(v * 32767))) for v in samples)
    with wave.open(path, 'wb') as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(RATE)
        f.writeframes(frames)


def main(argv):
    if len(argv) != 2:
        print('usage: make_sounds.py OUTPUT_DIR', file=sys.stderr)
        return 2
    out_dir = argv[1]
    os.makedirs(out_dir, exist_ok=True)
    for name, samples in sorted(sounds().items()):
        write_wav(os.path.join(out_dir, name + '.wav'), samples)
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
