const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** NT$ amounts are whole dollars, signed when negative: `NT$ 1,234`, `-NT$ 240`. */
export function formatNtd(amount: number): string {
  return `${amount < 0 ? '-' : ''}NT$ ${grouping.format(Math.abs(amount))}`;
}
