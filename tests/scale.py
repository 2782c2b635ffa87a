"""Which tests CI runs on python3 only (see :data:`SCALE_TESTS`)."""

from __future__ import annotations

#: Tests of the program's own logic at scale (huge boards, bombs, thousands of
#: games, kill loops, exhaustive checks), marked ``scale`` (tests/conftest.py): the README's run
#: has them; CI runs them on python3 only, as the other Pythons add nothing to a
#: test whose cost is its size (see .ci/run). A node id or its prefix (a module,
#: or ``module::test`` for each of its parameters); tests/test_scale_list.py
#: checks that each still names a test.
SCALE_TESTS = (
    "tests/view/replay/test_open_file.py::test_an_honest_huge_replay_opens_with_progress_and_no_stall",
    "tests/view/themes/test_theme_budget.py::test_a_heavy_theme_picked_never_stalls_the_window_beyond_a_frame_over_classic",
    "tests/view/test_huge_moves.py",
    "tests/view/history/test_history_replay.py::test_history_dialog_with_thousands_of_games",
    "tests/view/replay/test_review_window.py::test_a_slow_review_shows_progress_and_the_window_stays_live",
    "tests/replay/test_codec_bounds.py::test_a_compression_bomb_is_refused_fast_in_little_memory",
    "tests/engine/solver/test_window.py::test_a_window_of_a_million_cell_board_is_fast",
    "tests/engine/solver/test_window.py::test_every_certainty_of_a_window_is_true",
    "tests/engine/test_reasons.py::test_every_proof_in_real_play_is_sound_and_named",
    "tests/engine/test_uniformity.py",
    "tests/engine/test_properties.py::test_random_move_sequences_keep_the_game_consistent",
    "tests/engine/test_draw_ahead.py::test_moved_layout_equals_a_fresh_one",
    "tests/engine/solver/test_probabilities.py::test_probabilities_equal_brute_force",
    "tests/engine/solver/test_policy.py::test_outcomes_equal_brute_force",
    "tests/engine/solver/test_autoplay.py::test_play_finishes_every_game",
)
