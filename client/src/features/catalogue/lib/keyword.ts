// The home page's activity dropdown filters every activity in the browser (spec §9 fetches them
// all at once). Readers write 台 and 臺 interchangeably, so both count as the same character.

/** Lower case, full-width letters and digits folded, 台 written as 臺, spaces squeezed. */
export function normaliseSearchText(text: string): string {
  return text.normalize('NFKC').replaceAll('台', '臺').toLowerCase().replace(/\s+/g, ' ').trim();
}

export interface SearchableActivity {
  sgL_Title: string;
  sgL_ActivityDate: string;
  region: string | null;
  /** The title and region in the other language: a search typed in either finds the activity. */
  alsoKnownAs?: string;
}

/**
 * The activities whose title, region (in either language) or date contain every word of the keyword (in order of the
 * list). An empty keyword keeps them all.
 */
export function filterActivities<T extends SearchableActivity>(activities: readonly T[], keyword: string): T[] {
  const words = normaliseSearchText(keyword).split(' ').filter(Boolean);
  if (words.length === 0) return [...activities];
  return activities.filter((activity) => {
    const haystack = normaliseSearchText(
      `${activity.sgL_Title} ${activity.region ?? ''} ${activity.alsoKnownAs ?? ''} ${activity.sgL_ActivityDate}`,
    );
    return words.every((word) => haystack.includes(word));
  });
}
