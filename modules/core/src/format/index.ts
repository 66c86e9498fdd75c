export { formatCompactNumber, formatNumber, formatWithCommas } from "./number";
export { formatMinorUnits, formatMoney } from "./money";
export type { MoneyFormatOptions } from "./money";
