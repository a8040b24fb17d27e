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
import sys
import tempfile
import time

import pyatspi
from gi.repository import GLib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_board  # noqa: E402  (its Xvfb and the game's place on the bus)

TIMEOUT = 30
QUESTION = "Your last game was not finished."
CONTINUE = "Continue Game"


def fail(message):
    print("atspi_cards: " + message, file=sys.stderr)
    sys.exit(1)


def wait_for(what, probe):
    """Like atspi_board.wait_for, turning the GLib main loop meanwhile so events come in."""
    deadline = time.monotonic() + TIMEOUT
    context = GLib.MainContext.default()
    while time.monotonic() < deadline:
        while context.pending():
            context.iteration(False)
        try:
            found = probe()
        except Exception:  # the tree changes under us
            found = None
        if found:
            return found
        time.sleep(0.05)
    fail("timed out waiting for " + what)


def find(root, name):
    return pyatspi.findDescendant(root, lambda node: node is not None and node.name == name)


def start(binary, env, autosave):
    return subprocess.Popen([binary, "--autosave-file", autosave], env=env)


def stop(game):
    game.terminate()
    try:
        game.wait(10)
    except subprocess.TimeoutExpired:
        game.kill()
        game.wait()


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
    game = start(binary, env, autosave)
    try:
        app = wait_for("the game on the AT-SPI bus", lambda: atspi_board.find_app(game))
        board = wait_for("the board", lambda: atspi_board.find_board(app))
        pit = board.getChildAtIndex(0)
        actions = pit.queryAction()
        actions.doAction([actions.getName(i) for i in range(actions.nActions)].index("Press"))
        wait_for("the move to be announced",
                 lambda: "South played pit A." in board.description)
        wait_for("the autosave to be written",
                 lambda: os.path.exists(autosave) and os.path.getsize(autosave) > 0)
    finally:
        stop(game)


def check(binary, display):
    home = tempfile.mkdtemp(prefix="tihbat-atspi-cards-")
    env = dict(os.environ)
    env.update({
        "HOME": home,
        "XDG_CONFIG_HOME": os.path.join(home, "config"),
        "XDG_DATA_HOME": os.path.join(home, "data"),
        "DISPLAY": display,
        "QT_QPA_PLATFORM": "xcb",
        "QT_ACCESSIBILITY": "1",
        "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1",
        "LANG": "C.UTF-8", "LANGUAGE": "", "LC_ALL": "C.UTF-8",
    })
    autosave = os.path.join(home, "game.json")
    leave_a_game_unfinished(binary, env, autosave)

    focused = []  # names of what got the keyboard, in order, from the bus's focus events

    def on_focus(event):
        if event.detail1 == 1 and event.source is not None:
            focused.append(event.source.name)

    pyatspi.Registry.registerEventListener(on_focus, "object:state-changed:focused")
    game = start(binary, env, autosave)
    try:
        app = wait_for("the game on the AT-SPI bus", lambda: atspi_board.find_app(game))
        card = wait_for("the continue card (named %r)" % QUESTION, lambda: find(app, QUESTION))
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
        if atspi_board.find_board(window) is None:
            fail("the card's window %r has no board" % window.name)
        give_keyboard(game, display)
        button = wait_for("the %r button" % CONTINUE, lambda: find(card, CONTINUE))
        wait_for("the %r button to have the keyboard" % CONTINUE,
                 lambda: button.getState().contains(pyatspi.STATE_FOCUSED))
        wait_for("a focus event for %r" % CONTINUE, lambda: CONTINUE in focused)
        print("focus events: %r" % focused)
        # Answered from outside: the card goes and the saved game is on the board.
        actions = button.queryAction()
        actions.doAction([actions.getName(i) for i in range(actions.nActions)].index("Press"))
        wait_for("the card to go away", lambda: find(app, QUESTION) is None)
        board = atspi_board.find_board(app)
        if board is None or "7 counters" in board.getChildAtIndex(0).name:
            fail("after Continue Game the board does not show the saved game")
        print("after the card: pit A is %r" % board.getChildAtIndex(0).name)
    finally:
        pyatspi.Registry.deregisterEventListener(on_focus, "object:state-changed:focused")
        stop(game)


def main():
    if len(sys.argv) != 2:
        fail("usage: atspi_cards.py PATH_TO_TIHBAT")
    if not os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
        fail("no D-Bus session: run under dbus-run-session")
    xvfb, display = atspi_board.start_xvfb()
    try:
        check(sys.argv[1], display)
    finally:
        xvfb.terminate()
        xvfb.wait()
    print("atspi_cards: the continue card is heard over AT-SPI")


if __name__ == "__main__":
    main()
