# Stage timing for the test scripts (sourced): `stage NAME` closes the running stage and starts
# the next; `stage` alone closes the last. On exit, also after a failure, the wall time of each
# stage is printed under the heading STAGE_TIMES_TITLE, the failed stage marked.
# shellcheck shell=bash

stage_names=()
stage_seconds=()
stage_started=$SECONDS
stage_name=""
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

report_stages() {
  local status=$?
  if [ -n "$stage_name" ]; then
    [ "$status" -eq 0 ] || stage_name="$stage_name (failed)"
    stage
  fi
  echo "$STAGE_TIMES_TITLE (wall clock, seconds):"
  local i total=0
  for i in "${!stage_names[@]}"; do
    printf '  %5d  %s\n' "${stage_seconds[$i]}" "${stage_names[$i]}"
    total=$((total + stage_seconds[i]))
  done
  printf '  %5d  total\n' "$total"
  return "$status"
}
trap report_stages EXIT
