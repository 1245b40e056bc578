# Network namespaces for the LAN test: a switch namespace holding a bridge, and one namespace per
# machine, each with one veth "cable" into the bridge. Nothing is created in (or attached to) the root
# namespace, so mDNS never reaches this machine's real interfaces. Source this file; needs root.
#
#   lan_up PREFIX ROLE...   e.g. lan_up ftf-123 h a b   →  namespaces ftf-123-sw, ftf-123-h, …
#   lan_down PREFIX         kills every process left in those namespaces and deletes them
#
# Machine n (1-based, in ROLE order) gets 10.77.0.n/24 on an interface named veth-ROLE, except a role
# written NAME=IFACE (e.g. b=lan0), whose interface gets that name instead.

lan_up() {
  local prefix=$1; shift
  local sw="$prefix-sw" n=0
  ip netns add "$sw"
  ip -n "$sw" link set lo up
  # Snooping off: mDNS (224.0.0.251) is link-local and must reach every port.
  ip -n "$sw" link add br0 type bridge mcast_snooping 0
  ip -n "$sw" link set br0 up
  for spec in "$@"; do
    n=$((n + 1))
    local role=${spec%%=*} ifname="veth-${spec%%=*}"
    [[ $spec == *=* ]] && ifname=${spec#*=}
    local ns="$prefix-$role"
    ip netns add "$ns"
    ip -n "$sw" link add "port-$role" type veth peer name "$ifname" netns "$ns"
    ip -n "$sw" link set "port-$role" master br0 up
    ip netns exec "$ns" sysctl -qw net.ipv6.conf.all.disable_ipv6=1 net.ipv6.conf.default.disable_ipv6=1
    ip -n "$ns" link set lo up
    ip -n "$ns" addr add "10.77.0.$n/24" dev "$ifname"
    ip -n "$ns" link set "$ifname" up
    ip -n "$ns" route add 224.0.0.0/4 dev "$ifname"
  done
}

lan_down() {
  local prefix=$1 ns pid
  for ns in $(ip netns list | awk '{print $1}' | grep -E "^$prefix-[a-z]+$"); do
    for pid in $(ip netns pids "$ns" 2>/dev/null); do kill -KILL "$pid" 2>/dev/null; done
    ip netns del "$ns" 2>/dev/null
  done
}
