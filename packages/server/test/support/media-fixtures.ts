/**
 * Small real files of every allowed attachment type, made in code (no ffmpeg on the machine), plus files
 * that lie about their type. The MP3 is playable silence, so a browser test can decode it too.
 */
import { crc32 } from 'node:zlib';
import * as CFB from 'cfb';
import sharp from 'sharp';

export interface Fixture {
  fileName: string;
  bytes: Buffer;
  /** What the server should decide from the bytes. */
  mimeType: string;
  /** Seed §3: 1 image, 2 audio, 3 video, 4 other. */
  type: number;
}

const ascii = (s: string) => Buffer.from(s, 'latin1');
const u32be = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

/** An image of the given size and format, via sharp. */
export function image(format: 'jpeg' | 'png' | 'webp' | 'gif', width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 30 } } })
    .toFormat(format)
    .toBuffer();
}

/** MPEG-1 Layer III, 128 kbit/s, 44.1 kHz, joint stereo: 417-byte frames of 1152 samples (26.1 ms). */
const MP3_FRAME_HEADER = [0xff, 0xfb, 0x90, 0x64];
const MP3_FRAME_BYTES = 417;
const MP3_FRAME_SECONDS = 1152 / 44_100;

/**
 * CBR MP3 of silence: every frame a valid header and zero side information (no bits for any granule),
 * which decoders turn into silent samples.
 */
export function mp3(seconds = 1.5): Buffer {
  const frames = Math.ceil(seconds / MP3_FRAME_SECONDS);
  const frame = Buffer.alloc(MP3_FRAME_BYTES);
  Buffer.from(MP3_FRAME_HEADER).copy(frame);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

/** PCM WAV, 8 kHz mono 16-bit silence. */
function wav(seconds = 0.5): Buffer {
  const rate = 8000;
  const data = Buffer.alloc(Math.round(rate * seconds) * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** An ISO-BMFF `ftyp` box with the given major brand; file-type decides mp4/m4a/mov/3gp from it. */
function ftypBox(brand: string): Buffer {
  const body = Buffer.concat([ascii(brand.padEnd(4, ' ')), u32be(0x200), ascii('isommp41')]);
  return Buffer.concat([u32be(8 + body.length), ascii('ftyp'), body]);
}

/** `ftyp` + an empty `free` box + `payload` bytes: enough for detection, not for playback. */
export function isoMedia(brand: string, payload = Buffer.alloc(1024)): Buffer {
  return Buffer.concat([ftypBox(brand), u32be(8), ascii('free'), payload]);
}

/** EBML header with DocType `webm`. */
function webm(): Buffer {
  const docType = Buffer.concat([Buffer.from([0x42, 0x82, 0x84]), ascii('webm')]);
  return Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | docType.length]),
    docType,
    Buffer.alloc(256),
  ]);
}

/** First Ogg page carrying a Vorbis identification header. */
function oggVorbis(): Buffer {
  const page = Buffer.alloc(28);
  page.write('OggS', 0, 'latin1');
  page[5] = 0x02; // beginning of stream
  page[26] = 1; // one segment
  page[27] = 30;
  return Buffer.concat([page, Buffer.from([0x01]), ascii('vorbis'), Buffer.alloc(256)]);
}

const amr = () => Buffer.concat([ascii('#!AMR\n'), Buffer.alloc(320)]);
/** MPEG-1 video sequence header start code. */
const mpegVideo = () =>
  Buffer.concat([Buffer.from([0x00, 0x00, 0x01, 0xb3, 0x14, 0x00, 0xf0, 0x13]), Buffer.alloc(512)]);

export function pdf(): Buffer {
  return ascii(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\n' +
      'trailer << /Root 1 0 R >>\n%%EOF\n',
  );
}

/** A zip archive of stored (uncompressed) entries, in the given order. */
function zip(entries: ReadonlyArray<{ name: string; data: string | Buffer }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : entry.data;
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = (main: string, part: string) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="${part}" ContentType="${main}"/></Types>`;
const rootRels = (target: string) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" ' +
  `Target="${target}"/></Relationships>`;

/** A minimal Word document: file-type reads the main part's content type from [Content_Types].xml. */
function docx(text = 'Evvel zaman içinde…'): Buffer {
  return zip([
    {
      name: '[Content_Types].xml',
      data: contentTypes(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
        '/word/document.xml',
      ),
    },
    { name: '_rels/.rels', data: rootRels('word/document.xml') },
    {
      name: 'word/document.xml',
      data:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
        `<w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
    },
  ]);
}

function pptx(): Buffer {
  return zip([
    {
      name: '[Content_Types].xml',
      data: contentTypes(
        'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
        '/ppt/presentation.xml',
      ),
    },
    { name: '_rels/.rels', data: rootRels('ppt/presentation.xml') },
    {
      name: 'ppt/presentation.xml',
      data: '<p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"/>',
    },
  ]);
}

/** An OLE compound file header, as old .doc, .ppt (and .xls, .msi) files start; no directory behind it. */
export function compoundFile(): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  return header;
}

/**
 * A real OLE compound file (written by cfb) holding the given streams, e.g. `WordDocument` for a .doc
 * or `PowerPoint Document` for a .ppt; a path with a slash puts the stream inside a storage.
 */
export function compoundDocument(streams: Readonly<Record<string, Buffer>>): Buffer {
  const container = CFB.utils.cfb_new();
  for (const [path, content] of Object.entries(streams)) CFB.utils.cfb_add(container, path, content);
  return CFB.write(container, { type: 'buffer' }) as Buffer;
}

/** A Word 97 document's streams: the FIB's magic number opens WordDocument; the text lives in 1Table. */
export const wordStreams = (size = 4096) => {
  const wordDocument = Buffer.alloc(size);
  wordDocument.writeUInt16LE(0xa5ec, 0);
  return { WordDocument: wordDocument, '1Table': Buffer.alloc(512) };
};

/** A PowerPoint 97 presentation's streams. */
export const powerPointStreams = () => ({
  'PowerPoint Document': Buffer.alloc(4096),
  'Current User': Buffer.alloc(64),
});

/** A Linux executable's header. */
export const elf = () =>
  Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01]), Buffer.alloc(1024)]);
/** A Windows executable's header. */
export const windowsExe = () =>
  Buffer.concat([ascii('MZ'), Buffer.alloc(58), u32be(0x80), Buffer.alloc(1024)]);
export const html = () =>
  ascii('<!DOCTYPE html><html><head><script>alert(document.cookie)</script></head><body></body></html>\n');

/** Every allowed type, each with the type the server should decide. */
export async function allowedFixtures(): Promise<Fixture[]> {
  return [
    { fileName: 'resim.jpg', bytes: await image('jpeg'), mimeType: 'image/jpeg', type: 1 },
    { fileName: 'resim.png', bytes: await image('png'), mimeType: 'image/png', type: 1 },
    { fileName: 'resim.webp', bytes: await image('webp'), mimeType: 'image/webp', type: 1 },
    { fileName: 'resim.gif', bytes: await image('gif'), mimeType: 'image/gif', type: 1 },
    { fileName: 'Köroğlu şarkısı.mp3', bytes: mp3(), mimeType: 'audio/mpeg', type: 2 },
    { fileName: 'ses.wav', bytes: wav(), mimeType: 'audio/wav', type: 2 },
    { fileName: 'ses.ogg', bytes: oggVorbis(), mimeType: 'audio/ogg', type: 2 },
    { fileName: 'ses.m4a', bytes: isoMedia('M4A '), mimeType: 'audio/mp4', type: 2 },
    { fileName: 'ses.amr', bytes: amr(), mimeType: 'audio/amr', type: 2 },
    { fileName: 'video.mp4', bytes: isoMedia('isom'), mimeType: 'video/mp4', type: 3 },
    { fileName: 'video.mov', bytes: isoMedia('qt  '), mimeType: 'video/quicktime', type: 3 },
    { fileName: 'video.3gp', bytes: isoMedia('3gp4'), mimeType: 'video/3gpp', type: 3 },
    { fileName: 'video.webm', bytes: webm(), mimeType: 'video/webm', type: 3 },
    { fileName: 'video.mpg', bytes: mpegVideo(), mimeType: 'video/mpeg', type: 3 },
    { fileName: 'belge.pdf', bytes: pdf(), mimeType: 'application/pdf', type: 4 },
    {
      fileName: 'belge.docx',
      bytes: docx(),
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      type: 4,
    },
    {
      fileName: 'sunum.pptx',
      bytes: pptx(),
      mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      type: 4,
    },
    {
      fileName: 'eski belge.doc',
      bytes: compoundDocument(wordStreams()),
      mimeType: 'application/msword',
      type: 4,
    },
    {
      fileName: 'eski sunum.ppt',
      bytes: compoundDocument(powerPointStreams()),
      mimeType: 'application/vnd.ms-powerpoint',
      type: 4,
    },
  ];
}
