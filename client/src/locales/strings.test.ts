import { describe, expect, it } from 'vitest';

// Every string of the site, shared (common) and per feature, checked as a whole.

type Strings = { [key: string]: string | Strings };

const files = import.meta.glob<Strings>(['./*.json', '../features/*/locales/*.json'], {
  eager: true,
  import: 'default',
});

/** namespace → language → flat key → text. */
function catalogue(): Map<string, Map<string, Map<string, string>>> {
  const namespaces = new Map<string, Map<string, Map<string, string>>>();
  for (const [path, strings] of Object.entries(files)) {
    const [, feature, language] = /(?:features\/([\w-]+)\/locales\/|^\.\/)([\w-]+)\.json$/.exec(path)!;
    const namespace = feature ?? 'common';
    const languages = namespaces.get(namespace) ?? new Map<string, Map<string, string>>();
    languages.set(language!, new Map(flatten(strings)));
    namespaces.set(namespace, languages);
  }
  return namespaces;
}

function flatten(strings: Strings, prefix = ''): [string, string][] {
  return Object.entries(strings).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );
}

// i18next's plural forms: English needs `_one` and `_other`, Chinese has one form (`_other` or the bare key).
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(PLURAL, '');

/**
 * Keys allowed to share an English text, because they say the same thing in different places (a
 * menu entry and the title of its page, one field in two forms). Any other shared text is a
 * string copied without being rewritten.
 */
const SAME_ENGLISH = [
  ['admin-photographer-applications:column.actions', 'common:adminForm.actions', 'photographer:signUps.actions'],
  ['common:request.succeeded', 'auth:register.stepDone'],
  ['common:newVersion.refresh', 'common:routeError.reload'],
  ['admin-dashboard:refresh', 'admin-system-status:refresh'],
  ['common:nav.home', 'common:nav.goHome', 'auth:done.home', 'inquiries:home'],
  ['common:nav.events', 'catalogue:events.title'],
  ['common:nav.ranking', 'catalogue:ranking.title'],
  ['common:nav.guide', 'catalogue:guide.title'],
  ['common:nav.contact', 'catalogue:guide.contact', 'inquiries:title'],
  ['common:nav.login', 'auth:login.title', 'auth:login.submit', 'auth:register.login', 'auth:done.login'],
  [
    'common:nav.register',
    'auth:login.register',
    'auth:register.emailTitle',
    'catalogue:events.signUp',
    'photographer:signUps.submit',
  ],
  ['common:nav.profile', 'account:profile.pageTitle', 'account:hub.profile'],
  ['common:nav.myPhotos', 'account:hub.myPhotos', 'shop:myPhotos.title'],
  ['common:nav.favorites', 'account:hub.favorites', 'shop:favorites.title'],
  ['common:nav.follows', 'follows:mine.title'],
  ['shop:favorites.remove', 'follows:mine.remove'],
  ['common:nav.cart', 'account:hub.cart', 'shop:cart.title'],
  ['common:nav.orders', 'account:hub.orders', 'shop:orders.title'],
  ['common:nav.account', 'account:hub.title'],
  ['common:nav.joinPhotographer', 'account:hub.join', 'photographer-applications:title'],
  ['common:nav.uploadPhotos', 'account:hub.upload', 'photographer-applications:upload'],
  ['common:nav.photographerPhotos', 'account:hub.work', 'photographer:myWork.title'],
  ['common:nav.backOffice', 'account:hub.backOffice'],
  ['common:notFound.back', 'catalogue:state.home'],
  ['common:loading', 'catalogue:state.loading'],
  ['account:field.displayName', 'auth:field.displayName'],
  ['account:field.newPassword', 'auth:field.newPassword'],
  ['account:profile.displayNameRequired', 'auth:register.displayNameRequired'],
  ['account:profile.displayNameTooLong', 'auth:register.displayNameTooLong'],
  ['account:profile.phoneInvalid', 'inquiries:phoneInvalid', 'photographer-applications:phoneInvalid'],
  ['account:password.title', 'account:password.submit'],
  [
    'account:hub.photographer',
    'admin-attendance:column.photographer',
    'admin-orders:filter.photographer',
    'catalogue:photo.photographer',
    'catalogue:ranking.photographer',
  ],
  ['auth:reset.title', 'auth:reset.submit'],
  [
    'catalogue:activity.photos_one',
    'catalogue:search.photosHere_one',
    'shop:cart.photos_one',
    'shop:favorites.photoCount_one',
  ],
  [
    'catalogue:activity.photos_other',
    'catalogue:search.photosHere_other',
    'shop:cart.photos_other',
    'shop:favorites.photoCount_other',
  ],
  ['catalogue:search.tryFace', 'catalogue:face.title'],
  ['catalogue:photo.addToCart', 'shop:favorites.addToCart'],
  ['account:profile.save', 'admin-common-types:save', 'admin-events:save', 'photographer:remittance.save'],
  ['account:hub.payout', 'photographer:page.title'],
  ['admin-albums:albums.name', 'photographer-upload:newAlbum.name'],
  ['admin-albums:albums.price', 'admin-events:field.defaultPrice'],
  ['admin-albums:photos.failedTab', 'photographer-upload:processing.failed'],
  ['admin-albums:photos.fileName', 'photographer:myWork.fileName'],
  ['admin-albums:photos.reason', 'photographer:myWork.failureReason'],
  ['admin-photographer-applications:column.realName', 'photographer-applications:field.realName'],
  ['admin-photographer-applications:column.phone', 'inquiries:field.phone'],
  ['admin-photographer-applications:column.city', 'photographer-applications:field.city'],
  ['admin-photographer-applications:reject.button', 'admin-photographer-applications:reject.confirm'],
  [
    'admin-photographer-applications:cancel',
    'admin-common-types:cancel',
    'admin-events:cancel',
    'photographer:remittance.cancel',
  ],
  ['admin-common-types:field.isShow', 'admin-events:field.isVisible'],
  ['admin-common-types:shown', 'admin-events:visible', 'common:adminForm.shown'],
  ['admin-common-types:hidden', 'admin-events:hidden', 'admin-footer:hidden', 'photographer:myWork.status.hidden'],
  ['admin-common-types:editTitle', 'photographer:remittance.edit', 'common:adminForm.edit'],
  ['admin-events:delete', 'photographer:myWork.delete', 'common:adminForm.delete'],
  ['admin-common-types:deleteConfirm', 'admin-events:deleteTitle'],
  ['admin-common-types:empty', 'admin-events:empty'],
  ['admin-events:field.type', 'catalogue:events.type'],
  ['admin-events:field.isRecommended', 'admin-events:recommended'],
  ['inquiries:counter', 'photographer-applications:counter'],
  [
    'admin-attendance:column.activity',
    'admin-orders:filter.activity',
    'photographer-upload:newAlbum.activity',
    'photographer:signUps.activity',
  ],
  [
    'admin-attendance:column.cameraPoint',
    'catalogue:cameraPoint',
    'photographer-upload:newAlbum.cameraPoint',
    'photographer:signUps.cameraPoint',
  ],
  ['admin-attendance:column.note', 'photographer:signUps.note'],
  ['photographer-upload:state.failed', 'photographer:myWork.status.failed'],
  ['photographer:page.remittanceTab', 'photographer:remittance.title'],
  ['photographer:remittance.tooLong', 'photographer:signUps.tooLong'],
  [
    'account:field.email',
    'admin-photographer-applications:column.email',
    'admin-roles:email',
    'auth:field.email',
    'auth:register.stepEmail',
    'inquiries:field.email',
  ],
  ['account:hub.sales', 'catalogue:ranking.sales', 'photographer-sales:sales.title', 'common:nav.sales'],
  [
    'account:hub.transactions',
    'photographer-sales:ledger.title',
    'photographer:balances.transactions',
    'common:nav.transactions',
  ],
  ['account:hub.earnings', 'photographer-sales:earnings.title', 'common:nav.earnings'],
  ['account:hub.adminOrders', 'admin-roles:group.orders'],
  [
    'admin-photographer-applications:column.status',
    'admin-events:status',
    'admin-orders:column.status',
    'photographer-sales:sales.status',
    'shop:order.status',
  ],
  ['admin-photographer-applications:field.introduction', 'photographer-sales:ledger.about'],
  ['admin-photographer-applications:open', 'photographer-sales:sales.open'],
  ['admin-attendance:filter.clear', 'admin-audit:filter.reset'],
  ['admin-audit:column.entityId', 'admin-audit:filter.entityId'],
  ['admin-audit:filter.period', 'catalogue:ranking.period'],
  ['admin-audit:filter.search', 'catalogue:search.bibButton'],
  ['admin-common-types:field.title', 'admin-roles:userName', 'inquiries:field.name'],
  [
    'admin-dashboard:chart.date',
    'admin-events:field.date',
    'photographer-sales:ledger.date',
    'photographer:signUps.date',
  ],
  [
    'admin-events:photoCount',
    'admin-orders:column.items',
    'photographer-sales:earnings.count',
    'shop:cart.count',
    'shop:order.itemCount',
    'shop:favorites.photos',
  ],
  ['admin-roles:role', 'admin-roles:name'],
  ['admin-roles:state', 'photographer-upload:queue.state'],
  ['admin-roles:suspended', 'admin-users:account.suspended'],
  ['admin-orders:column.amount', 'admin-users:orders.amount', 'photographer-sales:ledger.amount'],
  ['catalogue:browse.month', 'catalogue:events.month', 'photographer-sales:earnings.month'],
  ['catalogue:photo.price', 'photographer-sales:sales.price'],
  ['catalogue:photo.album', 'photographer-sales:sales.album'],
  ['admin-income:figure.salesCount', 'admin-reports:figure.photosSold', 'photographer-sales:sales.count'],
  ['photographer-sales:status.unsettled', 'photographer-sales:balances.unsettled', 'photographer:balances.unsettled'],
  [
    'photographer-sales:status.in_settlement',
    'photographer-sales:balances.inSettlement',
    'photographer:balances.inSettlement',
  ],
  [
    'photographer-sales:status.paid',
    'photographer-sales:balances.paidOut',
    'photographer-sales:earnings.settled',
    'photographer:balances.paidOut',
  ],
  [
    'photographer-sales:status.refunded',
    'photographer-sales:sales.totalRefunds',
    'shop:status.refunded',
    'shop:order.refundedAmount',
    'shop:order.refundedPhoto',
  ],
  ['photographer-sales:kind.sale', 'photographer-sales:ledger.sale'],
  ['photographer-sales:sales.date', 'photographer:myWork.inOrder'],
  ['photographer-sales:sales.allActivities', 'photographer:myWork.allActivities'],
  ['admin-orders:column.number', 'photographer-sales:sale.order', 'shop:order.number'],
  ['admin-orders:column.payment', 'shop:payment.title'],
  // The money pages name the same figures and fields alike.
  ['admin-income:figure.shares', 'admin-reports:figure.photographerShares'],
  ['admin-income:figure.fees', 'admin-reports:figure.platformFee'],
  ['admin-income:field.remittance', 'admin-settlement:column.account'],
  // Gross and net are named alike wherever both appear (decision 072).
  ['admin-income:figure.gross', 'admin-reports:figure.gross', 'photographer-sales:sales.totalGross'],
  ['admin-dashboard:revenue', 'admin-reports:figure.revenue'],
  ['admin-income:figure.refunds', 'admin-orders:refunds.title'],
  // A bundle bought, on the buyer's and the back office's order pages.
  ['admin-orders:item.bundle', 'shop:bundle.ordered'],
  [
    'admin-reports:export.button',
    'admin-settlement:export.csv',
    'admin-orders:export.csv',
    'photographer-sales:ledger.exportCsv',
  ],
  ['photographer-applications:status.rejectedText', 'photographer-upload:queue.uncheckedDetail'],
];

describe('the strings of the site', () => {
  const namespaces = catalogue();

  it('come in zh-TW and English, key for key, with no empty text', () => {
    const problems: string[] = [];
    for (const [namespace, languages] of namespaces) {
      for (const language of ['zh-TW', 'en']) {
        if (!languages.has(language)) problems.push(`${namespace} has no ${language}.json`);
      }
      for (const [language, strings] of languages) {
        for (const [key, text] of strings)
          if (!text.trim()) problems.push(`${namespace}:${key} is empty in ${language}`);
      }
      const zh = languages.get('zh-TW') ?? new Map<string, string>();
      const en = languages.get('en') ?? new Map<string, string>();
      const zhKeys = new Set([...zh.keys()].map(baseKey));
      const enKeys = new Set([...en.keys()].map(baseKey));
      for (const key of zhKeys) if (!enKeys.has(key)) problems.push(`${namespace}:${key} has no English`);
      for (const key of enKeys) if (!zhKeys.has(key)) problems.push(`${namespace}:${key} has no zh-TW`);
      for (const key of [...en.keys()].filter((k) => PLURAL.test(k)).map(baseKey)) {
        if (!en.has(`${key}_one`) || !en.has(`${key}_other`))
          problems.push(`${namespace}:${key} needs _one and _other in English`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('give different keys different English texts, unless declared the same', () => {
    const keysByText = new Map<string, string[]>();
    for (const [namespace, languages] of namespaces) {
      for (const [key, text] of languages.get('en') ?? []) {
        keysByText.set(text, [...(keysByText.get(text) ?? []), `${namespace}:${key}`]);
      }
    }
    const undeclared = [...keysByText]
      .filter(([, keys]) => new Set(keys.map(baseKey)).size > 1)
      .filter(([, keys]) => !SAME_ENGLISH.some((group) => keys.every((key) => group.includes(key))))
      .map(([text, keys]) => `${keys.join(', ')}: "${text}"`);
    expect(undeclared).toEqual([]);
  });

  it('declare only keys that exist and still share their English text', () => {
    const english = new Map<string, string>(
      [...namespaces].flatMap(([namespace, languages]) =>
        [...(languages.get('en') ?? [])].map(([key, text]) => [`${namespace}:${key}`, text] as const),
      ),
    );
    const stale = SAME_ENGLISH.filter(
      (group) => !group.every((key) => english.has(key)) || new Set(group.map((key) => english.get(key))).size !== 1,
    );
    expect(stale).toEqual([]);
  });
});
