import { describe, expect, it } from 'vitest';
import { filterActivities, normaliseSearchText } from './keyword.ts';

const activity = (sgL_Title: string, region: string | null = null, sgL_ActivityDate = '2026-03-01') => ({
  sgL_Title,
  region,
  sgL_ActivityDate,
});

const list = [
  activity('2026 臺北城市馬拉松', '臺北市', '2026-11-01'),
  activity('2026 台中花都半程馬拉松', '臺中市', '2026-10-12'),
  activity('2026 府城古蹟路跑', '臺南市', '2026-10-08'),
  activity('Taroko Gorge Trail Race', '花蓮縣', '2025-04-20'),
];
const titles = (keyword: string) => filterActivities(list, keyword).map((a) => a.sgL_Title);

describe('the home activity keyword filter', () => {
  it('finds 臺 titles when the visitor types 台, and 台 titles when they type 臺', () => {
    expect(titles('台北')).toEqual(['2026 臺北城市馬拉松']);
    expect(titles('臺中')).toEqual(['2026 台中花都半程馬拉松']);
  });

  it('matches the region and the date as well as the title', () => {
    expect(titles('台南')).toEqual(['2026 府城古蹟路跑']);
    expect(titles('2025-04')).toEqual(['Taroko Gorge Trail Race']);
  });

  it('needs every word to match, in any order, ignoring case and full-width letters', () => {
    expect(titles('馬拉松 台中')).toEqual(['2026 台中花都半程馬拉松']);
    expect(titles('ｔａｒｏｋｏ trail')).toEqual(['Taroko Gorge Trail Race']);
    expect(titles('馬拉松 花蓮')).toEqual([]);
  });

  it('finds an activity by its names in the other language: 台北, 臺北 and Taipei alike', () => {
    const english = [
      { ...activity('Taipei Marathon', 'Taipei City'), alsoKnownAs: '臺北馬拉松 臺北市' },
      { ...activity('Riverside Night Run', 'Taipei City'), alsoKnownAs: '河濱夜跑 臺北市' },
      { ...activity('Taichung Triathlon', 'Taichung City'), alsoKnownAs: '台中鐵人 臺中市' },
    ];
    const chinese = [
      { ...activity('臺北馬拉松', '臺北市'), alsoKnownAs: 'Taipei Marathon Taipei City' },
      { ...activity('台中鐵人', '臺中市'), alsoKnownAs: 'Taichung Triathlon Taichung City' },
    ];
    for (const keyword of ['台北', '臺北', 'Taipei']) {
      expect(filterActivities(english, keyword).map((a) => a.sgL_Title)).toEqual([
        'Taipei Marathon',
        'Riverside Night Run',
      ]);
      expect(filterActivities(chinese, keyword).map((a) => a.sgL_Title)).toEqual(['臺北馬拉松']);
    }
  });

  it('keeps the whole list, in order, for an empty keyword', () => {
    expect(titles('   ')).toEqual(list.map((a) => a.sgL_Title));
  });

  it('normalises 台 to 臺 and squeezes spaces', () => {
    expect(normaliseSearchText('  台東   Run ')).toBe('臺東 run');
  });
});
