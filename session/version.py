"""The one place Tessera's version number is kept (menu, ``--version``, the build)."""
VERSION = "0.1.0"
