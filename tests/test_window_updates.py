"""A frame sends the screen only the rectangles it changed, when the scene says which,
through SDL's ``SDL_UpdateWindowSurfaceRects`` (pygame-ce 2.5's Window only flips all)."""
import pygame

from scenes.sdl import SDL
from scenes.window import Screen, start_display


class RecordingSDL:
    """Stands in for :class:`SDL`: records what the window sends."""

    def __init__(self, works=True):
        self.works = works
        self.sent = []

    def window(self, window_id):
        return 1234

    def update_rects(self, window, rects):
        self.sent.append([tuple(r) for r in rects])
        return self.works


def open_screen(sdl):
    start_display()
    screen = Screen("updates", pygame.Surface((8, 8)), sdl=sdl)
    screen.open((1024, 640), False)
    return screen


def test_the_rectangles_a_frame_changed_are_sent_clipped_to_the_window(tessera_home):
    sdl = RecordingSDL()
    screen = open_screen(sdl)
    screen.show([pygame.Rect(10, 20, 30, 40), pygame.Rect(1000, 600, 100, 100), pygame.Rect(-50, -50, 10, 10)])
    assert sdl.sent == [[(10, 20, 30, 40), (1000, 600, 24, 40)]]  # the one outside is left out
    screen.show([])  # nothing changed: nothing is sent
    assert len(sdl.sent) == 1


def test_the_whole_frame_is_flipped_when_the_scene_does_not_say_or_sdl_cannot(tessera_home):
    sdl = RecordingSDL(works=False)
    screen = open_screen(sdl)
    screen.show(None)
    assert sdl.sent == []
    screen.show([pygame.Rect(0, 0, 5, 5)])  # refused: flipped whole, no error
    assert sdl.sent == [[(0, 0, 5, 5)]]


def test_the_sdl_pygame_runs_on_is_found_and_sends_rectangles(tessera_home):
    start_display()
    sdl = SDL.find()
    assert sdl is not None, "pygame's SDL library was not found: every frame would be sent whole"
    screen = Screen("updates", pygame.Surface((8, 8)), sdl=sdl)
    screen.open((1024, 640), False)
    assert screen.handle is not None
    assert sdl.update_rects(screen.handle, [pygame.Rect(0, 0, 10, 10)])
