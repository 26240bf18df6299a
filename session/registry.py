"""The games Tessera knows: names, seat ranges, colours, the engine and how a setup
starts it, the move narration, the computer levels, the lesson and the rules text.

Each game declares itself in its own module of :mod:`session.games`
(``session/games/kaleido/__init__.py`` registers Kaleido's :class:`GameInfo`, beside its
lesson's vocabulary); importing this module imports them all. Which games have a table
is the window's business (each table package declares its ``TABLE``, gathered in
:mod:`scenes.tables`); a game's rules are listed once its rules text exists. Tests
register games of their own with :func:`register`. docs/adding-a-game.md walks a new
game through every layer.
"""
from __future__ import annotations

from session.game_info import (BOT_LEVELS, LESSON_NOT_DECLARED, GameInfo, LessonNotDeclared, all_games, find,  # noqa: F401
                               get, level_name, load, register, rules_games, starter, unregister)
from session import games  # noqa: F401,E402  (each game registers itself)
