"""Qt widgets, in rooms by concern and rank (see docs/architecture.md):
``numbers``, ``figures_text``, ``screen``, ``retranslator`` and ``paint`` (the
theme's art and colours) at the bottom; the leaf widgets ``board`` and
``header``; the features ``assist``, ``dialogs``, ``history``, ``replay`` and
``themes``, which use the leaves and never each other; and on top ``window``
and ``main_window``, the one place that wires them together."""
