"""The Kerala table, and the scripted game its benchmark plays there (``--bench kerala``)."""
from scenes.kerala.scene import KeralaTable

#: The game's table (gathered with every game's in :mod:`scenes.tables`).
TABLE = KeralaTable
#: The scripted game ``--bench kerala`` plays at the table, as ``"module:Class"``: it lives
#: in scenes/devtools/, which the app never imports.
BENCH = "scenes.devtools.kerala_bench:KeralaBench"

__all__ = ["KeralaTable", "TABLE", "BENCH"]
