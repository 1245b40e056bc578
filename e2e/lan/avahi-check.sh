#!/usr/bin/env bash
# Independent check with a standard mDNS stack: runs avahi-daemon (on a private D-Bus, with a private
# /run) inside namespace NS and streams `avahi-browse` for _fivethreefive._tcp in its parsable form
# ("+" new, "=" resolved with TXT, "-" removed) until SECONDS pass or it is signalled.
# Everything it starts runs inside NS and is stopped on exit.
#   avahi-check.sh NS IFACE [SECONDS]
set -euo pipefail
ns=$1 iface=$2 wait_s=${3:-30}
dir=$(mktemp -d /tmp/ftf-avahi.XXXXXX)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$dir"
}
trap cleanup EXIT
trap 'exit 143' TERM INT

cat >"$dir/bus.conf" <<CONF
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-BUS Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>system</type>
  <listen>unix:path=$dir/bus</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow user="*"/>
    <allow own="*"/>
    <allow send_destination="*"/>
    <allow receive_sender="*"/>
  </policy>
</busconfig>
CONF

# Browse only: no publishing, no wide-area (unicast DNS) lookups, only the test interface.
cat >"$dir/avahi.conf" <<CONF
[server]
use-ipv4=yes
use-ipv6=no
allow-interfaces=$iface
enable-dbus=yes
ratelimit-interval-usec=1000000
ratelimit-burst=1000
[wide-area]
enable-wide-area=no
[publish]
disable-publishing=yes
[reflector]
enable-reflector=no
CONF

export DBUS_SYSTEM_BUS_ADDRESS="unix:path=$dir/bus"
ip netns exec "$ns" dbus-daemon --config-file="$dir/bus.conf" --nofork --nopidfile &
pids+=($!)
for _ in $(seq 50); do [[ -S $dir/bus ]] && break; sleep 0.1; done
# `ip netns exec` gives the command its own mount namespace: a tmpfs on /run keeps avahi's pid file
# and socket away from the real /run (and from other test runs).
ip netns exec "$ns" sh -c "mount -t tmpfs tmpfs /run && exec avahi-daemon -f '$dir/avahi.conf' --no-drop-root --no-chroot --no-rlimits --no-proc-title" \
  >"$dir/avahi.log" 2>&1 &
pids+=($!)
for _ in $(seq 50); do
  grep -q 'Server startup complete' "$dir/avahi.log" && break
  sleep 0.1
done
grep -q 'Server startup complete' "$dir/avahi.log" || { cat "$dir/avahi.log" >&2; exit 1; }
# -r resolve (SRV, TXT, A), -p parsable, -k raw type names; line-buffered so each event shows at once.
# Run in the namespace too, so interface indexes print as its names. In the background + wait, so a
# signal interrupts the wait and the EXIT trap stops the daemons.
timeout "$wait_s" ip netns exec "$ns" stdbuf -oL avahi-browse -r -p -k _fivethreefive._tcp &
pids+=($!)
wait $! || true
