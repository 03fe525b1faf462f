import { catalogue } from './i18n/catalogue.ts';

/** Roles of decisions.md and the groups of them; what each may do is permissions.ts. */
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

/** In decisions.md's order, which lists and pickers show: the advisory board's two roles together, the admin last. */
const ROLE_ORDER = [
  'writer',
  'editor',
  'languageEditor',
  'fieldEditor',
  'advisoryBoardMember',
  'advisoryBoardChair',
  'publishingEditor',
  'editorAssistant',
  'admin',
] as const satisfies readonly (keyof typeof ROLE)[];
/** Each role with its name from the catalogue (roles). */
export const ROLES: ReadonlyArray<{ roleId: RoleId; name: string }> = ROLE_ORDER.map((key) => ({
  roleId: ROLE[key],
  name: catalogue.roles[key],
}));

export const ADVISORY_BOARD_ROLES: readonly RoleId[] = [ROLE.advisoryBoardMember, ROLE.advisoryBoardChair];
/** The editor-type roles: editors of every kind and the advisory board. */
export const EDITOR_ROLES: readonly RoleId[] = [
  ROLE.editor,
  ROLE.languageEditor,
  ROLE.fieldEditor,
  ROLE.publishingEditor,
  ...ADVISORY_BOARD_ROLES,
];
/** Roles that see every tale that is not a draft: editor-type roles, editor assistants, admins. */
export const STAFF_ROLES: readonly RoleId[] = [...EDITOR_ROLES, ROLE.editorAssistant, ROLE.admin];

/** Seed §6: a user with no role but the writer's ("no role above 1") counts as writer-only. */
export function isWriterOnly(roleIds: readonly number[]): boolean {
  return roleIds.every((r) => r === ROLE.writer);
}
