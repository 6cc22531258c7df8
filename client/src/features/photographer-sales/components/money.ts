// One way to write NT$ amounts across the site.
export { formatNtd } from '../../../lib/money.ts';
