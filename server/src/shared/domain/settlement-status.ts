/** An item's way to the photographer's bank: `unsettled` → `in_settlement` (in a batch) → `paid`. */
export const SettlementStatus = {
  unsettled: 'unsettled',
  inSettlement: 'in_settlement',
  paid: 'paid',
} as const;

export type SettlementStatusName = (typeof SettlementStatus)[keyof typeof SettlementStatus];
