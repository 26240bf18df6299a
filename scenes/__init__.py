"""The window: everything that imports pygame. The shell (``app``, ``manager``, and
what the app hands navigation: ``all_pages`` and ``tables``), the one module that
opens pages (``navigation``), the pages, the tables (``table`` for what they share, one
package per game), the UI kit (``ui``) and ``devtools``."""
