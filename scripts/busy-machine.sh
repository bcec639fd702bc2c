#!/usr/bin/env bash
# The default suite on a busy machine: pinned to one core that a second process keeps busy,
# twice in a row. No test may depend on wall-clock speed or on the machine being idle; run this
# before landing a change (it takes about four times as long as `npm test`).
#
#   bash scripts/busy-machine.sh [CORE]      CORE: the core to pin to (default 0)
set -euo pipefail
cd "$(dirname "$0")/.."
core="${1:-0}"
command -v taskset >/dev/null || { echo "busy-machine: taskset (util-linux) is needed" >&2; exit 1; }
# The busy neighbour: a loop on the same core, at the same priority, for the whole run.
taskset -c "$core" node -e 'for (;;) {}' &
hog=$!
trap 'kill "$hog" 2>/dev/null || true' EXIT
bash scripts/ensure-test-tools.sh
for run in 1 2; do
  echo "busy-machine: run $run of 2, pinned to core $core beside a busy loop"
  start=$SECONDS
  taskset -c "$core" npx vitest run
  echo "busy-machine: run $run passed in $((SECONDS - start)) s"
done
echo "busy-machine: both runs passed"
