import type { Culture } from '../../server/src/lib/i18n.ts';

// Everything the command-line uploader prints, in the site's two languages (zh-TW first), worded as
// the web app says the same things (client/src/locales, features/photographer*/locales).

/** One message in both languages: the English one must take the same arguments as the Chinese. */
const entry = <T>(zhTW: T, en: NoInfer<T>): Record<Culture, T> => ({ 'zh-TW': zhTW, en });

export interface SummaryCounts {
  found: number;
  skipped: number;
  uploaded: number;
  failed: number;
  queued: number;
}

const catalogue = {
  usageIntro: entry(
    '把資料夾裡的 JPEG 照片上傳到您的相簿，已上傳過的照片會略過。',
    "Uploads a folder's JPEG photos into one of your albums, skipping those it already holds.",
  ),
  optionHelp: entry(
    (defaultServer: string) => ({
      album: '要上傳到的相簿編號（--albums 列出您的相簿與編號）',
      watch: '持續監看資料夾（相機或記憶卡），新照片出現就上傳',
      folder: '不加 --watch：把資料夾上傳一次，印出總結後結束',
      recursive: '連同裡面的資料夾（記憶卡的 DCIM/100CANON/…）',
      server: `網站位址（預設 ${defaultServer}）`,
      tokenFile: '存放上傳權杖的檔案（預設：環境變數 UPLOAD_TOKEN）',
      lang: '訊息的語言（預設依 LC_ALL 或 LANG，未設定時為 zh-TW）',
      albums: '列出您最新的相簿與編號，然後結束',
      help: '顯示這段說明',
    }),
    (defaultServer) => ({
      album: 'the album to upload into (--albums lists yours with their numbers)',
      watch: 'keep watching the folder (a camera or card) and upload new photos as they appear',
      folder: 'without --watch: upload the folder once, print a summary and exit',
      recursive: "also the folders inside it (a card's DCIM/100CANON/…)",
      server: `the site (default ${defaultServer})`,
      tokenFile: 'a file holding the upload token (default: the UPLOAD_TOKEN environment variable)',
      lang: 'the language it speaks (default: from LC_ALL or LANG, else zh-TW)',
      albums: 'list your newest albums with their numbers, then exit',
      help: 'this text',
    }),
  ),
  usageTokenAndExit: entry(
    `上傳權杖在網站的攝影師帳戶頁（/photographeraccount，上傳權杖）建立，只能上傳照片。
結束代碼：0 全部已上傳或已在相簿中，1 有照片不被接受，2 參數有誤，3 伺服器拒絕了權杖或相簿。`,
    `The upload token is made on the site's photographer account page (/photographeraccount, Upload tokens);
it can only upload photos. Exit code: 0 all sent or already there, 1 some refused, 2 bad arguments,
3 the server refused the token or the album.`,
  ),
  unknownOption: entry(
    (option: string) => `不認得的選項 ${option}`,
    (option) => `Unknown option ${option}`,
  ),
  optionNeedsValue: entry(
    (option: string) => `${option} 後面要接一個值`,
    (option) => `${option} needs a value`,
  ),
  optionTakesNoValue: entry(
    (option: string) => `${option} 不接值`,
    (option) => `${option} takes no value`,
  ),
  badLang: entry(
    (given: string) => `--lang 只能是 zh-TW 或 en，收到「${given}」`,
    (given) => `--lang must be zh-TW or en, got "${given}"`,
  ),
  tokenFileUnreadable: entry(
    (file: string) => `無法讀取權杖檔案 ${file}`,
    (file) => `Cannot read the token file ${file}`,
  ),
  noToken: entry(
    '沒有上傳權杖：請設定 UPLOAD_TOKEN 或加上 --token-file <path>',
    'No upload token: set UPLOAD_TOKEN or pass --token-file <path>',
  ),
  notUploadToken: entry(
    (prefix: string) => `這不是上傳權杖（上傳權杖以 ${prefix} 開頭）：請在 /photographeraccount 建立`,
    (prefix) => `That is not an upload token (they start with ${prefix}): make one on /photographeraccount`,
  ),
  serverNotAddress: entry(
    (example: string, given: string) => `--server 要是網址，例如 ${example}，收到「${given}」`,
    (example, given) => `--server must be an address such as ${example}, got "${given}"`,
  ),
  serverNotHttp: entry(
    (given: string) => `--server 要以 http:// 或 https:// 開頭，收到「${given}」`,
    (given) => `--server must start with http:// or https://, got "${given}"`,
  ),
  badAlbum: entry(
    (max: number, given: string) => `--album 要是 1 到 ${max} 的相簿編號，收到「${given}」`,
    (max, given) => `--album must be an album number from 1 to ${max}, got "${given}"`,
  ),
  oneFolder: entry(
    '請指定一個資料夾：--watch <folder>，或 <folder> 上傳一次',
    'Name one folder: --watch <folder>, or <folder> to upload it once',
  ),
  notFolder: entry(
    (folder: string) => `不是資料夾：${folder}`,
    (folder) => `Not a folder: ${folder}`,
  ),

  noAlbums: entry(
    '還沒有相簿，請先在上傳照片頁（/uploadPhoto）建立新相簿',
    'No albums yet: create one on the upload page (/uploadPhoto) first',
  ),
  photoCount: entry(
    (count: number) => `${count} 張`,
    (count) => `${count} photos`,
  ),
  summary: entry(
    (c: SummaryCounts) =>
      `完成：找到 ${c.found} 張，已上傳 ${c.uploaded} 張，${c.skipped} 張已在相簿中，失敗 ${c.failed} 張，${c.queued} 張未送出`,
    (c) =>
      `done: ${c.found} photos found, ${c.uploaded} uploaded, ${c.skipped} already in the album, ${c.failed} failed, ${c.queued} not sent`,
  ),

  // Progress lines: a label, what happened, then the counts so far.
  labels: entry(
    {
      retrying: '重試',
      skipped: '略過',
      uploaded: '已上傳',
      failed: '失敗',
      error: '錯誤',
      watch: '監看',
      stopped: '已停止',
    },
    {
      retrying: 'retrying',
      skipped: 'skipped',
      uploaded: 'uploaded',
      failed: 'failed',
      error: 'error',
      watch: 'watch',
      stopped: 'stopped',
    },
  ),
  status: entry(
    (c: SummaryCounts, rate: string) =>
      `找到 ${c.found} · 略過 ${c.skipped} · 已上傳 ${c.uploaded} · 失敗 ${c.failed} · 等待中 ${c.queued} · ${rate}`,
    (c, rate) =>
      `found ${c.found} · skipped ${c.skipped} · uploaded ${c.uploaded} · failed ${c.failed} · queued ${c.queued} · ${rate}`,
  ),
  starting: entry(
    (albumId: number, held: number, watching: boolean, folder: string) =>
      `相簿 ${albumId} 有 ${held} 張照片；${watching ? '監看' : '讀取'} ${folder}`,
    (albumId, held, watching, folder) =>
      `album ${albumId} holds ${held} photos; ${watching ? 'watching' : 'reading'} ${folder}`,
  ),
  alreadyInAlbum: entry(
    (name: string) => `${name}（已在相簿中）`,
    (name) => `${name} (already in the album)`,
  ),
  retryingIn: entry(
    (what: string, reason: string, seconds: number) => `${what}：${reason}；${seconds} 秒後重試`,
    (what, reason, seconds) => `${what}: ${reason}; again in ${seconds} s`,
  ),
  reachingSite: entry('連線到網站', 'reaching the site'),
  checkingAlbum: entry('比對相簿', 'checking the album'),
  sending: entry(
    (name: string) => `上傳 ${name}`,
    (name) => `sending ${name}`,
  ),
  cannotRead: entry(
    (folder: string, reason: string) => `無法讀取 ${folder}：${reason}`,
    (folder, reason) => `cannot read ${folder}: ${reason}`,
  ),
  cannotWatch: entry(
    (folder: string, seconds: number) => `無法監看 ${folder}：改為每 ${seconds} 秒讀取一次`,
    (folder, seconds) => `cannot watch ${folder}: reading it every ${seconds} s`,
  ),

  // The site's answers (the server's own message comes in the same language).
  cannotReach: entry(
    (server: string, reason: string) => `無法連線到 ${server}（${reason}）`,
    (server, reason) => `cannot reach ${server} (${reason})`,
  ),
  serverAnswered: entry(
    (status: number, message: string) => `伺服器回應 ${status}：${message}`,
    (status, message) => `the server answered ${status}: ${message}`,
  ),
  serverRefused: entry(
    (status: number, message: string) => `伺服器拒絕（${status}）：${message}`,
    (status, message) => `the server refused (${status}): ${message}`,
  ),
  tokenRevokedHint: entry(
    '（權杖是否已撤銷？請在 /photographeraccount 建立新的）',
    ' (was the token revoked? make a new one on /photographeraccount)',
  ),
  noOutcome: entry('伺服器沒有回覆這張照片的結果', 'the server answered no outcome for the photo'),
  refused: entry('不接受', 'refused'),
};

export type UploaderTexts = { [Key in keyof typeof catalogue]: (typeof catalogue)[Key][Culture] };

/** The uploader's messages in one language. */
export function uploaderTexts(lang: Culture): UploaderTexts {
  return Object.fromEntries(Object.entries(catalogue).map(([key, message]) => [key, message[lang]])) as UploaderTexts;
}
