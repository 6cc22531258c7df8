import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client.ts';

// Filters that name an activity or a photographer: a select searched on the server by keyword
// (the existing admin lists), instead of an id typed by hand.

const TYPING_PAUSE_MS = 300;
const OPTIONS_SHOWN = 20;

interface Option {
  value: number;
  label: string;
}

interface PickerProps {
  value?: number;
  onChange?: (id: number | undefined) => void;
  id?: string;
  'aria-label'?: string;
}

function useTypedKeyword() {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return { keyword, setTyped };
}

function SearchSelect({
  what,
  search,
  value,
  onChange,
  ...rest
}: PickerProps & { what: string; search: (keyword: string, signal: AbortSignal) => Promise<Option[]> }) {
  const { t } = useTranslation();
  const { keyword, setTyped } = useTypedKeyword();
  // Searched once opened (or to name an id already chosen), not for every filter bar drawn.
  const [opened, setOpened] = useState(false);
  const found = useQuery({
    queryKey: ['admin-picker', what, keyword],
    queryFn: ({ signal }) => search(keyword, signal),
    enabled: opened || value !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const options = found.data ?? [];
  // An id from the address may not be among the options found: shown by its number.
  const shown = value === undefined || options.some((option) => option.value === value);
  return (
    <Select<number>
      {...rest}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      className="admin-search-select"
      value={value}
      onChange={(id) => onChange?.(id)}
      onOpenChange={(open) => open && setOpened(true)}
      options={shown ? options : [{ value, label: `#${value}` }, ...options]}
      loading={found.isFetching}
      notFoundContent={found.isError ? t('adminPicker.failed') : t('adminPicker.none')}
      placeholder={t('adminPicker.placeholder')}
    />
  );
}

/** An activity, searched by its title. */
export function ActivitySelect(props: PickerProps) {
  return (
    <SearchSelect
      {...props}
      what="activity"
      search={async (keyword, signal) => {
        const page = await api.get('/api/services/app/AdminActivity/GetAll', {
          params: { SkipCount: 0, MaxResultCount: OPTIONS_SHOWN, ...(keyword && { keyword }) },
          signal,
        });
        return page.items.map((activity) => ({ value: activity.id, label: `${activity.title} (#${activity.id})` }));
      }}
    />
  );
}

/** A photographer, searched by display name (the picker is given no contact details). */
export function PhotographerSelect(props: PickerProps) {
  return (
    <SearchSelect
      {...props}
      what="photographer"
      search={async (keyword, signal) => {
        const page = await api.get('/api/services/app/AdminMemEmber/GetPhotographerOptions', {
          params: { SkipCount: 0, MaxResultCount: OPTIONS_SHOWN, ...(keyword && { keyword }) },
          signal,
        });
        return page.items.map((user) => ({ value: user.id, label: `${user.displayName} (#${user.id})` }));
      }}
    />
  );
}
