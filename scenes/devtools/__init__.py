"""The app checking, timing and showing itself: ``--smoke`` (open every screen),
``--bench`` (frame times of a scripted session), ``--demo`` (computer players play a
whole game at a real table) and the scripted pointer they drive tables with. Only
``main.py`` and the tests import this package; nothing in the app does."""
