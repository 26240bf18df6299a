"""The table's message strip on its own: what it says and whether it is a refusal, how
long a refusal stays (through the event that brought it, until the player does
something else), a move's sentence paced by :class:`MoveSentences`, and its drawing."""
import pygame

from scenes.table.messages import MessageStrip
from scenes.table.move_sentences import SENTENCE_SECONDS


def a_strip():
    """A strip and the sounds it played."""
    sounds = []
    return MessageStrip(sounds.append), sounds


def test_say_shows_a_sentence_that_is_not_a_refusal_and_is_not_heard():
    strip, sounds = a_strip()
    strip.refuse("No.")
    strip.say("Saved as Tuesday.")
    assert strip.text == "Saved as Tuesday." and not strip.is_refusal and strip.changed
    assert sounds == ["refused"]  # the refusal's, none for what was said


def test_a_refusal_stays_while_its_event_is_handled_and_goes_on_the_next_act():
    strip, sounds = a_strip()
    with strip.handling(act=True):  # a drop the table refuses
        strip.refuse("That hole is already filled.")
    assert strip.text == "That hole is already filled." and strip.is_refusal and sounds == ["refused"]
    with strip.handling(act=False):  # the pointer moves: not an act
        pass
    assert strip.is_refusal
    with strip.handling(act=True):  # a key or a press that brings no new refusal
        pass
    assert strip.text == "" and not strip.is_refusal


def test_an_act_that_brings_a_new_refusal_keeps_it_on_show():
    strip, _ = a_strip()
    strip.refuse("First.")
    with strip.handling(act=True):
        strip.refuse("Second.")
    assert strip.text == "Second." and strip.is_refusal


def test_an_act_leaves_a_sentence_that_is_not_a_refusal():
    strip, _ = a_strip()
    strip.say("Ann passes.")
    with strip.handling(act=True):
        pass
    assert strip.text == "Ann passes."
    strip.clear_refusal()  # the player did something else: only a refusal goes
    assert strip.text == "Ann passes."


def test_a_problem_the_player_did_not_cause_is_shown_as_a_refusal_without_a_sound():
    strip, sounds = a_strip()
    strip.refuse("The game could not be saved.", sound=False)
    assert strip.is_refusal and sounds == []


def test_a_computers_sentence_waits_while_the_last_is_read_and_a_refusal_drops_it():
    strip, _ = a_strip()
    strip.move_played("Bot 1 passes.", by_computer=True)
    strip.move_played("Bot 2 passes.", by_computer=True)
    assert strip.text == "Bot 1 passes."  # the second waits its turn
    strip.tick(SENTENCE_SECONDS + 0.01)
    assert strip.text == "Bot 2 passes."
    strip.move_played("Bot 1 skips.", by_computer=True)
    strip.refuse("Wait until the move on the table has landed.")
    strip.tick(SENTENCE_SECONDS + 0.01)
    assert strip.text == "Wait until the move on the table has landed."  # what waited was dropped


def test_a_persons_sentence_shows_at_once_and_clears_a_refusal():
    strip, _ = a_strip()
    strip.move_played("Bot 1 passes.", by_computer=True)
    strip.refuse("Not there.")
    strip.move_played("", by_computer=False)  # a move that says nothing: the strip empties
    assert strip.text == "" and not strip.is_refusal


def test_drawing_returns_and_keeps_the_box_drawn():
    pygame.font.init()
    surface = pygame.Surface((1280, 720))
    area = pygame.Rect(200, 650, 800, 40)
    strip, _ = a_strip()
    assert strip.draw(surface, area) is None and strip.rect is None  # nothing said: nothing drawn
    strip.refuse("That cell is not next to your elephant.")
    box = strip.draw(surface, area)
    assert box is not None and strip.rect == box and area.contains(box)
    assert surface.get_at(box.center)[:3] != (0, 0, 0)
    other = strip.draw(surface, area, "A sentence a frame's picture held, " * 8, refusal=False)
    assert strip.rect == other and other.height > box.height  # wrapped, growing upwards out of the strip
