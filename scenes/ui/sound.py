"""Short sound effects, synthesised at start: pick-up, drop, refused and score.

No sound files are needed. With no audio device, or with sound switched off in the
settings, every call is silent and nothing raises.
"""
from __future__ import annotations

import logging
import math
from array import array

import pygame

log = logging.getLogger(__name__)
RATE = 22050


def _tone(parts: list[tuple[float, float, float]], volume: float = 0.35) -> bytes:
    """Sum of (start s, frequency Hz, duration s) notes with a soft attack and decay, 16-bit stereo."""
    length = max(int((start + dur) * RATE) for start, _, dur in parts) + 1
    mix = [0.0] * length
    for start, freq, dur in parts:
        first, count = int(start * RATE), int(dur * RATE)
        for i in range(count):
            t = i / RATE
            envelope = min(1.0, t / 0.004) * math.exp(-5.0 * t / dur)
            mix[first + i] += math.sin(2 * math.pi * freq * t) * envelope
    peak = max(1e-9, max(abs(v) for v in mix))
    samples = array("h")
    for v in mix:
        s = int(v / peak * volume * 32767)
        samples.extend((s, s))
    return samples.tobytes()


EFFECTS = {
    "pickup": [(0.0, 660, 0.07)],
    "drop": [(0.0, 440, 0.09), (0.0, 220, 0.09)],
    "refused": [(0.0, 220, 0.12), (0.09, 174, 0.16)],
    "score": [(0.0, 523, 0.12), (0.09, 659, 0.12), (0.18, 784, 0.22)],
}


class Sounds:
    def __init__(self, enabled: bool = True):
        self.enabled = enabled
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=RATE, size=-16, channels=2)
            for name, parts in EFFECTS.items():
                self._sounds[name] = pygame.mixer.Sound(buffer=_tone(parts))
        except pygame.error as exc:
            log.info("No audio device, playing silently: %s", exc)
            self._sounds = {}

    @property
    def available(self) -> bool:
        return bool(self._sounds)

    def play(self, name: str) -> None:
        if self.enabled and name in self._sounds:
            try:
                self._sounds[name].play()
            except pygame.error:
                pass
