import { formatMinorUnits } from "@hopper/core/format/money";
import { formatNumber, formatWithCommas } from "@hopper/core/format/number";

import type { Metric } from "../../server/services/charts/series";

/** A value in full (tables, tooltips): revenue as dollars rounded down to cents, counts with commas. */
export const formatValue = (metric: Metric, value: number): string =>
  metric === "revenue" ? formatMinorUnits(value) : formatWithCommas(value);

/** A value on an axis or in a heading: shortened with k and M (spec §9). */
export const formatShort = (metric: Metric, value: number): string =>
  metric === "revenue" ? formatMinorUnits(value, { abbreviate: true }) : formatNumber(value);
