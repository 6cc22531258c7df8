/**
 * A settlement line's state: `pending` (to pay) and `held` (kept back, with a reason) are open;
 * `paid` (once, with the transfer reference), `carried` (total ≤ 0: nothing paid, the balance comes
 * back in the next batch) and `released` (held, then its items given back to unsettled) are final.
 */
export const LineState = {
  pending: 'pending',
  held: 'held',
  paid: 'paid',
  carried: 'carried',
  released: 'released',
} as const;

export type LineStateName = (typeof LineState)[keyof typeof LineState];

export const LINE_STATES: readonly LineStateName[] = Object.values(LineState);

export const OPEN_LINE_STATES: LineStateName[] = [LineState.pending, LineState.held];
