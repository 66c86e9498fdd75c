import type { ReactNode } from "react";

// A live chart as inline SVG (docs/hosting.md "Console"): one polyline of 0–100 % samples. No chart library: four
// small line charts of the last minute need no axes, legends or interaction, and a library would add tens of
// kilobytes to the overview's JavaScript for it.

const WIDTH = 120;
const HEIGHT = 32;

export function Sparkline({
  name,
  label,
  value,
  points,
  testId,
  children,
}: {
  name: string;
  /** The chart's accessible name ("CPU over the last minute"); the value beside it is the text equivalent. */
  label: string;
  value: string;
  /** Percentages, oldest first (at most a minute of samples). */
  points: number[];
  testId: string;
  /** Shown under the chart (the players chart lists who is online). */
  children?: ReactNode;
}) {
  const step = points.length > 1 ? WIDTH / (points.length - 1) : WIDTH;
  const coordinates = points
    .map((point, index) => {
      const x = points.length > 1 ? index * step : WIDTH;
      const y = HEIGHT - (Math.max(0, Math.min(100, point)) / 100) * HEIGHT;
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(" ");
  return (
    <figure className="flex flex-col gap-1" data-testid={testId}>
      <figcaption className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold">{name}</span>
        <span data-testid={`${testId}-value`}>{value}</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={label}
        className="h-12 w-full rounded border border-divider text-brand"
      >
        {points.length > 0 ? (
          <polyline
            points={points.length === 1 ? `0,${coordinates.split(",")[1]} ${coordinates}` : coordinates}
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            vectorEffect="non-scaling-stroke"
          />
        ) : null}
      </svg>
      {children}
    </figure>
  );
}
