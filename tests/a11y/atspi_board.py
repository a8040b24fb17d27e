#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Reads the board of a running tihbat from outside the process, over a real AT-SPI bus, as
a screen reader (Orca) would: the named board, four pits with their letters and counts, a
press action on the playable ones; pressing pit A plays it and the pit's name says so.

Run in a private D-Bus session, e.g.
    dbus-run-session -- /usr/bin/python3 atspi_board.py build/app/tihbat
(ctest does this: tests/a11y/CMakeLists.txt). It starts its own Xvfb and the game in a home
of its own (atspi_game.py, shared with atspi_cards.py).
Exits 0 when all is well, 1 with a message saying what was wrong otherwise.
"""
import os

import pyatspi

from atspi_game import (fail, find_app, find_board, game_environment, run, start_game,
                        stop_game, wait_for)


def check(binary, display):
    home, env = game_environment(display)
    game = start_game(binary, env, os.path.join(home, "game.json"))
    try:
        app = wait_for("the game on the AT-SPI bus", lambda: find_app(game))
        board = wait_for("the board (named \"Tihbat board\")", lambda: find_board(app))
        if board.childCount != 9:
            fail("the board has %d accessible children, expected 9 (4 pits, 2 stores, "
                 "2 name plates, the turn)" % board.childCount)
        pits = [board.getChildAtIndex(i) for i in range(4)]
        for letter, pit in zip("ABab", pits):
            name = pit.name
            print("pit %s: %r, role %s" % (letter, name, pit.getRoleName()))
            if not name.startswith("Pit %s, " % letter) or "7 counters" not in name:
                fail("pit %s is named %r" % (letter, name))
            if pit.getRole() != pyatspi.ROLE_PUSH_BUTTON:
                fail("pit %s has role %s, expected push button" % (letter, pit.getRoleName()))
            actions = pit.queryAction()
            names = [actions.getName(i) for i in range(actions.nActions)]
            playable = letter in "AB"  # South, a person, moves first against the computer
            if ("Press" in names) != playable:
                fail("pit %s has actions %r" % (letter, names))
        for i in range(4, 9):
            print("part %d: %r" % (i, board.getChildAtIndex(i).name))
        if "South's store, 0 captured" not in [board.getChildAtIndex(i).name for i in (4, 5)]:
            fail("no store says \"South's store, 0 captured\"")
        # Press pit A from outside: the move is played and announced, and pit A no longer
        # holds its 7 (the computer may have answered already, so its count is not fixed).
        actions = pits[0].queryAction()
        press = [actions.getName(i) for i in range(actions.nActions)].index("Press")
        actions.doAction(press)
        said = wait_for("the move to be announced",
                        lambda: "South played pit A." in board.description and board.description)
        print("announced: %r" % said)
        wait_for("pit A to change after pressing it", lambda: "7 counters" not in pits[0].name)
        print("pit A now: %r" % pits[0].name)
    finally:
        stop_game(game)


if __name__ == "__main__":
    run(check, "the board reads well over AT-SPI")
