/**
 * Fills a migrated, seeded database with the corpus: staff, compilers, tales with their source persons,
 * workflow history and attachment rows, 2 % of the tales near-copies of older ones, 40 % variants of a tale
 * type (variants.ts), and every tale's copy fingerprint. Rows get explicit ids (the sequences are moved past
 * them at the end) and go in as multi-row INSERTs of one batch of tales per transaction (the search documents
 * are written by the database's triggers).
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
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../packages/server/src/db/db.ts';
import {
  institutions,
  sourcePersons,
  attachments as taleAttachments,
  taleCopyMatches,
  taleFingerprints,
  taleHistory,
  taleSearch,
  taleSubgroups,
  tales,
  userRoles,
  users,
} from '../../packages/server/src/db/schema/index.ts';
import {
  comparedText,
  copyScore,
} from '../../packages/server/src/modules/workflow/copy-detection/copy-score.ts';
import { fingerprintOf } from '../../packages/server/src/modules/workflow/copy-detection/fingerprint.ts';
import { hashPassword } from '../../packages/server/src/security/passwords.ts';
import { type CopyKind, copyKind, NEAR_COPY_SHARE, nearCopy } from './near-copies.ts';
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
import { variantOf, variantText } from './variants.ts';

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

/** The owners' skew: at 100,000 tales (2,000 compilers) the busiest compiler has about 1,150 tales. */
const OWNER_SKEW = 1.7;

/** Near-copies copy from a random sample of this many older tales (their texts are kept in memory). */
const COPY_SOURCES = 500;
/** The first tales are all originals, so the sample has something in it. */
const FIRST_COPY = 1000;

export interface CorpusCounts {
  users: number;
  tales: number;
  sourcePersons: number;
  history: number;
  attachments: number;
  nearCopies: Record<CopyKind, number>;
  /** Tales that are variants of a tale type. */
  variants: number;
  /**
   * Seconds computing fingerprints; writing the batches, and of that inserting the tales and the attachment rows
   * (both run the search triggers, which write each tale's search document).
   */
  fingerprintSeconds: number;
  writeSeconds: number;
  taleInsertSeconds: number;
  attachmentInsertSeconds: number;
}

/** An older tale a near-copy may be made of. */
interface CopySource {
  taleId: number;
  name: string;
  text: string;
  owner: Compiler;
  submittedMs: number;
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
  // Near-copies draw from their own sequence: the other tales stay as they were before there were copies.
  const copyRandom = seededRandom((options.seed ?? 20_261_123) ^ 0x0c0b1e5);
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
  const ownerOf = () => compilers[Math.floor(random.next() ** OWNER_SKEW * compilers.length)] as Compiler;
  /**
   * What a near-copy copies, and whose it is: a retyped tale is its compiler's own half the time; a tale copied
   * across compilers is never.
   */
  const planCopy = (drawnOwner: Compiler) => {
    const kind = copyKind(copyRandom);
    const source = copyRandom.pick(sources);
    let owner = drawnOwner;
    if (kind === 'retyped' && copyRandom.chance(0.5)) owner = source.owner;
    while (kind === 'cross-compiler' && owner === source.owner) owner = copyRandom.pick(compilers);
    return { kind, source, owner };
  };
  const counts: CorpusCounts = {
    users: userRows.length,
    tales: 0,
    sourcePersons: 0,
    history: 0,
    attachments: 0,
    nearCopies: { retyped: 0, edited: 0, 'cross-compiler': 0 },
    variants: 0,
    fingerprintSeconds: 0,
    writeSeconds: 0,
    taleInsertSeconds: 0,
    attachmentInsertSeconds: 0,
  };
  // A uniform sample of the submitted originals so far (reservoir sampling).
  const sources: CopySource[] = [];
  let originals = 0;
  let checkedWords = false;
  for (let first = 1; first <= options.tales; first += BATCH) {
    const taleRows: (typeof tales.$inferInsert)[] = [];
    const personRows: (typeof sourcePersons.$inferInsert)[] = [];
    const historyRows: (typeof taleHistory.$inferInsert)[] = [];
    const attachmentRows: (typeof taleAttachments.$inferInsert)[] = [];
    const fingerprintRows: (typeof taleFingerprints.$inferInsert)[] = [];
    const copyRows: (typeof taleCopyMatches.$inferInsert)[] = [];
    for (let taleId = first; taleId < Math.min(first + BATCH, options.tales + 1); taleId++) {
      const drawnOwner = ownerOf();
      const copy = taleId > FIRST_COPY && copyRandom.chance(NEAR_COPY_SHARE) ? planCopy(drawnOwner) : null;
      const owner = copy?.owner ?? drawnOwner;
      const actionId = weighted(random, STATUS_WEIGHTS);
      const province = random.chance(0.8) ? owner.province : random.pick(PROVINCES);
      let createdMs = START + random.next() * (END - START);
      // A copy is written after what it copies was submitted (copy detection looks at older tales only).
      if (copy && createdMs <= copy.source.submittedMs)
        createdMs = copy.source.submittedMs + copyRandom.next() * (END - copy.source.submittedMs);
      const updatedMs = Math.min(END, createdMs + random.next() * 400 * DAY);
      let words = random.int(300, 3000);
      // A near-copy is its source again, whatever the source is; any other tale may be a variant of a type.
      const variant = copy ? null : variantOf(taleId);
      let text = variant ? variantText(variant.random, variant.type, words) : taleText(random, words);
      if (!checkedWords && countWords(text) !== words)
        throw new Error(`word count drifted: generated ${words}, countWords ${countWords(text)}`);
      checkedWords = true;
      if (variant) counts.variants++;
      if (copy) {
        text = nearCopy(copyRandom, copy.kind, copy.source.text);
        words = countWords(text);
        counts.nearCopies[copy.kind]++;
        // Checked when it was submitted, as the server does: its score against what it copies.
        if (actionId !== ACTION.draft)
          copyRows.push({
            taleId,
            matchTaleId: copy.source.taleId,
            // Three decimals, as the server stores it.
            score: Math.round(copyScore(comparedText(text), comparedText(copy.source.text)) * 1000) / 1000,
          });
      }
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
      const drawnName = taleName(random);
      const name =
        copy && (copy.kind === 'retyped' || (copy.kind === 'edited' && copyRandom.chance(0.5)))
          ? copy.source.name
          : drawnName;
      const submittedMs = createdMs + (updatedMs - createdMs) * 0.1;
      // What is copied is in the archive: submitted, not a draft.
      if (!copy && actionId !== ACTION.draft) {
        originals++;
        const source = { taleId, name, text, owner, submittedMs };
        if (sources.length < COPY_SOURCES) sources.push(source);
        else {
          const slot = copyRandom.int(0, originals - 1);
          if (slot < COPY_SOURCES) sources[slot] = source;
        }
      }
      const fingerprintStarted = performance.now();
      fingerprintRows.push({ taleId, ...fingerprintOf(text) });
      counts.fingerprintSeconds += (performance.now() - fingerprintStarted) / 1000;
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
        submittedAt: actionId === ACTION.draft ? null : new Date(submittedMs),
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
    const writeStarted = performance.now();
    await db.transaction(async (tx) => {
      await insertAll((rows) => tx.insert(sourcePersons).values(rows), personRows);
      const insertStarted = performance.now();
      await insertAll((rows) => tx.insert(tales).values(rows), taleRows);
      counts.taleInsertSeconds += (performance.now() - insertStarted) / 1000;
      await insertAll((rows) => tx.insert(taleHistory).values(rows), historyRows);
      const attachmentsStarted = performance.now();
      await insertAll((rows) => tx.insert(taleAttachments).values(rows), attachmentRows);
      counts.attachmentInsertSeconds += (performance.now() - attachmentsStarted) / 1000;
      await insertAll((rows) => tx.insert(taleFingerprints).values(rows), fingerprintRows);
      // The other tales were never checked (copy_score null): an archive older than copy detection.
      await insertAll((rows) => tx.insert(taleCopyMatches).values(rows), copyRows);
      for (const { taleId, score } of copyRows)
        await tx.update(taleSearch).set({ copyScore: score }).where(eq(taleSearch.taleId, taleId));
    });
    counts.writeSeconds += (performance.now() - writeStarted) / 1000;
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
  // Statistics and the visibility map as autovacuum keeps them in a database in use (the search triggers leave
  // a dead search row behind every tale whose attachments rewrote it).
  await db.execute(sql`vacuum analyze`);
  return counts;
}
