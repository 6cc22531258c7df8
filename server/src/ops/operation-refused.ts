/**
 * Why a backup, restore or key rotation will not run, and what the operator should do instead:
 * thrown before anything is changed, and printed as it is, without a stack trace.
 */
export class OperationRefused extends Error {
  override name = 'OperationRefused';
}
