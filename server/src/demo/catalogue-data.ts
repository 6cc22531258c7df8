// What the demo site shows besides photos: a race calendar, the demo activity, banners, footer
// pages and the top navigation. Dates are relative to the day of seeding, so the calendar always
// has upcoming races.

const TAIPEI = 102;
const NEW_TAIPEI = 103;
const TAICHUNG = 109;
const TAINAN = 115;
const KAOHSIUNG = 116;
const HUALIEN = 118;
const TAITUNG = 119;
const PENGHU = 120;
const MARATHON = 402;
const ROAD = 401;
const TRAIL = 403;
const CYCLING = 404;
const TRIATHLON = 405;

export const DEMO_ACTIVITY_TITLE = '2026 臺北城市馬拉松';

export const demoEvents = [
  {
    title: '2026 臺北城市馬拉松',
    titleEn: '2026 Taipei City Marathon',
    // Two days ago: photos are still coming in and runners can still follow a bib (decision 079).
    daysFromNow: -2,
    cityId: TAIPEI,
    typeId: MARATHON,
    location: '臺北市政府前廣場',
    locationEn: 'Taipei City Hall Plaza',
    isRecommended: true,
  },
  {
    title: '2026 府城古蹟路跑',
    titleEn: '2026 Tainan Heritage Run',
    daysFromNow: -45,
    cityId: TAINAN,
    typeId: ROAD,
    location: '臺南市安平古堡',
    locationEn: 'Anping Old Fort, Tainan',
    isRecommended: false,
  },
  {
    title: '2027 高雄港都馬拉松',
    titleEn: '2027 Kaohsiung Harbour Marathon',
    daysFromNow: 30,
    cityId: KAOHSIUNG,
    typeId: MARATHON,
    location: '高雄市世運主場館',
    locationEn: 'World Games Stadium, Kaohsiung',
    isRecommended: true,
  },
  {
    title: '2027 臺中花都半程馬拉松',
    titleEn: '2027 Taichung Flower City Half Marathon',
    daysFromNow: 44,
    cityId: TAICHUNG,
    typeId: ROAD,
    location: '臺中市中央公園',
    locationEn: 'Central Park, Taichung',
    isRecommended: false,
  },
  {
    title: '2027 太魯閣峽谷越野賽',
    titleEn: '2027 Taroko Gorge Trail Race',
    daysFromNow: 58,
    cityId: HUALIEN,
    typeId: TRAIL,
    location: '花蓮縣太魯閣國家公園',
    locationEn: 'Taroko National Park, Hualien',
    isRecommended: true,
  },
  {
    title: '2027 臺東活力鐵人三項',
    titleEn: '2027 Taitung Triathlon',
    daysFromNow: 75,
    cityId: TAITUNG,
    typeId: TRIATHLON,
    location: '臺東縣活水湖',
    locationEn: 'Huoshui Lake, Taitung',
    isRecommended: false,
  },
  {
    title: '2027 北海岸單車挑戰',
    titleEn: '2027 North Coast Cycling Challenge',
    daysFromNow: 90,
    cityId: NEW_TAIPEI,
    typeId: CYCLING,
    location: '新北市福隆',
    locationEn: 'Fulong, New Taipei',
    isRecommended: false,
  },
  {
    title: '2027 澎湖跨海大橋馬拉松',
    titleEn: '2027 Penghu Bridge Marathon',
    daysFromNow: 120,
    cityId: PENGHU,
    typeId: MARATHON,
    location: '澎湖縣白沙鄉',
    locationEn: 'Baisha, Penghu',
    isRecommended: false,
  },
] as const;

export const demoBanners = [
  {
    title: '2026 臺北城市馬拉松照片上線',
    titleEn: '2026 Taipei City Marathon photos are online',
    altText: '臺北城市馬拉松跑者通過市政府前',
    altTextEn: 'Runners of the Taipei City Marathon passing City Hall',
    link: 'activity',
    colours: ['#0b3d91', '#1e88e5'],
  },
  {
    title: '賽事行事曆：找下一場比賽',
    titleEn: 'Race calendar: find your next race',
    altText: null,
    altTextEn: null,
    link: '/eventlist',
    colours: ['#1b5e20', '#43a047'],
  },
  {
    title: '用號碼布或自拍照找到你的照片',
    titleEn: 'Find your photos by bib number or a selfie',
    altText: null,
    altTextEn: null,
    link: '/information',
    colours: ['#b71c1c', '#ff7043'],
  },
] as const;

export const demoHeaderLinks = [
  { title: '首頁', titleEn: 'Home', url: '/index' },
  { title: '賽事行事曆', titleEn: 'Race calendar', url: '/eventlist' },
  { title: '攝影師排行', titleEn: 'Photographers', url: '/VRanking' },
  { title: '網站導覽', titleEn: 'Guide', url: '/information' },
  { title: '聯絡我們', titleEn: 'Contact us', url: '/contactus' },
] as const;

export const demoFooter = [
  {
    title: '關於運動相簿',
    titleEn: 'About',
    pages: [
      {
        title: '關於我們',
        titleEn: 'About us',
        requestUrl: 'about',
        content: '<h2>關於運動相簿</h2><p>我們替跑者找到比賽中的每一張照片，也讓攝影師的作品得到應有的回報。</p>',
        contentEn:
          '<h2>About 運動相簿</h2><p>We help runners find every photo of their race, and photographers earn from their work.</p>',
      },
      {
        title: '隱私權政策',
        titleEn: 'Privacy',
        requestUrl: 'privacy',
        content:
          '<h2>隱私權政策</h2><p>自拍搜尋的照片只在記憶體中比對，不會儲存；只保留臉部位置與特徵數值 24 小時，供換頁、換一張臉、「不是我」與整組購買使用，之後自動刪除。您可以要求從活動的人臉索引中移除自己。若您同意以自拍照追蹤新照片，我們只保存那張臉的特徵數值（不保存照片），到追蹤結束（活動日後 7 天）為止，取消追蹤時立即刪除。</p>',
        contentEn:
          '<h2>Privacy</h2><p>Selfies used for search are compared in memory and never stored; where their faces are and their measurements are kept 24 hours (to page, pick another face, say “not me” and buy the bundle), then deleted. You can ask to be removed from an activity’s face index. If you agree to follow your selfie for new photos, only that face’s measurements are kept (never the photo), until the follow ends (7 days after the activity), and they are deleted when you unsubscribe.</p>',
      },
    ],
  },
  {
    title: '購買說明',
    titleEn: 'Buying',
    pages: [
      {
        title: '如何購買',
        titleEn: 'How to buy',
        requestUrl: 'how-to-buy',
        content:
          '<h2>如何購買</h2><ol><li>以號碼布或自拍照搜尋照片</li><li>加入購物車並以綠界付款</li><li>在「我的照片」下載原圖</li></ol>',
        contentEn:
          '<h2>How to buy</h2><ol><li>Search by bib number or selfie</li><li>Add to cart and pay with ECPay</li><li>Download the originals from My photos</li></ol>',
      },
      {
        title: '常見問題',
        titleEn: 'FAQ',
        requestUrl: 'faq',
        content: '<h2>常見問題</h2><p><strong>找不到照片？</strong>試試「前後五秒」，或用自拍照搜尋。</p>',
        contentEn:
          '<h2>FAQ</h2><p><strong>Cannot find your photo?</strong> Try “±5 seconds”, or search with a selfie.</p>',
      },
    ],
  },
  {
    title: '攝影師專區',
    titleEn: 'Photographers',
    pages: [
      {
        title: '成為攝影師',
        titleEn: 'Become a photographer',
        requestUrl: 'photographers/join',
        content:
          '<h2>成為攝影師</h2><p>申請通過後即可上傳整場賽事的照片，每售出一張照片都有分潤。</p><p><a href="/joinphotographer">填寫攝影師申請表</a></p>',
        contentEn:
          '<h2>Become a photographer</h2><p>Once approved, upload whole races and earn a share of every sale.</p><p><a href="/joinphotographer">Fill in the photographer application</a></p>',
      },
      {
        title: '攝影師條款',
        titleEn: 'Photographer terms',
        requestUrl: 'photographers/terms',
        content:
          '<h2>攝影師條款</h2><ol><li>您上傳的照片須為您本人拍攝，並擁有完整著作權。</li><li>請尊重被攝者：不上傳不雅或有損他人名譽的照片，收到移除要求時配合處理。</li><li>照片售出後，平台扣除服務費，其餘款項依結算週期匯入您的帳戶。</li><li>違反條款者，平台得停用您的攝影師權限。</li></ol>',
        contentEn:
          '<h2>Photographer terms</h2><ol><li>You upload only photos you took yourself and hold the full copyright of.</li><li>Respect the people you photograph: no indecent or defamatory photos, and honour removal requests.</li><li>When a photo sells, the platform keeps its fee and pays you the rest each settlement period.</li><li>The platform may suspend the photographer rights of anyone who breaks these terms.</li></ol>',
      },
    ],
  },
] as const;
