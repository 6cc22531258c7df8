import { Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useRoles } from '../api/roles.ts';
import { roleName } from '../../../components/admin/role-name.ts';

/**
 * The role a per-role page works on, kept in the address (`?roleId=`) so the overview can link to
 * it and a reload stays; the first role when none is named.
 */
export function useChosenRole() {
  const [search, setSearch] = useSearchParams();
  const roles = useRoles();
  const given = Number(search.get('roleId'));
  const items = roles.data?.items ?? [];
  const role = items.find((item) => item.id === given) ?? items[0];
  const choose = (id: number) => setSearch({ roleId: String(id) }, { replace: true });
  useEffect(() => {
    if (role && role.id !== given) setSearch({ roleId: String(role.id) }, { replace: true });
  }, [role, given, setSearch]);
  return { roles, role, choose };
}

export function RolePicker({ chosen }: { chosen: ReturnType<typeof useChosenRole> }) {
  const { t, i18n } = useTranslation('admin-roles');
  return (
    <Select
      aria-label={t('role')}
      className="role-picker"
      style={{ width: '100%', maxWidth: 320 }}
      loading={chosen.roles.isPending}
      value={chosen.role?.id}
      onChange={chosen.choose}
      options={(chosen.roles.data?.items ?? []).map((role) => ({
        value: role.id,
        label: roleName(role, i18n.language),
      }))}
    />
  );
}
