#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The room graph: which room (a folder such as ui/play or model/game/session) includes which,
read from the #include lines of app/, model/ and ui/.

  rooms.py graph        print every room and the rooms it includes
  rooms.py check        fail (exit 1) when a room includes a room that rooms.txt does not allow,
                        when the allowed graph itself has a cycle, or when a file outside the
                        platform layer (PLATFORM_ROOMS) includes an operating system's header

The allowed doors are written down once, in rooms.txt beside this script."""

import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
TOPS = ("app", "model", "ui")
# Include roots, in the order the build finds them (each library adds its top folder).
INCLUDE_ROOTS = [os.path.join(ROOT, t) for t in TOPS]
SOURCE = re.compile(r"\.(h|cpp)$")
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)
# The platform layer: the only rooms whose files may call the operating system directly (the
# single instance keeps its own). Anywhere else a system header means a call a Windows or macOS
# port would have to find; it belongs behind model/files, as a function that says what it needs.
PLATFORM_ROOMS = {"model/files", "app/instance"}
# POSIX's own headers (and Windows', for the day of a port). <csignal> is C++'s, but its only
# use here is sigaction(), POSIX's.
SYSTEM_HEADER = re.compile(
    r"^\s*#\s*include\s+<((?:sys|arpa|net|netinet|linux)/[^>]+|"
    r"(?:unistd|fcntl|dirent|pwd|grp|poll|signal|termios|dlfcn|pthread|spawn|netdb|syslog|"
    r"semaphore|sched|ifaddrs|libgen|fnmatch|glob|utime|windows|io|direct)\.h|csignal)>",
    re.M)


def room_of(path):
    """A file's room: its folder below app/, model/ or ui/ (app itself for app/main.cpp).
    Folders deeper down belong to that room (ui/sound/output is the sound room's module)
    unless rooms.txt names them a room of their own ("nested model/game/session:")."""
    rel = os.path.relpath(os.path.dirname(path), ROOT).replace(os.sep, "/")
    parts = rel.split("/")
    room = "/".join(parts[:2])
    deeper = "/".join(parts[:3])
    if len(parts) >= 3 and deeper in NESTED_ROOMS:
        room = deeper
    return room


# Rooms one level deeper than app/<x>, model/<x>, ui/<x>.
NESTED_ROOMS = set()


def sources():
    for top in TOPS:
        for folder, _, files in os.walk(os.path.join(ROOT, top)):
            for name in files:
                if SOURCE.search(name):
                    yield os.path.join(folder, name)


def resolve(including, name):
    for base in [os.path.dirname(including)] + INCLUDE_ROOTS:
        candidate = os.path.normpath(os.path.join(base, name))
        if os.path.isfile(candidate):
            return candidate
    return None


def read_allowed():
    """rooms.txt: lines "room: door door ..." (a room may include itself and its doors), and
    "nested folder:" lines for rooms one level deeper than app/<x>, model/<x> or ui/<x>."""
    allowed = {}
    with open(os.path.join(HERE, "rooms.txt"), encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            if ":" not in line:
                sys.exit(f"rooms.txt:{number}: expected 'room: doors...', got {line!r}")
            room, doors = line.split(":", 1)
            room = room.strip()
            if room.startswith("nested "):
                NESTED_ROOMS.add(room[len("nested "):].strip())
                continue
            if room in allowed:
                sys.exit(f"rooms.txt:{number}: room {room} is listed twice")
            allowed[room] = set(doors.split())
    return allowed


def graph():
    edges = {}
    where = {}
    for path in sources():
        room = room_of(path)
        edges.setdefault(room, set())
        with open(path, encoding="utf-8") as f:
            for name in INCLUDE.findall(f.read()):
                target = resolve(path, name)
                if target is None:
                    continue  # a generated header or a file of another library's build folder
                other = room_of(target)
                if other != room:
                    edges[room].add(other)
                    where.setdefault((room, other), os.path.relpath(path, ROOT) + ": " + name)
    return edges, where


def system_includes():
    """(file, header) for every operating-system header included outside the platform layer."""
    found = []
    for path in sources():
        if room_of(path) in PLATFORM_ROOMS:
            continue
        with open(path, encoding="utf-8") as f:
            for header in SYSTEM_HEADER.findall(f.read()):
                found.append((os.path.relpath(path, ROOT), header))
    return sorted(found)


def cycle(allowed):
    state = {}

    def visit(room, trail):
        state[room] = 1
        for door in sorted(allowed.get(room, ())):
            if state.get(door) == 1:
                return trail + [room, door]
            if door not in state:
                found = visit(door, trail + [room])
                if found:
                    return found
        state[room] = 2
        return None

    for room in sorted(allowed):
        if room not in state:
            found = visit(room, [])
            if found:
                return found[found.index(found[-1]):]
    return None


def main():
    command = sys.argv[1] if len(sys.argv) > 1 else "graph"
    allowed = read_allowed()
    edges, where = graph()
    if command == "graph":
        for room in sorted(edges):
            print(f"{room}: {' '.join(sorted(edges[room]))}")
        return 0
    if command != "check":
        sys.exit(f"usage: {sys.argv[0]} graph|check")
    problems = []
    loop = cycle(allowed)
    if loop:
        problems.append("rooms.txt allows a cycle: " + " -> ".join(loop))
    for room in sorted(edges):
        if room not in allowed:
            problems.append(f"{room}: a room rooms.txt does not list")
            continue
        for other in sorted(edges[room] - allowed[room]):
            problems.append(f"{room} may not include {other} ({where[(room, other)]})")
    platform = ", ".join(sorted(PLATFORM_ROOMS))
    for path, header in system_includes():
        problems.append(f"{path} includes <{header}>: operating-system calls belong in the "
                        f"platform layer ({platform})")
    for line in problems:
        print(line, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
