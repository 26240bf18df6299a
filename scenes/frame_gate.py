"""Work on other threads that holds the GIL for long waits while the loop makes a frame.

Rasterising an SVG holds the GIL for its whole length (0.3-3 ms a picture). A thread that
starts one while the loop is making a frame takes the GIL the next time the loop lets go
of it for a moment (any blit or rescale does) and keeps it: the frame stops until the
picture is done. Such a thread asks :func:`wait_between_frames` before each piece of work,
and the loop makes each frame inside :func:`making_a_frame`; work asked for during a
frame then starts when the frame is on the screen, in the time the loop waits for the
next one. A frame that waits for that work itself lets it run meanwhile
(:func:`letting_work_run`).
"""
from __future__ import annotations

import threading
from contextlib import contextmanager

_between_frames = threading.Event()
_between_frames.set()


@contextmanager
def making_a_frame():
    """The loop makes a frame (its events, update, drawing and the copy to the screen)."""
    _between_frames.clear()
    try:
        yield
    finally:
        _between_frames.set()


def in_a_frame() -> bool:
    """Whether the loop is making a frame (and work that waits between frames waits)."""
    return not _between_frames.is_set()


@contextmanager
def letting_work_run():
    """The frame waits for work on another thread: that work may run until it is done."""
    was_in_a_frame = in_a_frame()
    _between_frames.set()
    try:
        yield
    finally:
        if was_in_a_frame:
            _between_frames.clear()


def wait_between_frames() -> None:
    """Return when the loop is not making a frame (at once while it waits for input)."""
    _between_frames.wait()
