import { Alert, Button, Spin, Tag, Tree, type TreeDataNode } from 'antd';
import { useEffect, useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useRoleMenus, useSetRoleMenus, type RoleMenu } from '../api/roles.ts';
import { RolePicker, useChosenRole } from '../components/role-picker.tsx';
import '../components/admin-roles.css';

/**
 * /admin/user/roleMenuList?roleId=: the side-menu entries a role sees, ticked. Entries its permissions
 * show are marked; saving makes the role's menu exactly what is ticked (unticking one takes it off).
 */
export default function RoleMenusPage() {
  const { t } = useTranslation('admin-roles');
  const chosen = useChosenRole();
  const menus = useRoleMenus(chosen.role?.id);
  const save = useSetRoleMenus();
  const [ticked, setTicked] = useState<Key[]>([]);
  const data = menus.data;

  useEffect(() => {
    if (data) setTicked(data.menus.filter((menu) => menu.granted).map((menu) => menu.id));
  }, [data]);

  const tree = useMemo(() => {
    const entries = data?.menus ?? [];
    const node = (menu: RoleMenu): TreeDataNode => ({
      key: menu.id,
      title: (
        <span>
          {menu.title} {menu.byPermission && <Tag>{t('byPermission')}</Tag>}
        </span>
      ),
      children: entries.filter((child) => child.parentId === menu.id).map(node),
    });
    return entries.filter((menu) => menu.parentId === null).map(node);
  }, [data, t]);

  const error = chosen.roles.error ?? menus.error;
  return (
    <AdminPage extra={<RolePicker chosen={chosen} />}>
      <Alert type="info" showIcon title={t('menusHint')} className="admin-roles-hint" />
      {error ? (
        <LoadError
          error={error}
          onRetry={() => void (chosen.roles.isError ? chosen.roles.refetch() : menus.refetch())}
        />
      ) : !data ? (
        <Spin />
      ) : (
        <>
          <Tree
            checkable
            checkStrictly
            defaultExpandAll
            selectable={false}
            treeData={tree}
            checkedKeys={ticked}
            onCheck={(keys) => setTicked(Array.isArray(keys) ? keys : keys.checked)}
          />
          <div className="admin-roles-actions">
            <Button
              type="primary"
              loading={save.isPending}
              onClick={() => save.mutate({ roleId: data.roleId, menuIds: ticked.map(Number) })}
            >
              {t('common:adminForm.saveChanges')}
            </Button>
          </div>
        </>
      )}
    </AdminPage>
  );
}
