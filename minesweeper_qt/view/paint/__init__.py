"""What every painter of the view shares, below the widgets that paint: the
theme's SVG art cached as pixmaps (``art``), its colour slots (``palette``)
and the probability scale's colours (``scale``)."""
