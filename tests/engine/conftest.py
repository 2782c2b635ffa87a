"""Engine test configuration.

Makes the shared reference helpers (``engine_reference.py``, next to this file)
importable whatever pytest import mode is used (``prepend`` already puts this
folder on ``sys.path``; ``importlib`` does not).
"""

from __future__ import annotations

import sys
from pathlib import Path

_HERE = str(Path(__file__).resolve().parent)
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)
