// Server messages in the two cultures the site speaks. The client picks one with the
// `.AspNetCore.Culture: c=zh-TW|uic=zh-TW` header (ABP's convention); zh-TW is the default.

export type Culture = 'zh-TW' | 'en';
export const DEFAULT_CULTURE: Culture = 'zh-TW';

export function cultureFromHeader(header: string | string[] | undefined): Culture {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return DEFAULT_CULTURE;
  // uic (UI culture) decides the language of messages; c is the fallback.
  const parts = Object.fromEntries(
    value.split('|').map((part) => {
      const [key = '', culture = ''] = part.split('=');
      return [key.trim(), culture.trim().toLowerCase()];
    }),
  );
  const chosen = parts.uic || parts.c || '';
  return chosen.startsWith('en') ? 'en' : DEFAULT_CULTURE;
}

/**
 * Stored content in the caller's language: the English text when there is one, else the Chinese
 * (docs/decisions/045). The one place that decides it for every field with an English twin.
 */
export function localized<Zh extends string | null>(
  culture: Culture,
  zh: Zh,
  en: string | null | undefined,
): string | Zh {
  return culture === 'en' && en?.trim() ? en.trim() : zh;
}

type Catalogue = Record<string, Record<Culture, string>>;

export const messages = {
  'error.badRequest': { 'zh-TW': '請求內容有誤', en: 'The request is not valid' },
  'error.validation': { 'zh-TW': '輸入資料有誤：{details}', en: 'Invalid input: {details}' },
  'error.malformedJson': { 'zh-TW': '請求內容不是有效的 JSON', en: 'The request body is not valid JSON' },
  'error.bodyTooLarge': { 'zh-TW': '請求內容超過大小上限', en: 'The request body is too large' },
  'error.unsupportedMediaType': {
    'zh-TW': '不支援的內容格式',
    en: 'Unsupported content type',
  },
  'error.unauthorized': { 'zh-TW': '請先登入', en: 'Please log in first' },
  'error.sessionExpired': {
    'zh-TW': '登入已失效，請重新登入',
    en: 'Your session has expired, please log in again',
  },
  'error.forbidden': { 'zh-TW': '您沒有權限執行此操作', en: 'You are not allowed to do this' },
  'error.adminOnly': {
    'zh-TW': '請登錄管理員賬號後再訪問',
    en: 'Please log in with an administrator account',
  },
  'error.photographerOnly': {
    'zh-TW': '請先完成攝影師認證',
    en: 'Please complete photographer certification first',
  },
  'error.photographerBlocked': {
    'zh-TW': '您的攝影師資格已被停權，請聯繫管理員',
    en: 'Your photographer account is suspended, please contact us',
  },
  'error.accountSuspended': {
    'zh-TW': '您的帳號已被停用，請聯繫管理員',
    en: 'Your account is suspended, please contact us',
  },
  'error.uploadTokenScope': {
    'zh-TW': '上傳權杖只能用於上傳照片',
    en: 'An upload token can only be used to upload photos',
  },
  'error.uploadTokenInvalid': {
    'zh-TW': '上傳權杖無效或已撤銷',
    en: 'The upload token is not valid or has been revoked',
  },
  'error.notFound': { 'zh-TW': '找不到資料', en: 'Not found' },
  'error.routeNotFound': { 'zh-TW': '找不到此 API：{route}', en: 'No such API: {route}' },
  'error.rateLimited': {
    'zh-TW': '嘗試次數過多，請於 {seconds} 秒後再試',
    en: 'Too many attempts. Try again in {seconds} seconds.',
  },
  'error.rateLimitedMinutes': {
    'zh-TW': '嘗試次數過多，請於 {minutes} 分鐘後再試',
    en: 'Too many attempts. Try again in {minutes} minutes.',
  },
  'error.internal': {
    'zh-TW': '伺服器發生錯誤，請稍後再試',
    en: 'Something went wrong on our side, please try again later',
  },
  // Faults: the database or the object store out of reach for a moment (decisions/047).
  'error.unavailable': {
    'zh-TW': '服務暫時無法使用，請稍候幾秒再試',
    en: 'The service is briefly unavailable, please try again in a few seconds',
  },
  'validation.required': { 'zh-TW': '缺少欄位 {field}', en: '{field} is required' },
  'validation.type': { 'zh-TW': '{field} 的型別應為 {type}', en: '{field} must be of type {type}' },
  'validation.format': { 'zh-TW': '{field} 格式不正確', en: '{field} has the wrong format' },
  'validation.minLength': { 'zh-TW': '{field} 至少需 {limit} 個字元', en: '{field} needs at least {limit} characters' },
  'validation.maxLength': { 'zh-TW': '{field} 最多 {limit} 個字元', en: '{field} allows at most {limit} characters' },
  'validation.maxItems': { 'zh-TW': '{field} 最多 {limit} 項', en: '{field} allows at most {limit} items' },
  'validation.minimum': { 'zh-TW': '{field} 不可小於 {limit}', en: '{field} must be at least {limit}' },
  'validation.maximum': { 'zh-TW': '{field} 不可大於 {limit}', en: '{field} must be at most {limit}' },
  'validation.enum': { 'zh-TW': '{field} 的值不在允許範圍內', en: '{field} has a value that is not allowed' },
  'validation.other': { 'zh-TW': '{field} 不正確', en: '{field} is not valid' },
  'validation.body': { 'zh-TW': '請求內容', en: 'request body' },
  // bounds: text the database cannot hold, names of spaces only
  'validation.noNul': { 'zh-TW': '{field} 不可包含空字元（NUL）', en: '{field} must not contain the NUL character' },
  'validation.blank': { 'zh-TW': '{field} 不可只有空白', en: '{field} must not be blank' },
  'auth.invalidCredentials': {
    'zh-TW': '電子郵件或密碼錯誤',
    en: 'Wrong e-mail or password',
  },
  'auth.notAdmin': {
    'zh-TW': '此帳號不是管理員帳號',
    en: 'This account is not an administrator account',
  },
  'account.emailTaken': {
    'zh-TW': '此電子郵件已註冊，請直接登入',
    en: 'This e-mail is already registered, please log in',
  },
  'account.codeSent': {
    'zh-TW': '驗證碼已寄出，請於 10 分鐘內輸入',
    en: 'The code has been sent; enter it within 10 minutes',
  },
  'account.codeTooSoon': {
    'zh-TW': '驗證碼已寄出，請於 {seconds} 秒後再重新寄送',
    en: 'A code was just sent; you can ask again in {seconds} s',
  },
  'account.codeWrong': {
    'zh-TW': '驗證碼錯誤，還可再試 {left} 次',
    en: 'Wrong code, {left} attempts left',
  },
  'account.codeExpired': {
    'zh-TW': '驗證碼已失效，請重新取得驗證碼',
    en: 'The code is no longer valid, please ask for a new one',
  },
  'account.weakPassword': {
    'zh-TW': '密碼至少 8 個字元，且需同時包含英文字母與數字',
    en: 'The password needs at least 8 characters with both letters and digits',
  },
  'account.resetLinkInvalid': {
    'zh-TW': '重設密碼連結無效或已過期，請重新申請',
    en: 'The reset link is invalid or has expired, please ask for a new one',
  },
  'account.wrongCurrentPassword': {
    'zh-TW': '目前密碼不正確',
    en: 'The current password is not correct',
  },
  'upload.fileMissing': { 'zh-TW': '請選擇要上傳的檔案', en: 'Please choose a file to upload' },
  'upload.notImage': {
    'zh-TW': '檔案不是可讀取的圖片（支援 JPEG、PNG、WebP）',
    en: 'The file is not a readable image (JPEG, PNG or WebP)',
  },
  'upload.tooLarge': {
    'zh-TW': '檔案超過 {limit} MB 上限',
    en: 'The file is larger than the {limit} MB limit',
  },
  'album.notFound': { 'zh-TW': '找不到此相簿', en: 'Album not found' },
  'album.notYours': { 'zh-TW': '只能管理自己的相簿', en: 'You can only manage your own albums' },
  'uploadToken.tooMany': {
    'zh-TW': '上傳權杖最多 {max} 個，請先撤銷不用的權杖',
    en: 'You can have at most {max} upload tokens: revoke one you no longer use first',
  },
  'uploadToken.notFound': { 'zh-TW': '找不到此上傳權杖', en: 'Upload token not found' },
  'activity.notFound': { 'zh-TW': '找不到此活動', en: 'Activity not found' },
  'price.notOffered': {
    'zh-TW': '價格必須是價目表中的金額：{prices}',
    en: 'The price must be one of the price list: {prices}',
  },
  'photo.notFound': { 'zh-TW': '找不到照片，或照片不屬於您', en: 'Photo not found, or not yours' },
  'bib.invalid': {
    'zh-TW': '號碼布格式不正確：{bib}（限 1–16 個英數字）',
    en: 'Invalid bib number: {bib} (1–16 letters or digits)',
  },
  'upload.refused.notImage': {
    'zh-TW': '不是可讀取的圖片（支援 JPEG、PNG、WebP）',
    en: 'Not a readable image (JPEG, PNG or WebP)',
  },
  'upload.refused.truncated': { 'zh-TW': '檔案不完整（傳輸中斷或已損毀）', en: 'The file is incomplete or damaged' },
  'upload.refused.tooLarge': { 'zh-TW': '檔案超過 50 MB 上限', en: 'The file is larger than 50 MB' },
  'upload.refused.tooManyPixels': {
    'zh-TW': '圖片超過 1 億像素上限',
    en: 'The image has more than 100 megapixels',
  },
  'upload.refused.duplicate': { 'zh-TW': '此相簿已有相同的照片', en: 'This album already has this photo' },
  'upload.noFiles': { 'zh-TW': '請選擇要上傳的照片', en: 'Please choose photos to upload' },
  // uploads: bodies that are not multipart data, files that are no sellable photo
  'error.malformedMultipart': {
    'zh-TW': '上傳的資料不完整或格式不正確，請重新上傳',
    en: 'The upload is incomplete or malformed; please send it again',
  },
  'upload.refused.empty': { 'zh-TW': '檔案是空的', en: 'The file is empty' },
  'upload.refused.tooSmall': {
    'zh-TW': '圖片太小：短邊至少需要 {minimum} 像素',
    en: 'The image is too small: its shorter side must be at least {minimum} px',
  },
  'event.notFound': { 'zh-TW': '找不到此賽事', en: 'Event not found' },
  'catalogue.bibSearchDisabled': {
    'zh-TW': '此活動未開放號碼布搜尋',
    en: 'Bib number search is not available for this activity',
  },
  // Browse by place and time (catalogue)
  'catalogue.browseWindow': {
    'zh-TW': '時間請給「約略時間」，或同時給開始與結束時間（開始不晚於結束）',
    en: 'Give either an approximate time, or both a start and an end time (the start not after the end)',
  },
  // Bib and selfie merged (catalogue SearchPhotos, docs/decisions/049)
  'catalogue.searchNeedsBibOrSelfie': {
    'zh-TW': '請給號碼布號碼或自拍搜尋（或兩者）',
    en: 'Give a bib number or a selfie search (or both)',
  },
  'catalogue.selfieOfAnotherActivity': {
    'zh-TW': '這次自拍搜尋屬於另一個活動',
    en: 'This selfie search belongs to another activity',
  },
  'catalogue.photoNotFound': { 'zh-TW': '找不到此照片', en: 'Photo not found' },
  'catalogue.photographerNotFound': { 'zh-TW': '找不到此攝影師', en: 'Photographer not found' },
  'foot.pageQuery': {
    'zh-TW': '請指定頁面路徑 sgL_RequestUrl 或 footLinkId',
    en: 'Give the page path sgL_RequestUrl or footLinkId',
  },
  'foot.pageNotFound': { 'zh-TW': '找不到此頁面', en: 'Page not found' },
  'faceSearch.disabled': { 'zh-TW': '此活動未開放人臉搜尋', en: 'Face search is not available for this activity' },
  // Kept selfie searches and 不是我 (docs/decisions/043)
  'faceSearch.expired': {
    'zh-TW': '這次自拍搜尋已過期或不存在，請重新上傳自拍照',
    en: 'This selfie search has expired or does not exist; please upload your selfie again',
  },
  'faceSearch.noSuchFace': { 'zh-TW': '自拍照中沒有這張臉', en: 'The selfie has no such face' },
  'faceSearch.notInResults': {
    'zh-TW': '這張照片不在您的搜尋結果中',
    en: 'This photo is not among your search results',
  },
  'faceSearch.noFace': {
    'zh-TW': '照片中找不到清楚的臉孔，請換一張正面、清晰的自拍照',
    en: 'No clear face was found; please use a sharp selfie facing the camera',
  },
  // face search: hide me (who may hide which faces)
  'faceHide.activityPhoto': {
    'zh-TW': '這是本活動的照片，不是自拍照：請上傳您本人的自拍照',
    en: 'This picture is one of this activity’s photos, not a selfie: please upload a selfie of yourself',
  },
  'faceHide.copiedFace': {
    'zh-TW': '這張臉取自本活動的照片（裁切、縮放或翻轉），不是自拍照：請上傳您本人的自拍照',
    en: 'This face is cut out of one of this activity’s photos (cropped, resized or mirrored), not a selfie: please upload a selfie of yourself',
  },
  'faceHide.notFound': { 'zh-TW': '找不到這筆隱藏申請', en: 'Hide request not found' },
  'order.cartEmpty': { 'zh-TW': '購物車是空的，請先挑選照片', en: 'Your cart is empty: pick some photos first' },
  'order.methodNotEnabled': {
    'zh-TW': '目前不提供此付款方式：{method}',
    en: 'This payment method is not available: {method}',
  },
  'order.photosUnavailable': {
    'zh-TW': '購物車中有 {count} 張照片目前無法購買（已購買、付款處理中或已下架），請移除後再結帳',
    en: '{count} photo(s) in your cart cannot be bought now (already bought, awaiting payment or withdrawn): remove them and check out again',
  },
  'order.notFound': { 'zh-TW': '找不到此訂單', en: 'Order not found' },
  'order.notPayable': {
    'zh-TW': '此訂單已付款、已取消或已逾期，無法再付款',
    en: 'This order is already paid, cancelled or expired and cannot be paid',
  },
  'order.tooManyAttempts': {
    'zh-TW': '此訂單已嘗試付款 {max} 次，請等訂單逾期後重新結帳，或聯絡客服',
    en: 'This order has been sent to payment {max} times: wait for it to expire and check out again, or contact us',
  },
  'paymentSetting.simulatorInProduction': {
    'zh-TW': '正式環境不可使用金流模擬器',
    en: 'The payment simulator cannot be used in production',
  },
  'paymentSetting.commissionSteps': {
    'zh-TW': '平台抽成請輸入 0 到 100 之間、最多兩位小數的百分比',
    en: 'The commission must be a percentage from 0 to 100 with at most two decimals',
  },
  'paymentSetting.keysWithMerchant': {
    'zh-TW': '更換特店編號時，請一併輸入 HashKey 與 HashIV',
    en: 'Give the HashKey and HashIV together with a new merchant ID',
  },
  'mail.registerCode.subject': {
    'zh-TW': '運動相簿註冊驗證碼',
    en: 'Your 運動相簿 registration code',
  },
  'mail.registerCode.text': {
    'zh-TW': '您的驗證碼是 {code}，10 分鐘內有效。若您沒有申請註冊，請忽略此信。',
    en: 'Your code is {code}. It is valid for 10 minutes. If you did not ask to register, ignore this e-mail.',
  },
  'mail.passwordReset.subject': { 'zh-TW': '運動相簿重設密碼', en: 'Reset your 運動相簿 password' },
  'mail.passwordReset.text': {
    'zh-TW': '請於 30 分鐘內開啟以下連結重設密碼（連結僅能使用一次）：\n{link}\n若您沒有申請重設密碼，請忽略此信。',
    en: 'Open this link within 30 minutes to reset your password (it works once):\n{link}\nIf you did not ask for this, ignore this e-mail.',
  },
  // accounts: a registration asked for an address that already has an account
  'mail.accountExists.subject': { 'zh-TW': '您已經有運動相簿帳號', en: 'You already have a 運動相簿 account' },
  'mail.accountExists.text': {
    'zh-TW':
      '有人（可能是您）以此電子郵件申請註冊運動相簿，但這個電子郵件已經有帳號了，請直接登入。\n忘記密碼了嗎？請於 30 分鐘內開啟以下連結重設密碼（連結僅能使用一次）：\n{link}\n若您沒有申請註冊，請忽略此信，您的帳號不受影響。',
    en: 'Someone (probably you) asked to sign up to 運動相簿 with this e-mail address, but it already has an account: just log in.\nForgot your password? Open this link within 30 minutes to reset it (it works once):\n{link}\nIf you did not ask to sign up, ignore this e-mail; your account is unchanged.',
  },
  'mail.followConfirm.subject': {
    'zh-TW': '請確認追蹤號碼布 {bib}',
    en: 'Confirm following bib {bib}',
  },
  'mail.followConfirm.text': {
    'zh-TW':
      '請開啟以下連結，確認在「{activity}」追蹤號碼布 {bib}，有新照片時我們會寫信通知您：\n{link}\n若您沒有要求追蹤，請忽略此信，我們不會再寄信給您。',
    en: 'Open this link to confirm following bib {bib} in "{activity}"; we will mail you when new photos are up:\n{link}\nIf you did not ask for this, ignore this e-mail and you will hear nothing more.',
  },
  'mail.followNotice.subject': {
    'zh-TW': '號碼布 {bib} 有新照片：{activity}',
    en: 'New photos of bib {bib}: {activity}',
  },
  'mail.followNotice.text': {
    'zh-TW':
      '「{activity}」新增了 {count} 張號碼布 {bib} 的照片：\n{link}\n\n不想再收到通知？一鍵取消追蹤：\n{unsubscribe}',
    en: 'Bib {bib} has {count} new photo(s) in "{activity}":\n{link}\n\nNo more notices? Unfollow with one click:\n{unsubscribe}',
  },
  'push.followNotice.body': {
    'zh-TW': '新增了 {count} 張照片，點此查看',
    en: '{count} new photo(s): tap to see them',
  },
  'push.unfollow': { 'zh-TW': '取消追蹤', en: 'Unfollow' },
  'push.endpointRefused': {
    'zh-TW': '這個瀏覽器的推播服務不受支援',
    en: "This browser's push service is not supported",
  },
  'push.tooMany': {
    'zh-TW': '最多可在 {max} 個裝置開啟通知，請先在其他裝置關閉',
    en: 'Notifications can be on for at most {max} devices: turn them off on another one first',
  },
  'mail.followSelfieConfirm.subject': {
    'zh-TW': '請確認以自拍照追蹤新照片',
    en: 'Confirm following your selfie',
  },
  'mail.followSelfieConfirm.text': {
    'zh-TW':
      '請開啟以下連結，確認在「{activity}」以自拍照追蹤新照片，有可能是您的新照片時我們會寫信通知您：\n{link}\n我們只保存自拍照的臉部特徵值（不保存照片），到 {until} 追蹤結束為止，取消追蹤時立即刪除。\n若您沒有要求追蹤，請忽略此信，兩天後這筆資料會被刪除。',
    en: 'Open this link to confirm following your selfie in "{activity}"; we will mail you when new photos that may show you are up:\n{link}\nWe keep only your face descriptor (never the photo) until the follow ends on {until}, and delete it when you unsubscribe.\nIf you did not ask for this, ignore this e-mail: the request is deleted within two days.',
  },
  'mail.followSelfieNotice.subject': {
    'zh-TW': '可能有您的新照片：{activity}',
    en: 'New photos that may show you: {activity}',
  },
  'mail.followSelfieNotice.text': {
    'zh-TW':
      '「{activity}」新增了 {count} 張可能有您的照片，請到活動頁再以自拍照搜尋：\n{link}\n\n不想再收到通知？一鍵取消追蹤（同時刪除臉部特徵值）：\n{unsubscribe}',
    en: '{count} new photo(s) that may show you in "{activity}". Search with your selfie again on the activity\'s page:\n{link}\n\nNo more notices? Unfollow with one click (your face descriptor is deleted with it):\n{unsubscribe}',
  },
  'follow.ended': {
    'zh-TW': '這個活動的追蹤已經結束',
    en: 'Following has ended for this activity',
  },
  'follow.linkInvalid': {
    'zh-TW': '連結無效或已過期',
    en: 'This link is not valid or has expired',
  },
  'follow.notFound': { 'zh-TW': '找不到這筆追蹤', en: 'This follow was not found' },
  'favorite.oneTarget': { 'zh-TW': '請指定一張照片或一個活動', en: 'Give either a photoId or an activityId' },
  'favorite.photoUnavailable': {
    'zh-TW': '這張照片不存在或已下架，無法收藏',
    en: 'This photo does not exist or is no longer on sale, so it cannot be a favourite',
  },
  'favorite.activityUnavailable': {
    'zh-TW': '這個活動不存在或未公開，無法收藏',
    en: 'This activity does not exist or is not public, so it cannot be a favourite',
  },
  'cart.added': { 'zh-TW': '已加入購物車', en: 'Added to the cart' },
  'cart.duplicate': { 'zh-TW': '這張照片已在購物車中', en: 'This photo is already in your cart' },
  'cart.alreadyBought': {
    'zh-TW': '您已購買過這張照片，請到「我的照片」下載',
    en: 'You have already bought this photo; download it from My photos',
  },
  'cart.pendingOrder': {
    'zh-TW': '這張照片在您尚未付款的訂單中，請先完成付款或待訂單逾時後再購買',
    en: 'This photo is in one of your unpaid orders; pay that order or wait until it expires',
  },
  'cart.unavailable': {
    'zh-TW': '這張照片不存在或已下架，無法購買',
    en: 'This photo does not exist or is no longer on sale',
  },
  'cart.full': {
    'zh-TW': '購物車最多只能放 {max} 張照片，請先結帳或移除部分照片',
    en: 'Your cart holds at most {max} photos; check out or remove some first',
  },
  'cart.itemNotFound': { 'zh-TW': '購物車中沒有這張照片', en: 'This photo is not in your cart' },
  'cart.deleteTarget': {
    'zh-TW': '請指定要移除的購物車項目 id 或照片 photoId',
    en: 'Give the cart item id or the photoId to remove',
  },
  // The buyer's photo states (Shop/GetMyPhotoStates)
  'shop.photoIdsInvalid': {
    'zh-TW': 'photoIds 須為以逗號分隔的照片 id，最多 {max} 個',
    en: 'photoIds must be photo ids separated by commas, at most {max}',
  },
  'download.notAllowed': {
    'zh-TW': '您沒有下載這張照片原圖的權限，請先購買',
    en: 'You may not download this original; buy the photo first',
  },
  'download.refunded': {
    'zh-TW': '這張照片已退款，原圖無法再下載',
    en: 'This photo was refunded, so its original can no longer be downloaded',
  },
  'download.orderNotPaid': {
    'zh-TW': '此訂單尚未付款或已退款，無法下載',
    en: 'This order is not paid (or was refunded), so it cannot be downloaded',
  },
  'download.tokenInvalid': {
    'zh-TW': '下載連結無效或已過期，請重新點選下載',
    en: 'This download link is invalid or has expired; please start the download again',
  },
  'download.originalMissing': {
    'zh-TW': '找不到原圖檔案，請聯繫客服',
    en: 'The original file is missing; please contact us',
  },
  'photo.orderedCannotDelete': {
    'zh-TW': '照片 {fileName} 已有訂單，買家仍可下載，無法刪除；您可以改為隱藏',
    en: 'Photo {fileName} has been ordered and its buyer keeps the download, so it cannot be deleted; hide it instead',
  },
  // Album settings and photo processing in the back office (/admin/AlbumSetting, /admin/AdminImgDeal).
  'albumSetting.watermarkUndrawable': {
    'zh-TW': '浮水印文字含有無法繪製的字元',
    en: 'The watermark text has a character that cannot be drawn',
  },
  'imgDeal.oneScope': {
    'zh-TW': '請指定照片、相簿或活動其中一項',
    en: 'Name exactly one of: photos, an album, an activity',
  },
  'imgDeal.noBibs': { 'zh-TW': '請輸入要新增或移除的號碼布', en: 'Give bib numbers to add or to remove' },
  'imgDeal.bibAddedAndRemoved': {
    'zh-TW': '同一個號碼布不能同時新增又移除',
    en: 'A bib number cannot be both added and removed',
  },
  'imgDeal.ocrOff': {
    'zh-TW': '號碼布辨識已在相簿設定中關閉',
    en: 'Bib reading is switched off in the album settings',
  },
  'inquiry.notFound': { 'zh-TW': '找不到這筆客服表單', en: 'Inquiry not found' },
  'inquiry.nothingToUpdate': { 'zh-TW': '請填寫回覆內容或選擇狀態', en: 'Give a reply or a status' },
  'mail.inquiryReply.subject': { 'zh-TW': '運動相簿客服回覆：{subject}', en: '運動相簿 support: {subject}' },
  'mail.inquiryReply.text': {
    'zh-TW': '{name} 您好：\n\n{reply}\n\n—— 您的來信 ——\n{message}',
    en: 'Dear {name},\n\n{reply}\n\n—— Your message ——\n{message}',
  },
  // photographers' sales and ledger
  'sales.notFound': { 'zh-TW': '找不到這筆銷售', en: 'Sale not found' },
  'sales.dateRange': { 'zh-TW': '開始日期不可晚於結束日期', en: 'The start date must not be after the end date' },
  // remittance accounts and shooting sign-ups
  'remittance.unknownBank': {
    'zh-TW': '銀行代碼不在清單中，請從清單選擇銀行',
    en: 'That bank code is not on the list: choose a bank from the list',
  },
  'remittance.photographerNotFound': {
    'zh-TW': '找不到此攝影師的帳戶資料',
    en: 'No account details for that photographer',
  },
  'remittance.noAccount': {
    'zh-TW': '此攝影師尚未設定匯款帳號',
    en: 'That photographer has no remittance account',
  },
  'attendance.activityClosed': {
    'zh-TW': '此活動已結束超過 {days} 天，無法再登記拍攝',
    en: 'This activity ended more than {days} days ago: sign-ups are closed',
  },
  'attendance.duplicate': {
    'zh-TW': '您已登記在此活動的這個拍攝點',
    en: 'You have already signed up for this camera point of the activity',
  },
  'attendance.notFound': { 'zh-TW': '找不到此拍攝登記', en: 'Shooting sign-up not found' },
  // site content: banners, header links, footer columns, links and pages (back office)
  // Audit trail
  'audit.dateRange': {
    'zh-TW': '開始時間不可晚於結束時間',
    en: 'The start time cannot be after the end time',
  },
  'banner.notFound': { 'zh-TW': '找不到此橫幅', en: 'Banner not found' },
  'banner.typeUnknown': { 'zh-TW': '沒有這個橫幅類型', en: 'There is no such banner type' },
  'banner.imageMissing': { 'zh-TW': '請先上傳橫幅圖片', en: 'Upload the banner picture first' },
  'banner.schedule': {
    'zh-TW': '下架時間必須晚於上架時間',
    en: 'The end of the schedule must come after its start',
  },
  'header.notFound': { 'zh-TW': '找不到此頁首連結', en: 'Header link not found' },
  'foot.linkNotFound': { 'zh-TW': '找不到此頁尾項目', en: 'Footer item not found' },
  'foot.columnNotFound': { 'zh-TW': '找不到所選的頁尾欄目', en: 'The chosen footer column does not exist' },
  'foot.requestUrlFormat': {
    'zh-TW': '頁面路徑只能使用小寫英文字母、數字與連字號（-），例如 privacy-policy',
    en: 'The page path may hold only lower-case letters, digits and hyphens, e.g. privacy-policy',
  },
  'foot.requestUrlReserved': {
    'zh-TW': '頁面路徑「{requestUrl}」是網站保留的名稱，請換一個',
    en: 'The page path "{requestUrl}" is reserved by the site; choose another',
  },
  'foot.requestUrlTaken': {
    'zh-TW': '頁面路徑「{requestUrl}」已被其他頁尾連結使用',
    en: 'The page path "{requestUrl}" is already used by another footer link',
  },
  'foot.requestUrlRequired': { 'zh-TW': '頁尾連結需要頁面路徑', en: 'A footer link needs a page path' },
  'foot.columnHasNoPath': { 'zh-TW': '頁尾欄目沒有頁面路徑', en: 'A footer column has no page path' },
  'foot.levelFixed': {
    'zh-TW': '頁尾欄目與頁尾連結不能互換，請刪除後重新建立',
    en: 'A footer column cannot become a link or the other way round; delete it and create it anew',
  },
  'foot.columnHasLinks': {
    'zh-TW': '此欄目下還有 {count} 個連結，請先刪除或移走它們',
    en: 'This column still holds {count} link(s): delete or move them first',
  },
  'footContent.notFound': { 'zh-TW': '找不到此頁尾頁面', en: 'Footer page not found' },
  'footContent.linkTaken': {
    'zh-TW': '這個頁尾連結已經有頁面內容，請直接編輯它',
    en: 'This footer link already has a page: edit that one',
  },
  'footContent.empty': {
    'zh-TW': '頁面內容（中文）不可空白',
    en: 'The page content (Chinese) cannot be empty',
  },
  // races: the race calendar, photo activities, regions/cities and race types in the back office
  'commonType.notFound': { 'zh-TW': '找不到此分類', en: 'Category not found' },
  'commonType.badParent': {
    'zh-TW': '上層分類不正確：地區屬於全臺，縣市屬於地區，賽事類型沒有上層',
    en: 'Wrong parent: a region belongs to the root, a city to a region, a race type to none',
  },
  'commonType.hasChildren': {
    'zh-TW': '此地區下還有 {count} 個縣市，請先刪除或移走',
    en: 'This region still has {count} cities under it; delete them first',
  },
  'commonType.inUse': {
    'zh-TW': '仍有 {events} 個賽事與 {activities} 個活動使用此分類，無法刪除',
    en: 'Still used by {events} races and {activities} activities, so it cannot be deleted',
  },
  'commonType.notSiblings': {
    'zh-TW': '排序的項目必須屬於同一個上層分類',
    en: 'The rows to reorder must all share one parent',
  },
  'event.unknownCity': { 'zh-TW': '找不到所選的縣市', en: 'The chosen city does not exist' },
  'event.unknownType': { 'zh-TW': '找不到所選的賽事類型', en: 'The chosen race type does not exist' },
  'event.badSignUpUrl': {
    'zh-TW': '報名連結必須是 http:// 或 https:// 開頭的網址',
    en: 'The sign-up link must be an http:// or https:// address',
  },
  'activity.deleting': {
    'zh-TW': '此活動正在刪除中，無法修改',
    en: 'This activity is being deleted and cannot be changed',
  },
  // An activity's registered bibs (AdminActivity/ImportRegisteredBibs; decision 067)
  'registeredBibs.notUtf8': {
    'zh-TW': '檔案不是 UTF-8 編碼：請在 Excel 另存為「CSV UTF-8（逗號分隔）」後再上傳',
    en: 'The file is not UTF-8: in Excel, save it as "CSV UTF-8 (Comma delimited)" and upload it again',
  },
  'registeredBibs.empty': { 'zh-TW': '檔案中沒有任何號碼', en: 'The file holds no bib numbers' },
  'registeredBibs.row.bibMissing': { 'zh-TW': '沒有號碼', en: 'The bib number is missing' },
  'registeredBibs.row.bibInvalid': {
    'zh-TW': '號碼「{bib}」格式不正確（限 1–16 個英文字母或數字，或 1001-3000 這樣的範圍）',
    en: '"{bib}" is not a bib number (1–16 letters or digits, or a range such as 1001-3000)',
  },
  'registeredBibs.row.duplicate': {
    'zh-TW': '號碼 {bib} 與第 {firstRow} 列重複',
    en: 'Bib {bib} is already on row {firstRow}',
  },
  'registeredBibs.row.nameTooLong': {
    'zh-TW': '姓名超過 {limit} 個字',
    en: 'The name is longer than {limit} characters',
  },
  'registeredBibs.row.categoryTooLong': {
    'zh-TW': '組別超過 {limit} 個字',
    en: 'The category is longer than {limit} characters',
  },
  'registeredBibs.row.controlCharacter': {
    'zh-TW': '含有看不見的控制字元',
    en: 'It holds invisible control characters',
  },
  'registeredBibs.row.tooManyColumns': {
    'zh-TW': '欄位太多：沒有標題列時，欄位依序是號碼、姓名、組別',
    en: 'Too many columns: without a header row the columns are bib, name, category',
  },
  'registeredBibs.row.rangeWithName': {
    'zh-TW': '號碼範圍不能填姓名（姓名只屬於一個號碼）',
    en: 'A range of bibs cannot carry a name (a name belongs to one bib)',
  },
  'registeredBibs.row.rangeInvalid': {
    'zh-TW': '範圍的兩端須是相同英文字首加數字，例如 1001-3000 或 A001-A500',
    en: 'Both ends of a range must be the same letters followed by digits, such as 1001-3000 or A001-A500',
  },
  'registeredBibs.row.rangePrefix': {
    'zh-TW': '範圍兩端的英文字首不同',
    en: 'The two ends of the range start with different letters',
  },
  'registeredBibs.row.rangeWidth': {
    'zh-TW': '範圍兩端的位數不同，卻以 0 開頭（例如 001-500 才對）',
    en: 'The two ends of the range have different widths but one starts with 0 (write 001-500)',
  },
  'registeredBibs.row.rangeOrder': {
    'zh-TW': '範圍的起點大於終點',
    en: 'The range starts after it ends',
  },
  'registeredBibs.row.tooManyBibs': {
    'zh-TW': '名單超過 {limit} 個號碼的上限',
    en: 'The list would hold more than {limit} bibs',
  },
  'registeredBibs.row.syntax': {
    'zh-TW': '這一列或之前有引號沒有成對，或有一列過長，之後的內容無法讀取',
    en: 'A quote is not closed on this row or before it, or a row is too long: the rest cannot be read',
  },
  'activity.hasOrderedPhotos': {
    'zh-TW': '此活動有 {count} 筆照片訂單（已售出或待付款），買家仍可下載，無法刪除；您可以改為隱藏',
    en: 'Photos of this activity are in {count} order items (sold or awaiting payment), so it cannot be deleted; hide it instead',
  },
  // Users in the back office (/admin/user/userList): the account guards and the reset e-mail.
  'users.notFound': { 'zh-TW': '找不到這位使用者', en: 'User not found' },
  'users.unknownRole': {
    'zh-TW': '選擇的角色不存在，請重新整理頁面',
    en: 'A chosen role does not exist; please reload the page',
  },
  'users.lastOwner': {
    'zh-TW': '這是最後一位擁有者，不能移除其擁有者角色、管理員身分或停用帳號',
    en: 'This is the last owner: their owner role, admin access and account must stay',
  },
  'users.cannotSuspendSelf': { 'zh-TW': '不能停用自己的帳號', en: 'You cannot suspend your own account' },
  'users.cannotLockOutSelf': {
    'zh-TW': '不能移除自己的擁有者角色或管理使用者的權限',
    en: 'You cannot take away your own owner role or your right to manage users',
  },
  // Who may grant what (decisions/059): each refusal is a 403, audited.
  'grants.notHeld': {
    'zh-TW': '您只能授與自己擁有的權限；您沒有：{permissions}',
    en: 'You can only grant permissions you hold yourself; you do not hold: {permissions}',
  },
  'grants.ownerOnly': {
    'zh-TW': '只有擁有者可以授與或移除擁有者角色，或變更、停用擁有者的帳號、寄送其重設密碼信',
    en: "Only an owner can give or take away the owner role, or change, suspend or reset the password of an owner's account",
  },
  'grants.ownerRoleOnly': {
    'zh-TW': '只有擁有者可以變更擁有者角色',
    en: 'Only an owner can change the owner role',
  },
  'grants.ownAccess': {
    'zh-TW': '不能變更自己帳號的角色或管理員身分，請由其他管理員處理',
    en: 'You cannot change the roles or admin access of your own account; ask another administrator',
  },
  'users.resetSuspended': {
    'zh-TW': '帳號已停用，請先恢復帳號再寄送重設密碼信',
    en: 'The account is suspended; restore it before sending a password reset e-mail',
  },
  // Photographer applications: applying, the review, blocking and the applicant's e-mails.
  'application.alreadyPhotographer': {
    'zh-TW': '您已是認證攝影師，不需要再申請',
    en: 'You are already a certified photographer; there is no need to apply',
  },
  'application.pendingExists': {
    'zh-TW': '您已有一份審核中的申請，請等候審核結果',
    en: 'You already have an application under review; please wait for the result',
  },
  'application.termsRequired': {
    'zh-TW': '請閱讀並同意攝影師條款',
    en: 'Please read and accept the photographer terms',
  },
  'application.cityInvalid': { 'zh-TW': '請選擇有效的縣市', en: 'Please choose a valid city' },
  'application.portfolioInvalid': {
    'zh-TW': '作品集連結必須是 http:// 或 https:// 開頭的網址',
    en: 'The portfolio link must be a web address starting with http:// or https://',
  },
  'application.tooManySamples': {
    'zh-TW': '範例照片最多 {max} 張',
    en: 'At most {max} sample photos',
  },
  'application.notFound': { 'zh-TW': '找不到這份申請', en: 'Application not found' },
  'application.alreadyDecided': {
    'zh-TW': '這份申請已審核完畢，無法再變更',
    en: 'This application has already been decided and cannot be changed',
  },
  'application.reasonRequired': {
    'zh-TW': '駁回申請時請填寫原因',
    en: 'Give a reason when rejecting an application',
  },
  'application.notPhotographer': {
    'zh-TW': '這位會員不是認證攝影師',
    en: 'This member is not a certified photographer',
  },
  'application.sampleLinkInvalid': {
    'zh-TW': '照片連結無效或已過期，請重新整理頁面',
    en: 'This photo link is invalid or has expired; please reload the page',
  },
  // Back-office notifications: titles raised by shared/notifications.ts, and the list's refusals.
  'notification.applyPhotographer': {
    'zh-TW': '{name} 申請成為攝影師',
    en: '{name} applied to become a photographer',
  },
  'notification.albumProcessed': {
    'zh-TW': '相簿「{album}」照片處理完成：{ready} 張已發布',
    en: 'Album "{album}" finished processing: {ready} photos published',
  },
  'notification.albumProcessedWithFailures': {
    'zh-TW': '相簿「{album}」照片處理完成：{ready} 張已發布，{failed} 張失敗',
    en: 'Album "{album}" finished processing: {ready} published, {failed} failed',
  },
  'notification.orderPaid': {
    'zh-TW': '訂單 #{orderId} 已付款 NT${amount}',
    en: 'Order #{orderId} paid: NT${amount}',
  },
  'notification.duplicatePayment': {
    'zh-TW': '訂單 #{orderId} 重複付款 NT${amount}，請退款給會員',
    en: 'Order #{orderId} was paid twice (NT${amount}): refund the member',
  },
  'notification.latePayment': {
    'zh-TW': '訂單 #{orderId} 在逾期或失敗後才付款 NT${amount}，請確認是否退款',
    en: 'Order #{orderId} was paid (NT${amount}) after it had expired or failed: check whether to refund',
  },
  'notification.inquiryReceived': {
    'zh-TW': '新的聯絡表單：{subject}（{name}）',
    en: 'New enquiry: {subject} ({name})',
  },
  'notification.remittanceChanged': {
    'zh-TW': '攝影師 {name} 變更了匯款帳戶',
    en: 'Photographer {name} changed their remittance account',
  },
  'notification.notFound': {
    'zh-TW': '找不到這則通知',
    en: 'This notification does not exist',
  },
  'mail.applicationApproved.subject': {
    'zh-TW': '運動相簿攝影師申請已通過',
    en: 'Your 運動相簿 photographer application is approved',
  },
  'mail.applicationApproved.text': {
    'zh-TW': '{name} 您好：\n\n您的攝影師申請已通過審核，現在就可以上傳賽事照片：\n{link}\n\n歡迎加入運動相簿！',
    en: 'Dear {name},\n\nYour photographer application is approved. You can upload race photos now:\n{link}\n\nWelcome to 運動相簿!',
  },
  'mail.applicationRejected.subject': {
    'zh-TW': '運動相簿攝影師申請結果',
    en: 'About your 運動相簿 photographer application',
  },
  'mail.applicationRejected.text': {
    'zh-TW':
      '{name} 您好：\n\n很抱歉，您的攝影師申請這次未通過，原因如下：\n{reason}\n\n您可以修正後重新申請：\n{link}',
    en: 'Dear {name},\n\nWe are sorry, your photographer application was not approved this time, for this reason:\n{reason}\n\nYou are welcome to apply again:\n{link}',
  },
  // Roles, permissions and menus (back office)
  'role.notFound': { 'zh-TW': '找不到此角色', en: 'Role not found' },
  'role.nameTaken': {
    'zh-TW': '已有同名的角色，請換一個名稱',
    en: 'A role with this name already exists; choose another name',
  },
  'role.builtInDelete': { 'zh-TW': '內建角色無法刪除', en: 'Built-in roles cannot be deleted' },
  'role.assigned': {
    'zh-TW': '仍有 {count} 位使用者擁有此角色，請先移除他們的角色再刪除',
    en: '{count} user(s) still hold this role; remove it from them before deleting it',
  },
  'role.ownerFixed': {
    'zh-TW': '擁有者角色固定擁有全部權限，無法變更',
    en: 'The owner role always holds every permission; it cannot be changed',
  },
  'role.unknownMenu': {
    'zh-TW': '選單項目不存在，請重新整理頁面',
    en: 'A menu entry does not exist; please reload the page',
  },
  // Orders and refunds in the back office (/admin/OrderList, /admin/OrderDetails)
  'orderRefund.notPaid': {
    'zh-TW': '只有已付款的訂單可以退款',
    en: 'Only a paid order can be refunded',
  },
  'orderRefund.itemNotInOrder': {
    'zh-TW': '要退款的項目不屬於此訂單',
    en: 'An item to refund is not part of this order',
  },
  'orderRefund.alreadyRefunded': {
    'zh-TW': '這些項目或款項已經退款，沒有重複退款',
    en: 'This has already been refunded; nothing was refunded twice',
  },
  'orderRefund.notDuplicatePayment': {
    'zh-TW': '這筆付款通知不是此訂單的重複付款',
    en: 'This payment notice is not a duplicate payment of this order',
  },
  'orderRefund.itemsOrPayment': {
    'zh-TW': '請選擇退款項目或一筆重複付款，不能同時選擇',
    en: 'Refund either items or a duplicate payment, not both at once',
  },
  // Money reports (/admin/AdminReport)
  'report.badRange': {
    'zh-TW': '報表期間不正確：結束日不可早於開始日',
    en: 'The report period is not valid: it cannot end before it starts',
  },
  'report.rangeTooLong': {
    'zh-TW': '報表期間最長 {years} 年',
    en: 'A report covers at most {years} years',
  },
  'report.dailyRangeTooLong': {
    'zh-TW': '以日為單位的報表期間最長 {days} 天，請改用週或月',
    en: 'A daily report covers at most {days} days; choose weeks or months',
  },
  // Photographers' income in the back office (/admin/Income, /admin/IncomeDetails) and adjustments
  'income.adjustmentZero': {
    'zh-TW': '調整金額不可為 0，請輸入正數（增加）或負數（扣除）',
    en: 'An adjustment cannot be 0: enter a positive amount to add or a negative one to deduct',
  },
  // The per-activity bundle ("all my photos in this activity", docs/decisions/036)
  'orderRefund.bundleWhole': {
    'zh-TW': '整組優惠的照片只能一起退款，請選擇這組的全部項目',
    en: 'A bundle is refunded only whole; choose all of its items',
  },
  'bundle.searchNeeded': {
    'zh-TW': '請提供號碼布或自拍搜尋結果',
    en: 'Give a bib number or a selfie search',
  },
  'bundle.notOffered': {
    'zh-TW': '這個活動目前沒有適用於您照片的整組優惠',
    en: 'This activity offers no bundle for your photos',
  },
  'bundle.added': { 'zh-TW': '已將整組照片加入購物車', en: 'The bundle was added to your cart' },
  'bundle.notFound': { 'zh-TW': '購物車中沒有這組照片', en: 'This bundle is not in your cart' },
  'export.tooLarge': {
    'zh-TW': '符合條件的資料超過 {limit} 筆，請縮小日期範圍後再匯出',
    en: 'More than {limit} rows match; narrow the dates and export again',
  },
  // Settlement batches in the back office (/admin/OrderSettlement)
  'settlement.nothingToSettle': {
    'zh-TW': '這段期間沒有可結算的款項（或仍在退款期限內），沒有建立結算批次',
    en: 'Nothing to settle for this period (or still within the refund window); no batch was created',
  },
  'settlement.futurePeriod': {
    'zh-TW': '這個月份尚未開始，無法結算',
    en: 'This month has not started yet, so it cannot be settled',
  },
  'settlement.batchNotFound': {
    'zh-TW': '找不到此結算批次',
    en: 'This settlement batch does not exist',
  },
  'settlement.lineNotFound': {
    'zh-TW': '找不到此結算明細',
    en: 'This settlement line does not exist',
  },
  'settlement.alreadyPaid': {
    'zh-TW': '此結算明細已付款，沒有重複付款',
    en: 'This line has already been paid; nothing was paid twice',
  },
  'settlement.lineClosed': {
    'zh-TW': '此結算明細的狀態不允許這個操作，請重新整理頁面',
    en: 'This line is not in a state that allows this; please reload the page',
  },
  // Share cards: the Open Graph / Twitter tags of a page's HTML (plugins/external/share-tags.ts)
  'share.siteName': { 'zh-TW': '運動相簿', en: 'Sports Photo' },
  'share.siteDescription': {
    'zh-TW': '運動相簿：運動賽事照片平台，用號碼布或自拍找照片，向攝影師購買高畫質原圖。',
    en: 'Sports Photo: the marketplace for sports-event photos. Find yours by bib number or selfie and buy the originals.',
  },
  'share.photoTitle': { 'zh-TW': '{activity} 的照片｜{site}', en: 'A photo of {activity} | {site}' },
  'share.photoDescription': {
    'zh-TW': '{date}・攝影師 {photographer}。在運動相簿購買這張照片的高畫質原圖。',
    en: '{date} · photographer {photographer}. Buy the full-resolution original on Sports Photo.',
  },
  'share.activityTitle': { 'zh-TW': '{activity}｜{site}', en: '{activity} | {site}' },
  'share.activityDescription': {
    'zh-TW': '{date}・{count} 張照片。用號碼布或自拍找到你在這場活動的照片。',
    en: '{date} · {count} photos. Find yours in this activity by bib number or selfie.',
  },
  'settlement.noRemittanceAccount': {
    'zh-TW': '此攝影師尚未設定匯款帳戶，無法付款',
    en: 'This photographer has no remittance account yet, so it cannot be paid',
  },
  'settlement.batchAlreadyPaid': {
    'zh-TW': '這個結算批次已付款（可能已由其他分頁或管理員完成），沒有重複付款',
    en: 'This settlement batch has already been paid (perhaps in another tab or by another admin); nothing was paid twice',
  },
  'settlement.nothingToPay': {
    'zh-TW': '這個結算批次沒有待付款的明細',
    en: 'This settlement batch has no line to pay',
  },
  'settlement.batchNoRemittanceAccount': {
    'zh-TW': '以下攝影師尚未設定匯款帳戶，整批未付款：{names}。請先暫緩這些明細再付款',
    en: 'These photographers have no remittance account, so the batch was not paid: {names}. Hold their lines first, then pay',
  },
} satisfies Catalogue;

export type MessageKey = keyof typeof messages;
/** A value put in a message: as is, or in each language (names of stored things, for example). */
export type MessageParams = Record<string, string | number | Readonly<Record<Culture, string>>>;

export function translate(culture: Culture, key: MessageKey, params: MessageParams = {}): string {
  const template = messages[key][culture];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? value[culture] : String(value);
  });
}
