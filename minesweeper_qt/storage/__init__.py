"""What the game keeps on disk, one concern per module.

- :mod:`.settings`: the player's options (``QSettings``), read through typed,
  validating accessors.
- :mod:`.storage`: the one storage worker every disk operation goes through.
- :mod:`.history`: the history, the one store of finished games.
- :mod:`.scores`: best times and statistics per board size (queries on the
  history; the best times also in the settings); :mod:`.records` the window's view.
- :mod:`.save_format`: the save file's format (encode, decode, validate).
- :mod:`.save_store`: the save file on disk (atomic writes, damaged files).
- :mod:`.save_controller`: keeps the save file in step with the game.
"""
