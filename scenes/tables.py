"""The table of each game that has one, by game id: the games the app can seat
players at. Each game's package declares its own (``scenes/kaleido/__init__.py``:
``TABLE``, and ``BENCH``, the scripted game ``--bench`` plays there); a new game adds
its package to :data:`PACKAGES`. The app keeps its own copy of the tables
(``App.tables``), through which :mod:`scenes.navigation` finds a game's table without
importing any, as it finds the pages through ``App.pages`` (:mod:`scenes.all_pages`)."""
from __future__ import annotations

from scenes import kaleido, kasane, kerala

#: Each game's table package.
PACKAGES = (kaleido, kerala, kasane)
TABLES: dict[str, type] = {package.TABLE.game_id: package.TABLE for package in PACKAGES}
#: Each table's benchmark, ``"module:Class"`` (loaded by :mod:`scenes.devtools.bench`).
BENCHES: dict[str, str] = {package.TABLE.game_id: package.BENCH for package in PACKAGES}
