"""The languages the player's system is set to speak, most wanted first, as language codes
("de", "ja"): what Tessera starts in until the player chooses one in Settings
(:func:`session.languages.starting_language` picks the first Tessera has).

- Linux and macOS: the locale environment, as gettext reads it. ``LANGUAGE`` is a list
  of languages in order of preference ("fr:de"), then comes the locale in use: the first
  of ``LC_ALL``, ``LC_MESSAGES``, ``LANG`` that is set ("de_DE.UTF-8"). A locale that
  names no language ("C", "POSIX", "C.UTF-8", or none set) names none at all: as GNU
  gettext does, ``LANGUAGE`` is then ignored.
- macOS: an app opened from the Finder has no locale environment; the languages of
  System Settings are then read with ``defaults read -g AppleLanguages``.
- Windows: the language of the user's Windows (``GetUserDefaultUILanguage``), a Windows
  language id mapped to a locale name by :data:`locale.windows_locale`.

:func:`preferred_languages` is pure, given what each source says; :func:`preferred` asks
this machine. Pure Python: no pygame.
"""
from __future__ import annotations

import locale
import logging
import os
import re
import subprocess
import sys
from collections.abc import Callable, Mapping

log = logging.getLogger(__name__)

#: The locale variables that name the one locale in use, the strongest first.
LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")
#: Locale names that name no language (the programs' own "C" locale).
NO_LANGUAGE = {"c", "posix"}
#: How long ``defaults`` may take to answer before the language is taken as unknown.
DEFAULTS_TIMEOUT_S = 3.0


def language_code(name: str) -> str | None:
    """The language a locale name or language tag names, lower case: "de" for
    "de_DE.UTF-8@euro", "ja-JP", "ja_JP.eucJP" or "de"; "zh" for "zh-Hans-CN"; None for
    "C", "POSIX", "C.UTF-8" or an empty name."""
    code = re.split(r"[_.@\-]", name.strip(), maxsplit=1)[0].lower()
    if not code or code in NO_LANGUAGE or not re.fullmatch(r"[a-z]{2,3}", code):
        return None
    return code


def from_environment(environ: Mapping[str, str]) -> list[str]:
    """The languages the locale environment ``environ`` asks for, most wanted first."""
    in_use = next((environ[name] for name in LOCALE_VARIABLES if environ.get(name)), "")
    if language_code(in_use) is None:
        return []
    return _unique(language_code(name) for name in (*environ.get("LANGUAGE", "").split(":"), in_use))


def from_apple_languages(output: str) -> list[str]:
    """The languages in what ``defaults read -g AppleLanguages`` prints, a property list
    of language tags (``("de-DE", "en-US")``, each on a line of its own)."""
    return _unique(language_code(tag) for tag in re.findall(r'^\s*"?([A-Za-z]{2,3}(?:[-_][A-Za-z0-9]+)*)"?\s*,?\s*$',
                                                             output, re.MULTILINE))


def from_windows_language_id(language_id: int) -> list[str]:
    """The language of the Windows language id ``language_id`` (0x0407 is German of
    Germany): its locale name in :data:`locale.windows_locale`, or that of its
    language's default variety when the id itself is not in it."""
    primary_default = (language_id & 0x3FF) | 0x400
    name = locale.windows_locale.get(language_id) or locale.windows_locale.get(primary_default, "")
    return _unique([language_code(name)])


def preferred_languages(platform: str, environ: Mapping[str, str],
                        apple_languages: Callable[[], str | None],
                        windows_language_id: Callable[[], int | None]) -> list[str]:
    """The languages the system of ``platform`` (``sys.platform``) prefers, most wanted
    first: on Windows what ``windows_language_id()`` answers, elsewhere the locale
    environment ``environ``, and on macOS (``darwin``), when that names none, what
    ``apple_languages()`` prints. Each source answers None when it cannot say."""
    if platform == "win32":
        language_id = windows_language_id()
        return from_windows_language_id(language_id) if language_id else []
    found = from_environment(environ)
    if not found and platform == "darwin":
        output = apple_languages()
        found = from_apple_languages(output) if output else []
    return found


def preferred() -> list[str]:
    """The languages this machine's system prefers, most wanted first (see the module)."""
    return preferred_languages(sys.platform, os.environ, read_apple_languages, read_windows_language_id)


def read_apple_languages() -> str | None:
    """What ``defaults read -g AppleLanguages`` prints on this Mac, or None when it cannot be run."""
    try:
        done = subprocess.run(["defaults", "read", "-g", "AppleLanguages"], capture_output=True, text=True,
                              timeout=DEFAULTS_TIMEOUT_S, check=False)
    except (OSError, subprocess.SubprocessError) as exc:
        log.info("the system's languages could not be read from defaults: %s", exc)
        return None
    return done.stdout if done.returncode == 0 else None


def read_windows_language_id() -> int | None:
    """The language id of the user's Windows (``GetUserDefaultUILanguage``), or None."""
    try:
        import ctypes
        return int(ctypes.windll.kernel32.GetUserDefaultUILanguage())
    except (AttributeError, OSError, ValueError) as exc:
        log.info("the language of Windows could not be read: %s", exc)
        return None


def _unique(codes) -> list[str]:
    """``codes`` without the Nones, each once, in order."""
    found: list[str] = []
    for code in codes:
        if code and code not in found:
            found.append(code)
    return found
