"""Information-set Monte Carlo tree search: one tree of the hard level's search.

Every iteration plays on a fresh ``determinize(rng)`` copy of the root, so the bag
order or draw pile it meets is a random guess consistent with what the seat to play
knows; the search never reads hidden information. The tree is one tree over all
those guesses (single-observer IS-MCTS): a node's children are keyed by the
knowledge module's ``move_key(state, move)``, which names what a move does rather
than where it sits in the list (Kerala's "take offer tile 1" is keyed by the tile it
takes), so after a draw the tree follows whichever tiles or cards this guess drew.
A child is only *available* in the iterations whose guess allows its move; the
exploration term counts those iterations instead of the parent's visits.

Kaleido hides nothing, so its determinization is a plain copy and the same code is
ordinary MCTS.

Multi-step turns need no special case: every node records the seat that made its
move, and rewards are backed up per seat, so a seat moving several times in a row
simply maximises its own reward at each of those nodes.

The root's children are given (:func:`game.bots.greedy.greedy_values`' best few,
each with a few virtual visits at its greedy value), so several trees grown from the
same root, with different random generators, can be summed move by move
(:mod:`game.bots.parallel`).

The iterations choose by UCB. With ``common_worlds`` (Kerala) the root's move is
chosen first and a root move's k-th try meets the tree's k-th world (one guess of
the hidden information and one stream of playout randomness), so root moves are
compared on the same draws. With a fresh guess per iteration the luck of Kerala's
draw outweighs the difference of close moves, and the search kept the greedy
prior's move at any number of iterations; on common worlds close moves differ by
what they do, so more iterations play better.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any, Callable

from game.core import GameState, Move

from .greedy import greedy_values, margin, sigmoid


@dataclass(frozen=True)
class SearchSettings:
    """How one game is searched. ``exploration`` is UCB's constant on rewards in
    [0, 1]; ``root_candidates`` the greedy-best moves the root considers, each
    starting with ``prior_visits`` virtual visits at its greedy value; a node may
    have ``1 + widen * sqrt(visits)`` children (progressive widening), expanded in
    greedy order; a playout of ``rollout_plies`` moves of the knowledge's
    ``rollout_move`` follows the tree, and its end is valued by :func:`value`: a win
    (at the game's end) or its chance (estimated from the lead before it) counts
    ``win_weight``, the lead itself the rest, on a scale ``margin_span`` times wider
    than the knowledge's ``SCALE`` so that it keeps counting points where the win is
    settled. Where the outcome is settled, root moves whose mean rewards differ by at
    most ``tie`` are equally good: the larger expected lead decides between them
    (:func:`game.bots.hard.chosen`)."""

    exploration: float = 0.6
    root_candidates: int = 8
    prior_visits: float = 3.0
    widen: float = 1.5
    rollout_plies: int = 8
    win_weight: float = 0.7
    #: The lead's share of a reward (``1 - win_weight``) is ``sigmoid(lead / (margin_span
    #: * SCALE))``: 6 makes Kerala's 30 points a lead worth 0.73 of it, so a won game
    #: still tells +3 from +7 (on ``SCALE`` alone both read as certain).
    margin_span: float = 6.0
    tie: float = 0.01
    #: A mean reward this close to a certain win or loss (win part 1 or 0, the lead's
    #: part at even) says the outcome is settled (:func:`game.bots.hard.settled`).
    settled: float = 0.05
    #: Stop growing the tree once this many moves have brought hidden information
    #: to light (``reveal_mark`` changed: Kerala's draw, Kasane's deal); 0: never.
    horizon: int = 0
    #: End the playout where a move brings hidden information to light (the next
    #: draw or deal), if it comes before ``rollout_plies``.
    playout_to_reveal: bool = False
    #: Branch only where a turn begins: the rest of a multi-step turn (Kaleido's
    #: extra action and end of turn) follows the greedy order, so the iterations go
    #: to the other seats' replies rather than to variations of one's own turn.
    greedy_turns: bool = False
    #: Root moves meet the same worlds: a root move's k-th iteration in a tree plays
    #: on that tree's k-th world (guess of the hidden information and playout
    #: randomness), so the root's UCB compares moves on common draws
    #: (``Tree._common_world_iteration``). Every root move is tried on the first
    #: world before UCB chooses: its greedy prior alone may hide what the search
    #: would see (what the last round's leftover tile gives the opponent).
    common_worlds: bool = False


class Node:
    """A move in the tree, by its key: its visits ``n``, the total reward ``w`` and
    the total lead ``lead`` (points ahead of the best opponent where the iterations
    ended) of the seat that made it (``mover``), ``root_lead``, the same total for
    the seat to move at the tree's root, and ``avail``, the iterations in which it
    could be played."""

    __slots__ = ("key", "mover", "children", "n", "w", "lead", "root_lead", "avail", "order")

    def __init__(self, key: Any, mover: int | None) -> None:
        self.key = key          # the move's key (at the root, the move itself)
        self.mover = mover
        self.children: dict[Any, Node] = {}
        self.n = 0.0
        self.w = 0.0
        self.lead = 0.0
        self.root_lead = 0.0
        self.avail = 0.0
        self.order: list | None = None   # move keys, most promising first (greedy values)


def value(lead: float, win: float, know: Any, settings: SearchSettings) -> float:
    """A seat's reward, 0 to 1, for ending ``lead`` points ahead of its best opponent
    (negative: behind) with ``win``: its share of the win at the game's end (1, 0, or
    a tie's share), before it the chance of one. The win counts ``win_weight``; the
    lead the rest, on a wide scale, so that a settled game still prefers the larger
    margin."""
    weight = settings.win_weight
    return weight * win + (1 - weight) * sigmoid(lead / (settings.margin_span * know.SCALE))


def estimated_value(lead: float, know: Any, settings: SearchSettings) -> float:
    """:func:`value` of an estimated lead before the game's end: the chance of a win
    read from the lead on the knowledge's ``SCALE``."""
    return value(lead, sigmoid(lead / know.SCALE), know, settings)


def prior_reward(greedy_value: float, know: Any, settings: SearchSettings) -> float:
    """The total reward of a root move's virtual visits, from its greedy value (the
    seat's estimated lead after it)."""
    return settings.prior_visits * estimated_value(greedy_value, know, settings)


def candidates(state: GameState, know: Any, settings: SearchSettings,
               check: Callable[[], None]) -> list[tuple[float, Move]]:
    """The root's moves with their greedy values, best first (public information
    only: the legal moves now never depend on what is hidden)."""
    values = greedy_values(state, know, state.current_seat, check, beam=4, depth=1)
    return values[:settings.root_candidates]


class Tree:
    """One search tree grown from ``root`` over the given root ``moves``."""

    def __init__(self, know: Any, settings: SearchSettings, rng: random.Random,
                 root: GameState, moves: list[tuple[float, Move]]) -> None:
        self.know = know
        self.settings = settings
        self.rng = rng
        self.root_state = root
        self.root = Node(None, None)
        self._worlds: list[int] = []   # world seeds, in the order root moves meet them
        seat = root.current_seat
        prior = settings.prior_visits
        self._prior_rewards = []
        for greedy_value, move in moves:
            child = Node(move, seat)
            child.n = prior
            child.w = prior_reward(greedy_value, know, settings)
            self._prior_rewards.append(child.w)
            self.root.children[move] = child
            self.root.n += prior

    def grow(self, iterations: int, stop: Callable[[], bool]) -> int:
        """Run up to ``iterations`` iterations, fewer if ``stop()`` says so; returns
        how many ran."""
        done = 0
        while done < iterations and not stop():
            if self.settings.common_worlds:
                self._common_world_iteration()
            else:
                self._iterate(self.rng)
            done += 1
        return done

    def _common_world_iteration(self) -> None:
        """One iteration whose root move UCB chooses first; that move's k-th try in
        this tree plays on the tree's k-th world. Every root move thus meets the
        same draws in the same order, and the difference of two moves' means is
        mostly what the moves do, not the luck of the draws they met."""
        kids = list(self.root.children.values())
        for child in kids:
            child.avail += 1
        prior = self.settings.prior_visits
        untried = [child for child in kids if child.n <= prior]
        first = untried[0] if untried else self._ucb(kids, self.rng)
        tries = round(first.n - prior)
        while len(self._worlds) <= tries:
            self._worlds.append(self.rng.getrandbits(63))
        self._iterate(random.Random(self._worlds[tries]), first)

    def visits(self) -> list[tuple[float, float, float, float]]:
        """``(visits, total reward, answered visits, answered lead)`` of each root
        move, in the order given, without the virtual prior visits (so trees can be
        summed); the last two are :meth:`answered`'s."""
        prior = self.settings.prior_visits
        return [(child.n - prior, child.w - w0, *self.answered(child))
                for child, w0 in zip(self.root.children.values(), self._prior_rewards)]

    def answered(self, child: Node) -> tuple[float, float]:
        """``(visits, total lead)`` of the root seat where the other seats answer the
        root move ``child`` as the tree found best for them: down the line of each
        node's best child for its mover (by mean lead, among the children tried at
        least twice), through the rest of the root seat's turn and the others'
        replies, to where the root seat moves again. A root move's own mean lead
        counts every reply the search tried, the poor ones too, and the losing side's
        replies are tried almost evenly where the outcome is settled (their rewards
        then differ by hundredths), so it overrates a move whose best answer costs
        more; this line's lead does not. ``(0, 0)`` for a move never tried."""
        seat = self.root_state.current_seat
        node = child
        answered_by_others = False
        while True:
            tried = [c for c in node.children.values() if c.n >= 2]
            if not tried:
                break
            best = max(tried, key=lambda c: (c.lead / c.n, c.n))
            if best.mover == seat and answered_by_others:
                break
            answered_by_others = answered_by_others or best.mover != seat
            node = best
        if node is child:
            prior = self.settings.prior_visits
            return child.n - prior, child.root_lead
        return node.n, node.root_lead

    # -- one iteration
    def _iterate(self, rng: random.Random, first: Node | None = None) -> None:
        """One iteration on a guess drawn with ``rng`` (which also drives its
        playout), starting with the root move ``first`` if given."""
        know, settings = self.know, self.settings
        state = self.root_state.determinize(rng)
        node = self.root
        path = [node]
        last = None
        horizon = settings.horizon
        mark = state.reveal_mark
        reveals = 0
        if first is not None:
            node = first
            last = first.key
            state.apply(last)
            path.append(first)
            if state.reveal_mark != mark:
                mark = state.reveal_mark
                reveals += 1
        while not state.is_over:
            if horizon and reveals >= horizon:
                break   # past the horizon: the playout values the position
            if node is self.root:
                available = list(node.children.values())
                keyed = None
            else:
                legal = know.search_moves(state, state.legal_moves(), last)
                keyed = {know.move_key(state, m): m for m in legal}
                kids = node.children
                available = [kids[k] for k in keyed if k in kids]
                if settings.greedy_turns and node.mover == state.current_seat:
                    allowed = 1   # the rest of a turn: its greedy best only
                else:
                    allowed = 1 + int(settings.widen * math.sqrt(node.n))
                if len(available) < allowed and len(available) < len(keyed):
                    key, move = self._expansion(state, node, keyed, last, rng)
                    child = kids[key] = Node(key, state.current_seat)
                    available.append(child)
                    for c in available:
                        c.avail += 1
                    state.apply(move)
                    last = move
                    path.append(child)
                    break   # the playout values the new leaf
            for c in available:
                c.avail += 1
            node = self._ucb(available, rng)
            last = node.key if keyed is None else keyed[node.key]
            state.apply(last)
            path.append(node)
            if state.reveal_mark != mark:
                mark = state.reveal_mark
                reveals += 1
        self._playout(state, last, rng)
        leads, rewards = self._outcome(state)
        root_lead = leads[self.root_state.current_seat]
        for n in path:
            n.n += 1
            n.root_lead += root_lead
            if n.mover is not None:
                n.w += rewards[n.mover]
                n.lead += leads[n.mover]

    def _expansion(self, state: GameState, node: Node, keyed: dict, last: Move | None,
                   rng: random.Random) -> tuple:
        """The next child to add: the most promising untried move in greedy order.
        The order is worked out on the first guess that reaches the node; where it
        lists no legal untried move (other tiles after a fresh draw) it is extended
        with this guess's order, and past that the playout policy picks."""
        know = self.know
        kids = node.children
        if node.order is None:
            node.order = self._greedy_order(state, last)
        for key in node.order:
            if key not in kids and key in keyed:
                return key, keyed[key]
        known = set(node.order)
        fresh = [k for k in self._greedy_order(state, last) if k not in known]
        node.order.extend(fresh)
        for key in fresh:
            if key not in kids and key in keyed:
                return key, keyed[key]
        untried = [m for k, m in keyed.items() if k not in kids]
        move = know.rollout_move(state, untried, rng)
        return know.move_key(state, move), move

    def _greedy_order(self, state: GameState, last: Move | None) -> list:
        """Move keys best first by their one-step values (as greedy_values orders
        them without a look at follow-ups: on equal values a move that passes the
        turn on first)."""
        know = self.know
        moves = know.search_moves(state, state.legal_moves(), last)
        values = know.step_values(state, moves)
        n = len(moves)
        order = sorted(range(n), key=lambda i: (-round(values[i][0], 9), values[i][1] * n + i))
        return [know.move_key(state, moves[i]) for i in order]

    def _playout(self, state: GameState, last: Move | None, rng: random.Random) -> None:
        know, settings = self.know, self.settings
        plies = 0
        mark = state.reveal_mark
        while not state.is_over and plies < settings.rollout_plies:
            moves = know.search_moves(state, state.legal_moves(), last)
            last = know.rollout_move(state, moves, rng)
            state.apply(last)
            plies += 1
            if settings.playout_to_reveal and state.reveal_mark != mark:
                break

    def _outcome(self, state: GameState) -> tuple[list[float], list[float]]:
        """Each seat's lead and reward where an iteration ended: at the game's end
        from the scores and the winners, before it from the estimate."""
        know, settings = self.know, self.settings
        seats = range(state.players)
        if state.is_over:
            winners = state.winners()
            scores = state.scores()
            leads = [margin(scores, s) for s in seats]
            return leads, [value(leads[s], (1.0 / len(winners)) if s in winners else 0.0, know, settings)
                           for s in seats]
        est = know.estimate(state)
        leads = [margin(est, s) for s in seats]
        return leads, [estimated_value(lead, know, settings) for lead in leads]

    def _ucb(self, children: list[Node], rng: random.Random) -> Node:
        c = self.settings.exploration
        best, best_v = children[0], -1.0
        for ch in children:
            if ch.n == 0:
                v = 1e9 + rng.random()
            else:
                v = ch.w / ch.n + c * math.sqrt(math.log(ch.avail + 1) / ch.n)
            if v > best_v:
                best, best_v = ch, v
        return best
