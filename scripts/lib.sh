# Shared by the npm scripts: make a fresh clone runnable with no manual step.

# Installs npm dependencies when node_modules is missing or older than the lockfile.
ensure_dependencies() {
  if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    echo "Installing dependencies..."
    # npm install, not npm ci: this npm's ci wrongly reports Biome's optional platform packages as
    # missing from the lockfile; install still follows the lockfile's pinned versions.
    npm install --no-audit --no-fund --loglevel=error
  fi
}

# Builds the web app (and its prerendering entry) when dist/web is missing or older than any web source file.
ensure_web_build() {
  if [ ! -f dist/web/index.html ] || [ ! -f dist/prerender/prerender.js ] ||
    [ -n "$(find src/web src/shared -newer dist/web/index.html -type f -print -quit)" ]; then
    echo "Building the web app..."
    npm run --silent build:web
  fi
}

# Debian's Chromium for the browser journeys (never a downloaded browser build).
ensure_chromium() {
  if [ ! -x /usr/bin/chromium ]; then
    echo "Installing Chromium from Debian..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation >/dev/null
  fi
}

# Debian's git: the Git sync tests run a real Git server (git http-backend) and read repositories with the CLI.
ensure_git() {
  if ! command -v git >/dev/null 2>&1; then
    echo "Installing git from Debian..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq git >/dev/null
  fi
}

# Debian's bubblewrap: generated apps are built in its sandbox (ADR 0018). Without it (and not
# root to install it), the server says why builds are off; BUILD_SANDBOX=off is the operator's choice.
ensure_bubblewrap() {
  if [ "${BUILD_SANDBOX:-on}" != "off" ] && ! command -v bwrap >/dev/null 2>&1; then
    if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
      echo "Installing bubblewrap from Debian (the build sandbox)..."
      apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq bubblewrap >/dev/null
    else
      echo "bubblewrap (bwrap) is missing: install it (apt-get install bubblewrap) or builds stay off. See docs/deploy.md." >&2
    fi
  fi
}

# Bundles the server into dist/server when the bundle is missing or older than any server source file.
ensure_server_build() {
  if [ ! -f dist/server/index.js ] || [ -n "$(find src/server src/shared -newer dist/server/index.js -type f -print -quit)" ]; then
    echo "Building the server..."
    node scripts/build-server.mjs
  fi
}
