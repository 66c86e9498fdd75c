import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** Every text of a server's live console, power buttons, stats charts and the address's copy button. */
export const consoleMessages = defineCatalogue("hosting.console", {
  heading: "Console",
  logLabel: "Console output",
  empty: "No output yet.",
  commandLabel: "Command",
  commandPlaceholder: "Type a command and press Enter",
  send: "Send",
  connection: {
    connecting: "Connecting…",
    connected: "Connected",
    reconnecting: "Connection lost. Reconnecting…",
    refused: "The console refused the connection: {reason}",
    unavailable: "The console is unavailable: {reason}",
  },
  suspended: "The console is closed while the server is suspended.",
  notReady: "The console opens once the server is set up.",
  power: {
    label: "Power",
    start: "Start",
    stop: "Stop",
    restart: "Restart",
    kill: "Kill",
    killHint: "Ends the server at once, without saving.",
  },
  throttled: "Too much output: some lines were skipped.",
  agentError: "The server said: {message}",
  newLines: "Jump to the newest lines",
  stats: {
    heading: "Live usage",
    cpu: "CPU",
    memory: "Memory",
    disk: "Storage",
    cpuValue: "{value} %",
    bytesValue: "{used} of {limit}",
    noData: "Shown while the console is connected.",
    chartLabel: "{name} over the last minute",
  },
  copy: "Copy",
  copied: "Copied",
  copyLabel: "Copy the address {address}",
});
