"""What online play costs (issue 51): a guest's move to every screen, and rooms on one broker.

    python benchmarks/online.py [--rooms 200] [--seconds 60] [--broker mosquitto]
                                [--move-seconds 2] [--workers 4] [--latency-moves 0]
                                [--titles kaleido kerala kasane] [--seed 7]

Every room is the real thing on loopback: a host (:class:`~session.online.host_room.HostRoom`)
and three guests (:class:`~session.online.guest_room.GuestRoom`), each with its own
:class:`~session.online.transport.Transport` (a paho-mqtt client and its network thread),
driven by :class:`~session.online.room_loop.RoomLoop` as the app drives it; a 4-player
game whose every seat an easy computer plays (it chooses in well under a millisecond, and
the clock starts after it has chosen). A move of a guest's is timed from its ``want`` to
the moment each screen has it in its record: the host when it has checked and played it
(and published it), each guest when it has applied the host's ``move_played`` and checked
the digest. "each screen" figures are over every (move, screen) pair; "every screen" over
each move's slowest screen.

1. Latency: a whole game of each title in ``--titles``, one room, through each of
   :data:`BROKERS`: the embedded one (amqtt, on a thread of the benchmark's process, which
   the clients leave to it; a host's Tessera runs it beside its own loop), Mosquitto as
   installed, and Mosquitto with Nagle's algorithm off. The clients are in a worker
   process, each screen's loop on a thread of its own, as if each were its own Tessera.
   Each seat moves ``--latency-pace`` after its turn came, so a move's messages do not
   queue behind the one before. ``--latency-moves N`` stops each game after N moves of
   the guests (0: the whole game).
2. Scale: ``--rooms`` rooms of 4 on one ``--broker`` (Mosquitto by default), playing for
   ``--seconds`` at one move every ``--move-seconds`` of a room (each seat moves that long
   after its turn came; a room whose game ends opens a new one). The clients are in
   ``--workers`` processes, each driving its rooms on one thread that turns a room's side
   when its transport wakes it (and every tenth of a second, for the clocks): 800 clients
   are 800 paho network threads, which in one process would all fight for one
   interpreter lock, while a process per room would cost its imports 200 times over; a
   few processes use the two cores and keep each one's threads to a couple of hundred.
   Measured: the broker's resident memory and processor seconds (/proc) when started
   (idle), with every room joined (connected) and after the play; what a room costs it
   ((with the rooms - idle) / rooms, and processor milliseconds per room per second of
   play); the client processes' memory; the moves' latency across all rooms.

It prints figures (JSON lines and a table), never a verdict, with the load average: on a
machine others use, the figures are those of a shared machine.
"""
from __future__ import annotations

import argparse
import itertools
import json
import multiprocessing
import os
import queue
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Callable

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from benchmarks.processes import cpu_seconds  # noqa: E402
from benchmarks.stats import p99  # noqa: E402
from game.bots import make_bot  # noqa: E402
from session import registry  # noqa: E402
from session.online.guest_room import GuestRoom  # noqa: E402
from session.online.host_room import HostRoom, Seat  # noqa: E402
from session.online.room_code import RoomCode  # noqa: E402
from session.online.room_keys import RoomKeys  # noqa: E402
from session.online.room_loop import RoomLoop  # noqa: E402
from session.online.transport import Transport  # noqa: E402
from session.online.wire import TransportWire  # noqa: E402
from session.seats import GameSetup, SeatSetup  # noqa: E402
from tests.online.brokers import LOOPBACK, EmbeddedBroker, Mosquitto, find_mosquitto  # noqa: E402

TITLES = tuple(game.id for game in registry.all_games() if game.keeps_records)
PLAYERS = 4
GUEST_SEATS = (1, 2, 3)
LEVEL = "easy"
QUICK_RECONNECT = {"reconnect_min_s": 0.2, "reconnect_max_s": 2.0}
#: Seconds the rooms may take to join before the benchmark gives up.
JOIN_LIMIT_S = 300.0
#: Seconds a latency game may take before the benchmark gives up on it.
GAME_LIMIT_S = 600.0


def memory_kb(pid: int) -> dict[str, int]:
    """``pid``'s resident memory now (``rss``) and at its highest (``peak``), in kB."""
    fields = dict(line.split(":", 1) for line in Path(f"/proc/{pid}/status").read_text().splitlines() if ":" in line)
    return {"rss": int(fields["VmRSS"].split()[0]), "peak": int(fields["VmHWM"].split()[0])}


def broker_reading(pid: int) -> dict:
    """The broker's memory (kB) and processor seconds so far."""
    return {**memory_kb(pid), "cpu_s": cpu_seconds(pid)}


def figures(samples_ms: list[float]) -> dict:
    """Median and p99 of ``samples_ms`` (and how many)."""
    if not samples_ms:
        return {"count": 0, "median_ms": None, "p99_ms": None}
    return {"count": len(samples_ms), "median_ms": round(statistics.median(samples_ms), 2),
            "p99_ms": round(p99(samples_ms), 2)}


# -- a room, its screens and its seats ------------------------------------------------------
class Screen:
    """A room (a host's or a guest's) as its loop drives it, noting when each move reached
    its record (``applied``: the move's number to the :func:`time.perf_counter` after the
    message that brought it was taken)."""

    def __init__(self, room: HostRoom | GuestRoom):
        self.room = room
        self.applied: dict[int, float] = {}

    def _note(self) -> None:
        record = self.room.record
        now = time.perf_counter()
        for number in range(len(self.applied), 0 if record is None else len(record.entries)):
            self.applied[number] = now

    def receive(self, topic: str, payload: bytes) -> None:
        self.room.receive(topic, payload)
        self._note()

    def connected(self) -> None:
        self.room.connected()
        self._note()

    def tick(self, now: float) -> None:
        self.room.tick(now)

    def moves(self) -> int:
        return 0 if self.room.record is None else len(self.room.record.entries)


class Pace:
    """When a seat whose turn came may move: ``seconds`` after it saw its turn."""

    def __init__(self, seconds: float):
        self.seconds = seconds
        self.due: float | None = None

    def ready(self, my_turn: bool) -> bool:
        if not my_turn:
            self.due = None
            return False
        now = time.monotonic()
        if self.due is None:
            self.due = now + self.seconds
        if now < self.due:
            return False
        self.due = None
        return True


class BenchRoom:
    """A room of 4 on the broker at ``port``: the host (seat 0 at its screen) and guests at
    seats 1 to 3, each on its own transport, playing ``game_id`` from ``seed``; every seat
    an easy computer that moves ``pace`` seconds after its turn came, while
    :attr:`playing`. ``waker()`` gives a side's key and the wake-up its transport calls."""

    def __init__(self, port: int, game_id: str, seed: int, pace: float, waker: Callable[[], tuple]):
        game = registry.get(game_id)
        colors = game.default_colors(PLAYERS)
        setup = GameSetup(game_id, tuple(SeatSetup(f"P{seat}", colors[seat]) for seat in range(PLAYERS)))
        record = game.new_record(setup, seed)
        keys = RoomKeys.of(RoomCode.new())
        self.pace_s = pace
        self.playing = False
        self.wants: dict[int, float] = {}
        """A guest's move's number to the :func:`time.perf_counter` at its ``want``."""
        self.transports, self.loops = [], {}
        wires = []
        for _ in range(PLAYERS):
            key, wake = waker()
            transport = Transport(LOOPBACK, port, keys.topic_prefix, wake=wake, **QUICK_RECONNECT)
            self.transports.append(transport)
            wires.append((key, TransportWire(transport)))
        self.host = HostRoom(wires[0][1], keys, game_id, record,
                             [Seat("P0", "here")] + [Seat(f"P{seat}", "open") for seat in GUEST_SEATS])
        self.guests = {seat: GuestRoom(wires[seat][1], keys, f"P{seat}", seat) for seat in GUEST_SEATS}
        self.screens = [Screen(self.host)] + [Screen(self.guests[seat]) for seat in GUEST_SEATS]
        bots = {seat: make_bot(LEVEL, seed + seat) for seat in range(PLAYERS)}
        for seat, (key, wire) in enumerate(wires):
            act = self._host_act(bots[0]) if seat == 0 else self._guest_act(self.guests[seat], bots[seat])
            self.loops[key] = RoomLoop(wire, self.screens[seat], act)

    def _host_act(self, bot) -> Callable[[], None]:
        pace, host = Pace(self.pace_s), self.host

        def act() -> None:
            if pace.ready(self.playing and host.who_moves() == "here"):
                host.play(bot.choose(host.record.state))
        return act

    def _guest_act(self, guest: GuestRoom, bot) -> Callable[[], None]:
        pace = Pace(self.pace_s)

        def act() -> None:
            if pace.ready(self.playing and guest.welcomed and guest.my_turn):
                move = bot.choose(guest.record.state)
                self.wants[len(guest.record.entries)] = time.perf_counter()
                guest.want(move)
        return act

    @property
    def joined(self) -> bool:
        """Every seat is taken and every guest has the game so far."""
        moves = len(self.host.record.entries)
        return self.host.started and all(guest.welcomed and guest.record is not None
                                          and len(guest.record.entries) == moves for guest in self.guests.values())

    @property
    def over(self) -> bool:
        """The game is over at every screen."""
        return all(screen.room.record is not None and screen.room.record.state.is_over for screen in self.screens)

    def latencies(self) -> tuple[list[float], list[float]]:
        """Milliseconds from each guest's move to each screen having it, and to the
        slowest screen (moves some screen has not yet are left out)."""
        each, every = [], []
        for number, wanted in self.wants.items():
            times = [screen.applied[number] - wanted for screen in self.screens if number in screen.applied]
            each.extend(ms * 1000 for ms in times)
            if len(times) == len(self.screens):
                every.append(max(times) * 1000)
        return each, every

    def close(self) -> None:
        for transport in self.transports:
            transport.close()


# -- turning rooms' loops -------------------------------------------------------------------
SIDE_KEYS = itertools.count()


class Driver:
    """Turns the loops of the sides it holds on the thread that calls :meth:`run`: a side
    when its transport wakes it, and every side each ``every`` seconds (their clocks, and
    the seats' paces)."""

    def __init__(self, every: float):
        self.every = every
        self.ready: queue.SimpleQueue = queue.SimpleQueue()
        self.loops: dict[int, RoomLoop] = {}

    def waker(self) -> tuple[int, Callable[[], None]]:
        """A new side's key (unique in the process) and the wake-up for its transport."""
        key = next(SIDE_KEYS)
        return key, lambda: self.ready.put(key)

    def run(self, going: Callable[[], bool], each_pass: Callable[[], None] = lambda: None) -> None:
        """Turn the loops while ``going()``; ``each_pass`` after each pass over them all."""
        next_pass = 0.0
        while going():
            now = time.monotonic()
            if now >= next_pass:
                for loop in list(self.loops.values()):
                    loop.turn(0)
                each_pass()
                next_pass = now + self.every
                continue
            try:
                key = self.ready.get(timeout=next_pass - now)
            except queue.Empty:
                continue
            loop = self.loops.get(key)
            if loop is not None:
                loop.turn(0)


def bounded(seconds: float, what: str) -> Callable[[], None]:
    deadline = time.monotonic() + seconds

    def check() -> None:
        if time.monotonic() > deadline:
            raise TimeoutError(f"{what} took over {seconds:.0f} s")
    return check


# -- the worker processes -----------------------------------------------------------------------
def scale_worker(conn, port: int, games: list[tuple[str, int]], move_seconds: float, seconds: float) -> None:
    """Runs the rooms ``games`` (title, seed) on one thread; says ``ready`` with its memory
    once all have joined, plays for ``seconds`` from the ``go``, and sends its figures."""
    driver = Driver(every=0.1)
    rooms = [BenchRoom(port, game_id, seed, move_seconds, driver.waker) for game_id, seed in games]
    for room in rooms:
        driver.loops.update(room.loops)
    limit = bounded(JOIN_LIMIT_S, "joining the rooms")
    driver.run(lambda: not all(room.joined for room in rooms), limit)
    conn.send({"ready": memory_kb(os.getpid()), "threads": threading.active_count()})
    go = []
    driver.run(lambda: not go, lambda: go.append(True) if conn.poll() else None)
    conn.recv()
    cpu_before = cpu_seconds(os.getpid())
    for room in rooms:
        room.playing = True
    done, renewed = [], 0
    end = time.monotonic() + seconds

    def each_pass() -> None:
        nonlocal renewed
        for index, room in enumerate(rooms):
            if room.over:  # a new game in a new room, as friends would start one
                done.append(room.latencies())
                room.close()
                for key in room.loops:
                    driver.loops.pop(key)
                renewed += 1
                rooms[index] = BenchRoom(port, room.host.game_id, games[index][1] + 1000 * renewed, move_seconds,
                                         driver.waker)
                rooms[index].playing = True
                driver.loops.update(rooms[index].loops)
    driver.run(lambda: time.monotonic() < end, each_pass)
    for room in rooms:
        room.playing = False
    cpu = cpu_seconds(os.getpid()) - cpu_before
    memory = memory_kb(os.getpid())
    each, every, moves, wanted = [], [], 0, 0
    for room in rooms:
        done.append(room.latencies())
        moves += len(room.host.record.entries)
        wanted += len(room.wants)
    for room_each, room_every in done:
        each.extend(room_each)
        every.extend(room_every)
    for room in rooms:
        room.close()
    conn.send({"each": each, "every": every, "memory": memory, "cpu_s": cpu, "renewed": renewed,
               "moves_now": moves, "threads": threading.active_count()})


def latency_worker(conn, port: int, titles: list[str], seed: int, pace: float, moves_cap: int) -> None:
    """Plays a game of each title in one room, each screen's loop on a thread of its own,
    and sends each title's latencies."""
    results = {}
    for game_id in titles:
        drivers = [Driver(every=0.01) for _ in range(PLAYERS)]
        keys = iter(drivers)
        room = BenchRoom(port, game_id, seed, pace, lambda: next(keys).waker())
        for driver, (key, loop) in zip(drivers, room.loops.items()):  # each driver woken for its side
            driver.loops[key] = loop
        stop, failures = threading.Event(), []
        limit = bounded(GAME_LIMIT_S, f"the game of {game_id}")

        def finished() -> bool:
            if room.joined:
                room.playing = True
            if moves_cap and len(room.wants) >= moves_cap:
                room.playing = False  # the last asked move still goes round
                return all(all(n in screen.applied for n in room.wants) for screen in room.screens)
            return room.over

        def side(driver: Driver) -> None:
            try:
                driver.run(lambda: not (stop.is_set() or finished()), limit)
            except BaseException as exc:  # handed to the worker
                failures.append(exc)
            stop.set()
        threads = [threading.Thread(target=side, args=(driver,), daemon=True) for driver in drivers]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        room.close()
        if failures:
            raise failures[0]
        each, every = room.latencies()
        results[game_id] = {"each": each, "every": every, "moves": len(room.host.record.entries)}
    conn.send(results)


def in_a_process(target, *args):
    """Starts ``target(conn, *args)`` in a new process (spawned: this one may hold a broker's
    threads); returns the process and this end of the pipe."""
    context = multiprocessing.get_context("spawn")
    here, there = context.Pipe()
    process = context.Process(target=target, args=(there, *args), daemon=True)
    process.start()
    there.close()
    return process, here


def received(conn, process, seconds: float, what: str):
    """What ``process`` sends next on ``conn``; fails if it ends or is silent for ``seconds``."""
    deadline = time.monotonic() + seconds
    while not conn.poll(1.0):
        if time.monotonic() > deadline:
            raise TimeoutError(f"{what} took over {seconds:.0f} s")
    try:
        return conn.recv()
    except EOFError:
        process.join()
        raise RuntimeError(f"a worker ended ({process.exitcode}) before {what}") from None


# -- the brokers ------------------------------------------------------------------------------
BROKERS = ("amqtt", "mosquitto", "mosquitto-nodelay")
"""The brokers measured: the embedded one, Mosquitto as installed, and Mosquitto told to
send each packet at once (``set_tcp_nodelay true``; by default it waits to fill a packet,
which the receiver's delayed acknowledgement stretches to about 40 ms on Linux)."""


def started_broker(name: str, folder: Path):
    """The broker ``name`` (one of :data:`BROKERS`) on loopback, started: the embedded one
    (in this process) or Mosquitto (a process)."""
    if name.startswith("mosquitto"):
        if find_mosquitto() is None:
            raise SystemExit("the benchmark through Mosquitto needs mosquitto (apt-get install mosquitto)")
        broker = Mosquitto(folder, log_types=("error", "warning", "notice", "information"),
                           tcp_nodelay=name == "mosquitto-nodelay")
    else:
        broker = EmbeddedBroker(folder)
    broker.start()
    return broker


def broker_pid(broker) -> int:
    return broker.process.pid if isinstance(broker, Mosquitto) else os.getpid()


# -- the two parts ------------------------------------------------------------------------------
def latency(args) -> None:
    print(f"{'broker':17} {'game':8} {'moves':>5} {'guest moves':>11} {'each screen median':>18} {'p99':>8} "
          f"{'every screen median':>19} {'p99':>8}", flush=True)
    for name in BROKERS:
        with tempfile.TemporaryDirectory() as folder:
            broker = started_broker(name, Path(folder))
            try:
                process, conn = in_a_process(latency_worker, broker.port, args.titles, args.seed, args.latency_pace,
                                             args.latency_moves)
                results = received(conn, process, GAME_LIMIT_S * len(args.titles), "the latency games")
                process.join()
            finally:
                broker.stop()
        rows = {**results, "all": {"each": [ms for r in results.values() for ms in r["each"]],
                                   "every": [ms for r in results.values() for ms in r["every"]],
                                   "moves": sum(r["moves"] for r in results.values())}}
        for game_id, result in rows.items():
            each, every = figures(result["each"]), figures(result["every"])
            print(json.dumps({"part": "latency", "broker": name, "game": game_id, "moves": result["moves"],
                              "guest_moves": every["count"], "each_screen": each, "every_screen": every}),
                  flush=True)
            print(f"{name:17} {game_id:8} {result['moves']:>5} {every['count']:>11} {each['median_ms']:>15} ms "
                  f"{each['p99_ms']:>5} ms {every['median_ms']:>16} ms {every['p99_ms']:>5} ms", flush=True)


def scale(args) -> None:
    games = [(args.titles[room % len(args.titles)], args.seed + room) for room in range(args.rooms)]
    workers = max(1, min(args.workers, args.rooms))
    with tempfile.TemporaryDirectory() as folder:
        broker = started_broker(args.broker, Path(folder))
        started = []
        try:
            pid = broker_pid(broker)
            idle = broker_reading(pid)
            for worker in range(workers):
                started.append(in_a_process(scale_worker, broker.port, games[worker::workers], args.move_seconds,
                                            args.seconds))
            ready = [received(conn, process, JOIN_LIMIT_S, "the rooms joining") for process, conn in started]
            connected = broker_reading(pid)
            for _process, conn in started:
                conn.send("go")
            time.sleep(args.seconds)  # the play's window, which the workers time themselves
            playing = broker_reading(pid)
            results = [received(conn, process, JOIN_LIMIT_S, "the rooms' figures") for process, conn in started]
            for process, _conn in started:
                process.join()
        finally:
            for process, _conn in started:
                if process.is_alive():
                    process.terminate()
                    process.join()
            broker.stop()
    rooms, clients = args.rooms, args.rooms * PLAYERS
    each = figures([ms for result in results for ms in result["each"]])
    every = figures([ms for result in results for ms in result["every"]])
    broker_cpu = playing["cpu_s"] - connected["cpu_s"]
    client_rss = sum(result["memory"]["rss"] for result in results)
    summary = {
        "part": "scale", "broker": args.broker, "rooms": rooms, "clients": clients, "workers": workers,
        "seconds": args.seconds, "move_seconds": args.move_seconds,
        "broker_kb": {"idle": idle["rss"], "connected": connected["rss"], "playing": playing["rss"],
                      "peak": playing["peak"]},
        "broker_cpu_s": {"joining": round(connected["cpu_s"] - idle["cpu_s"], 2), "playing": round(broker_cpu, 2)},
        "per_room": {"broker_kb": round((playing["rss"] - idle["rss"]) / rooms, 1),
                     "broker_cpu_ms_per_s": round(broker_cpu / args.seconds / rooms * 1000, 3),
                     "client_kb": round(client_rss / rooms, 1)},
        "clients_kb": {"ready": sum(r["ready"]["rss"] for r in ready), "end": client_rss},
        "clients_cpu_s": round(sum(result["cpu_s"] for result in results), 2),
        "worker_threads": [r["threads"] for r in ready],
        "guest_moves": every["count"], "games_renewed": sum(result["renewed"] for result in results),
        "each_screen": each, "every_screen": every}
    print(json.dumps(summary), flush=True)
    per_room = summary["per_room"]
    print(f"scale: {rooms} rooms of {PLAYERS} ({clients} clients in {workers} processes) on {args.broker}, "
          f"{args.seconds:g} s at a move every {args.move_seconds:g} s a room", flush=True)
    print(f"  broker memory: idle {idle['rss']} kB, rooms joined {connected['rss']} kB, after the play "
          f"{playing['rss']} kB (peak {playing['peak']} kB)", flush=True)
    print(f"  broker processor: {summary['broker_cpu_s']['joining']} s joining, {round(broker_cpu, 2)} s over "
          f"{args.seconds:g} s of play ({broker_cpu / args.seconds * 100:.1f} % of a core)", flush=True)
    print(f"  a room costs the broker {per_room['broker_kb']} kB and {per_room['broker_cpu_ms_per_s']} ms of "
          f"processor a second; its 4 clients {per_room['client_kb']} kB (all clients "
          f"{client_rss} kB, {summary['clients_cpu_s']} processor s)", flush=True)
    print(f"  latency over {every['count']} guest moves: each screen median {each['median_ms']} ms "
          f"p99 {each['p99_ms']} ms, every screen median {every['median_ms']} ms p99 {every['p99_ms']} ms", flush=True)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rooms", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=60.0, help="seconds the rooms play together")
    parser.add_argument("--broker", default="mosquitto", choices=BROKERS,
                        help="the broker of the rooms together")
    parser.add_argument("--move-seconds", type=float, default=2.0,
                        help="seconds a seat of the rooms together takes for its move")
    parser.add_argument("--workers", type=int, default=4, help="processes the rooms' clients run in")
    parser.add_argument("--titles", nargs="+", choices=TITLES, default=list(TITLES))
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--latency-pace", type=float, default=0.05,
                        help="seconds a seat takes for its move in the latency games")
    parser.add_argument("--latency-moves", type=int, default=0,
                        help="guest moves timed per latency game (0: the whole game)")
    parser.add_argument("--skip-latency", action="store_true")
    parser.add_argument("--skip-scale", action="store_true")
    args = parser.parse_args(argv)
    print(json.dumps({"load_average": [round(n, 2) for n in os.getloadavg()], "cpus": os.cpu_count()}), flush=True)
    if not args.skip_latency:
        latency(args)
    print(json.dumps({"load_average": [round(n, 2) for n in os.getloadavg()]}), flush=True)
    if not args.skip_scale:
        scale(args)
    print(json.dumps({"load_average": [round(n, 2) for n in os.getloadavg()]}), flush=True)


if __name__ == "__main__":
    main()
