"""What the bots' tests share: a hard computer whose safety clock can cut only its trees."""
from types import SimpleNamespace

import pytest

from game.bots import hard


@pytest.fixture
def only_the_trees_timed(monkeypatch):
    """The hard computer's own clock stands still, so a short ``budget`` cuts the growth of
    its trees (timed by the real clock where they grow, :mod:`game.bots.parallel`) and never
    the few milliseconds that weigh the root moves first, which a busy machine can stretch
    past a short budget (the decision then grows no tree and reports none)."""
    monkeypatch.setattr(hard, "time", SimpleNamespace(perf_counter=lambda: 0.0))
