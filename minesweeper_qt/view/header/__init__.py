"""The header above the board: mine counter, face, clock, flag mode, menu and
assistance buttons, drawn from the theme's art."""
