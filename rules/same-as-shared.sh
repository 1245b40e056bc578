#!/usr/bin/env bash
# The project carries its own copy of the rules (rules/RULES.md, rules/cases/). Where the team's source
# of them sits beside the checkout (../shared, as in the workspace and its CI), the two must not differ:
# this names every file that does, and exits 1. With no ../shared beside it, it says so and passes.
set -euo pipefail
cd "$(dirname "$0")/.."
shared=${SHARED_DIR:-../shared}
if [ ! -d "$shared/rules-cases" ]; then
  echo "rules: no $shared/rules-cases beside the checkout; the project's copy in rules/ is the one tested"
  exit 0
fi
differ=()
cmp -s rules/RULES.md "$shared/RULES.md" || differ+=("RULES.md")
for f in "$shared"/rules-cases/* rules/cases/*; do
  name=$(basename "$f")
  cmp -s "rules/cases/$name" "$shared/rules-cases/$name" 2>/dev/null || differ+=("rules-cases/$name")
done
if [ ${#differ[@]} -gt 0 ]; then
  printf 'rules: the project copy in rules/ differs from %s in: %s\n' "$shared" "$(printf '%s\n' "${differ[@]}" | sort -u | tr '\n' ' ')" >&2
  echo "rules: copy them again (cp $shared/RULES.md rules/; cp $shared/rules-cases/* rules/cases/) and run npm test" >&2
  exit 1
fi
echo "rules: rules/ is the same as $shared"
