"""What keeping a game's record costs: the autosave per move, the save's size at the
end of each title's longest game, and the time to undo there.

    python benchmarks/history.py [--games 3]

For each title (2 players: the longest games) seeded random games are played to
the end through a GameRecord. Per move it times what the table does on the UI thread
(a copy of the state and the record's data, ``Autosaver.save``) and the whole write
on the autosaver's thread (``saves.save``: JSON, atomic write with fsync). At the end
it prints the save's size and the time of an undo (the record replayed to the move
before the last: what ``GameRecord.undo`` does), as median and p99.
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("TESSERA_HOME", tempfile.mkdtemp(prefix="tessera-history-"))

from benchmarks.stats import describe  # noqa: E402
from game.record import GameRecord  # noqa: E402
from session import registry
from session.files import saves  # noqa: E402
from session.seats import GameSetup, SeatSetup  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="seeded games per title")
    args = parser.parse_args()
    for game_id in ("kerala", "kaleido", "kasane"):
        game = registry.get(game_id)
        colors = game.default_colors(2)
        setup = GameSetup(game_id, (SeatSetup("A", colors[0]), SeatSetup("B", colors[1])))
        snapshot, write, undo, sizes, moves = [], [], [], [], []
        for seed in range(1, args.games + 1):
            record = GameRecord.new(game.state_class(), (True, True), **game.new_args(setup, seed))
            rng = random.Random(seed)
            while True:
                legal = record.state.legal_moves()
                record.play(rng.choice(legal))
                if record.state.is_over:
                    break
                start = time.perf_counter()
                state, data = record.state.clone(), record.to_data()
                middle = time.perf_counter()
                saves.save(game_id, setup, seed, state, data)
                end = time.perf_counter()
                snapshot.append((middle - start) * 1e6)
                write.append((end - middle) * 1e6)
            sizes.append(len(saves.save_text(game_id, setup, seed, record.state, record.to_data()).encode()))
            moves.append(len(record.entries))
            for _ in range(20):
                start = time.perf_counter()
                record.state_at(len(record.entries) - 1)
                undo.append((time.perf_counter() - start) * 1e6)
        print(f"{game_id}: {args.games} games of 2 players, {min(moves)}-{max(moves)} moves")
        print(f"  autosave, UI thread (copy):   {describe(snapshot)}")
        print(f"  autosave, writer (JSON+fsync): {describe(write)}")
        print(f"  save size at the end: {min(sizes)}-{max(sizes)} bytes")
        print(f"  undo at the end (replay):      {describe(undo)}")


if __name__ == "__main__":
    main()
