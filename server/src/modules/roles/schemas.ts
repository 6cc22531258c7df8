import Type, { type TSchema } from 'typebox';
import { Id, RequiredText } from '../../lib/schema-types.ts';
import { PERMISSION_GROUPS, PERMISSIONS } from '../../shared/domain/permissions.ts';
import { PagedResult, pagingQuery } from '../../shared/paging.ts';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const RoleIdQuery = Type.Object({ id: Id });

export const RoleListQuery = Type.Object({
  ...pagingQuery({ defaultSize: 100 }),
  Keyword: Type.Optional(Type.String({ maxLength: 64 })),
});

export const RoleView = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  displayName: Type.String(),
  displayNameEn: Type.String(),
  description: Nullable(Type.String()),
  /** Built in: cannot be deleted. */
  isStatic: Type.Boolean(),
  /** The owner role: every permission, always. */
  isOwner: Type.Boolean(),
  userCount: Type.Integer(),
  permissionCount: Type.Integer(),
});

export const RoleList = PagedResult(RoleView);

export const RoleFields = Type.Object({
  displayName: RequiredText(64),
  displayNameEn: Type.Optional(Type.String({ maxLength: 64 })),
  description: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
});

export const UpdateRoleBody = Type.Object({ id: Id, ...RoleFields.properties });

const PermissionName = Type.Union(Object.values(PERMISSIONS).map((name) => Type.Literal(name)));

export const RolePermissionsView = Type.Object({
  roleId: Type.Integer(),
  /** The owner's permissions are all of them and cannot be changed. */
  fixed: Type.Boolean(),
  groups: Type.Array(
    Type.Object({
      group: Type.Union(PERMISSION_GROUPS.map((group) => Type.Literal(group))),
      permissions: Type.Array(
        Type.Object({
          name: Type.String(),
          displayName: Type.String(),
          parentName: Nullable(Type.String()),
          granted: Type.Boolean(),
        }),
      ),
    }),
  ),
});

export const SetPermissionsBody = Type.Object({
  roleId: Id,
  permissionNames: Type.Array(PermissionName, { maxItems: 200, uniqueItems: true }),
});

export const RoleMenusView = Type.Object({
  roleId: Type.Integer(),
  /** Flat, by sort among siblings; parentId builds the tree. */
  menus: Type.Array(
    Type.Object({
      id: Type.Integer(),
      parentId: Nullable(Type.Integer()),
      title: Type.String(),
      path: Nullable(Type.String()),
      /** Ticked for this role. */
      granted: Type.Boolean(),
      /** Shown anyway: the role holds the entry's permission, or the entry needs none. */
      byPermission: Type.Boolean(),
    }),
  ),
});

export const SetMenusBody = Type.Object({
  roleId: Id,
  menuIds: Type.Array(Id, { maxItems: 500, uniqueItems: true }),
});

export const RoleUsersQuery = Type.Object({ roleId: Id, ...pagingQuery({ defaultSize: 20 }) });

export const RoleUserList = PagedResult(
  Type.Object({ id: Type.Integer(), displayName: Type.String(), email: Type.String(), isActive: Type.Boolean() }),
);
