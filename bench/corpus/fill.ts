/**
 * Fills a migrated, seeded database with the corpus: staff, compilers, tales with their source persons,
 * workflow history and attachment rows. Rows get explicit ids (the sequences are moved past them at the end)
 * and go in as multi-row INSERTs of one batch of tales per transaction.
 */
import {
  ACTION,
  type ActionId,
  ATTACHMENT_TYPE,
  type AttachmentTypeCode,
  COPYRIGHT_STATUS,
  countWords,
  EDUCATION_LEVELS,
  PROVINCES,
  ROLE,
  type RoleId,
  SOURCE_TYPE,
  sortKeyTr,
  TALE_SOURCE,
  TITLE_NONE,
  TITLES,
} from '@masal/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../packages/server/src/db/client.ts';
import {
  institutions,
  sourcePersons,
  taleAttachments,
  taleHistory,
  taleSubgroups,
  tales,
  userRoles,
  users,
} from '../../packages/server/src/db/schema/index.ts';
import { hashPassword } from '../../packages/server/src/security/passwords.ts';
import { type Random, seededRandom, weighted } from './random.ts';
import {
  FIRST_NAMES,
  JOBS,
  LEARNED_FROM,
  MATERIALS,
  PLACES,
  SURNAMES,
  taleName,
  taleText,
} from './turkish.ts';

/** The one password of every generated account (hashed once). */
export const CORPUS_PASSWORD = 'Derleme-Sifre-1';
export const CORPUS_EMAIL_DOMAIN = 'corpus.masal.test';

/** Staff accounts: `${prefix}-${n}@corpus.masal.test`. */
const STAFF: ReadonlyArray<{ prefix: string; role: RoleId; count: number }> = [
  { prefix: 'editor', role: ROLE.editor, count: 12 },
  { prefix: 'dil-editoru', role: ROLE.languageEditor, count: 4 },
  { prefix: 'alan-editoru', role: ROLE.fieldEditor, count: 4 },
  { prefix: 'yayin-editoru', role: ROLE.publishingEditor, count: 2 },
  { prefix: 'kurul-uyesi', role: ROLE.advisoryBoardMember, count: 3 },
  { prefix: 'kurul-baskani', role: ROLE.advisoryBoardChair, count: 1 },
  { prefix: 'editor-yardimcisi', role: ROLE.editorAssistant, count: 4 },
  { prefix: 'yonetici', role: ROLE.admin, count: 2 },
];

/** How often each status occurs: a mature archive, most tales finished. */
const STATUS_WEIGHTS: ReadonlyArray<[ActionId, number]> = [
  [ACTION.draft, 14],
  [ACTION.submitted, 9],
  [ACTION.inReview, 9],
  [ACTION.revisionRequested, 5],
  [ACTION.advisoryBoard, 5],
  [ACTION.completed, 15],
  [ACTION.privateContent, 3],
  [ACTION.rejected, 6],
  [ACTION.published, 34],
];

/** The path each status was reached by (before an optional revision loop at review). */
const PATHS: Readonly<Record<ActionId, readonly ActionId[]>> = {
  1: [1],
  2: [1, 2],
  3: [1, 2, 3],
  4: [1, 2, 3, 4],
  5: [1, 2, 3, 5],
  6: [1, 2, 3, 5, 6],
  7: [1, 2, 3, 7],
  8: [1, 2, 3, 8],
  9: [1, 2, 3, 5, 6, 9],
};
const NOTES: Partial<Record<ActionId, readonly string[]>> = {
  4: [
    'Kaynak kişinin bilgileri eksik, lütfen tamamlayınız.',
    'Metinde yazım hataları var; düzeltip gönderiniz.',
  ],
  8: ['Metin başka bir yayından alınmış görünüyor.', 'Masal türüne uymuyor; efsane olarak değerlendirildi.'],
  5: ['Danışma kurulunun görüşüne sunuldu.'],
};

const ATTACHMENT_KINDS: ReadonlyArray<{ type: AttachmentTypeCode; ext: string; mime: string; name: string }> =
  [
    { type: ATTACHMENT_TYPE.image, ext: 'jpg', mime: 'image/jpeg', name: 'fotoğraf' },
    { type: ATTACHMENT_TYPE.audio, ext: 'mp3', mime: 'audio/mpeg', name: 'ses-kaydı' },
    { type: ATTACHMENT_TYPE.video, ext: 'mp4', mime: 'video/mp4', name: 'görüntü' },
    { type: ATTACHMENT_TYPE.other, ext: 'pdf', mime: 'application/pdf', name: 'derleme-formu' },
  ];

const START = Date.UTC(2019, 0, 1);
const END = Date.UTC(2026, 9, 1);
const DAY = 86_400_000;
const BATCH = 1000;

export interface CorpusCounts {
  users: number;
  tales: number;
  sourcePersons: number;
  history: number;
  attachments: number;
}

interface Compiler {
  userId: number;
  name: string;
  province: (typeof PROVINCES)[number];
  job: string;
  birthDate: string;
  education: string;
}

const personName = (random: Random) => `${random.pick(FIRST_NAMES)} ${random.pick(SURNAMES)}`;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Multi-row INSERTs of at most BATCH rows each. */
async function insertAll<T>(
  insert: (rows: T[]) => Promise<unknown>,
  rows: readonly T[],
  size = BATCH,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export async function fillCorpus(db: Db, options: { tales: number; seed?: number }): Promise<CorpusCounts> {
  const random = seededRandom(options.seed ?? 20_261_123);
  const passwordHash = await hashPassword(CORPUS_PASSWORD);
  const institutionIds = (await db.select({ id: institutions.institutionId }).from(institutions)).map(
    (r) => r.id,
  );
  const subgroups = await db
    .select({ subGroupId: taleSubgroups.subGroupId, groupId: taleSubgroups.groupId })
    .from(taleSubgroups);
  const [maxUser] = await db.select({ max: sql<number>`coalesce(max(${users.userId}), 0)::int` }).from(users);
  let nextUserId = (maxUser?.max ?? 0) + 1;

  // Staff, then ~one compiler per 50 tales, their home provinces cycling through all 81.
  const userRows: (typeof users.$inferInsert)[] = [];
  const roleRows: (typeof userRoles.$inferInsert)[] = [];
  const account = (email: string, role: RoleId) => {
    const userId = nextUserId++;
    const [name, surname] = [random.pick(FIRST_NAMES), random.pick(SURNAMES)];
    const createdAt = new Date(START + random.next() * (END - START) * 0.5);
    userRows.push({
      userId,
      email,
      passwordHash,
      name,
      surname,
      titleName: random.chance(0.7) ? TITLE_NONE : random.pick(TITLES),
      institutionId: random.pick(institutionIds),
      isActive: true,
      createdAt,
      updatedAt: createdAt,
    });
    roleRows.push({ userId, roleId: role });
    return { userId, name: `${name} ${surname}` };
  };
  const editors: number[] = [];
  for (const staff of STAFF)
    for (let n = 1; n <= staff.count; n++) {
      const { userId } = account(`${staff.prefix}-${n}@${CORPUS_EMAIL_DOMAIN}`, staff.role);
      if (staff.role === ROLE.editor) editors.push(userId);
    }
  const compilerCount = Math.max(20, Math.round(options.tales / 50));
  const compilers: Compiler[] = [];
  for (let n = 1; n <= compilerCount; n++) {
    const { userId, name } = account(`derleyici-${n}@${CORPUS_EMAIL_DOMAIN}`, ROLE.writer);
    compilers.push({
      userId,
      name,
      province: PROVINCES[(n - 1) % PROVINCES.length] as Compiler['province'],
      job: random.pick(JOBS),
      birthDate: isoDate(Date.UTC(random.int(1950, 2004), random.int(0, 11), random.int(1, 28))),
      education: random.pick(EDUCATION_LEVELS),
    });
  }
  await db.transaction(async (tx) => {
    await insertAll((rows) => tx.insert(users).values(rows), userRows);
    await insertAll((rows) => tx.insert(userRoles).values(rows), roleRows);
  });

  // A few prolific compilers and a long tail: the owner is drawn with a skew towards the first ones.
  const ownerOf = () => compilers[Math.floor(random.next() ** 2 * compilers.length)] as Compiler;
  const counts: CorpusCounts = {
    users: userRows.length,
    tales: 0,
    sourcePersons: 0,
    history: 0,
    attachments: 0,
  };
  let checkedWords = false;
  for (let first = 1; first <= options.tales; first += BATCH) {
    const taleRows: (typeof tales.$inferInsert)[] = [];
    const personRows: (typeof sourcePersons.$inferInsert)[] = [];
    const historyRows: (typeof taleHistory.$inferInsert)[] = [];
    const attachmentRows: (typeof taleAttachments.$inferInsert)[] = [];
    for (let taleId = first; taleId < Math.min(first + BATCH, options.tales + 1); taleId++) {
      const owner = ownerOf();
      const actionId = weighted(random, STATUS_WEIGHTS);
      const province = random.chance(0.8) ? owner.province : random.pick(PROVINCES);
      const createdMs = START + random.next() * (END - START);
      const updatedMs = Math.min(END, createdMs + random.next() * 400 * DAY);
      const words = random.int(300, 3000);
      const text = taleText(random, words);
      if (!checkedWords && countWords(text) !== words)
        throw new Error(`word count drifted: generated ${words}, countWords ${countWords(text)}`);
      checkedWords = true;
      const material = random.chance(0.1);
      const compilation = random.chance(0.85);
      personRows.push({
        sourcePersonId: taleId,
        nameSurname: material ? random.pick(MATERIALS) : personName(random),
        complationDate: isoDate(createdMs - random.int(0, 900) * DAY),
        ...(material
          ? {}
          : {
              learnedFrom: random.pick(LEARNED_FROM),
              job: random.pick(JOBS),
              educationLevel: random.pick(EDUCATION_LEVELS),
              birthDate: String(random.int(1920, 1990)),
              placeOfBirth: random.pick(PLACES),
            }),
      });
      const subgroup = actionId === ACTION.draft && random.chance(0.5) ? undefined : random.pick(subgroups);
      const reviewed = actionId >= ACTION.inReview;
      const editorId = reviewed ? random.pick(editors) : null;
      const name = taleName(random);
      const taleRow: typeof tales.$inferInsert = {
        taleId,
        userId: owner.userId,
        editorId,
        taleName: name,
        taleNameKey: sortKeyTr(name),
        copyrightStatus: random.chance(0.3) ? COPYRIGHT_STATUS.wanted : COPYRIGHT_STATUS.notWanted,
        area: province.region,
        city: province.name,
        taleSource: compilation ? TALE_SOURCE.compilation : TALE_SOURCE.printed,
        taleSourceText: compilation
          ? null
          : `${personName(random)}, ${random.pick(MATERIALS)}, ${random.int(1960, 2020)}.`,
        sourceType: material ? SOURCE_TYPE.material : SOURCE_TYPE.person,
        taleText: text,
        contextProperties: random.chance(0.6) ? 'Kış gecesi, ocak başında anlatıldı.' : null,
        compilerNameSurname: owner.name,
        compilerJob: owner.job,
        whereToCompile: `${province.name} ${random.pick(PLACES)}`,
        compilerPlaceOfBirth: owner.province.name,
        compilerBirthDate: owner.birthDate,
        compilerEducationLevel: owner.education,
        compilerExplanation: random.chance(0.4) ? 'Anlatıcı masalı çocukluğunda dinlemiş.' : null,
        groupId: subgroup?.groupId ?? null,
        subGroupId: subgroup?.subGroupId ?? null,
        actionId,
        numberOfWord: words,
        sourcePersonId: taleId,
        version: 1,
        createdAt: new Date(createdMs),
        updatedAt: new Date(updatedMs),
        submittedAt: actionId === ACTION.draft ? null : new Date(createdMs + (updatedMs - createdMs) * 0.1),
      };
      taleRows.push(taleRow);

      // History: the path to the status, with a revision loop for some reviewed tales, spread over its life.
      const path = [...(PATHS[actionId] as ActionId[])];
      if (reviewed && actionId !== ACTION.revisionRequested && random.chance(0.25)) path.splice(3, 0, 4, 3);
      for (let i = 1; i < path.length; i++) {
        const [from, to] = [path[i - 1] as ActionId, path[i] as ActionId];
        const byOwner =
          to === ACTION.submitted || (from === ACTION.revisionRequested && to === ACTION.inReview);
        const notes = NOTES[to];
        // Drawn in this order so the corpus stays the same for a seed.
        const actorUserId = byOwner ? owner.userId : (editorId ?? random.pick(editors));
        const note = notes ? random.pick(notes) : null;
        // As a transition does: the tale keeps its latest note for the lists.
        if (note) taleRow.lastNote = note;
        historyRows.push({
          taleId,
          actorUserId,
          fromActionId: from,
          toActionId: to,
          note,
          at: new Date(createdMs + ((updatedMs - createdMs) * i) / (path.length - 1)),
        });
      }

      // About one attachment row per two tales: the files themselves are not written.
      const attachments = random.chance(0.25) ? random.int(1, 3) : 0;
      for (let k = 1; k <= attachments; k++) {
        const kind = random.pick(ATTACHMENT_KINDS);
        attachmentRows.push({
          taleId,
          type: kind.type,
          fileName: `${kind.name}-${k}.${kind.ext}`,
          storageKey: `attachments/corpus-${taleId}-${k}-${random.hex(8)}`,
          mimeType: kind.mime,
          size: random.int(20_000, 50_000_000),
          sha256: random.hex(64),
          uploadedBy: owner.userId,
          createdAt: new Date(createdMs),
        });
      }
    }
    await db.transaction(async (tx) => {
      await insertAll((rows) => tx.insert(sourcePersons).values(rows), personRows);
      await insertAll((rows) => tx.insert(tales).values(rows), taleRows);
      await insertAll((rows) => tx.insert(taleHistory).values(rows), historyRows);
      await insertAll((rows) => tx.insert(taleAttachments).values(rows), attachmentRows);
    });
    counts.tales += taleRows.length;
    counts.sourcePersons += personRows.length;
    counts.history += historyRows.length;
    counts.attachments += attachmentRows.length;
  }

  // The explicit ids above did not move the sequences: the app's own inserts must continue after them.
  for (const [table, column] of [
    ['users', 'user_id'],
    ['source_persons', 'source_person_id'],
    ['tales', 'tale_id'],
  ])
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', '${column}'), (select coalesce(max(${column}), 1) from ${table}))`,
      ),
    );
  await db.execute(sql`analyze`);
  return counts;
}
