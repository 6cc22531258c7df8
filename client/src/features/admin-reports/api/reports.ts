import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiQuery, ApiResult } from '../../../lib/api-types.ts';
import { pagingParams, type Paging } from '../../../lib/paging.ts';

const SUMMARY = '/api/services/app/AdminReport/GetSummary';
const BY_ACTIVITY = '/api/services/app/AdminReport/GetByActivity';
const BY_PHOTOGRAPHER = '/api/services/app/AdminReport/GetByPhotographer';
const EXPORT = '/api/services/app/AdminReport/ExportCsv';

export type ReportFilter = ApiQuery<typeof SUMMARY, 'get'>;
export type Granularity = NonNullable<ReportFilter['granularity']>;
export type ReportSummary = ApiResult<typeof SUMMARY, 'get'>;
export type PeriodFigures = ReportSummary['series'][number];
export type Figures = ReportSummary['totals'];
export type BreakdownSort = NonNullable<ApiQuery<typeof BY_ACTIVITY, 'get'>['sort']>;
export type ActivityRow = ApiResult<typeof BY_ACTIVITY, 'get'>['items'][number];
export type PhotographerRow = ApiResult<typeof BY_PHOTOGRAPHER, 'get'>['items'][number];
export type ExportBy = NonNullable<ApiQuery<typeof EXPORT, 'get'>['by']>;

export const GRANULARITIES: Granularity[] = ['day', 'week', 'month'];

const KEY = ['admin-reports'] as const;

export function useReportSummary(filter: ReportFilter) {
  return useQuery({
    queryKey: [...KEY, 'summary', filter],
    queryFn: ({ signal }) => api.get(SUMMARY, { params: filter, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

type BreakdownPath = typeof BY_ACTIVITY | typeof BY_PHOTOGRAPHER;
const BREAKDOWNS = { activity: BY_ACTIVITY, photographer: BY_PHOTOGRAPHER } as const;

/** One page of the figures by activity or by photographer, largest first by `sort`. */
export function useReportBreakdown<By extends keyof typeof BREAKDOWNS>(
  by: By,
  filter: ReportFilter,
  paging: Paging,
  sort: BreakdownSort,
) {
  const path: BreakdownPath = BREAKDOWNS[by];
  return useQuery({
    queryKey: [...KEY, by, filter, paging, sort],
    queryFn: ({ signal }) =>
      api.get(path, {
        params: {
          from: filter.from,
          to: filter.to,
          activityId: filter.activityId,
          photographerId: filter.photographerId,
          sort,
          ...pagingParams(paging),
        },
        signal,
        silent: true,
      }) as Promise<ApiResult<(typeof BREAKDOWNS)[By], 'get'>>,
    placeholderData: keepPreviousData,
  });
}

/** Asks for the CSV and hands it to the browser as a download. */
export function useExportCsv() {
  return useMutation({
    mutationFn: async (query: ReportFilter & { by: ExportBy }) => {
      const file = await api.get(EXPORT, { params: query });
      saveText(file.fileName, file.content, 'text/csv;charset=utf-8');
      return file;
    },
  });
}

function saveText(fileName: string, content: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
