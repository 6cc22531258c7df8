// The simulator's pages: small, self-contained HTML with every value escaped.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

const hiddenInputs = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');

function page(title: string, body: string, nonce?: string, autoSubmit?: string) {
  const script =
    nonce && autoSubmit
      ? `<script nonce="${nonce}">document.getElementById(${JSON.stringify(autoSubmit)}).submit();</script>`
      : '';
  return `<!doctype html>
<html lang="zh-Hant-TW">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,"Noto Sans TC",sans-serif;background:#f3f5f7;margin:0;padding:2rem 1rem;color:#222}
main{max-width:32rem;margin:auto;background:#fff;border-radius:8px;padding:1.5rem;box-shadow:0 1px 4px #0002}
.banner{background:#fff3cd;border:1px solid #e0c060;padding:.5rem .75rem;border-radius:4px;font-size:.9rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{color:#666}dd{margin:0;word-break:break-all}
.buttons{display:flex;gap:.5rem;flex-wrap:wrap;margin-top:1rem}
button{font-size:1rem;padding:.6rem 1rem;border-radius:4px;border:1px solid #999;background:#fff;cursor:pointer}
button.pay{background:#2e7d32;color:#fff;border-color:#2e7d32}button.fail{background:#c62828;color:#fff;border-color:#c62828}
</style>
</head>
<body><main>
<p class="banner">綠界金流模擬器：不會收取任何款項 / ECPay simulator: no money is charged</p>
${body}
</main>${script}</body>
</html>`;
}

export interface CheckoutPageInput {
  merchantTradeNo: string;
  totalAmount: string;
  itemName: string;
  choosePayment: string;
  /** The posted AioCheckOut form, carried to the completion step unchanged. */
  fields: Record<string, string>;
  completeAction: string;
}

export function checkoutPage(input: CheckoutPageInput): string {
  const items = input.itemName
    .split('#')
    .map((name) => `<li>${escapeHtml(name)}</li>`)
    .join('');
  return page(
    '付款 Payment',
    `<h1>付款 / Payment</h1>
<dl>
<dt>訂單編號 Order</dt><dd>${escapeHtml(input.merchantTradeNo)}</dd>
<dt>金額 Amount</dt><dd>NT$ ${escapeHtml(input.totalAmount)}</dd>
<dt>付款方式 Method</dt><dd>${escapeHtml(input.choosePayment)}</dd>
<dt>商品 Items</dt><dd><ul>${items}</ul></dd>
</dl>
<form method="post" action="${escapeHtml(input.completeAction)}">
${hiddenInputs(input.fields)}
<div class="buttons">
<button class="pay" type="submit" name="SimulatorOutcome" value="pay">付款成功 Pay</button>
<button class="fail" type="submit" name="SimulatorOutcome" value="fail">付款失敗 Fail</button>
<button type="submit" name="SimulatorOutcome" value="cancel">取消 Cancel</button>
</div>
</form>`,
  );
}

/** Posts the result to the shop's OrderResultURL from the browser, as ECPay does. */
export function returnPage(action: string, fields: Record<string, string>, paid: boolean, nonce: string): string {
  const message = paid
    ? '付款成功，正在返回商店… / Paid, returning to the shop…'
    : '付款失敗，正在返回商店… / Payment failed, returning to the shop…';
  return page(
    message,
    `<p>${escapeHtml(message)}</p>
<form id="result" method="post" action="${escapeHtml(action)}">
${hiddenInputs(fields)}
<noscript><button type="submit">返回商店 Back to the shop</button></noscript>
</form>`,
    nonce,
    'result',
  );
}

export function errorPage(message: string): string {
  return page('錯誤 Error', `<h1>錯誤 / Error</h1><p>${escapeHtml(message)}</p>`);
}
