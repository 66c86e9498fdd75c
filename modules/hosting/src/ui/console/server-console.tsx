"use client";

import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { FormEvent, KeyboardEvent } from "react";

import type { AgentMessage, ServerState, ServerStats } from "@hopper/agent/protocol";
import { Button } from "@hopper/ui/components/button";
import { cardClassName } from "@hopper/ui/components/card";
import { inputClassName } from "@hopper/ui/components/field";
import { useLocale, useT } from "@hopper/ui/i18n/client";
import { useMutation } from "@hopper/ui/trpc/client";

import { useHostingTrpc } from "../hosting-trpc";
import { consoleMessages } from "./console-messages";
import { Sparkline } from "./sparkline";

// The live console of the overview (docs/hosting.md "Console"). The browser talks to the node's agent directly over
// its WebSocket (the web app only signs the token): it sends `auth` with a ten-minute token from
// hosting.console.token, gets the history then live lines, state and stats, and sends commands and power actions.
// When the agent warns `token-expiring` a fresh token is fetched and sent on the same socket; a dropped socket is
// reopened with a new token, backing off up to 15 s.

/** Lines kept on the page: older ones are dropped so a chatty server cannot grow the page without end. */
export const MAX_LINES = 1000;
/** Stats samples kept for the charts: about one a second, so the last minute. */
const MAX_SAMPLES = 60;
const MAX_COMMAND = 1024;
const COMMAND_HISTORY = 50;

type Connection =
  | { kind: "connecting" }
  | { kind: "connected" }
  | { kind: "reconnecting" }
  | { kind: "refused"; reason: string }
  | { kind: "unavailable"; reason: string };

interface Line {
  id: number;
  text: string;
}

interface Sample {
  cpu: number;
  memory: number;
  disk: number;
  players: number;
}

// ANSI colour and cursor sequences some servers print: shown as text they are noise.
// eslint-disable-next-line no-control-regex -- matching the escape character is the point
const ANSI = /\u001b\[[0-9;?]*[A-Za-z]/g;

const percent = (used: number, limit: number) => (limit > 0 ? Math.min(100, (used / limit) * 100) : 0);

/**
 * The players part of a stats message; an agent older than players support sends none, and the web app and its
 * agents are upgraded separately.
 */
function playersOf(stats: ServerStats): ServerStats["players"] {
  return (stats.players as ServerStats["players"] | undefined) ?? { online: 0, max: null, names: [] };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function ServerConsole({
  serverId,
  initialState,
  enabled,
  disabledReason,
}: {
  serverId: string;
  initialState: ServerState;
  /** Ready, placed and not suspended; otherwise the console stays closed with `disabledReason`. */
  enabled: boolean;
  disabledReason: "suspended" | "notReady" | null;
}) {
  const t = useT(consoleMessages);
  const locale = useLocale();
  const trpc = useHostingTrpc();
  const tokenMutation = useMutation(trpc.hosting.console.token.mutationOptions());
  const fetchToken = useRef(tokenMutation.mutateAsync);
  fetchToken.current = tokenMutation.mutateAsync;

  const [connection, setConnection] = useState<Connection>({ kind: "connecting" });
  const [state, setState] = useState<ServerState>(initialState);
  const [lines, setLines] = useState<Line[]>([]);
  const [stats, setStats] = useState<ServerStats | null>(null);
  const [samples, setSamples] = useState<Sample[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [command, setCommand] = useState("");
  const socketRef = useRef<WebSocket | null>(null);
  const nextId = useRef(0);
  const history = useRef<string[]>([]);
  const historyIndex = useRef(-1);
  const logRef = useRef<HTMLDivElement | null>(null);
  const stick = useRef(true);
  const [behind, setBehind] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    let disposed = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const toLines = (texts: string[]) => texts.map((text) => ({ id: nextId.current++, text: text.replace(ANSI, "") }));

    const handle = (socket: WebSocket, message: AgentMessage) => {
      switch (message.type) {
        case "auth-ok":
          attempt = 0;
          setConnection({ kind: "connected" });
          break;
        case "auth-error":
          setConnection({ kind: "refused", reason: message.reason });
          break;
        case "token-expiring":
          // Renew on the same socket: the history is not sent again and no line is lost.
          fetchToken.current({ id: serverId }).then(
            (issued) => {
              if (socket.readyState === WebSocket.OPEN)
                socket.send(JSON.stringify({ type: "auth", token: issued.token }));
            },
            (error: unknown) => setNotice(messageOf(error)),
          );
          break;
        case "console":
          // A (re)connection starts with the history, which replaces what the page showed.
          setLines((current) => {
            const next = message.history ? toLines(message.lines) : [...current, ...toLines(message.lines)];
            return next.length > MAX_LINES ? next.slice(next.length - MAX_LINES) : next;
          });
          break;
        case "state":
          setState(message.state);
          break;
        case "stats":
          setState(message.state);
          setStats(message.stats);
          setSamples((current) => {
            const s = message.stats;
            const next = [
              ...current,
              {
                cpu: Math.max(0, Math.min(100, s.cpuPercent)),
                memory: percent(s.memoryBytes, s.memoryLimitBytes),
                disk: percent(s.diskBytes, s.diskLimitBytes),
                players: playersOf(s).online,
              },
            ];
            return next.length > MAX_SAMPLES ? next.slice(next.length - MAX_SAMPLES) : next;
          });
          break;
        case "throttled":
          setNotice(t("throttled"));
          break;
        case "error":
          setNotice(t("agentError", { message: message.message }));
          break;
        default:
          break;
      }
    };

    const retry = () => {
      if (disposed) return;
      attempt += 1;
      const delay = Math.min(15_000, 1000 * 2 ** Math.min(attempt - 1, 4));
      timer = setTimeout(() => void connect(), delay);
    };

    const connect = async () => {
      setConnection((current) =>
        current.kind === "refused" || current.kind === "unavailable"
          ? current
          : { kind: attempt === 0 ? "connecting" : "reconnecting" },
      );
      let issued: { token: string; socketUrl: string };
      try {
        issued = await fetchToken.current({ id: serverId });
      } catch (error) {
        if (disposed) return;
        setConnection({ kind: "unavailable", reason: messageOf(error) });
        retry();
        return;
      }
      if (disposed) return;
      const socket = new WebSocket(issued.socketUrl);
      socketRef.current = socket;
      socket.onopen = () => socket.send(JSON.stringify({ type: "auth", token: issued.token }));
      socket.onmessage = (event: MessageEvent) => {
        try {
          handle(socket, JSON.parse(String(event.data)) as AgentMessage);
        } catch {
          // A frame that is not JSON is not ours to show.
        }
      };
      socket.onclose = () => {
        if (socketRef.current === socket) socketRef.current = null;
        if (disposed) return;
        setConnection((current) => (current.kind === "connected" ? { kind: "reconnecting" } : current));
        retry();
      };
    };

    void connect();
    return () => {
      disposed = true;
      clearTimeout(timer);
      socketRef.current?.close();
      socketRef.current = null;
    };
  }, [enabled, serverId, t]);

  // Follow the newest line unless the reader scrolled up to read older ones.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log) return;
    if (stick.current) log.scrollTop = log.scrollHeight;
    else setBehind(true);
  }, [lines]);

  const onScroll = () => {
    const log = logRef.current;
    if (!log) return;
    stick.current = log.scrollHeight - log.scrollTop - log.clientHeight < 16;
    if (stick.current) setBehind(false);
  };

  const send = (message: object) => {
    const socket = socketRef.current;
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };

  const connected = connection.kind === "connected";
  const power = (action: "start" | "stop" | "restart" | "kill") => {
    setNotice(null);
    send({ type: "power", action });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = command.trim();
    if (!text || !connected) return;
    send({ type: "command", command: text.slice(0, MAX_COMMAND) });
    history.current = [text, ...history.current.filter((h) => h !== text)].slice(0, COMMAND_HISTORY);
    historyIndex.current = -1;
    setCommand("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
    const past = history.current;
    if (past.length === 0) return;
    event.preventDefault();
    const index =
      event.key === "ArrowUp" ? Math.min(past.length - 1, historyIndex.current + 1) : historyIndex.current - 1;
    historyIndex.current = Math.max(-1, index);
    setCommand(historyIndex.current === -1 ? "" : (past[historyIndex.current] ?? ""));
  };

  if (!enabled) {
    return (
      <section className={cardClassName({ className: "flex flex-col gap-2" })} aria-labelledby="console-heading">
        <h2 id="console-heading" className="text-lg font-semibold">
          {t("heading")}
        </h2>
        <p className="text-sm" data-testid="console-closed">
          {disabledReason === "suspended" ? t("suspended") : t("notReady")}
        </p>
      </section>
    );
  }

  const running = state === "running";
  const offline = state === "offline";
  const bytes = new Intl.NumberFormat(locale, { style: "unit", unit: "gigabyte", maximumFractionDigits: 2 });
  const gb = (value: number) => bytes.format(value / 1e9);
  const players = stats ? playersOf(stats) : null;
  // the chart's top is the plan's maximum when known, else the busiest moment of the last minute
  const playersScale = Math.max(1, players?.max ?? 0, ...samples.map((sample) => sample.players));
  const connectionText =
    connection.kind === "refused"
      ? t("connection.refused", { reason: connection.reason })
      : connection.kind === "unavailable"
        ? t("connection.unavailable", { reason: connection.reason })
        : t(`connection.${connection.kind}`);

  return (
    <>
      <section
        className={cardClassName({ className: "flex flex-col gap-3" })}
        aria-labelledby="console-heading"
        data-testid="console"
        data-connection={connection.kind}
        data-state={state}
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="console-heading" className="text-lg font-semibold">
            {t("heading")}
          </h2>
          <p role="status" className="flex flex-wrap gap-3 text-sm">
            <span data-testid="console-state">{t(`state.${state}`)}</span>
            <span data-testid="console-connection">{connectionText}</span>
          </p>
        </div>
        <div role="group" aria-label={t("power.label")} className="flex flex-wrap gap-2">
          {offline ? (
            <Button size="sm" disabled={!connected} onClick={() => power("start")} data-testid="power-start">
              {t("power.start")}
            </Button>
          ) : (
            <>
              <Button
                size="sm"
                variant="secondary"
                disabled={!connected || !running}
                onClick={() => power("stop")}
                data-testid="power-stop"
              >
                {t("power.stop")}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={!connected || !running}
                onClick={() => power("restart")}
                data-testid="power-restart"
              >
                {t("power.restart")}
              </Button>
              {/* Kill stays available while starting or stopping: it is the way out of a hung server. */}
              <Button
                size="sm"
                variant="danger"
                disabled={!connected}
                title={t("power.killHint")}
                onClick={() => power("kill")}
                data-testid="power-kill"
              >
                {t("power.kill")}
              </Button>
            </>
          )}
        </div>
        {notice ? (
          <p role="alert" className="text-sm text-danger" data-testid="console-notice">
            {notice}
          </p>
        ) : null}
        <div className="relative">
          <div
            ref={logRef}
            onScroll={onScroll}
            role="log"
            aria-label={t("logLabel")}
            aria-live="off"
            tabIndex={0}
            className="h-80 overflow-y-auto rounded-lg border border-divider bg-input p-2 font-mono text-xs break-all whitespace-pre-wrap"
            data-testid="console-lines"
          >
            {lines.length === 0 ? <p className="text-secondary">{t("empty")}</p> : null}
            {lines.map((line) => (
              <div key={line.id}>{line.text}</div>
            ))}
          </div>
          {behind ? (
            <Button
              size="sm"
              variant="secondary"
              className="absolute right-3 bottom-3 bg-raised"
              onClick={() => {
                stick.current = true;
                setBehind(false);
                const log = logRef.current;
                if (log) log.scrollTop = log.scrollHeight;
              }}
            >
              {t("newLines")}
            </Button>
          ) : null}
        </div>
        <form onSubmit={submit} className="flex gap-2">
          <label htmlFor="console-command" className="sr-only">
            {t("commandLabel")}
          </label>
          <input
            id="console-command"
            className={`${inputClassName} min-w-0 flex-1 font-mono`}
            value={command}
            maxLength={MAX_COMMAND}
            autoComplete="off"
            spellCheck={false}
            placeholder={t("commandPlaceholder")}
            onChange={(event) => setCommand(event.target.value)}
            onKeyDown={onKeyDown}
            disabled={!connected}
            data-testid="console-input"
          />
          <Button type="submit" size="sm" disabled={!connected || command.trim() === ""} data-testid="console-send">
            {t("send")}
          </Button>
        </form>
      </section>
      <section
        className={cardClassName({ className: "flex flex-col gap-3" })}
        aria-labelledby="stats-heading"
        data-testid="server-stats"
      >
        <h2 id="stats-heading" className="text-lg font-semibold">
          {t("stats.heading")}
        </h2>
        {stats ? (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Sparkline
              name={t("stats.cpu")}
              label={t("stats.chartLabel", { name: t("stats.cpu") })}
              value={t("stats.cpuValue", { value: String(Math.round(stats.cpuPercent)) })}
              points={samples.map((sample) => sample.cpu)}
              testId="stats-cpu"
            />
            <Sparkline
              name={t("stats.memory")}
              label={t("stats.chartLabel", { name: t("stats.memory") })}
              value={t("stats.bytesValue", { used: gb(stats.memoryBytes), limit: gb(stats.memoryLimitBytes) })}
              points={samples.map((sample) => sample.memory)}
              testId="stats-memory"
            />
            <Sparkline
              name={t("stats.disk")}
              label={t("stats.chartLabel", { name: t("stats.disk") })}
              value={t("stats.bytesValue", { used: gb(stats.diskBytes), limit: gb(stats.diskLimitBytes) })}
              points={samples.map((sample) => sample.disk)}
              testId="stats-disk"
            />
            {players ? (
              <Sparkline
                name={t("stats.players")}
                label={t("stats.playersChartLabel")}
                value={
                  players.max === null
                    ? t("stats.playersValueNoMax", { online: players.online })
                    : t("stats.playersValue", { online: String(players.online), max: String(players.max) })
                }
                points={samples.map((sample) => (sample.players / playersScale) * 100)}
                testId="stats-players"
              >
                {players.names.length > 0 ? (
                  <ul
                    aria-label={t("stats.playersNames")}
                    className="flex flex-wrap gap-x-2 text-xs text-secondary"
                    data-testid="stats-players-names"
                  >
                    {players.names.map((name) => (
                      <li key={name}>{name}</li>
                    ))}
                    {players.online > players.names.length ? (
                      <li>{t("stats.playersMore", { count: String(players.online - players.names.length) })}</li>
                    ) : null}
                  </ul>
                ) : null}
              </Sparkline>
            ) : null}
          </div>
        ) : (
          <p className="text-sm text-secondary">{t("stats.noData")}</p>
        )}
      </section>
    </>
  );
}
