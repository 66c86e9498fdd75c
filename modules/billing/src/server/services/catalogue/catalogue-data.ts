import type { CurrencyCode } from "./currencies";

// What the catalogue is seeded with (spec §9; docs/billing.md, "Products and prices"). Amounts are minor units.

export interface IntervalAmounts {
  monthly: number;
  quarterly: number;
  yearly: number;
}

/**
 * Hopper+ (midas) in every currency sold. USD is the spec's 499 / 1200 / 4999; the others are psychologically
 * rounded local prices near the USD price (late-2026 rates), not conversions: a price ending in .99, .49 or .90,
 * or a round number where the currency has no cents in practice (¥750, ₩6,900, Rp79,000, Ft1,790). Quarterly is
 * about 2.5 × and yearly about 10 × monthly, as in USD.
 */
export const MIDAS_PRICES: Record<CurrencyCode, IntervalAmounts> = {
  USD: { monthly: 499, quarterly: 1200, yearly: 4999 },
  EUR: { monthly: 449, quarterly: 1099, yearly: 4499 },
  GBP: { monthly: 399, quarterly: 999, yearly: 3999 },
  CAD: { monthly: 699, quarterly: 1699, yearly: 6999 },
  AUD: { monthly: 749, quarterly: 1799, yearly: 7499 },
  NZD: { monthly: 849, quarterly: 1999, yearly: 8499 },
  JPY: { monthly: 750, quarterly: 1800, yearly: 7500 },
  CNY: { monthly: 3500, quarterly: 8500, yearly: 35000 },
  INR: { monthly: 39900, quarterly: 99900, yearly: 399900 },
  BRL: { monthly: 2490, quarterly: 5990, yearly: 24900 },
  MXN: { monthly: 8900, quarterly: 21900, yearly: 89000 },
  ARS: { monthly: 499900, quarterly: 1199900, yearly: 4999900 },
  CLP: { monthly: 4500, quarterly: 10900, yearly: 44900 },
  COP: { monthly: 1990000, quarterly: 4790000, yearly: 19900000 },
  PEN: { monthly: 1890, quarterly: 4490, yearly: 18900 },
  KRW: { monthly: 6900, quarterly: 16900, yearly: 69000 },
  TWD: { monthly: 15000, quarterly: 36000, yearly: 150000 },
  HKD: { monthly: 3900, quarterly: 9400, yearly: 39000 },
  SGD: { monthly: 649, quarterly: 1599, yearly: 6499 },
  MYR: { monthly: 2190, quarterly: 5290, yearly: 21900 },
  IDR: { monthly: 7900000, quarterly: 19000000, yearly: 79000000 },
  PHP: { monthly: 27900, quarterly: 67900, yearly: 279000 },
  THB: { monthly: 17900, quarterly: 42900, yearly: 179000 },
  VND: { monthly: 119000, quarterly: 289000, yearly: 1190000 },
  TRY: { monthly: 17900, quarterly: 42900, yearly: 179000 },
  PLN: { monthly: 1999, quarterly: 4799, yearly: 19999 },
  CZK: { monthly: 11900, quarterly: 28900, yearly: 119000 },
  HUF: { monthly: 179000, quarterly: 429000, yearly: 1790000 },
  RON: { monthly: 2299, quarterly: 5499, yearly: 22999 },
  SEK: { monthly: 5400, quarterly: 12900, yearly: 54000 },
  NOK: { monthly: 5400, quarterly: 12900, yearly: 54000 },
  DKK: { monthly: 3400, quarterly: 8200, yearly: 34000 },
  CHF: { monthly: 449, quarterly: 1099, yearly: 4499 },
  ZAR: { monthly: 8999, quarterly: 21999, yearly: 89999 },
};

export interface PyroPlan {
  slug: string;
  name: string;
  cpu: number;
  /** MiB */
  ramMb: number;
  swapMb: number;
  storageMb: number;
  usd: IntervalAmounts;
}

/**
 * The server plans, USD only (spec §9): from small (2 CPU, 2 GiB) at 600 / 1500 / 6000 up to 8 CPU, 48 GiB at
 * 14400 / 36000 / 144000; each quarterly is 2.5 × and each yearly 10 × its monthly.
 */
const plan = (
  slug: string,
  name: string,
  cpu: number,
  ramMb: number,
  swapMb: number,
  storageMb: number,
  monthly: number,
): PyroPlan => ({
  slug,
  name,
  cpu,
  ramMb,
  swapMb,
  storageMb,
  usd: { monthly, quarterly: monthly * 2.5, yearly: monthly * 10 },
});

export const PYRO_PLANS: PyroPlan[] = [
  plan("pyro-small", "Server: Small", 2, 2048, 512, 16384, 600),
  plan("pyro-medium", "Server: Medium", 3, 4096, 1024, 32768, 1200),
  plan("pyro-large", "Server: Large", 4, 8192, 2048, 65536, 2400),
  plan("pyro-xl", "Server: Extra large", 6, 16384, 4096, 98304, 4800),
  plan("pyro-2xl", "Server: 2× Extra large", 8, 32768, 8192, 131072, 9600),
  plan("pyro-3xl", "Server: 3× Extra large", 8, 49152, 8192, 196608, 14400),
];

export const MIDAS_SLUG = "midas";
export const MIDAS_NAME = "Hopper+";
