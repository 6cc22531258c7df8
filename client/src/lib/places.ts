// CommonType/GetAll's places: Taiwan's regions hang under the root row (全臺), cities under regions.

/** The CommonType kinds (spec: SGL_TypeT). */
export const TYPE_REGION_CITY = 30;
export const TYPE_EVENT_TYPE = 40;
/** 全臺: the parent of every region. */
export const PLACE_ROOT_ID = 1;

interface PlaceRow {
  id: number;
  sgL_ParentID: number | null;
}

/** Each region (in the rows' order) with its cities (likewise): what every place picker draws. */
export function regionsWithCities<Row extends PlaceRow>(rows: readonly Row[]): { region: Row; cities: Row[] }[] {
  return rows
    .filter((row) => row.sgL_ParentID === PLACE_ROOT_ID)
    .map((region) => ({ region, cities: rows.filter((row) => row.sgL_ParentID === region.id) }));
}
