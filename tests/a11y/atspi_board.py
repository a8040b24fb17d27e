#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Reads the board of a running tihbat from outside the process, over a real AT-SPI bus, as
a screen reader (Orca) would: the named board, four pits with their letters and counts, a
press action on the playable ones; pressing pit A plays it and the pit's name says so.

Run in a private D-Bus session, e.g.
    dbus-run-session -- /usr/bin/python3 atspi_board.py build/app/tihbat
(ctest does this: tests/a11y/CMakeLists.txt). It starts its own Xvfb on a display number the
server picks itself (-displayfd), so that parallel runs never race for one as xvfb-run -a can.
Exits 0 when all is well, 1 with a message saying what was wrong otherwise.
"""
import os
import subprocess
import sys
import tempfile
import time

import pyatspi

TIMEOUT = 30  # seconds for the game to appear on the bus and to answer


def fail(message):
    print("atspi_board: " + message, file=sys.stderr)
    sys.exit(1)


def wait_for(what, probe):
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline:
        try:
            found = probe()
        except Exception:  # the tree changes under us while the game starts
            found = None
        if found:
            return found
        time.sleep(0.1)
    fail("timed out waiting for " + what)


def find_app(game):
    if game.poll() is not None:
        fail("tihbat exited with status %d before it showed up" % game.returncode)
    desktop = pyatspi.Registry.getDesktop(0)
    for app in desktop:
        if app is not None and app.get_process_id() == game.pid:
            return app
    return None


def find_board(app):
    return pyatspi.findDescendant(app, lambda node: node is not None and
                                  node.name == "Tihbat board")


def start_xvfb():
    """Starts Xvfb on a free display it chooses; returns (process, ":N")."""
    read_end, write_end = os.pipe()
    try:
        server = subprocess.Popen(["Xvfb", "-displayfd", str(write_end), "-screen", "0",
                                   "1280x800x24", "-nolisten", "tcp"], pass_fds=(write_end,))
    except FileNotFoundError:
        fail("Xvfb is missing (bash .ci/setup-deps installs it)")
    os.close(write_end)
    with os.fdopen(read_end) as answer:
        number = answer.readline().strip()
    if not number.isdigit():
        server.kill()
        fail("Xvfb did not start")
    return server, ":" + number


def main():
    if len(sys.argv) != 2:
        fail("usage: atspi_board.py PATH_TO_TIHBAT")
    if not os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
        fail("no D-Bus session: run under dbus-run-session")
    xvfb, display = start_xvfb()
    try:
        check(display)
    finally:
        xvfb.terminate()
        xvfb.wait()
    print("atspi_board: the board reads well over AT-SPI")


def check(display):
    home = tempfile.mkdtemp(prefix="tihbat-atspi-")
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
    game = subprocess.Popen([sys.argv[1], "--autosave-file", os.path.join(home, "game.json")],
                            env=env)
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
        game.terminate()
        try:
            game.wait(10)
        except subprocess.TimeoutExpired:
            game.kill()
            game.wait()


if __name__ == "__main__":
    main()
