#!/usr/bin/env bash
# Lint (import cycles and layers as errors), types and format at once: on two cores the three
# overlap, and every failure is printed, not only the first. Exits non-zero if any failed.
set -uo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
pids=()
for check in lint typecheck format:check; do
  npm run --silent "$check" >"$out/$check.log" 2>&1 &
  pids+=("$!:$check")
done
failed=0
for entry in "${pids[@]}"; do
  pid=${entry%%:*}
  check=${entry#*:}
  if wait "$pid"; then
    echo "✓ $check"
  else
    echo "✗ $check"
    cat "$out/$check.log"
    failed=1
  fi
done
exit "$failed"
