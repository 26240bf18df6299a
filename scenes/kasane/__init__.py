"""The Colors of Kasane table, and the scripted game its benchmark plays there (``--bench kasane``)."""
from scenes.kasane.scene import KasaneTable

#: The game's table (gathered with every game's in :mod:`scenes.tables`).
TABLE = KasaneTable
#: The scripted game ``--bench kasane`` plays at the table, as ``"module:Class"``: it lives
#: in scenes/devtools/, which the app never imports.
BENCH = "scenes.devtools.kasane_bench:KasaneBench"

__all__ = ["KasaneTable", "TABLE", "BENCH"]
