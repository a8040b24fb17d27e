# SPDX-License-Identifier: GPL-3.0-or-later
# Two computers for a test script, made of two network namespaces joined by a veth pair with
# private addresses that exist only inside them: ns_a has $net.1, ns_b has $net.2. Sourced (with
# `.`) by discovery_netns.sh and join_list_netns.sh after they set `me`, their name in messages.
# Skips the test (exit 77) when not root or when `ip netns` is missing. Gives `work`, a temporary
# folder whose files `fail` shows, and `background_pid`, a process the script started (one) that
# is killed on exit; the namespaces, and with them the pair, are removed on any exit.
skip=77
if [ "$(id -u)" -ne 0 ]; then
    echo "$me: skipped: not root"
    exit $skip
fi
if ! command -v ip >/dev/null 2>&1; then
    echo "$me: skipped: no ip command (iproute2)"
    exit $skip
fi

id=$$
ns_a=tihbat-a-$id
ns_b=tihbat-b-$id
veth_a=tha$id
veth_b=thb$id
net=10.199.$((id % 250))
work=$(mktemp -d)
background_pid=

cleanup() {
    if [ -n "$background_pid" ]; then
        kill "$background_pid" 2>/dev/null
        wait "$background_pid" 2>/dev/null
    fi
    ip netns del "$ns_a" 2>/dev/null
    ip netns del "$ns_b" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 1' INT TERM HUP PIPE

fail() {
    echo "$me: $*" >&2
    for f in "$work"/*; do
        [ -f "$f" ] && { echo "--- $f" >&2; cat "$f" >&2; }
    done
    exit 1
}

if ! ip netns add "$ns_a" 2>/dev/null; then
    echo "$me: skipped: ip netns is not available here"
    exit $skip
fi
ip netns add "$ns_b" || fail "cannot make a second namespace"
ip link add "$veth_a" type veth peer name "$veth_b" || fail "cannot make a veth pair"
ip link set "$veth_a" netns "$ns_a" || fail "cannot move the first end"
ip link set "$veth_b" netns "$ns_b" || fail "cannot move the second end"
ip -n "$ns_a" addr add "$net.1/24" dev "$veth_a" || fail "address"
ip -n "$ns_b" addr add "$net.2/24" dev "$veth_b" || fail "address"
for ns in "$ns_a" "$ns_b"; do
    ip -n "$ns" link set lo up || fail "lo up"
done
ip -n "$ns_a" link set "$veth_a" up || fail "veth up"
ip -n "$ns_b" link set "$veth_b" up || fail "veth up"
