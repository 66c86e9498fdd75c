/**
 * Entry point of the test image: a busybox shell script that behaves like a Minecraft server console.
 * It prints start-up lines and the vanilla 'Done' line, answers `list` and `say`, writes world files
 * into its data directory and exits on `stop`. Extra commands help tests: `crash` exits with code 3,
 * `flood N` prints N lines at once, a `crash-on-start` file in the data dir makes boot fail and an
 * `ignore-stop` file makes it ignore `stop` like a hung server. `join NAME` / `leave NAME` print the
 * vanilla join and leave lines (and `list` names who joined); `chat NAME TEXT` prints a player's chat
 * line `<NAME> TEXT`.
 */
export const FAKE_SERVER_SCRIPT = `#!/bin/sh
cd "\${DATA_DIR:-/data}" || exit 20
echo "[Server thread/INFO]: Starting minecraft server version \${VERSION:-test} (\${TYPE:-VANILLA})"
echo "[Server thread/INFO]: Loading properties"
if [ -f crash-on-start ]; then
  echo "[Server thread/ERROR]: Encountered an unexpected exception"
  exit 1
fi
mkdir -p world/region
[ -f world/level.dat ] || echo "level-seed=42" > world/level.dat
[ -f server.properties ] || printf 'motd=Hopper test\\nmax-players=20\\n' > server.properties
echo "[Server thread/INFO]: Preparing level \\"world\\""
sleep "\${START_DELAY:-0}"
echo "[Server thread/INFO]: Done (0.\${RANDOM:-123}s)! For help, type \\"help\\""
PLAYERS=""
while IFS= read -r line; do
  case "$line" in
    stop)
      if [ -f ignore-stop ]; then echo "[Server thread/WARN]: Ignoring stop (hung server)"; continue; fi
      echo "[Server thread/INFO]: Stopping the server"
      echo "saved $(date +%s)" > world/session.lock
      echo "[Server thread/INFO]: Saving chunks for level 'world'"
      exit 0 ;;
    list)
      COUNT=0; NAMES=""
      for p in $PLAYERS; do COUNT=$((COUNT + 1)); NAMES="\${NAMES:+$NAMES, }$p"; done
      echo "[Server thread/INFO]: There are $COUNT of a max of 20 players online: $NAMES" ;;
    "join "*)
      PLAYERS="$PLAYERS \${line#join }"
      echo "[Server thread/INFO]: \${line#join } joined the game" ;;
    "leave "*)
      NEXT=""
      for p in $PLAYERS; do [ "$p" = "\${line#leave }" ] || NEXT="$NEXT $p"; done
      PLAYERS="$NEXT"
      echo "[Server thread/INFO]: \${line#leave } left the game" ;;
    "chat "*)
      REST="\${line#chat }"
      echo "[Server thread/INFO]: <\${REST%% *}> \${REST#* }" ;;
    "say "*) echo "[Server thread/INFO]: [Server] \${line#say }" ;;
    crash) echo "[Server thread/ERROR]: Simulated crash"; exit 3 ;;
    "flood "*) seq 1 "\${line#flood }" | sed 's/^/[Server thread\\/INFO]: flood line /' ;;
    "write "*) echo "written" > "\${line#write }"; echo "[Server thread/INFO]: wrote \${line#write }" ;;
    "") ;;
    *) echo "Unknown or incomplete command, see below for error" ;;
  esac
done
sleep 3600
`;
