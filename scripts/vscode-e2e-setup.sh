#!/usr/bin/env bash
# Installs what the real-VS-Code tests need, outside the repo (see docs/extension.md):
# ripgrep and libkrb5-dev from Debian, and the npm package code-server@4.100.3 (= VS Code 1.100.3).
# The browser that drives it comes with npm ci (test/chromium.ts).
# Idempotent: each step is skipped when its result is already there.
set -euo pipefail

DEST=${VSCODE_E2E_HOME:-$HOME/.cache/logel-vscode}
SUDO=""
if [ "$(id -u)" != 0 ] && command -v sudo >/dev/null; then SUDO=sudo; fi

need_apt=""
command -v rg >/dev/null || need_apt="$need_apt ripgrep"
dpkg -s libkrb5-dev >/dev/null 2>&1 || need_apt="$need_apt libkrb5-dev"
if [ -n "$need_apt" ]; then
  $SUDO apt-get update
  # shellcheck disable=SC2086
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y $need_apt
fi

if [ -f "$DEST/node_modules/code-server/out/node/entry.js" ]; then
  echo "code-server already installed in $DEST"
  exit 0
fi

mkdir -p "$DEST/.tmp/rg" "$DEST/.tmp/vscode-ripgrep-cache-1.15.11"
# @vscode/ripgrep downloads rg from GitHub unless its cache already holds the archive.
cp "$(command -v rg)" "$DEST/.tmp/rg/rg"
tar czf "$DEST/.tmp/vscode-ripgrep-cache-1.15.11/ripgrep-v13.0.0-10-x86_64-unknown-linux-musl.tar.gz" -C "$DEST/.tmp/rg" rg
cd "$DEST"
[ -f package.json ] || echo '{"private":true}' > package.json
# yes: node-pty's install runs npx; nodedir: node-gyp must not download headers.
TMPDIR="$DEST/.tmp" npm_config_yes=true npm_config_nodedir=/usr npm_config_unsafe_perm=true \
  npm install --unsafe-perm --no-audit --no-fund code-server@4.100.3
test -f "$DEST/node_modules/code-server/out/node/entry.js"
echo "code-server installed in $DEST"
