import { Alert, Button, Card, Checkbox, Col, Row, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useRolePermissions, useSetRolePermissions, type PermissionName } from '../api/roles.ts';
import { RolePicker, useChosenRole } from '../components/role-picker.tsx';
import '../components/admin-roles.css';

/** /admin/user/rolePermissions?roleId=: tick what a role may do, by group; holders are checked on their next request. */
export default function RolePermissionsPage() {
  const { t } = useTranslation('admin-roles');
  const chosen = useChosenRole();
  const permissions = useRolePermissions(chosen.role?.id);
  const save = useSetRolePermissions();
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const data = permissions.data;

  useEffect(() => {
    if (data) setTicked(new Set(data.groups.flatMap((g) => g.permissions.filter((p) => p.granted).map((p) => p.name))));
  }, [data]);

  function toggle(name: string, on: boolean) {
    setTicked((previous) => {
      const next = new Set(previous);
      // A page's actions need the page: ticking an action ticks its page, unticking a page its actions.
      const related = data?.groups.flatMap((g) => g.permissions) ?? [];
      if (on) {
        next.add(name);
        const parent = related.find((p) => p.name === name)?.parentName;
        if (parent) next.add(parent);
      } else {
        next.delete(name);
        for (const child of related.filter((p) => p.parentName === name)) next.delete(child.name);
      }
      return next;
    });
  }

  const error = chosen.roles.error ?? permissions.error;
  return (
    <AdminPage extra={<RolePicker chosen={chosen} />}>
      {error ? (
        <LoadError
          error={error}
          onRetry={() => void (chosen.roles.isError ? chosen.roles.refetch() : permissions.refetch())}
        />
      ) : !data ? (
        <Spin />
      ) : (
        <>
          {data.fixed && <Alert type="info" showIcon title={t('ownerFixed')} className="admin-roles-hint" />}
          <Row gutter={[16, 16]}>
            {data.groups.map((group) => (
              <Col key={group.group} xs={24} md={12} xl={8}>
                <Card size="small" title={t(`group.${group.group}`)}>
                  {group.permissions.map((permission) => (
                    <div key={permission.name} className={permission.parentName ? 'admin-roles-child' : undefined}>
                      <Checkbox
                        checked={ticked.has(permission.name)}
                        disabled={data.fixed}
                        onChange={(event) => toggle(permission.name, event.target.checked)}
                      >
                        {permission.displayName}
                      </Checkbox>
                    </div>
                  ))}
                </Card>
              </Col>
            ))}
          </Row>
          {!data.fixed && (
            <div className="admin-roles-actions">
              <Button
                type="primary"
                loading={save.isPending}
                onClick={() => save.mutate({ roleId: data.roleId, permissionNames: [...ticked] as PermissionName[] })}
              >
                {t('common:adminForm.saveChanges')}
              </Button>
            </div>
          )}
        </>
      )}
    </AdminPage>
  );
}
