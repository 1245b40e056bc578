#!/usr/bin/env bash
# `npm run test:lan`: discovery and play across real interfaces, in Linux network namespaces this
# script creates (see netns.sh) and always removes again, even on failure or Ctrl-C.
# Needs root, iproute2, avahi-daemon + avahi-utils + dbus (the independent mDNS check).
set -euo pipefail
cd "$(dirname "$0")/../.."

if [[ $(id -u) -ne 0 ]]; then
  echo "test:lan needs root (it creates network namespaces)" >&2
  exit 1
fi
for tool in ip avahi-daemon avahi-browse dbus-daemon; do
  command -v "$tool" >/dev/null || { echo "test:lan needs $tool (apt-get install iproute2 avahi-daemon avahi-utils dbus)" >&2; exit 1; }
done

source e2e/lan/netns.sh
prefix="ftf-$$"
logs=$(mktemp -d /tmp/ftf-lan.XXXXXX)
cleanup() {
  local code=$?
  lan_down "$prefix"
  if [[ $code -eq 0 ]]; then rm -rf "$logs"; else echo "logs kept in $logs" >&2; fi
  exit $code
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# h: the host; a, b: players (b's interface is named lan0 to exercise the default interface filter);
# m: avahi-daemon for the independent check; x, y: the two desktop apps (phase 3).
lan_up "$prefix" h a b=lan0 m x=lan1 y
FTF_LAN_PREFIX=$prefix FTF_LAN_LOGS=$logs node --import tsx e2e/lan/orchestrate.ts
