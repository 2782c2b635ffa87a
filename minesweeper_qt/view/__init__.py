"""Qt widgets, in subpackages by concern: ``board`` (painting and input),
``window`` (header, menus, the end menu, zoom and fit), ``dialogs``,
``history``, ``replay`` (the replay player), ``assist`` (hints, overlay,
auto-play) and ``themes``. ``main_window`` puts them together; ``numbers``
writes figures the way the language does."""
