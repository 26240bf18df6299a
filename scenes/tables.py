"""The table of each game that has one, by game id: the games the app can seat
players at. The app keeps its own copy (``App.tables``), through which
:mod:`scenes.navigation` finds a game's table without importing any, as it finds the
pages through ``App.pages`` (:mod:`scenes.all_pages`)."""
from __future__ import annotations

from scenes.kaleido import KaleidoTable
from scenes.kasane import KasaneTable
from scenes.kerala import KeralaTable

TABLES: dict[str, type] = {"kaleido": KaleidoTable, "kerala": KeralaTable, "kasane": KasaneTable}
