#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The cards the game lays on its board, heard over a real AT-SPI bus as a screen reader (Orca)
hears them: a game left unfinished brings the continue card at the next start; the card must be
on the bus with its question as its name and the details as its description, showing, inside
the game window, and its Continue Game button must get the keyboard with a focus event (what a
screen reader speaks, together with the focused button's named ancestors). Pressing that button
from outside closes the card and the board is there again.

Run in a private D-Bus session:
    dbus-run-session -- /usr/bin/python3 atspi_cards.py build/app/tihbat
(ctest does this: tests/a11y/CMakeLists.txt). Exits 0 when all is well, 1 saying what was wrong.
"""
import os
import subprocess

import pyatspi

from atspi_game import (fail, find_app, find_board, find_named, game_environment, run,
                        start_game, stop_game, wait_for)

QUESTION = "Your last game was not finished."
CONTINUE = "Continue Game"


def give_keyboard(game, display):
    """No window manager runs on this Xvfb: give the game's window the keyboard as one would."""
    try:
        windows = wait_for("the game's window on the X server", lambda: subprocess.run(
            ["xdotool", "search", "--onlyvisible", "--pid", str(game.pid)],
            capture_output=True, text=True, env=dict(os.environ, DISPLAY=display)).stdout.split())
    except FileNotFoundError:
        fail("xdotool is missing (bash .ci/setup-deps installs it)")
    for window in windows:
        subprocess.run(["xdotool", "windowfocus", "--sync", window], check=False,
                       env=dict(os.environ, DISPLAY=display))


def leave_a_game_unfinished(binary, env, autosave):
    """Plays pit A in a first run, so that the autosave holds a game in progress."""
    game = start_game(binary, env, autosave)
    try:
        app = wait_for("the game on the AT-SPI bus", lambda: find_app(game))
        board = wait_for("the board", lambda: find_board(app))
        pit = board.getChildAtIndex(0)
        actions = pit.queryAction()
        actions.doAction([actions.getName(i) for i in range(actions.nActions)].index("Press"))
        wait_for("the move to be announced",
                 lambda: "South played pit A." in board.description)
        wait_for("the autosave to be written",
                 lambda: os.path.exists(autosave) and os.path.getsize(autosave) > 0)
    finally:
        stop_game(game)


def check(binary, display):
    home, env = game_environment(display)
    autosave = os.path.join(home, "game.json")
    leave_a_game_unfinished(binary, env, autosave)

    focused = []  # names of what got the keyboard, in order, from the bus's focus events

    def on_focus(event):
        if event.detail1 == 1 and event.source is not None:
            focused.append(event.source.name)

    pyatspi.Registry.registerEventListener(on_focus, "object:state-changed:focused")
    game = start_game(binary, env, autosave)
    try:
        app = wait_for("the game on the AT-SPI bus", lambda: find_app(game))
        card = wait_for("the continue card (named %r)" % QUESTION,
                        lambda: find_named(app, QUESTION))
        print("card: %r, role %s, description %r" % (card.name, card.getRoleName(),
                                                    card.description))
        if "Moves played: " not in card.description:
            fail("the card's description is %r, not its details" % card.description)
        if not card.getState().contains(pyatspi.STATE_SHOWING):
            fail("the card is on the bus but not showing")
        # Inside the game window, over its board: a card, not a window of its own.
        window = card
        while window.parent is not None and window.parent.getRole() != pyatspi.ROLE_APPLICATION:
            window = window.parent
        if find_board(window) is None:
            fail("the card's window %r has no board" % window.name)
        give_keyboard(game, display)
        button = wait_for("the %r button" % CONTINUE, lambda: find_named(card, CONTINUE))
        wait_for("the %r button to have the keyboard" % CONTINUE,
                 lambda: button.getState().contains(pyatspi.STATE_FOCUSED))
        wait_for("a focus event for %r" % CONTINUE, lambda: CONTINUE in focused)
        print("focus events: %r" % focused)
        # Answered from outside: the card goes and the saved game is on the board.
        actions = button.queryAction()
        actions.doAction([actions.getName(i) for i in range(actions.nActions)].index("Press"))
        wait_for("the card to go away", lambda: find_named(app, QUESTION) is None)
        board = find_board(app)
        if board is None or "7 counters" in board.getChildAtIndex(0).name:
            fail("after Continue Game the board does not show the saved game")
        print("after the card: pit A is %r" % board.getChildAtIndex(0).name)
    finally:
        pyatspi.Registry.deregisterEventListener(on_focus, "object:state-changed:focused")
        stop_game(game)


if __name__ == "__main__":
    run(check, "the continue card is heard over AT-SPI")
