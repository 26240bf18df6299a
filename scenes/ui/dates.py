"""Moments in words for the player ("today at 14:05")."""
from __future__ import annotations

from datetime import datetime, timedelta


def played_when(moment: float, now: float) -> str:
    """A moment in words for the player: "today at 14:05", "yesterday at 9:30", "on 3 May 2026"."""
    then, today = datetime.fromtimestamp(moment), datetime.fromtimestamp(now).date()
    clock = f"{then.hour}:{then.minute:02d}"
    if then.date() == today:
        return f"today at {clock}"
    if then.date() == today - timedelta(days=1):
        return f"yesterday at {clock}"
    return f"on {then.day} {then:%B %Y}"
