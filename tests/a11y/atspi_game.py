# SPDX-License-Identifier: GPL-3.0-or-later
"""The set-up the AT-SPI tests share (atspi_board.py, atspi_cards.py): a private Xvfb on a
display number the server picks itself (-displayfd, so that parallel runs never race for one as
xvfb-run -a can), the game started in a home of its own with accessibility on, found on the bus
with its board, and stopped; waiting with a bound, and failing with the script's name.
"""
import os
import subprocess
import sys
import tempfile
import time

import pyatspi
from gi.repository import GLib

TIMEOUT = 30  # seconds for the game to appear on the bus and to answer


def script_name():
    return os.path.splitext(os.path.basename(sys.argv[0]))[0]


def fail(message):
    print(script_name() + ": " + message, file=sys.stderr)
    sys.exit(1)


def wait_for(what, probe):
    """Returns probe()'s first true answer, turning the GLib main loop meanwhile so that the
    bus's events come in; fails after TIMEOUT seconds."""
    deadline = time.monotonic() + TIMEOUT
    context = GLib.MainContext.default()
    while time.monotonic() < deadline:
        while context.pending():
            context.iteration(False)
        try:
            found = probe()
        except Exception:  # the tree changes under us while the game starts
            found = None
        if found:
            return found
        time.sleep(0.05)
    fail("timed out waiting for " + what)


def find_named(root, name):
    return pyatspi.findDescendant(root, lambda node: node is not None and node.name == name)


def find_app(game):
    if game.poll() is not None:
        fail("tihbat exited with status %d before it showed up" % game.returncode)
    desktop = pyatspi.Registry.getDesktop(0)
    for app in desktop:
        if app is not None and app.get_process_id() == game.pid:
            return app
    return None


def find_board(root):
    return find_named(root, "Tihbat board")


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


def game_environment(display):
    """A home of the game's own and the environment that puts it on the bus in English;
    returns (home, environment)."""
    home = tempfile.mkdtemp(prefix="tihbat-" + script_name().replace("_", "-") + "-")
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
    return home, env


def start_game(binary, env, autosave):
    return subprocess.Popen([binary, "--autosave-file", autosave], env=env)


def stop_game(game):
    game.terminate()
    try:
        game.wait(10)
    except subprocess.TimeoutExpired:
        game.kill()
        game.wait()


def run(check, success):
    """The scripts' main: checks the command line and the bus, runs check(binary, display) on
    a private Xvfb and says `success` when it returns."""
    if len(sys.argv) != 2:
        fail("usage: %s.py PATH_TO_TIHBAT" % script_name())
    if not os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
        fail("no D-Bus session: run under dbus-run-session")
    xvfb, display = start_xvfb()
    try:
        check(sys.argv[1], display)
    finally:
        xvfb.terminate()
        xvfb.wait()
    print(script_name() + ": " + success)
