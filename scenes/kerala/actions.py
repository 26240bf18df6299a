"""What the Kerala table's input objects may ask of the table: :class:`TableActions`,
the table's own methods handed to them (never the table itself)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable


@dataclass(frozen=True)
class TableActions:
    play: Callable[[Any], None]
    """Play a legal move."""
    refuse: Callable[[str], None]
    """Say why a drop or a click was not a legal move."""
    say: Callable[[str], None]
    """Put a sentence in the message strip (not a refusal)."""
    changed: Callable[[], None]
    """Bring the buttons and the view in line with what changed (a question asked or withdrawn)."""
    show_seat: Callable[[int], None]
    """Show a seat's festival grounds large."""
    sound: Callable[[str], None]
    """Play a sound by name."""
