#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Discovery between two computers, made of two network namespaces joined by a veth pair with
# private addresses that exist only inside them: `tihbat-cli host --announce` in one, `tihbat-cli
# find` in the other must list the game at the host's address and port; then `tihbat-cli join`
# plays it over the pair. Needs root and `ip netns` (iproute2); otherwise it is skipped (77).
# The namespaces (and with them the pair) are removed on any exit: tests/support/two_namespaces.sh.
# Usage: discovery_netns.sh TIHBAT_CLI
set -u

cli=$1
me=discovery_netns
. "$(dirname "$0")/../support/two_namespaces.sh"
ns_host=$ns_a
ns_find=$ns_b

ip netns exec "$ns_host" "$cli" host --listen "$net.1" --port 0 --code NETNS1 --level easy \
    --name "Host in a namespace" --announce --wait 30 >"$work/host.out" 2>"$work/host.err" &
background_pid=$!

# The port the host was given, from its first line (bounded: 10 s).
port=
tries=0
while [ -z "$port" ] && [ $tries -lt 100 ]; do
    port=$(sed -n 's/^tihbat-cli: host: listening on port \([0-9]*\)$/\1/p' "$work/host.err")
    [ -z "$port" ] && sleep 0.1
    tries=$((tries + 1))
done
[ -n "$port" ] || fail "the host did not say its port"

# find listens 3 s: three announcements at least.
ip netns exec "$ns_find" timeout 20 "$cli" find --seconds 3 >"$work/found" 2>"$work/find.err" ||
    fail "find failed"
grep -q "\"address\":\"$net.1\",\"port\":$port,\"name\":\"Host in a namespace\"" "$work/found" ||
    fail "the game at $net.1:$port is not in the list"
grep -q '"seatFree":true' "$work/found" || fail "the seat is not shown free"
[ "$(wc -l <"$work/found")" -eq 1 ] || fail "more than the one game listed"

# And the game is played between the namespaces at the address found.
ip netns exec "$ns_find" timeout 60 "$cli" join "$net.1:$port" --code netns1 --level medium \
    >"$work/join.out" 2>"$work/join.err" || fail "join failed"
wait "$background_pid" || { background_pid=; fail "host failed"; }
background_pid=
moves_host=$(sed 's/.*"moves":\(\[[^]]*\]\).*/\1/' "$work/host.out")
moves_join=$(sed 's/.*"moves":\(\[[^]]*\]\).*/\1/' "$work/join.out")
[ -n "$moves_host" ] && [ "$moves_host" = "$moves_join" ] || fail "the two sides saw other games"
echo "discovery_netns: found $net.1:$port from the other namespace and played $moves_host"
exit 0
