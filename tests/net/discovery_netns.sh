#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Discovery between two computers, made of two network namespaces joined by a veth pair with
# private addresses that exist only inside them: `tihbat-cli host --announce` in one, `tihbat-cli
# find` in the other must list the game at the host's address and port; then `tihbat-cli join`
# plays it over the pair. Needs root and `ip netns` (iproute2); otherwise it is skipped (77).
# The namespaces (and with them the pair) are removed on any exit.
# Usage: discovery_netns.sh TIHBAT_CLI
set -u

cli=$1
skip=77
if [ "$(id -u)" -ne 0 ]; then
    echo "discovery_netns: skipped: not root"
    exit $skip
fi
if ! command -v ip >/dev/null 2>&1; then
    echo "discovery_netns: skipped: no ip command (iproute2)"
    exit $skip
fi

id=$$
ns_host=tihbat-host-$id
ns_find=tihbat-find-$id
veth_host=thh$id
veth_find=thf$id
net=10.199.$((id % 250))
work=$(mktemp -d)
host_pid=

cleanup() {
    if [ -n "$host_pid" ]; then
        kill "$host_pid" 2>/dev/null
        wait "$host_pid" 2>/dev/null
    fi
    ip netns del "$ns_host" 2>/dev/null
    ip netns del "$ns_find" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 1' INT TERM HUP PIPE

fail() {
    echo "discovery_netns: $*" >&2
    for f in "$work"/*; do
        [ -f "$f" ] && { echo "--- $f" >&2; cat "$f" >&2; }
    done
    exit 1
}

if ! ip netns add "$ns_host" 2>/dev/null; then
    echo "discovery_netns: skipped: ip netns is not available here"
    exit $skip
fi
ip netns add "$ns_find" || fail "cannot make a second namespace"
ip link add "$veth_host" type veth peer name "$veth_find" || fail "cannot make a veth pair"
ip link set "$veth_host" netns "$ns_host" || fail "cannot move the host's end"
ip link set "$veth_find" netns "$ns_find" || fail "cannot move the finder's end"
ip -n "$ns_host" addr add "$net.1/24" dev "$veth_host" || fail "address"
ip -n "$ns_find" addr add "$net.2/24" dev "$veth_find" || fail "address"
for ns in "$ns_host" "$ns_find"; do
    ip -n "$ns" link set lo up || fail "lo up"
done
ip -n "$ns_host" link set "$veth_host" up || fail "veth up"
ip -n "$ns_find" link set "$veth_find" up || fail "veth up"

ip netns exec "$ns_host" "$cli" host --listen "$net.1" --port 0 --code NETNS1 --level easy \
    --name "Host in a namespace" --announce --wait 30 >"$work/host.out" 2>"$work/host.err" &
host_pid=$!

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
wait "$host_pid" || fail "host failed"
host_pid=
moves_host=$(sed 's/.*"moves":\(\[[^]]*\]\).*/\1/' "$work/host.out")
moves_join=$(sed 's/.*"moves":\(\[[^]]*\]\).*/\1/' "$work/join.out")
[ -n "$moves_host" ] && [ "$moves_host" = "$moves_join" ] || fail "the two sides saw other games"
echo "discovery_netns: found $net.1:$port from the other namespace and played $moves_host"
exit 0
