// Taiwan's financial institution codes (金融機構代號, three digits) of the banks and the post office
// photographers are paid into. A remittance account must name one of these.

export interface Bank {
  code: string;
  name: string;
  nameEn: string;
}

export const BANKS: readonly Bank[] = [
  { code: '004', name: '臺灣銀行', nameEn: 'Bank of Taiwan' },
  { code: '005', name: '臺灣土地銀行', nameEn: 'Land Bank of Taiwan' },
  { code: '006', name: '合作金庫商業銀行', nameEn: 'Taiwan Cooperative Bank' },
  { code: '007', name: '第一商業銀行', nameEn: 'First Commercial Bank' },
  { code: '008', name: '華南商業銀行', nameEn: 'Hua Nan Commercial Bank' },
  { code: '009', name: '彰化商業銀行', nameEn: 'Chang Hwa Commercial Bank' },
  { code: '011', name: '上海商業儲蓄銀行', nameEn: 'Shanghai Commercial & Savings Bank' },
  { code: '012', name: '台北富邦商業銀行', nameEn: 'Taipei Fubon Commercial Bank' },
  { code: '013', name: '國泰世華商業銀行', nameEn: 'Cathay United Bank' },
  { code: '016', name: '高雄銀行', nameEn: 'Bank of Kaohsiung' },
  { code: '017', name: '兆豐國際商業銀行', nameEn: 'Mega International Commercial Bank' },
  { code: '021', name: '花旗（台灣）商業銀行', nameEn: 'Citibank Taiwan' },
  { code: '048', name: '王道商業銀行', nameEn: 'O-Bank' },
  { code: '050', name: '臺灣中小企業銀行', nameEn: 'Taiwan Business Bank' },
  { code: '052', name: '渣打國際商業銀行', nameEn: 'Standard Chartered Bank (Taiwan)' },
  { code: '053', name: '台中商業銀行', nameEn: 'Taichung Commercial Bank' },
  { code: '054', name: '京城商業銀行', nameEn: 'King’s Town Bank' },
  { code: '081', name: '滙豐（台灣）商業銀行', nameEn: 'HSBC Bank (Taiwan)' },
  { code: '101', name: '瑞興商業銀行', nameEn: 'Taipei Star Bank' },
  { code: '102', name: '華泰商業銀行', nameEn: 'Hwatai Bank' },
  { code: '103', name: '臺灣新光商業銀行', nameEn: 'Shin Kong Commercial Bank' },
  { code: '108', name: '陽信商業銀行', nameEn: 'Sunny Bank' },
  { code: '118', name: '板信商業銀行', nameEn: 'Bank of Panhsin' },
  { code: '147', name: '三信商業銀行', nameEn: 'Cota Commercial Bank' },
  { code: '700', name: '中華郵政', nameEn: 'Chunghwa Post' },
  { code: '803', name: '聯邦商業銀行', nameEn: 'Union Bank of Taiwan' },
  { code: '805', name: '遠東國際商業銀行', nameEn: 'Far Eastern International Bank' },
  { code: '806', name: '元大商業銀行', nameEn: 'Yuanta Commercial Bank' },
  { code: '807', name: '永豐商業銀行', nameEn: 'Bank SinoPac' },
  { code: '808', name: '玉山商業銀行', nameEn: 'E.SUN Commercial Bank' },
  { code: '809', name: '凱基商業銀行', nameEn: 'KGI Bank' },
  { code: '810', name: '星展（台灣）商業銀行', nameEn: 'DBS Bank (Taiwan)' },
  { code: '812', name: '台新國際商業銀行', nameEn: 'Taishin International Bank' },
  { code: '816', name: '安泰商業銀行', nameEn: 'EnTie Commercial Bank' },
  { code: '822', name: '中國信託商業銀行', nameEn: 'CTBC Bank' },
  { code: '823', name: '將來商業銀行', nameEn: 'NEXT Commercial Bank' },
  { code: '824', name: '連線商業銀行', nameEn: 'LINE Bank Taiwan' },
  { code: '826', name: '樂天國際商業銀行', nameEn: 'Rakuten International Commercial Bank' },
];

const byCode = new Map(BANKS.map((bank) => [bank.code, bank]));

export const bankByCode = (code: string): Bank | undefined => byCode.get(code);

/** How long a Taiwan account number is, in digits (the post office's 14, banks' 10 to 16). */
export const ACCOUNT_NUMBER_PATTERN = '^[0-9]{10,16}$';
