"""The player's settings: window, animation speed, sound and language, kept between runs.

Stored as JSON in the per-user config folder. A file that cannot be read is kept
aside (``settings.json.bad``), replaced by the defaults, and reported once through
:attr:`Settings.problem`.
"""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path

from game.words import _
from session.files import paths, storage

ANIMATION_SPEEDS = ("off", "fast", "normal", "slow")
WINDOW_SIZES = ((1024, 640), (1280, 720), (1600, 900), (1920, 1080))
MIN_SIZE = (1024, 640)
DEFAULT_SIZE = (1280, 720)


@dataclass
class Settings:
    window_size: tuple[int, int] = DEFAULT_SIZE
    fullscreen: bool = False
    animation: str = "normal"
    sound: bool = True
    language: str | None = None
    """The code of the language the player chose ("de"); None until they choose one, while
    Tessera speaks the system's (:func:`session.languages.starting_language`)."""
    problem: str | None = field(default=None, compare=False, repr=False)

    @property
    def animation_scale(self) -> float:
        """How long animations take relative to normal (0 means none)."""
        return {"off": 0.0, "fast": 0.4, "normal": 1.0, "slow": 1.8}[self.animation]

    def to_dict(self) -> dict:
        data = asdict(self)
        data.pop("problem")
        data["window_size"] = list(self.window_size)
        return data

    @classmethod
    def from_dict(cls, data: object) -> "Settings":
        """Settings from parsed JSON; raises ValueError naming what is wrong."""
        if not isinstance(data, dict):
            raise ValueError("the file does not hold a settings object")
        settings = cls()
        if "window_size" in data:
            size = data["window_size"]
            if not (isinstance(size, list) and len(size) == 2
                    and all(isinstance(v, int) and not isinstance(v, bool) for v in size)):
                raise ValueError("window_size must be two whole numbers")
            settings.window_size = clamp_size(size[0], size[1])
        if "fullscreen" in data:
            if not isinstance(data["fullscreen"], bool):
                raise ValueError("fullscreen must be true or false")
            settings.fullscreen = data["fullscreen"]
        if "animation" in data:
            if data["animation"] not in ANIMATION_SPEEDS:
                raise ValueError(f"animation must be one of {', '.join(ANIMATION_SPEEDS)}")
            settings.animation = data["animation"]
        if "sound" in data:
            if not isinstance(data["sound"], bool):
                raise ValueError("sound must be true or false")
            settings.sound = data["sound"]
        if "language" in data:
            # A language this version does not offer is kept (a later version may), and
            # passed over as Tessera starts.
            if not (data["language"] is None or isinstance(data["language"], str) and data["language"].strip()):
                raise ValueError("language must be a language's code or null")
            settings.language = data["language"]
        return settings


#: The largest window when the screen's size is not known (8K).
LARGEST_SIZE = (7680, 4320)


def clamp_size(width: int, height: int, screen: tuple[int, int] | None = None) -> tuple[int, int]:
    """A window size no smaller than the minimum and no larger than ``screen`` (the
    desktop; 8K when it is not known). On a screen smaller than the minimum, the screen wins."""
    most = screen or LARGEST_SIZE
    return (min(max(width, MIN_SIZE[0]), most[0]), min(max(height, MIN_SIZE[1]), most[1]))


#: Points of a desktop's height that a window's title bar and the desktop's own bars
#: (a taskbar, a menu bar) take, about: what a window must leave free to fit.
WINDOW_FRAME = 64


def fits(size: tuple[int, int], desktop: tuple[int, int] | None) -> bool:
    """True when a window of ``size``, with its title bar, fits on ``desktop`` (any
    size fits a desktop that is not known)."""
    return desktop is None or (size[0] <= desktop[0] and size[1] + WINDOW_FRAME <= desktop[1])


def sizes_that_fit(desktop: tuple[int, int] | None) -> list[tuple[int, int]]:
    """The window sizes the settings offer on ``desktop``: those of ``WINDOW_SIZES``
    that fit it; on a desktop too small for any, the smallest window it takes."""
    sizes = [size for size in WINDOW_SIZES if fits(size, desktop)]
    return sizes or [clamp_size(*MIN_SIZE, desktop)]


def size_to_open(remembered: tuple[int, int], desktop: tuple[int, int] | None) -> tuple[int, int]:
    """The window size to open with: the remembered one when it fits ``desktop`` with its
    title bar, else the largest the settings offer there (a 1920x1080 window kept from
    another screen opens at 1280x720 on a 1280x800 laptop, its bottom never off the screen)."""
    if fits(remembered, desktop):
        return remembered
    return max(sizes_that_fit(desktop), key=lambda size: size[0] * size[1])


def settings_file() -> Path:
    return paths.config_dir() / "settings.json"


def load() -> Settings:
    """The stored settings, or the defaults (with ``problem`` set) if the file is unreadable."""
    try:
        settings = storage.read(settings_file(), lambda text: Settings.from_dict(storage.parse_json(text)))
    except storage.DamagedFile as exc:
        settings = Settings()
        settings.problem = _("Your settings file could not be read ({reason}); the defaults are in use. {where}",
                             reason=exc.reason, where=exc.where)
    return settings or Settings()


def save(settings: Settings) -> None:
    paths.atomic_write_text(settings_file(), json.dumps(settings.to_dict(), indent=2) + "\n")
