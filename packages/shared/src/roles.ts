/** Roles of decisions.md and what each may do: the one table consulted by the server and the menu. */
export const ROLE = {
  writer: 1,
  editor: 2,
  languageEditor: 3,
  fieldEditor: 4,
  advisoryBoardMember: 5,
  admin: 6,
  advisoryBoardChair: 7,
  publishingEditor: 8,
  editorAssistant: 9,
} as const;
export type RoleId = (typeof ROLE)[keyof typeof ROLE];

export const ROLES: ReadonlyArray<{ roleId: RoleId; name: string }> = [
  { roleId: 1, name: 'Derleyici' },
  { roleId: 2, name: 'Editör' },
  { roleId: 3, name: 'Dil Editörü' },
  { roleId: 4, name: 'Alan Editörü' },
  { roleId: 5, name: 'Danışma Kurulu Üyesi' },
  { roleId: 6, name: 'Yönetici' },
  { roleId: 7, name: 'Danışma Kurulu Başkanı' },
  { roleId: 8, name: 'Yayın Editörü' },
  { roleId: 9, name: 'Editör Yardımcısı' },
];

export const EDITOR_ROLES: readonly RoleId[] = [2, 3, 4, 5, 7, 8];
export const ADVISORY_BOARD_ROLES: readonly RoleId[] = [5, 7];

/** Capabilities; each maps to the roles that hold it. Menus and route guards read this table. */
export const PERMISSIONS = {
  /** send tale, my tales, my pending work */
  writeTales: [1],
  /** users, institutions, tales list, editors, tale management, statistics */
  administer: [6],
  /** editors' pending work, detailed search, publication requests, groups, announcements, reviews, payments */
  review: EDITOR_ROLES,
  advisoryBoard: ADVISORY_BOARD_ROLES,
  /** completed and private-content tales to edit */
  editCompleted: [9, 6],
} as const satisfies Record<string, readonly RoleId[]>;
export type Permission = keyof typeof PERMISSIONS;

export function hasPermission(roleIds: readonly number[], permission: Permission): boolean {
  const allowed: readonly number[] = PERMISSIONS[permission];
  return roleIds.some((r) => allowed.includes(r));
}

export function hasAnyRole(roleIds: readonly number[], wanted: readonly number[]): boolean {
  return roleIds.some((r) => wanted.includes(r));
}

/** Seed §6: a user with no role above 1 counts as writer-only. */
export function isWriterOnly(roleIds: readonly number[]): boolean {
  return !roleIds.some((r) => r > 1);
}
