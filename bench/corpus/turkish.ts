/**
 * Turkish-looking names and tale texts. Every tale opens and closes with the storytellers' formulas, which
 * between them hold every Turkish letter (ç ğ ı İ ö ş ü Ç Ğ Ö Ş Ü), so folding, sorting and search have work to do.
 */
import { upperTr } from '@masal/shared';
import type { Random } from './random.ts';

export const FIRST_NAMES = [
  'Ayşe',
  'Fatma',
  'Emine',
  'Hatice',
  'Zeynep',
  'Elif',
  'Özlem',
  'Gülşen',
  'Şükran',
  'Çiğdem',
  'Ümran',
  'Işıl',
  'Müzeyyen',
  'Gönül',
  'Sevgül',
  'Dilek',
  'Nurcan',
  'İpek',
  'Öznur',
  'Büşra',
  'Mehmet',
  'Mustafa',
  'Ahmet',
  'Ali',
  'Hüseyin',
  'Hasan',
  'İbrahim',
  'İsmail',
  'Osman',
  'Yusuf',
  'Ömer',
  'Şükrü',
  'Çağrı',
  'Doğan',
  'Uğur',
  'Gökhan',
  'Süleyman',
  'Tuğrul',
  'Ertuğrul',
  'Ilgaz',
  'Oğuz',
  'Erdoğan',
  'Kâzım',
  'Nevzat',
  'Ümit',
  'Şenol',
] as const;

export const SURNAMES = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Yıldız',
  'Yıldırım',
  'Öztürk',
  'Aydın',
  'Özdemir',
  'Arslan',
  'Doğan',
  'Kılıç',
  'Aslan',
  'Çetin',
  'Kara',
  'Koç',
  'Kurt',
  'Özkan',
  'Şimşek',
  'Polat',
  'Öz',
  'Çakır',
  'Erdoğan',
  'Güneş',
  'Akgül',
  'Tekin',
  'Bozkurt',
  'Ünal',
  'Işık',
  'Gök',
  'Türkmen',
  'Uğurlu',
  'Ağaoğlu',
  'Karagöz',
  'Sönmez',
  'Çağlar',
  'Dündar',
  'Güçlü',
  'İnce',
] as const;

export const HEROES = [
  'Keloğlan',
  'Padişahın Kızı',
  'Dev',
  'Peri Kızı',
  'Çoban',
  'Tilki',
  'Kurt',
  'Ayı',
  'Şahmeran',
  'Köse',
  'Nasreddin Hoca',
  'Cadı',
  'Üç Kardeş',
  'Zümrüdüanka',
  'Deli Dumrul',
  'Altın Saçlı Kız',
  'Balıkçı',
  'Oduncu',
  'Değirmenci',
  'Ağa',
  'Bey Oğlu',
  'Sultan',
  'Bülbül',
  'Çırak',
  'Kuyumcu',
  'Öksüz Çocuk',
  'Yedi Başlı Ejderha',
  'Karga',
  'Güvercin',
  'Kırk Haramiler',
  'İncili Çavuş',
  'Tembel Ahmet',
  'Akıllı Kız',
  'Cimri Tüccar',
  'Üvey Ana',
  'Şehzade',
  'Çiftçi',
  'Gümüş Kuş',
  'Ördek',
  'Keçi',
] as const;
const THINGS = [
  'Sihirli Yüzük',
  'Altın Elma',
  'Kırk Oda',
  'Kara Kazan',
  'Gül',
  'Sandık',
  'Uçan Halı',
  'Ayna',
  'Çeşme',
  'Değnek',
  'Köprü',
  'Kuyu',
  'Saray',
  'Dağ',
  'Ağaç',
  'Öküz',
  'İğne',
  'Şeker',
  'Tılsım',
  'Çarşı',
] as const;
const ADJECTIVES = [
  'Akıllı',
  'Tembel',
  'Cömert',
  'Cimri',
  'Yaşlı',
  'Genç',
  'Güzel',
  'Çirkin',
  'Küçük',
  'Büyük',
  'Kör',
  'Topal',
  'Öksüz',
  'Fakir',
  'Zengin',
  'Şaşkın',
  'Uyanık',
  'Gözü Açık',
  'İnatçı',
  'Dürüst',
] as const;

export function taleName(random: Random): string {
  const hero = random.pick(HEROES);
  switch (random.int(0, 5)) {
    case 0:
      return `${hero} ile ${random.pick(HEROES)}`;
    case 1:
      return `${hero} ve ${random.pick(THINGS)}`;
    case 2:
      return `${hero} Masalı`;
    case 3:
      return `${random.pick(ADJECTIVES)} ${hero}`;
    case 4:
      return `${random.pick(THINGS)} ile ${hero}`;
    default:
      return hero;
  }
}

const OPENING =
  'Evvel zaman içinde, kalbur saman içinde, develer tellal iken, pireler berber iken, ben annemin beşiğini tıngır mıngır sallar iken,';
const CLOSING =
  'Onlar ermiş muradına, biz çıkalım kerevetine. GÖKTEN ÜÇ ELMA DÜŞMÜŞ: BİRİ ANLATANA, BİRİ DİNLEYENE, BİRİ DE ÇOCUĞA ÖĞÜT VERENE.';
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
/** Words the formulas add to every text. */
const FORMULA_WORDS = words(OPENING) + words(CLOSING);

/** Ordinary words of the tales, lower case; a sentence's first word is capitalised the Turkish way (i → İ). */
export const VOCABULARY = (
  'bir gün varmış yokmuş padişah kızı oğlu çoban dağ başında ağaç altında köy kasaba şehir saray ' +
  'ırmak kıyısında çeşme başı değirmen yol yürümüş gitmiş gelmiş görmüş demiş sormuş söylemiş ağlamış gülmüş ' +
  'şaşırmış korkmuş sevinmiş üzülmüş düşünmüş anlamış beklemiş uyumuş uyanmış çıkmış inmiş girmiş dönmüş ' +
  'ışık karanlık gece gündüz sabah akşam kış yaz bahar güz rüzgâr yağmur kar güneş ay yıldız gök yer su ' +
  'ekmek peynir üzüm elma şeker bal süt çorba kazan ocak kapı pencere oda ev çadır ahır ağıl kuyu ' +
  'öküz at eşek keçi koyun kuzu kurt tilki ayı aslan kartal güvercin bülbül karga yılan ejderha dev peri ' +
  'cadı kocakarı ihtiyar delikanlı kız oğlan ana baba kardeş dayı amca teyze hala komşu misafir tüccar ' +
  'çırak usta kuyumcu oduncu balıkçı değirmenci avcı bekçi vezir sultan şehzade hanım ağa bey hoca ' +
  'altın gümüş elmas yüzük tılsım ayna sandık kese kılıç ok yay değnek halı iğne iplik kumaş ipek ' +
  'çok az büyük küçük güzel çirkin akıllı deli tembel çalışkan zengin fakir yaşlı genç iyi kötü doğru eğri ' +
  'hemen sonra önce yine artık ancak çünkü fakat ama hem de ile ve için gibi kadar göre diye ' +
  'üç yedi kırk bin dokuz on iki beş altı sekiz ' +
  'öğrenmiş öğütlemiş dövüşmüş kaçmış saklanmış aramış bulmuş kaybetmiş vermiş almış satmış ' +
  'çalmış yakalamış bağlamış çözmüş açmış kapamış yıkmış kurmuş pişirmiş yemiş içmiş giymiş düşmüş'
).split(' ');

/** The words of one sentence of `n` words: any words of the vocabulary, unless a tale type gives its own. */
export type SentenceWords = (random: Random, n: number) => string[];

const vocabularyWords: SentenceWords = (random, n) =>
  Array.from({ length: n }, () => random.pick(VOCABULARY));

/** `count` words in sentences of 5–16 words and paragraphs of 3–8 sentences. */
function body(random: Random, count: number, sentenceWords: SentenceWords): string {
  const out: string[] = [];
  let left = count;
  let inParagraph = 0;
  let paragraphLength = random.int(3, 8);
  while (left > 0) {
    const n = Math.min(left, random.int(5, 16));
    const sentence = sentenceWords(random, n);
    const first = sentence[0] as string;
    sentence[0] = upperTr(first.charAt(0)) + first.slice(1);
    if (n > 8 && random.chance(0.5)) sentence[random.int(2, n - 3)] += ',';
    out.push(`${sentence.join(' ')}${random.chance(0.1) ? '!' : '.'}`);
    left -= n;
    if (++inParagraph >= paragraphLength && left > 0) {
      out.push('\n\n');
      inParagraph = 0;
      paragraphLength = random.int(3, 8);
    }
  }
  return out.join(' ').replaceAll(' \n\n ', '\n\n');
}

/** A tale text of exactly `wordCount` words (at least the formulas'), as countWords counts them. */
export function taleText(random: Random, wordCount: number, sentenceWords = vocabularyWords): string {
  return `${OPENING} ${body(random, Math.max(1, wordCount - FORMULA_WORDS), sentenceWords)}\n\n${CLOSING}`;
}

export const LEARNED_FROM = [
  'Annesi',
  'Babası',
  'Dedesi',
  'Babaannesi',
  'Anneannesi',
  'Köyün yaşlıları',
  'Komşusu',
  'Kahvede dinlemiş',
] as const;
export const JOBS = [
  'Çiftçi',
  'Ev hanımı',
  'Emekli',
  'Öğretmen',
  'Çoban',
  'Esnaf',
  'İmam',
  'Şoför',
  'Öğrenci',
  'Memur',
] as const;
export const MATERIALS = [
  'Anadolu Masalları Derlemesi',
  'Köy Enstitüsü Defterleri',
  'Halk Kültürü Dergisi',
  'Türk Masalları Antolojisi',
  'Yöresel Anlatılar Kaset Arşivi',
] as const;
export const PLACES = [
  'Merkez',
  'Yukarıköy',
  'Aşağıçiftlik',
  'Gölbaşı',
  'Karaağaç',
  'Çamlıbel',
  'Değirmendere',
  'Üçpınar',
  'Şahinler',
  'Işıklar',
  'Ören',
  'Güzelyurt',
] as const;
