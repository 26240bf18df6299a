"""Short sound effects, synthesised at start: pick-up, drop, refused and score.

No sound files are needed. With no audio device, or with sound switched off in the
settings, every call is silent and nothing raises.
"""
from __future__ import annotations

import logging
import math
import time
from array import array
from typing import Callable

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


#: Seconds without a sound after which the audio device is closed. While it is open
#: SDL's audio thread wakes some forty times a second to feed it silence, which is all
#: an app left alone costs; the next sound opens it again.
QUIET_SECONDS = 10.0


class Sounds:
    def __init__(self, enabled: bool = True, clock: Callable[[], float] = time.monotonic):
        self.enabled = enabled
        self.clock = clock
        self._buffers = {name: _tone(parts) for name, parts in EFFECTS.items()}
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self.available = self._open()
        """An audio device was found (without one every call is silent)."""
        self.last_sound = clock()

    def _open(self) -> bool:
        """Open the audio device and make the sounds for it; False when there is none."""
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=RATE, size=-16, channels=2)
            self._sounds = {name: pygame.mixer.Sound(buffer=buffer) for name, buffer in self._buffers.items()}
            return True
        except pygame.error as exc:
            log.info("No audio device, playing silently: %s", exc)
            self._sounds = {}
            return False

    @property
    def open(self) -> bool:
        """The audio device is open (closed while all was quiet: :meth:`rest`)."""
        return bool(self._sounds)

    def play(self, name: str) -> None:
        if not (self.enabled and self.available and name in self._buffers):
            return
        if not self.open and not self._open():
            return
        try:
            self._sounds[name].play()
        except pygame.error:
            pass
        self.last_sound = self.clock()

    def quiet_in(self) -> float | None:
        """Seconds until the device may be closed (:meth:`rest`); None while it is closed."""
        if not self.open:
            return None
        return max(0.0, self.last_sound + QUIET_SECONDS - self.clock())

    def rest(self) -> None:
        """Close the audio device once no sound was played for :data:`QUIET_SECONDS`."""
        if self.quiet_in() == 0.0:  # the longest sound lasts well under a second
            self._sounds = {}
            pygame.mixer.quit()
