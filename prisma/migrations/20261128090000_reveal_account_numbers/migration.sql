-- Full remittance account numbers now need their own permission (docs/decisions/022), the bank's
-- transfer file included. Roles that could pay settlements keep making the transfer file: they are
-- given the new permission once, here; the seed owns its labels and the owner role's rights.
INSERT INTO "Permission" (name, "displayName", "displayNameEn", "parentName")
VALUES ('Pages.Settlement.RevealAccounts', '顯示完整匯款帳號', 'Show full account numbers', 'Pages.Settlement')
ON CONFLICT (name) DO NOTHING;

INSERT INTO "RolePermission" ("roleId", "permissionName")
SELECT "roleId", 'Pages.Settlement.RevealAccounts' FROM "RolePermission" WHERE "permissionName" = 'Pages.Settlement.Pay'
ON CONFLICT DO NOTHING;
