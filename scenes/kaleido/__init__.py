"""The Kaleido table, and the scripted game its benchmark plays there (``--bench kaleido``)."""
from scenes.kaleido.scene import KaleidoTable

#: The game's table (gathered with every game's in :mod:`scenes.tables`).
TABLE = KaleidoTable
#: The scripted game ``--bench kaleido`` plays at the table, as ``"module:Class"``: it lives
#: in scenes/devtools/, which the app never imports.
BENCH = "scenes.devtools.kaleido_bench:KaleidoBench"

__all__ = ["KaleidoTable", "TABLE", "BENCH"]
