#!/usr/bin/env bash
# Stops what a CI run left behind: every process started after the run's script (its PID, $1) that
# still holds the write end of the run's standard output or error, other than the run's own
# shells (this script's ancestors). Names each one it stops. Linux /proc only; elsewhere it does nothing.
set -u
[ -r /proc/self/stat ] || exit 0
# Field N of /proc/PID/stat (N ≥ 3), read past the command name, which may hold spaces.
stat_field() {
  local s
  s=$(cat "/proc/$1/stat" 2>/dev/null) || return 1
  s=${s##*) }
  local -a f=($s)
  echo "${f[$(($2 - 3))]}"
}
# The run's start, in clock ticks since boot.
since=$(stat_field "${1:?the PID of the CI script}" 22) || exit 0
out=$(readlink /proc/$$/fd/1) err=$(readlink /proc/$$/fd/2)
case "$out$err" in *pipe:* | *socket:*) ;; *) exit 0 ;; esac
ancestors=" $$ "
p=$$
while [ "${p:-1}" -gt 1 ]; do
  p=$(stat_field "$p" 4) || break
  ancestors+="$p "
done
for dir in /proc/[0-9]*; do
  pid=${dir#/proc/}
  case "$ancestors" in *" $pid "*) continue ;; esac
  start=$(stat_field "$pid" 22) || continue
  [ -n "$start" ] && [ "$start" -ge "$since" ] || continue
  holds=0
  for fd in "$dir"/fd/*; do
    t=$(readlink "$fd" 2>/dev/null) || continue
    [ "$t" = "$out" ] || [ "$t" = "$err" ] || continue
    # The write end only (flags: O_WRONLY or O_RDWR): whoever reads CI's output is left alone.
    flags=$(sed -n 's/^flags:[[:space:]]*//p' "$dir/fdinfo/${fd##*/}" 2>/dev/null)
    [ -n "$flags" ] && [ $((8#$flags & 3)) -ne 0 ] && { holds=1; break; }
  done
  [ $holds = 1 ] || continue
  echo "left behind, stopped: $pid $(tr '\0' ' ' <"$dir/cmdline" 2>/dev/null | cut -c1-160)" >&2
  kill -KILL "$pid" 2>/dev/null
done
exit 0
