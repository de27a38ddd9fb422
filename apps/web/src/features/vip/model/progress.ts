/** How far an amount has come towards a target, 0–100 (a target of 0 is reached). */
export function progressPercent(achieved: number, target: number): number {
  if (target <= 0) return 100;
  if (achieved <= 0) return 0;
  return Math.min(100, Math.floor((achieved / target) * 1000) / 10);
}

/** What is still missing to reach a target (never below 0). */
export function remaining(achieved: number, target: number): number {
  return Math.max(0, Math.round((target - achieved) * 100) / 100);
}

/** A rate in basis points as a percent with two decimals (40 → "0.40%"). */
export function rateText(bp: number): string {
  return `${(bp / 100).toFixed(2)}%`;
}
