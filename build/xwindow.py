"""A program's window on a virtual X screen (Xvfb): start the screen, wait until the window
shows what is wanted, keep it as a picture; and tell how alike two such pictures are.

build/check_under_wine.py uses it to set the Windows program's menu beside the Linux one.
The window is read back from the X server with python-xlib, so no window manager or
screenshot tool is needed.
"""
from __future__ import annotations

import os
import select
import subprocess
import time
from pathlib import Path
from typing import Callable

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402
from Xlib import X, display  # noqa: E402
from Xlib.error import XError  # noqa: E402

SCREEN = "1280x800"
START_SECONDS = 60
#: Two pixels are alike when no colour channel differs by more than this.
CHANNEL_TOLERANCE = 32


class VirtualScreen:
    """Xvfb on a display number it picks itself (-displayfd, free at that moment on this
    shared machine), for a ``with`` block; ready once Xvfb has said its number, which it
    does when it takes connections."""

    def __init__(self, size: str = SCREEN):
        ready, told = os.pipe()
        try:
            self.process = subprocess.Popen(["Xvfb", "-displayfd", str(told), "-screen", "0", f"{size}x24",
                                             "-nolisten", "tcp"], pass_fds=(told,),
                                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            os.close(told)
            number = b""
            while not number.endswith(b"\n"):
                readable, _, _ = select.select([ready], [], [], START_SECONDS)
                chunk = os.read(ready, 64) if readable else b""
                if not chunk:
                    break
                number += chunk
        finally:
            os.close(ready)
        if not number.strip().isdigit():
            self.stop()
            raise RuntimeError("Xvfb did not start")
        self.display = f":{number.decode().strip()}"

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=10)

    def __enter__(self) -> "VirtualScreen":
        return self

    def __exit__(self, *exc) -> None:
        self.stop()


def window_title(connection, window) -> str:
    name = window.get_full_property(connection.intern_atom("_NET_WM_NAME"), 0)
    if name is not None:
        value = name.value
        return value.decode("utf-8", "replace") if isinstance(value, bytes) else str(value)
    return str(window.get_wm_name() or "")


def window_image(screen: str, title: str) -> pygame.Surface | None:
    """What the first shown top-level window whose title starts with ``title`` shows on the
    X display ``screen``, or None when there is no such window (yet)."""
    connection = display.Display(screen)
    try:
        for window in connection.screen().root.query_tree().children:
            try:
                if window.get_attributes().map_state != X.IsViewable or not window_title(connection, window).startswith(title):
                    continue
                geometry = window.get_geometry()
                raw = window.get_image(0, 0, geometry.width, geometry.height, X.ZPixmap, 0xFFFFFFFF).data
            except XError:
                continue   # the window went away while it was read
            # 24-bit TrueColor comes as BGRX: keep the three colours in RGB order
            rgb = bytearray(len(raw) * 3 // 4)
            rgb[0::3], rgb[1::3], rgb[2::3] = raw[2::4], raw[1::4], raw[0::4]
            return pygame.image.frombuffer(bytes(rgb), (geometry.width, geometry.height), "RGB").copy()
        return None
    finally:
        connection.close()


def save(image: pygame.Surface, path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(image, str(path))
    return path


def likeness(a: pygame.Surface, b: pygame.Surface) -> float:
    """The share of pixels that look alike in ``a`` and ``b`` (0 when their sizes differ)."""
    if a.get_size() != b.get_size():
        return 0.0
    def minus(x: pygame.Surface, y: pygame.Surface) -> pygame.Surface:   # x - y, floored at 0
        result = pygame.Surface(x.get_size(), 0, 24)
        result.blit(x, (0, 0))
        result.blit(y, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
        return result

    difference, other_way = minus(a, b), minus(b, a)
    difference.blit(other_way, (0, 0), special_flags=pygame.BLEND_RGB_ADD)   # |a - b|
    tolerance = CHANNEL_TOLERANCE + 1
    alike = pygame.mask.from_threshold(difference, (0, 0, 0), (tolerance, tolerance, tolerance, 255)).count()
    return alike / (a.get_width() * a.get_height())


def colours(image: pygame.Surface) -> int:
    """How many colours ``image`` shows, counted on a grid of its pixels (a blank or
    half-drawn window shows a few)."""
    width, height = image.get_size()
    return len({tuple(image.get_at((x, y)))[:3] for x in range(0, width, 7) for y in range(0, height, 7)})


def wait_for_window(screen: str, title: str, ready: Callable[[pygame.Surface], bool], process: subprocess.Popen,
                    timeout: float) -> pygame.Surface | None:
    """Poll the window until ``ready`` says its picture is what was wanted; that picture, or
    the last one seen (None if there was none) when ``process`` ended or ``timeout`` passed."""
    deadline = time.monotonic() + timeout
    last = None
    while time.monotonic() < deadline and process.poll() is None:
        image = window_image(screen, title)
        if image is not None:
            if ready(image):
                return image
            last = image
        time.sleep(0.25)
    return last


def settled(previous: list) -> Callable[[pygame.Surface], bool]:
    """A ``ready`` test for wait_for_window: the window shows a drawn page (many colours),
    the same as at the poll before."""
    def ready(image: pygame.Surface) -> bool:
        same = bool(previous) and likeness(previous[-1], image) == 1.0
        previous[:] = [image]
        return same and colours(image) > 16
    return ready
