"""Each game Tessera knows, declared in its own package: ``session/games/kaleido/``
registers Kaleido's :class:`session.game_info.GameInfo` (``__init__.py``) beside what its
lesson may point at and say (``lesson_vocabulary.py``). Importing
:mod:`session.registry` imports this package; a new game adds its import here, in the
order the menu lists the games."""
from . import kaleido, kerala, kasane  # noqa: F401  (each registers itself)
