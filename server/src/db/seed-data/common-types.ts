// Seed rows for the CommonType lookup table: Taiwan's regions and cities (typeT 30) and the
// kinds of sports events (typeT 40). Ids are explicit and grouped in blocks so that events and
// filters saved in the database keep pointing at the same row when the seed is re-run.

import {
  COMMON_TYPE_EVENT_TYPE,
  COMMON_TYPE_REGION_CITY,
  COMMON_TYPE_ROOT_ID,
  type CommonTypeT,
} from '../../shared/domain/common-types.ts';

export interface CommonTypeSeed {
  readonly id: number;
  readonly typeT: CommonTypeT;
  readonly parentId: number | null;
  /** zh-TW, with 臺 as the official form (臺北市, not 台北市). */
  readonly title: string;
  readonly titleEn: string;
  /** Order among siblings. */
  readonly sort: number;
}

// Region ids (2–7). Named so the city rows below read as "under the north" rather than "under 2".
const NORTH = 2;
const CENTRAL = 3;
const SOUTH = 4;
const EAST = 5;
const ISLANDS = 6;
const OVERSEAS = 7;

function place(id: number, parentId: number | null, title: string, titleEn: string, sort: number): CommonTypeSeed {
  return { id, typeT: COMMON_TYPE_REGION_CITY, parentId, title, titleEn, sort };
}

function eventType(id: number, title: string, titleEn: string, sort: number): CommonTypeSeed {
  return { id, typeT: COMMON_TYPE_EVENT_TYPE, parentId: null, title, titleEn, sort };
}

export const commonTypes: readonly CommonTypeSeed[] = [
  // Root (1)
  place(COMMON_TYPE_ROOT_ID, null, '全臺', 'All of Taiwan', 0),

  // Regions (2–7)
  place(NORTH, COMMON_TYPE_ROOT_ID, '北部', 'Northern Taiwan', 1),
  place(CENTRAL, COMMON_TYPE_ROOT_ID, '中部', 'Central Taiwan', 2),
  place(SOUTH, COMMON_TYPE_ROOT_ID, '南部', 'Southern Taiwan', 3),
  place(EAST, COMMON_TYPE_ROOT_ID, '東部', 'Eastern Taiwan', 4),
  place(ISLANDS, COMMON_TYPE_ROOT_ID, '離島', 'Outlying Islands', 5),
  // Races held abroad; kept at region level so it has no cities under it.
  place(OVERSEAS, COMMON_TYPE_ROOT_ID, '海外', 'Overseas', 6),

  // Cities and counties (101–122), north to south, then east and the islands.
  place(101, NORTH, '基隆市', 'Keelung City', 1),
  place(102, NORTH, '臺北市', 'Taipei City', 2),
  place(103, NORTH, '新北市', 'New Taipei City', 3),
  place(104, NORTH, '桃園市', 'Taoyuan City', 4),
  place(105, NORTH, '新竹市', 'Hsinchu City', 5),
  place(106, NORTH, '新竹縣', 'Hsinchu County', 6),
  place(107, NORTH, '宜蘭縣', 'Yilan County', 7),

  place(108, CENTRAL, '苗栗縣', 'Miaoli County', 1),
  place(109, CENTRAL, '臺中市', 'Taichung City', 2),
  place(110, CENTRAL, '彰化縣', 'Changhua County', 3),
  place(111, CENTRAL, '南投縣', 'Nantou County', 4),
  place(112, CENTRAL, '雲林縣', 'Yunlin County', 5),

  place(113, SOUTH, '嘉義市', 'Chiayi City', 1),
  place(114, SOUTH, '嘉義縣', 'Chiayi County', 2),
  place(115, SOUTH, '臺南市', 'Tainan City', 3),
  place(116, SOUTH, '高雄市', 'Kaohsiung City', 4),
  place(117, SOUTH, '屏東縣', 'Pingtung County', 5),

  place(118, EAST, '花蓮縣', 'Hualien County', 1),
  place(119, EAST, '臺東縣', 'Taitung County', 2),

  place(120, ISLANDS, '澎湖縣', 'Penghu County', 1),
  place(121, ISLANDS, '金門縣', 'Kinmen County', 2),
  place(122, ISLANDS, '連江縣', 'Lienchiang County (Matsu)', 3),

  // Event types (401–409); a flat list, so no parent.
  eventType(401, '路跑', 'Road running', 1),
  eventType(402, '馬拉松', 'Marathon', 2),
  eventType(403, '越野跑', 'Trail running', 3),
  eventType(404, '自行車', 'Cycling', 4),
  eventType(405, '三鐵', 'Triathlon', 5),
  eventType(406, '游泳', 'Swimming', 6),
  eventType(407, '鐵人兩項', 'Duathlon', 7),
  eventType(408, '健行', 'Hiking', 8),
  // Last, so pickers list it after the real categories.
  eventType(409, '其他', 'Other', 99),
];
