#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The Join list seen in the game window across two computers, made of two network namespaces
# joined by a veth pair with private addresses that exist only inside them: `tihbat-cli host
# --announce` (the computer at a level) in one; in the other, tst_join_list_netns opens Game >
# Play over the Network… in a real game window (offscreen), waits for the game in the Join list,
# picks it by a click, types the code and a name, joins as the player and plays the whole game by
# clicks on the board; it then checks that the moves the host printed are the window's. Needs
# root and `ip netns` (iproute2); otherwise it is skipped (77). The host process, the
# namespaces and with them the pair are removed on any exit (tests/support/two_namespaces.sh).
# Usage: join_list_netns.sh TIHBAT_CLI TST_JOIN_LIST_NETNS
set -u

cli=$1
window_test=$2
me=join_list_netns
. "$(dirname "$0")/../support/two_namespaces.sh"
ns_host=$ns_a
ns_window=$ns_b

# Not the game's preferred port, so that the Join page's port shows the click took it from the
# list. Options other than the defaults, so that the list line shows them.
port=47999
code=NETUI7
name="Zahra in a namespace"
ip netns exec "$ns_host" "$cli" host --listen "$net.1" --port "$port" --code "$code" \
    --level easy --counters 3 --chain --first N --side S --name "$name" --announce --wait 60 \
    >"$work/host.out" 2>"$work/host.err" &
background_pid=$!

# The window plays the whole game, then compares its moves with the host's printed report.
ip netns exec "$ns_window" env TIHBAT_NETNS_ADDRESS="$net.1" TIHBAT_NETNS_PORT="$port" \
    TIHBAT_NETNS_CODE="$code" TIHBAT_NETNS_HOST_NAME="$name" TIHBAT_NETNS_COUNTERS=3 \
    TIHBAT_NETNS_CHAIN=1 TIHBAT_NETNS_FIRST=N TIHBAT_NETNS_HOST_SIDE=S \
    TIHBAT_NETNS_HOST_REPORT="$work/host.out" \
    timeout 150 "$window_test" >"$work/window.out" 2>&1 || fail "the window's test failed"
wait "$background_pid" || { background_pid=; fail "the host failed"; }
background_pid=
cat "$work/window.out"
echo "join_list_netns: joined from the Join list across namespaces; the host played" \
    "$(cat "$work/host.out")"
exit 0
