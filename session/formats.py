"""Numbers, sizes and moments as the language in use writes them (Babel, with the
locale of :func:`game.words.current`): "1,234" in English is "1.234" in German, and
"3 May 2026" is "3. Mai 2026" or "2026年5月3日"."""
from __future__ import annotations

from datetime import datetime, timedelta

from babel.dates import format_date, format_skeleton, format_time
from babel.numbers import format_decimal

from game.words import N_, _, current, ngettext


def number(value: int | float) -> str:
    """``value`` with the language's digit grouping and decimal sign."""
    return format_decimal(value, locale=current().locale)


def clock(moment: float) -> str:
    """The time of day of ``moment``: "14:05"."""
    return format_time(datetime.fromtimestamp(moment), "short", locale=current().locale)


def short_date(moment: float) -> str:
    """The day of ``moment`` without its year: "7 Dec", "7. Dez.", "12月7日"."""
    return format_skeleton("dMMM", datetime.fromtimestamp(moment), locale=current().locale)


def played_when(moment: float, now: float) -> str:
    """A moment in words for the player: "today at 14:05", "yesterday at 09:30", "on 3 May 2026"."""
    then, today = datetime.fromtimestamp(moment), datetime.fromtimestamp(now).date()
    if then.date() == today:
        return _("today at {time}", time=clock(moment))
    if then.date() == today - timedelta(days=1):
        return _("yesterday at {time}", time=clock(moment))
    return _("on {date}", date=format_date(then, "long", locale=current().locale))


def size_in_words(size: int) -> str:
    """A number of bytes for the player: "5.4 GB", "1 MB", "812 kB", "20 bytes"."""
    for unit, factor in ((N_("{amount} GB"), 10 ** 9), (N_("{amount} MB"), 10 ** 6), (N_("{amount} kB"), 10 ** 3)):
        if size >= factor:
            return _(unit, amount=number(round(size / factor, 1)))
    return ngettext("{amount} byte", "{amount} bytes", size, amount=number(size))
