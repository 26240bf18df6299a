"""A person's turn weighed by the review's background process (:mod:`session.background_review`),
and the priority the system gives that process, read from outside it while it runs: what
``--smoke`` reports, so that a build whose reviewer does not start, or runs at the priority
of the frames and the computer players (its call for the lowest priority refused, or
never made), fails its smoke test, the Windows program's under Wine in CI too."""
from __future__ import annotations

import time

from game.kasane import KasaneState
from game.record import GameRecord
from session.background_review import LOWEST, WINDOWS, BackgroundReview, priority_of
from session.review import Analysis

SEED = 7
#: A small search: the check is of the process and its priority, not of the weighing.
ITERATIONS = 20
#: The longest the check waits for the turn to be weighed (a process starting under Wine
#: takes seconds).
WAIT_SECONDS = 120.0


def priority_words(priority: int) -> str:
    """``priority`` as :func:`session.background_review.priority_of` reads it, in words."""
    return f"priority class {priority:#x}" if WINDOWS else f"nice {priority}"


def background_review_check() -> tuple[str, str | None]:
    """``(summary, problem or None)``: the first turn of a 2-player Kasane game, a
    person's, weighed by a background review, and the priority of its process."""
    record = GameRecord.new(KasaneState, (True, False), players=2, seed=SEED)
    while record.state.current_seat == 0:  # the person's turn (seat 0 starts)
        record.play(record.state.legal_moves()[0])
    record.play(record.state.legal_moves()[0])  # the next seat's first move: the person's turn is over
    analysis = Analysis()
    start = time.perf_counter()
    background = BackgroundReview("kasane", record, SEED, analysis, iterations=ITERATIONS)
    try:
        background.moves_made()
        weighed = background.wait_idle(WAIT_SECONDS) and not analysis.missing(record)
        seconds = time.perf_counter() - start
        priority, unread = priority_while_running(background)
    finally:
        background.close()
        background.thread.join(WAIT_SECONDS)
    if not weighed:
        return ("smoke: no turn weighed by the review's background process",
                f"the review's background process weighed no turn in {WAIT_SECONDS:.0f} s")
    summary = f"smoke: the review's background process weighed a person's turn in {seconds:.2f} s"
    if priority is None:
        return summary, unread
    summary += f" at {priority_words(priority)}"
    if priority != LOWEST:
        return summary, (f"the review's background process runs at {priority_words(priority)}, not at the lowest "
                         f"priority ({priority_words(LOWEST)})")
    return summary + ", the lowest", None


def priority_while_running(background: BackgroundReview) -> tuple[int | None, str]:
    """The priority of ``background``'s process, or None and why it could not be read."""
    if background.process.pid is None or background.process.exitcode is not None:
        return None, "the review's background process was not running when its priority was to be read"
    try:
        return priority_of(background.process.pid), ""
    except OSError as exc:
        return None, f"the priority of the review's background process could not be read: {exc}"
