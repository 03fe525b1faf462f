/**
 * The person's rights under KVKK m.11 from their own session: a copy of everything the portal keeps about
 * them (their TC Kimlik No and IBAN in full: it is their data), and the request to delete the account, which
 * an admin reviews in the users screen. Only ever the caller's own account: no id comes from the request.
 */
import {
  actionName,
  auditActionLabel,
  DEFAULT_PROFILE_IMAGE,
  KVKK_VERSION,
  MSG,
  type PersonalDataExport,
  ROLES,
  type UserStatus,
} from '@masal/shared';
import { SessionRequired } from '../../errors.ts';
import type { Secrets } from '../../security/secrets.ts';
import type { PersonalData, PersonalDataRepository } from './personal-data.repository.ts';

/** Who asks and from where (the audit row's address). */
export interface Requester {
  userId: number;
  ip: string;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const roleName = new Map<number, string>(ROLES.map((r) => [r.roleId, r.name]));

function statusOf(user: PersonalData['user']): UserStatus {
  if (user.isActive) return 'active';
  return user.activatedAt ? 'passive' : 'pending';
}

function toExport(data: PersonalData, secrets: Secrets, now: Date): PersonalDataExport {
  const { user } = data;
  const historyOf = (taleId: number) =>
    data.history
      .filter((h) => h.taleId === taleId)
      .map((h) => ({
        fromActionId: h.fromActionId,
        fromActionName: actionName(h.fromActionId),
        toActionId: h.toActionId,
        toActionName: actionName(h.toActionId),
        // The notes meant for the compiler only; the others are between staff (decisions.md).
        note: h.noteForOwner ? h.note : null,
        at: h.at.toISOString(),
      }));
  return {
    exportedAt: now.toISOString(),
    noticeVersion: KVKK_VERSION,
    account: {
      userId: user.userId,
      email: user.email,
      pendingEmail: user.pendingEmail,
      name: user.name,
      surname: user.surname,
      titleName: user.titleName,
      institutionId: user.institutionId,
      institutionName: data.institutionName,
      identityNo: user.identityNoEnc ? secrets.decrypt(user.identityNoEnc) : null,
      iban: user.ibanEnc ? secrets.decrypt(user.ibanEnc) : null,
      bankName: user.bankName,
      job: user.job,
      birthDate: user.birthDate,
      placeOfBirth: user.placeOfBirth,
      profileImageUrl: user.profileImagePath ?? DEFAULT_PROFILE_IMAGE,
      status: statusOf(user),
      activatedAt: iso(user.activatedAt),
      lastSignInAt: iso(user.lastSignInAt),
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
      kvkk: { acceptedAt: iso(user.kvkkAcceptedAt), version: user.kvkkVersion },
      deletionRequestedAt: iso(user.deletionRequestedAt),
    },
    roles: data.roleIds.map((roleId) => ({ roleId, name: roleName.get(roleId) ?? String(roleId) })),
    tales: data.taleRows.map(({ tale, groupName, subGroupName, typeAtu, typeTtv, sourcePerson }) => ({
      taleId: tale.taleId,
      userId: tale.userId,
      authorNameSurname: `${user.name} ${user.surname}`,
      taleName: tale.taleName,
      copyrightStatus: tale.copyrightStatus,
      area: tale.area,
      city: tale.city,
      taleSource: tale.taleSource,
      taleSourceText: tale.taleSourceText,
      sourceType: tale.sourceType,
      taleText: tale.taleText,
      taleTextEnd: tale.taleTextEnd,
      contextProperties: tale.contextProperties,
      compilerNameSurname: tale.compilerNameSurname,
      compilerJob: tale.compilerJob,
      whereToCompile: tale.whereToCompile,
      compilerPlaceOfBirth: tale.compilerPlaceOfBirth,
      compilerBirthDate: tale.compilerBirthDate,
      compilerEducationLevel: tale.compilerEducationLevel,
      compilerExplanation: tale.compilerExplanation,
      groupId: tale.groupId,
      groupName,
      subGroupId: tale.subGroupId,
      subGroupName,
      typeAtu,
      typeTtv,
      actionId: tale.actionId,
      actionName: actionName(tale.actionId),
      editorId: tale.editorId,
      numberOfWord: tale.numberOfWord,
      sourcePersonId: tale.sourcePersonId,
      lastNote: tale.ownerNote,
      version: tale.version,
      createdAt: tale.createdAt.toISOString(),
      updatedAt: tale.updatedAt.toISOString(),
      submittedAt: iso(tale.submittedAt),
      sourcePerson,
      history: historyOf(tale.taleId),
    })),
    attachments: data.attachments.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
    payments: data.payments,
    auditLog: data.audit.map((row) => {
      const aboutAccount = row.entity === 'user' && row.entityId === String(user.userId);
      return {
        at: row.at.toISOString(),
        action: row.action,
        actionName: auditActionLabel(row.action),
        entity: row.entity,
        entityId: row.entityId,
        byYou: row.actorUserId === user.userId,
        // The address is the person's own only on what they did; details only about their own account
        // (an admin's entries about others carry those people's data).
        ip: row.actorUserId === user.userId ? row.ip : null,
        ...(aboutAccount && row.details !== null ? { details: row.details } : {}),
      };
    }),
  };
}

export function personalDataService(deps: { repo: PersonalDataRepository; secrets: Secrets }) {
  const { repo, secrets } = deps;
  return {
    async export(requester: Requester): Promise<PersonalDataExport> {
      const data = await repo.readForExport(requester.userId, {
        actorUserId: requester.userId,
        ip: requester.ip,
        action: 'user.export',
        entityId: requester.userId,
      });
      if (!data) throw new SessionRequired();
      return toExport(data, secrets, new Date());
    },

    async deletionRequest(userId: number) {
      return { status: true, requestedAt: iso(await repo.deletionRequestedAt(userId)) };
    },

    /** Idempotent: asking again keeps the first request's time. */
    async requestDeletion(requester: Requester) {
      const at = await repo.requestDeletion(requester.userId, {
        actorUserId: requester.userId,
        ip: requester.ip,
        action: 'user.deletionRequest',
        entityId: requester.userId,
      });
      return { status: true, message: MSG.deletionRequested, requestedAt: iso(at) };
    },
  };
}
export type PersonalDataService = ReturnType<typeof personalDataService>;
