"""Images wanted at many sizes (the art of a board that zooms), rasterised off the UI
thread so that no frame waits for one.

:class:`SizedArt` answers at once with an image at the size asked: the one rasterised at
that size, or else (while one exists at another size) a smooth rescale of the nearest
one, while its :class:`Rasteriser` rasterises the exact image on a thread of its own
(rasterising SVG holds the GIL: the thread starts a picture only between frames, see
:mod:`scenes.frame_gate`). A small image rescaled from a bigger one is as sharp
as a rasterised one and is kept as it is. The images arrive when the table asks for them
(:meth:`Rasteriser.deliver`, each frame); the thread wakes the loop (:func:`scenes.wakeup.post`)
when it has some, so an idle loop draws them."""
from __future__ import annotations

import threading
import time
from collections import OrderedDict, deque
from dataclasses import dataclass
from typing import Any, Callable

import pygame

from scenes import frame_gate, wakeup

#: An image at most this many pixels wide, rescaled from a bigger one, is kept as it is.
SMALL = 40


@dataclass(frozen=True)
class Job:
    art: "SizedArt"
    epoch: int
    """The art's epoch when asked: an image for an older one is thrown away."""
    args: tuple
    size: int


class Rasteriser:
    """One thread that renders what :class:`SizedArt` asks for, the images on show first,
    and sleeps while nothing is asked."""

    def __init__(self):
        self.condition = threading.Condition()
        self.on_show: deque[Job] = deque()
        self.ahead: deque[Job] = deque()
        self.finished: list[tuple[Job, pygame.Surface]] = []
        self.working = 0
        """Jobs taken by the thread and not finished yet."""
        self.thread: threading.Thread | None = None

    def ask(self, job: Job, on_show: bool) -> None:
        with self.condition:
            if on_show:
                if job in self.ahead:
                    self.ahead.remove(job)
                self.on_show.append(job)
            else:
                self.ahead.append(job)
            if self.thread is None:
                self.thread = threading.Thread(target=self._run, name="kerala-art", daemon=True)
                self.thread.start()
            self.condition.notify_all()

    def _run(self) -> None:
        while True:
            with self.condition:
                while not (self.on_show or self.ahead):
                    self.condition.wait()
            frame_gate.wait_between_frames()  # a frame asking for a picture is not held up by it
            with self.condition:
                if not (self.on_show or self.ahead):
                    continue
                job = (self.on_show or self.ahead).popleft()
                self.working += 1
            image = job.art.render(job.size, *job.args)
            with self.condition:
                self.finished.append((job, image))
                self.working -= 1
                self.condition.notify_all()
            wakeup.post()

    def deliver(self, wait_until: float | None = None) -> bool:
        """Hand every finished image to its art; with ``wait_until`` (a
        ``time.perf_counter()`` value), first wait until then for the images on show.
        True when an image on show arrived (what was drawn with its rescale is stale)."""
        with self.condition:
            if wait_until is not None:
                with frame_gate.letting_work_run():
                    while (self.on_show or self.working) and time.perf_counter() < wait_until:
                        self.condition.wait(max(0.0, wait_until - time.perf_counter()))
            finished, self.finished = self.finished, []
        shown = False
        for job, image in finished:
            shown |= job.art.arrived(job, image)
        return shown

    def wait_until_rasterised(self, timeout: float) -> bool:
        """Wait until the thread has rasterised every image asked of it (:meth:`deliver`
        hands them over), at most ``timeout`` seconds; whether it has."""
        with self.condition:
            with frame_gate.letting_work_run():
                return self.condition.wait_for(lambda: not (self.on_show or self.ahead or self.working), timeout)

    @property
    def idle(self) -> bool:
        with self.condition:
            return not (self.on_show or self.ahead or self.working or self.finished)


class SizedArt:
    SIZES_KEPT = 6

    def __init__(self, render: Callable[..., pygame.Surface], rasteriser: Rasteriser):
        self.render = render
        """``render(size, *args)``: the image rasterised (on any thread)."""
        self.rasteriser = rasteriser
        self.ready: dict[tuple, OrderedDict] = {}
        """args -> {size: image}, the sizes used last at the end."""
        self.waiting: dict[tuple, pygame.Surface] = {}
        """(args, size) -> the rescale on show until the rasterised image arrives."""
        self.asked: set[tuple] = set()
        """(args, size) asked of the rasteriser and not arrived."""
        self.epoch = 0
        self.generation = 0
        """Grows whenever an image drawn earlier may now look different (sharper)."""
        self.stand_ins = 0
        """How many times a rescale waiting for its rasterised image was handed out."""

    def now(self, size: int, *args: Any) -> pygame.Surface:
        sizes = self.ready.get(args)
        if sizes is not None and size in sizes:
            sizes.move_to_end(size)
            return sizes[size]
        if not sizes:
            return self._keep(args, size, self.render(size, *args))  # the first of its kind: at once
        quick = self.waiting.get((args, size))
        if quick is None:
            nearest = self._nearest(sizes, size)
            quick = pygame.transform.smoothscale(sizes[nearest], (size, size))
            if self._kept_as_rescaled(size, nearest):
                return self._keep(args, size, quick)
            self.waiting[(args, size)] = quick
            self._ask(args, size, on_show=True)
        self.stand_ins += 1
        return quick

    def sharp(self, size: int, *args: Any) -> bool:
        """Whether :meth:`now` gives the image that stays at ``size``: the one rasterised
        at that size, or one it makes and keeps at once (the first of its kind, a small
        size rescaled from a bigger one), not a rescale on show until its rasterised
        image arrives (a drawing asks this before it draws, to know what it will show)."""
        sizes = self.ready.get(args)
        if not sizes or size in sizes:
            return True
        return (args, size) not in self.waiting and self._kept_as_rescaled(size, self._nearest(sizes, size))

    @staticmethod
    def _nearest(sizes, size: int) -> int:
        """The size of those made whose image is rescaled for ``size``."""
        return min(sizes, key=lambda known: abs(known - size))

    @staticmethod
    def _kept_as_rescaled(size: int, nearest: int) -> bool:
        """Whether an image at a small ``size`` rescaled down from ``nearest`` is kept as
        it is (it looks as sharp as a rasterised one)."""
        return size <= SMALL and nearest > size

    def prepare(self, size: int, *args: Any) -> None:
        """Rasterise this image ahead, after the images on show (it will be wanted soon);
        the first of its kind at once, so that no frame rasterises a kind it meets for
        the first time (later sizes are rescaled from it until theirs arrive)."""
        sizes = self.ready.get(args)
        if not sizes:
            self._keep(args, size, self.render(size, *args))
        elif size not in sizes and (args, size) not in self.asked:
            self._ask(args, size, on_show=False)

    def _ask(self, args, size, on_show: bool) -> None:
        if on_show or (args, size) not in self.asked:
            self.asked.add((args, size))
            self.rasteriser.ask(Job(self, self.epoch, args, size), on_show)

    def arrived(self, job: Job, image: pygame.Surface) -> bool:
        """The rasteriser's image for ``job``; True when it replaces one on show."""
        if job.epoch != self.epoch:
            return False
        key = (job.args, job.size)
        self.asked.discard(key)
        self._keep(job.args, job.size, image)
        if self.waiting.pop(key, None) is None:
            return False
        self.generation += 1
        return True

    def _keep(self, args, size, image) -> pygame.Surface:
        sizes = self.ready.setdefault(args, OrderedDict())
        sizes[size] = image
        while len(sizes) > self.SIZES_KEPT:
            sizes.popitem(last=False)
        return image

    def clear(self) -> None:
        self.ready.clear()
        self.waiting.clear()
        self.asked.clear()
        self.epoch += 1
        self.generation += 1
