const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** NT$ amounts are whole dollars: `NT$ 1,234`. */
export function formatNtd(amount: number): string {
  return `NT$ ${grouping.format(amount)}`;
}
