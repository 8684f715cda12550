#!/bin/sh
# Rolling restart of every Sellback instance, one at a time, without failing a request
# (decision 0054; the same steps as restart() in scripts/cluster-lib.ts):
#   1. mark the instance "down" in nginx's upstream file and reload nginx (graceful: running
#      requests finish, new ones go to the other instances);
#   2. restart it (SIGTERM: it finishes what it still has, then exits; the new process migrates
#      under the start-up lock if the release brought migrations);
#   3. wait until its /api/ready answers 200, put it back, reload nginx; then the next one.
# Usage: deploy/rolling-restart.sh [port …]   (default: every port in the upstream file)
# Settings (environment): UPSTREAM (default /etc/nginx/sellback/sellback-upstream.conf),
# NGINX_RELOAD (default "nginx -t -q && systemctl reload nginx"), RESTART (default
# "systemctl restart sellback@%s", %s = the port), READY_TIMEOUT (seconds, default 300),
# SETTLE (seconds for nginx's old workers to finish, default 2).
set -eu

UPSTREAM=${UPSTREAM:-/etc/nginx/sellback/sellback-upstream.conf}
NGINX_RELOAD=${NGINX_RELOAD:-"nginx -t -q && systemctl reload nginx"}
RESTART=${RESTART:-"systemctl restart sellback@%s"}
READY_TIMEOUT=${READY_TIMEOUT:-300}
SETTLE=${SETTLE:-2}

if [ "$#" -eq 0 ]; then
  # shellcheck disable=SC2046 # one word per port
  set -- $(sed -n 's/^[[:space:]]*server[[:space:]]\+127\.0\.0\.1:\([0-9]\+\)[[:space:];].*/\1/p' "$UPSTREAM")
fi
[ "$#" -gt 0 ] || { echo "no instance ports in $UPSTREAM" >&2; exit 1; }
[ "$#" -gt 1 ] || echo "warning: only one instance; requests fail while it restarts" >&2

# mark PORT down|up: adds or removes " down" before the ";" of its server line (GNU sed)
mark() {
  line="^[[:space:]]*server[[:space:]]\+127\.0\.0\.1:$1[[:space:];]"
  if [ "$2" = down ]; then
    sed -i "/$line/{/ down;/! s/;[[:space:]]*\$/ down;/}" "$UPSTREAM"
  else
    sed -i "/$line/ s/ down;/;/" "$UPSTREAM"
  fi
  sh -c "$NGINX_RELOAD"
}

for port in "$@"; do
  echo "instance $port: out of rotation"
  mark "$port" down
  sleep "$SETTLE"
  echo "instance $port: restarting"
  sh -c "$(printf "$RESTART" "$port")"
  waited=0
  until curl -fsS -o /dev/null "http://127.0.0.1:$port/api/ready"; do
    waited=$((waited + 1))
    if [ "$waited" -ge "$READY_TIMEOUT" ]; then
      echo "instance $port: not ready after $READY_TIMEOUT s; left out of rotation, stopping here" >&2
      exit 1
    fi
    sleep 1
  done
  mark "$port" up
  echo "instance $port: ready, back in rotation"
done
