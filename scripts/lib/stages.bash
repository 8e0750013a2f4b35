# Stage timing for the test scripts (sourced): `stage NAME` closes the running stage and starts
# the next; `stage` alone closes the last. `beside NAME COMMAND...` starts a stage in the
# background (its output kept in .build/stage-logs/), to run beside the stages that follow, and
# `await_beside NAME` waits for it: its output is printed then, and its failure fails the script.
# On exit, also after a failure, the wall time of each stage is printed under the heading
# STAGE_TIMES_TITLE, the failed stage marked, background stages as "beside".
# shellcheck shell=bash

stage_names=()
stage_seconds=()
stage_started=$SECONDS
stage_name=""
declare -A beside_pids=()
: "${STAGE_TIMES_TITLE:=stage times}"

stage() {
  if [ -n "$stage_name" ]; then
    stage_names+=("$stage_name")
    stage_seconds+=($((SECONDS - stage_started)))
  fi
  stage_name="${1:-}"
  stage_started=$SECONDS
  [ -z "$stage_name" ] || echo "== $stage_name"
}

beside() {
  local name=$1
  shift
  mkdir -p .build/stage-logs
  local log=".build/stage-logs/${name//[^A-Za-z0-9]/-}"
  echo "== $name (beside the next stages)"
  # In a process group of its own (job control on for this one job), so that a failure of the
  # script can stop it and everything it started.
  set -m
  (
    started=$SECONDS
    status=0
    "$@" > "$log.out" 2>&1 || status=$?
    echo "$((SECONDS - started)) $status" > "$log.done"
  ) &
  beside_pids["$name"]=$!
  set +m
}

await_beside() {
  local name=$1
  local log=".build/stage-logs/${name//[^A-Za-z0-9]/-}"
  wait "${beside_pids[$name]}" || true
  unset 'beside_pids[$name]'
  cat "$log.out"
  local seconds status
  read -r seconds status < "$log.done"
  stage_names+=("$name (beside)")
  stage_seconds+=("$seconds")
  if [ "$status" -ne 0 ]; then
    echo "$name failed (exit $status)" >&2
    exit "$status"
  fi
}

report_stages() {
  local status=$?
  # Stages still running beside the one that failed are stopped, with what they started.
  local pid
  for pid in "${beside_pids[@]}"; do
    kill -- "-$pid" 2>/dev/null || true
  done
  if [ -n "$stage_name" ]; then
    [ "$status" -eq 0 ] || stage_name="$stage_name (failed)"
    stage
  fi
  echo "$STAGE_TIMES_TITLE (wall clock, seconds):"
  local i
  for i in "${!stage_names[@]}"; do
    printf '  %5d  %s\n' "${stage_seconds[$i]}" "${stage_names[$i]}"
  done
  # The script's own wall time: stages run beside others overlap them.
  printf '  %5d  total\n' "$SECONDS"
  return "$status"
}
trap report_stages EXIT
