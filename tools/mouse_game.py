"""Play a whole game of one title with the mouse in the real app window, against computers.

A developer's proof that a person can play a game through to its results in a real
window: ``python main.py --size WxH`` runs under Xvfb and xdotool moves the real pointer.
The tool clicks from the menu through Play and the game's Setup page (one person in seat 1,
computer players in the other seats, at the levels given), plays the person's moves
by dragging pieces and pressing buttons, takes moves back with the Undo button, and
opens the results with "See the scores". It saves a screenshot of the window at every
decision of the person, after every take-back, at the end of the game and on the
results page, and prints a summary.

Run (from the repository root; Xvfb and xdotool installed)::

    python tools/mouse_game.py kaleido --size 1280x720 --out /work/mouse-games/kaleido-1280x720
    python tools/mouse_game.py kerala --size 1920x1080 --players 3 --levels normal,hard \\
        --undo-at 4,12 --out /tmp/kerala

How it knows where to press: a *twin*, the same table built without a window at the
same size (the same code and layout the window uses), with the seed the app logs and
the setup the clicks on the Setup page made. Every move the app logs ("move: seat N
plays ...") is played on the twin too, a computer's as the table shows one, so the
twin's view (its zoom, whose grounds are shown, which boards) follows the window's.
On the person's turn the normal computer player chooses a move on the twin's game; the
tool turns it into pointer actions from the twin's rectangles and waits for the app
to log that very move. A move the app logs that the twin cannot play, or a move other
than the one meant, stops the tool with the screenshot: it never papers over a
disagreement. The window is taken to be ready for input once its picture has not
changed for a moment (animations and a computer move's time on show are over).

Take-backs (``--undo-at``, one per number): from that decision of the person on, Undo is
pressed at the first decision where it takes back the person's last move with the
computers' answers. Kerala never allows that (each round ends with new tiles drawn from
the bag, which Undo never goes back past), so a few decisions later the person's move is
taken back right after it is made, in the moment before the computer answers.
"""
from __future__ import annotations

import argparse
import json
from contextlib import contextmanager
import math
import os
import re
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")  # the twin has no window (the app gets DISPLAY)
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import Xlib.display  # noqa: E402
from Xlib import X  # noqa: E402

from game.bots import NormalBot  # noqa: E402
from game.kaleido import EndTurn as KaleidoEnd, PlaceBoard, PlaceTile, PlaceWhite, Rotate  # noqa: E402
from game.kasane import Combine, EndTurn as KasaneEnd, Take as KasaneTake  # noqa: E402
from game.kerala import MoveElephant, MoveTile, Pass, SkipSpecial, Take as KeralaTake  # noqa: E402
from game.words import _  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.kaleido.shapes import board_center, hole_center  # noqa: E402
from scenes.kerala.grounds import elephant_rects  # noqa: E402
from scenes.pages.menu import MenuScene  # noqa: E402
from scenes.pages.setup import SetupScene  # noqa: E402
from scenes.tables import TABLES  # noqa: E402
from scenes.ui.widgets import Choice  # noqa: E402
from session import languages, registry  # noqa: E402
from session import seats as model  # noqa: E402
from session.files.settings import Settings  # noqa: E402
from tests.e2e.xserver import RealApp, XServer, named  # noqa: E402

MOVE_LINE = re.compile(r"move: seat (\d+) plays (.*)$")
UNDO_LINE = re.compile(r"undo: (.*) taken back$")
#: Seconds the window's picture must stay the same before the person acts.
QUIET_SECONDS = 1.0
#: Seconds the app has to log a move after the pointer made it (it answers at once).
ANSWER_SECONDS = 20.0
#: Seconds a computer player may take over its move, shown (normal is far quicker).
COMPUTER_SECONDS = 120.0
#: Person decisions a take-back waits for one with the computers' answers in it.
PATIENCE = 3


class Disagreement(Exception):
    """The window and the twin no longer show the same game: the tool stops."""


# -- the real window ---------------------------------------------------------------------
class Window:
    """The app in a real window: its log read line by line, the pointer, screenshots."""

    def __init__(self, server: XServer, home: Path, size: tuple[int, int], out: Path):
        self.app = RealApp(server, home, "--size", f"{size[0]}x{size[1]}")
        self.size = size
        self.out = out
        self.read_to = 0  # how far the log was read
        self.unread: list[str] = []  # lines read from the log and not handed out yet
        self.shots = 0
        self.pointer = (0, 0)  # where the pointer was last moved to

    def new_lines(self) -> list[str]:
        text = self.app.log_text
        end = text.rfind("\n") + 1
        lines, self.unread = self.unread + text[self.read_to:end].splitlines(), []
        self.read_to = max(self.read_to, end)
        return lines

    def wait_for_lines(self, wanted, seconds: float, what: str) -> list[str]:
        """New log lines until one satisfies ``wanted(line)``; all lines read (that one last)."""
        read: list[str] = []
        deadline = time.monotonic() + seconds
        while True:
            lines = self.new_lines()
            for i, line in enumerate(lines):
                read.append(line)
                if wanted(line):
                    self.unread = lines[i + 1:]  # handed out by the next call
                    return read
            if self.app.proc.poll() is not None:
                raise Disagreement(f"the app exited while waiting for {what}")
            if time.monotonic() > deadline:
                shot = self.screenshot("stuck")
                raise Disagreement(f"the app never logged {what} in {seconds:.0f} s (screenshot {shot}); "
                                   f"lines read: {read[-5:]}")
            time.sleep(0.05)

    def picture(self) -> bytes:
        """The window's pixels as the X server has them (BGRX)."""
        d = Xlib.display.Display(self.app.server.display)
        try:
            window = d.create_resource_object("window", int(self.app.window))
            return window.get_image(0, 0, *self.size, X.ZPixmap, 0xFFFFFFFF).data
        finally:
            d.close()

    def wait_until_still(self, seconds: float = QUIET_SECONDS, limit: float = 30.0) -> None:
        """Wait until the window's picture has not changed for ``seconds`` (up to ``limit``)."""
        last, since = self.picture(), time.monotonic()
        deadline = since + limit
        while time.monotonic() - since < seconds:
            if time.monotonic() > deadline:
                print(f"  (the window never stood still for {seconds} s; going on)")
                return
            time.sleep(0.15)
            now = self.picture()
            if now != last:
                last, since = now, time.monotonic()

    def surface(self) -> pygame.Surface:
        """The window's pixels as a pygame surface."""
        raw = self.picture()
        rgb = bytearray(len(raw) // 4 * 3)
        rgb[0::3], rgb[1::3], rgb[2::3] = raw[2::4], raw[1::4], raw[0::4]
        return pygame.image.frombuffer(bytes(rgb), self.size, "RGB")

    def screenshot(self, label: str, picture: pygame.Surface | None = None) -> Path:
        """Save the window's picture now (or ``picture``, one taken before) as the next screenshot."""
        self.shots += 1
        path = self.out / f"{self.shots:03d}-{label}.png"
        pygame.image.save(picture if picture is not None else self.surface(), str(path))
        return path

    # the pointer, in window coordinates
    def xdo(self, *args) -> None:
        self.app.server.xdotool(*map(str, args))

    def move_to(self, pos) -> None:
        self.xdo("mousemove", "--window", self.app.window, "--sync", round(pos[0]), round(pos[1]))
        self.pointer = (round(pos[0]), round(pos[1]))

    def click(self, pos, button: int = 1) -> None:
        self.move_to(pos)
        time.sleep(0.1)
        self.xdo("click", button)
        time.sleep(0.15)

    def drag(self, start, end, steps: int = 10, midway=None) -> None:
        """Press at ``start``, move to ``end`` in ``steps`` and let go; ``midway()`` is
        called half way (e.g. to turn the held piece)."""
        self.move_to(start)
        time.sleep(0.05)
        self.xdo("mousedown", 1)
        for i in range(1, steps + 1):
            self.move_to((start[0] + (end[0] - start[0]) * i / steps, start[1] + (end[1] - start[1]) * i / steps))
            time.sleep(0.03)
            if midway is not None and i == steps // 2:
                midway()
        time.sleep(0.05)
        self.xdo("mouseup", 1)
        time.sleep(0.2)

    def path(self, points) -> None:
        """Press at the first of ``points``, pass through the others, let go at the last."""
        self.move_to(points[0])
        self.xdo("mousedown", 1)
        for p in points[1:]:
            self.move_to(p)
            time.sleep(0.03)
        self.xdo("mouseup", 1)
        time.sleep(0.2)


def headless_scene(factory, size):
    """A page built without a window at ``size``: the same layout the window shows."""
    app = App(Settings(), size=size)
    scene = factory(app)
    app.manager.reset(scene)
    return scene


def press_both(window: Window, scene, pos) -> None:
    """Click at ``pos`` in the window and in the headless ``scene`` that mirrors it."""
    window.click(pos)
    for etype in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        extra = {"rel": (0, 0), "buttons": (0, 0, 0)} if etype == pygame.MOUSEMOTION else {"button": 1}
        scene.app.manager.dispatch(pygame.event.Event(etype, pos=pos, **extra))


def choosing_menu(app) -> MenuScene:
    """The menu after Play was pressed: the games to choose from (and their lessons)."""
    menu = MenuScene(app)
    menu.choosing = True
    return menu


def seat_the_players(window: Window, game, players: int, levels: list[str]):
    """From the menu to the table by clicks: Play, the game, the Setup page (how many
    players; seats 2.. played by the computer at ``levels``), Start. The setup made and
    the game's seed (from the app's log)."""
    size = window.size
    window.click(named(headless_scene(MenuScene, size).widgets, _("Play")).rect.center)
    window.click(named(headless_scene(choosing_menu, size).widgets, game.title).rect.center)
    window.wait_for_lines(lambda line: "scene: push SetupScene" in line, ANSWER_SECONDS, "the Setup page")
    setup = headless_scene(lambda app: SetupScene(app, game), size)
    counts = list(range(game.min_players, game.max_players + 1))
    count_choice = next(w for w in setup.widgets if isinstance(w, Choice) and w.options == counts)
    press_both(window, setup, count_choice.segment_rects()[counts.index(players)].center)
    for seat in range(1, players):
        kinds = [w for w in setup.widgets if isinstance(w, Choice) and w.options == [model.HUMAN, model.COMPUTER]]
        press_both(window, setup, kinds[seat].segment_rects()[1].center)
        row = setup.row_rects[seat]
        level = next(w for w in setup.widgets if isinstance(w, Choice) and w.options == list(game.bot_levels)
                     and row.colliderect(w.rect))
        press_both(window, setup, level.segment_rects()[level.options.index(levels[seat - 1])].center)
    window.wait_until_still(0.5)
    window.screenshot("setup")
    made = model.finalised(setup.setup)
    window.click(named(setup.widgets, _("Start")).rect.center)
    table_name = TABLES[game.id].__name__
    lines = window.wait_for_lines(lambda line: f"scene: replace with {table_name}" in line, ANSWER_SECONDS,
                                  "the table")
    seed = next(int(m.group(1)) for line in lines if (m := re.search(r"table: \w+, \d+ players, seed (\d+)", line)))
    return made, seed


# -- the twin -------------------------------------------------------------------------------
class Twin:
    """The same table without a window, at the window's size, kept at the window's game."""

    def __init__(self, game_id: str, setup, seed: int, size):
        self.app = App(Settings(), size=size)
        table = TABLES[game_id](self.app, setup, seed=seed)
        self.app.manager.reset(table)
        self.watch(table)

    def watch(self, table) -> None:
        """Keep ``table``, on show in the twin's app, at the window's game from now on."""
        self.table = table
        # The twin never plays a computer's move of its own accord: the window's are played on it.
        self.table.computers.due = lambda state: (None, False)
        self.followed = len(table.record.entries)  # the moves of the record the app's log has named
        self.settle()

    def settle(self) -> None:
        """Every animation landed and the time on show of a computer's move over; drawn."""
        for _ in range(3):
            self.table.animator.finish_all()
            self.app.manager.update(2.0)
            self.app.manager.draw(self.app.surface)

    def move_named(self, text: str):
        found = [m for m in self.table.state.legal_moves() if str(m) == text]
        if not found:
            raise Disagreement(f"the app played {text!r}, which is not a legal move of the twin's game")
        return found[0]

    def follow(self, seat: int, text: str) -> None:
        """Play on the twin the move the app logged, as the table plays it."""
        table = self.table
        entries = table.record.entries
        if len(entries) > self.followed:  # a move the rules make by themselves, made by the twin's table too
            entry = entries[self.followed]
            if (entry.seat, str(entry.move)) != (seat, text):
                raise Disagreement(f"the app says seat {seat} played {text!r}; the twin's table played "
                                   f"seat {entry.seat}'s {entry.move} by itself")
            self.followed += 1
            return
        if table.state.current_seat != seat:
            raise Disagreement(f"the app says seat {seat} played {text!r}; the twin has seat "
                               f"{table.state.current_seat} to move")
        move = self.move_named(text)
        if table.is_computer(seat):
            table.show_computer_move(move)
        else:
            table.play(move)
        self.followed += 1
        self.settle()

    def undo(self, logged: str) -> None:
        span = self.table.record.undo_span()
        said = "; ".join(f"seat {e.seat}'s move {e.move}" for e in span)
        if said != logged:
            raise Disagreement(f"the app took back {logged!r}; the twin would take back {said!r}")
        self.table.history.undo()
        self.followed = len(self.table.record.entries)
        self.settle()


# -- the person's hand on each table ---------------------------------------------------------
def kaleido_hand(window: Window, twin: Twin, move) -> list[str]:
    """Pointer actions that play ``move`` at the Kaleido table; the log lines they make."""
    table = twin.table
    view = table.view

    def screen(point):
        return tuple(round(v) for v in view.to_screen(*point))

    if isinstance(move, (PlaceTile, PlaceWhite)):
        slot = "tile" if isinstance(move, PlaceTile) else "white"
        window.drag(table.shelf.slots[slot].center, screen(hole_center(move.board, move.hole)))
    elif isinstance(move, PlaceBoard):
        window.drag(table.shelf.slots["board"].center, screen(board_center(move.at)))
    elif isinstance(move, Rotate):
        # drag around the board from inside it, a sixth of a turn counter-clockwise per step
        cx, cy = screen(board_center(move.board))
        r = view.zoom * 0.3
        turn = move.steps * 60 if move.steps <= 3 else -(6 - move.steps) * 60
        turn = max(-178, min(178, turn))
        angles = [turn * i / 12 for i in range(13)]
        window.path([(cx + r * math.cos(math.radians(a)), cy - r * math.sin(math.radians(a))) for a in angles])
    elif isinstance(move, KaleidoEnd):
        window.click(table.end_button.rect.center)
    return [str(move)]


def kerala_hand(window: Window, twin: Twin, move) -> list[str]:
    """Pointer actions that play ``move`` at the Kerala table; the log lines they make."""
    table = twin.table
    state, view, seat = table.state, table.view, table.state.current_seat
    if table.focus != seat:
        raise Disagreement(f"the twin shows seat {table.focus}'s grounds on seat {seat}'s turn")
    if isinstance(move, KeralaTake):
        side = move.arch_side or 0
        table.arch.side = side
        table.rules.drag_targets(("offer", move.offer_index))
        asked = len(table.rules.walkers(move.cell)) == 2
        table.arch.reset()
        start, end = table.offer.rects[move.offer_index].center, view.cell_rect(move.cell).center
        # an arch is picked up facing up; a right-click while it is held turns it a quarter
        window.drag(start, end, midway=(lambda: [window.xdo("click", 3) for _ in range(side)]) if side else None)
        if asked:  # which elephant walks: the table asks, and a click on it answers
            window.wait_until_still(0.4)
            window.screenshot("which-elephant")
            window.click(elephant_rects(state, seat, view)[move.elephant].center)
    elif isinstance(move, MoveElephant):
        window.drag(elephant_rects(state, seat, view)[move.elephant].center, view.cell_rect(move.cell).center)
    elif isinstance(move, MoveTile):
        window.drag(view.cell_rect(move.source).center, view.cell_rect(move.target).center)
    elif isinstance(move, Pass):
        window.click(table.pass_button.rect.center)
    elif isinstance(move, SkipSpecial):
        window.click(table.buttons.skip_button.rect.center)
    return [str(move)]


def kasane_hand(window: Window, twin: Twin, move) -> list[str]:
    """Pointer actions that play ``move`` at the Kasane table; the log lines they make."""
    table = twin.table
    state, places, seat = table.state, table.places, table.state.current_seat
    if isinstance(move, KasaneTake):
        card = places.market_card(move.row, len(state.market[move.row]) - 1)
        window.drag(card.center, places.hand_zone(seat).center)
    elif isinstance(move, Combine):
        chooser = table.chooser
        if chooser is None:
            raise Disagreement("the twin offers no combination where the person may combine")
        if chooser.length != move.length:  # a click on a hand card selects from it to the right end
            hand = places.hand_cards(seat, len(state.hands[seat]))
            press_twin_and_window(window, twin, hand[len(hand) - move.length].center)
        if chooser.reuse != move.reuse_last:  # a click on the kimono's last card puts it in or out
            kimono = places.kimono_cards(seat, len(state.kimonos[seat]))
            press_twin_and_window(window, twin, kimono[-1].center)
        window.click(places.style_label(move.style).center)
    elif isinstance(move, KasaneEnd):
        window.click(table.chooser_bar.buttons["end"].rect.center)
    return [str(move)]


def press_twin_and_window(window: Window, twin: Twin, pos) -> None:
    """A click that plays nothing but changes what the table shows (a selection): made
    in the window and on the twin alike."""
    press_both(window, twin.table, pos)
    twin.settle()


HANDS = {"kaleido": kaleido_hand, "kerala": kerala_hand, "kasane": kasane_hand}


# -- the game --------------------------------------------------------------------------------
class Game:
    """One whole game in the window: the person in seat 0, computers in the others."""

    def __init__(self, window: Window, twin: Twin, game_id: str, seed: int, undo_at: list[int], takebacks: int):
        self.window, self.twin, self.game_id = window, twin, game_id
        self.chooser = NormalBot(seed ^ 0x5EED)
        self.undo_at, self.takebacks_wanted = undo_at, takebacks
        self.decisions = 0  # the person's moves chosen (and played)
        self.takebacks = 0
        self.rotations = 0  # Kaleido: the boards turned this turn (a plan is never redone)

    def follow_log(self, lines) -> bool:
        """Play on the twin what ``lines`` say the app did; True once the game is over."""
        over = False
        for line in lines:
            if m := MOVE_LINE.search(line):
                self.twin.follow(int(m.group(1)), m.group(2))
            elif m := UNDO_LINE.search(line):
                self.twin.undo(m.group(1))
                self.takebacks += 1
            elif "game over:" in line:
                over = True
        return over

    def person_to_move(self) -> bool:
        table = self.twin.table
        return not table.state.is_over and not table.is_computer(table.state.current_seat)

    def play(self, until=lambda: False) -> bool:
        """Play to the game's results page, or until ``until()`` holds on the person's
        turn (a test's shorter game); True when the results were reached."""
        window, twin = self.window, self.twin
        over = self.follow_log(window.new_lines())
        while not over:
            if self.person_to_move() and until():
                return False
            if not self.person_to_move():
                lines = window.wait_for_lines(lambda line: "move: seat" in line or "game over:" in line,
                                              COMPUTER_SECONDS, "a computer's move")
                over = self.follow_log(lines)
                continue
            window.wait_until_still()
            if self.wants_takeback():
                self.take_back()
                continue
            over = self.person_moves()
        self.to_the_results()
        return True

    def wants_takeback(self) -> bool:
        """At the decisions asked for, and later ones until done, when Undo takes back the
        person's move with the computers' answers (the record's own rule says when). Where
        the rule never allows that (Kerala: every round ends in a draw from the bag, which
        Undo never goes back past), after :data:`PATIENCE` more decisions the person's own
        move of this turn is taken back instead (a special tile's take, before its move)."""
        if self.takebacks >= self.takebacks_wanted:
            return False
        record = self.twin.table.record
        waited = self.decisions - self.undo_at[self.takebacks]
        answered = any(not e.automatic for e in record.undo_span()[1:])
        return waited >= 0 and record.undo_refusal() is None and (answered or waited >= PATIENCE)

    def take_back(self, quick: bool = False) -> None:
        """Press Undo and see the app take back what the twin's record says it would.
        ``quick``: just after the person's move, before the computer answers; if the
        computer's move comes first, the Undo may be refused, and the tool goes on."""
        window = self.window
        before = self.takebacks
        window.click(self.twin.table.controls.undo_button.rect.center)
        wanted = (lambda line: "undo:" in line or "move: seat" in line) if quick else (lambda line: "undo:" in line)
        lines = window.wait_for_lines(wanted, ANSWER_SECONDS, "the take-back")
        self.follow_log(lines)
        if self.takebacks == before:
            print(f"  the computer answered before the take-back at decision {self.decisions}: trying again later")
            return
        self.rotations = 0
        window.wait_until_still()
        shot = window.screenshot(f"takeback-{self.takebacks}")
        when = "before the computer answered" if quick else "after the computers answered"
        print(f"  take-back {self.takebacks} at decision {self.decisions}, {when}: "
              f"{lines[-1].split('undo: ')[-1]} ({shot.name})")

    def person_moves(self) -> bool:
        """The person's next move chosen, made with the pointer and seen in the log; True
        once the game is over."""
        window, twin = self.window, self.twin
        state = twin.table.state
        move = self.choose(state)
        self.decisions += 1
        window.screenshot(f"decision-{self.decisions}")
        expected = HANDS[self.game_id](window, twin, move)
        for text in expected:
            lines = window.wait_for_lines(lambda line: "move: seat" in line or "undo:" in line, ANSWER_SECONDS,
                                          f"the person's move {text!r}")
            m = MOVE_LINE.search(lines[-1])
            if m is None or m.group(1) != "0" or m.group(2) != text:
                shot = window.screenshot("disagreement")
                raise Disagreement(f"meant {text!r} for seat 0; the app logged {lines[-1]!r} (screenshot {shot})")
            if self.follow_log(lines):
                return True
        if self.quick_takeback_due():
            self.take_back(quick=True)
        return False

    def quick_takeback_due(self) -> bool:
        """A take-back right after the person's move, in the moment the computer waits
        before it answers (when none with answers came in :data:`PATIENCE` decisions)."""
        if self.takebacks >= self.takebacks_wanted or self.decisions - self.undo_at[self.takebacks] < PATIENCE:
            return False
        table = self.twin.table
        return table.is_computer(table.state.current_seat) and table.record.undo_refusal() is None

    def choose(self, state):
        """The normal computer player's choice for the person (a board turned once a turn)."""
        move = self.chooser.choose(state.clone())
        if isinstance(move, Rotate):
            if self.rotations:
                return KaleidoEnd()
            self.rotations += 1
        elif isinstance(move, KaleidoEnd) and state.phase == "rotate":
            self.rotations = 0
        return self.twin.move_named(str(move))

    def to_the_results(self) -> None:
        window, twin = self.window, self.twin
        window.wait_until_still(1.5, limit=60)
        window.screenshot("game-over")
        table = twin.table
        table.animator.finish_all()
        if hasattr(table, "end_scoring") and table.end_scoring.running:
            table.skip_end()
        twin.settle()
        scores = table.scores_button if hasattr(table, "scores_button") else table.buttons.scores_button
        window.click(scores.rect.center)
        window.wait_for_lines(lambda line: "scene: replace with ResultsScene" in line, ANSWER_SECONDS,
                              "the results page")
        window.wait_until_still(0.8)
        window.screenshot("results")


def report(out: Path, summary: str) -> None:
    """Print the game's summary and keep it beside its screenshots (summary.txt)."""
    print(summary)
    (out / "summary.txt").write_text(summary + "\n", encoding="utf-8")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="Play a whole game with the mouse in the real window.")
    parser.add_argument("game", choices=sorted(TABLES))
    parser.add_argument("--size", default="1280x720", help="the window's size, e.g. 1920x1080")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--levels", default="normal", help="the computers' levels, seat 2 on, comma separated")
    parser.add_argument("--undo-at", default="4,12",
                        help="take back at the first chance from these person decisions on")
    parser.add_argument("--out", required=True, help="the folder for the screenshots (emptied first)")
    parser.add_argument("--language", default="en", help="the language the app speaks (de, ja...)")
    args = parser.parse_args(argv)

    languages.use(args.language)  # the twin's, so it finds the buttons by the words the window shows
    size = tuple(int(v) for v in args.size.lower().split("x"))
    levels = args.levels.split(",")
    levels += [levels[-1]] * (args.players - 1 - len(levels))
    undo_at = [int(v) for v in args.undo_at.split(",")]
    out = Path(args.out)
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    game = registry.get(args.game)

    began = time.monotonic()
    with app_in_window(size, out, "mouse-game", args.language) as window:
        setup, seed = seat_the_players(window, game, args.players, levels)
        print(f"{game.title} at {args.size}, seed {seed}: "
              + ", ".join(f"{s.name} ({s.level or 'person'})" for s in setup.seats))
        twin = Twin(args.game, setup, seed, size)
        play = Game(window, twin, args.game, seed, undo_at, len(undo_at))
        try:
            play.play()
        except Disagreement as exc:
            report(out, f"STOPPED: {exc}")
            return 1
        result = twin.table.result
        seconds = time.monotonic() - began
        report(out, f"{game.title} {args.size} seed {seed}: {play.decisions} moves by the person, "
                    f"{play.takebacks} take-backs, scores {list(result.scores)}, winners "
                    f"{[setup.seats[w].name for w in result.winners]}, {seconds:.0f} s; "
                    f"{window.shots} screenshots in {out}")
        return 0 if play.takebacks == len(undo_at) else 1


@contextmanager
def app_in_window(size: tuple[int, int], out: Path, kind: str, language: str = "en"):
    """The app in a real window on its own Xvfb screen, with a fresh user folder (and a
    fresh one for the twin), speaking ``language`` (the player's choice in its settings);
    on leaving, the app's log is kept in ``out`` and the app and the screen end. ``kind``
    names the folders ("mouse-game")."""
    os.environ["TESSERA_HOME"] = tempfile.mkdtemp(prefix=f"{kind}-twin-")  # the twin's files go there
    pygame.init()
    server = XServer(f"{size[0] + 80}x{size[1] + 120}")
    home = Path(tempfile.mkdtemp(prefix=f"{kind}-home-"))
    (home / "config").mkdir()
    (home / "config" / "settings.json").write_text(json.dumps({"language": language}), encoding="utf-8")
    window = None
    try:
        window = Window(server, home, size, out)
        yield window
    finally:
        if window is not None:
            shutil.copy(home / "logs" / "tessera.log", out / "tessera.log")
            window.app.kill()
        server.stop()


if __name__ == "__main__":
    sys.exit(main())
