/**
 * Tale texts for copy detection's tests: two different Keloğlan tales told with the same formulas and names, a
 * longer printed tale, and the ways a copy is made of them (words changed, re-typed without Turkish letters by
 * another compiler, a part taken out of the printed tale).
 */

/** Keloğlan outwits a giant: ~290 words, opening and closing with the tellers' formulas. */
export const KELOGLAN_AND_GIANT = `Bir varmış, bir yokmuş. Evvel zaman içinde, kalbur saman içinde, Keloğlan adında bir delikanlı ile yaşlı anası bir köyün kenarında küçük bir kulübede yaşarlarmış. Evlerinde ne un varmış ne de yağ; Keloğlan her sabah ormana gider, topladığı odunları pazarda satarmış.

Bir gün yine ormanın derinliklerine dalmış, baltasını koca bir meşe ağacına vurmuş. O anda yer sarsılmış, ağacın ardından upuzun bir dev çıkmış. Dev gürleyen sesiyle: "Benim ormanımda ne arıyorsun, seni bir lokmada yutarım!" demiş. Keloğlan korkmuş ama belli etmemiş. Cebindeki peyniri çıkarıp avucunda sıkmış, suyunu toprağa damlatmış. "Bak," demiş, "ben taşı sıkınca suyunu çıkarırım, sen benimle baş edemezsin." Dev şaşırmış, bu küçük adamın gücünden çekinmiş ve onu evine misafir etmeye karar vermiş.

Gece olunca dev, Keloğlan'ı uykusunda öldürmek için kocaman bir kütük hazırlamış. Keloğlan bunu sezmiş, yatağına bir çuval saman koymuş, kendisi de ocağın başına saklanmış. Dev gece yarısı gelip kütüğü yatağa indirmiş. Sabah Keloğlan'ı sapasağlam görünce iyice korkmuş. "Gece bir sinek konup beni gıdıkladı," demiş Keloğlan gülerek. Dev artık bu adamdan kurtulmak istemiş, ona bir küp altın verip yolcu etmiş.

Keloğlan altınları sırtlanıp köyüne dönmüş, anasının boynuna sarılmış. O günden sonra ne odun kesmişler ne de aç kalmışlar. Köyün yoksullarına da altından pay vermişler, herkes onlara dua etmiş. Onlar ermiş muradına, biz çıkalım kerevetine. Gökten üç elma düşmüş: biri anlatana, biri dinleyene, biri de çocuğa öğüt verene.`;

/** Another Keloğlan tale (the padişah's daughter healed): same formulas, same hero and his mother, other words. */
export const KELOGLAN_AND_PRINCESS = `Bir varmış, bir yokmuş. Evvel zaman içinde, kalbur saman içinde, Keloğlan ile anası bir köyde yaşarlarmış. Keloğlan tembel mi tembel bir oğlanmış; bütün gün kül içinde yatar, anasının getirdiği çorbayı içermiş.

Bir gün şehirden tellallar gelmiş, padişahın kızının hastalandığını, onu iyileştirene kızını vereceğini bağırmışlar. Keloğlan kalkmış, anasından bir torba kuru ekmek istemiş, yola düşmüş. Az gitmiş, uz gitmiş, dere tepe düz gitmiş. Yolda bir çeşmenin başında yaşlı bir kadına rastlamış. Kadının testisini doldurup evine kadar taşımış. Yaşlı kadın ona bir tutam otla küçük bir ayna vermiş: "Bu otu kaynat, suyunu kıza içir; aynayı da başucuna as," demiş.

Keloğlan saraya varınca kapıdaki muhafızlar onu kovmak istemiş, ama padişah son bir umutla içeri almış. Keloğlan otu kaynatmış, suyunu kıza içirmiş, aynayı da duvara asmış. Kız üç gün üç gece uyumuş, dördüncü sabah gözlerini açıp gülümsemiş. Padişah sevincinden ne yapacağını bilememiş. Vezirler bir keloğlana kız verilmez diye söylenmişler, ama padişah sözünden dönmemiş.

Kırk gün kırk gece düğün yapmışlar. Keloğlan anasını da saraya getirmiş, yaşlı kadını da unutmamış, ona bir kese altın göndermiş. Onlar ermiş muradına, biz çıkalım kerevetine. Gökten üç elma düşmüş: biri anlatana, biri dinleyene, biri de çocuğa öğüt verene.`;

/** The giant tale re-typed by another compiler without Turkish letters, its first and last sentences their own. */
export const KELOGLAN_AND_GIANT_RETYPED = `Bu masali koyumuzun yaslilarindan dinledim. Keloglan adinda bir delikanli ile yasli anasi bir koyun kenarinda kucuk bir kulubede yasarlarmis. Evlerinde ne un varmis ne de yag; Keloglan her sabah ormana gider, topladigi odunlari pazarda satarmis.

Bir gun yine ormanin derinliklerine dalmis, baltasini koca bir mese agacina vurmus. O anda yer sarsilmis, agacin ardindan upuzun bir dev cikmis. Dev gurleyen sesiyle: "Benim ormanimda ne ariyorsun, seni bir lokmada yutarim!" demis. Keloglan korkmus ama belli etmemis. Cebindeki peyniri cikarip avucunda sikmis, suyunu topraga damlatmis. "Bak," demis, "ben tasi sikinca suyunu cikaririm, sen benimle bas edemezsin." Dev sasirmis, bu kucuk adamin gucunden cekinmis ve onu evine misafir etmeye karar vermis.

Gece olunca dev, Keloglan'i uykusunda oldurmek icin kocaman bir kutuk hazirlamis. Keloglan bunu sezmis, yatagina bir cuval saman koymus, kendisi de ocagin basina saklanmis. Dev gece yarisi gelip kutugu yataga indirmis. Sabah Keloglan'i sapasaglam gorunce iyice korkmus. Dev artik bu adamdan kurtulmak istemis, ona bir kup altin verip yolcu etmis.

Keloglan altinlari sirtlanip koyune donmus, anasinin boynuna sarilmis. Hepsi bu kadar.`;

/** A printed tale (a book in the archive), ~560 words. */
export const GOLDEN_HAIRED_GIRL = `Evvel zaman içinde, kalbur saman içinde, bir padişahın üç oğlu varmış. Sarayın bahçesinde her yıl tek bir altın elma veren bir ağaç varmış; ama elma olgunlaştığı gece birisi gelip onu çalarmış. Padişah oğullarını çağırmış: "Hanginiz bu hırsızı yakalarsa tahtımı ona bırakacağım," demiş.

İlk gece büyük oğul nöbete durmuş. Gece yarısına doğru tatlı bir rüzgâr esmiş, şehzadenin gözleri kapanmış, sabah uyandığında elma yerinde yokmuş. İkinci gece ortanca oğul beklemiş, onun da başına aynı iş gelmiş. Üçüncü gece sıra küçük şehzadeye gelmiş. Küçük şehzade parmağını bıçakla kesmiş, yarasına tuz basmış, acısından bir an bile uyumamış. Gece yarısı gökten bir ışık inmiş, ağacın dalına altın tüylü bir kuş konmuş. Şehzade okunu atmış, kuşun kanadından bir tüy düşmüş, kuş da uçup gitmiş.

Sabah şehzade tüyü babasına götürmüş. Padişah tüyün parıltısına hayran kalmış: "Bu kuşu bulup getirmedikçe gönlüm rahat etmez," demiş. Üç kardeş atlarına binip yola çıkmışlar. Bir yol ayrımına gelmişler; taşın üstünde şöyle yazıyormuş: "Sağa giden döner, sola giden belki döner, ortadaki yoldan giden dönmez." Büyükler sağ ile sol yolu seçmiş, küçük şehzade ortadaki yola sapmış.

Küçük şehzade yedi gün yedi gece yol almış, sonunda karanlık bir ormanın içinde yaşlı bir dervişe rastlamış. Derviş ona kuşun bir devin sarayında, altın bir kafeste durduğunu söylemiş. "Devin yanına varınca ona selam ver, sakın korkma; sana ne sorarsa doğru cevap ver," diye öğüt vermiş. Şehzade devin sarayına varmış, dev uyurken kafesi almak istemiş ama kafesin kapısı çınlamış, dev uyanmış. Şehzade dervişin sözünü hatırlayıp deve selam vermiş, kuşu neden istediğini bir bir anlatmış. Dev onun doğru sözlülüğünü beğenmiş: "Kuşu sana veririm, ama karşılığında bana dağların ardındaki altın saçlı kızı getireceksin," demiş.

Şehzade yine yollara düşmüş. Dağları aşmış, ırmakları geçmiş, sonunda altın saçlı kızın köşküne varmış. Kız pencerenin önünde saçlarını tarıyormuş; saçlarının ışığı bütün vadiyi aydınlatıyormuş. Şehzade kızı görür görmez ona gönlünü kaptırmış, kız da şehzadeyi sevmiş. İkisi birlikte devin sarayına dönmüşler. Kız devi bir bilmeceyle oyalamış, dev bilmeceyi çözemeyince sözünü tutmuş, kuşu da kızı da şehzadeye bırakmış.

Şehzade dönüş yolunda yol ayrımında ağabeylerini bulmuş. Ağabeyleri kardeşlerinin getirdiklerini kıskanmış, onu bir kuyuya atıp kuşu ve kızı alarak saraya gitmişler. Ama kuş ötmemiş, kız da ağzını açıp tek söz söylememiş. Kuyunun dibinde şehzade bir kapı bulmuş, kapıdan bir yeraltı bahçesine çıkmış, oradan da saraya giden bir yol bulmuş. Saraya vardığında kuş ötmeye başlamış, kız da bütün olanları padişaha anlatmış. Padişah büyük oğullarını sürgüne göndermiş, tahtını küçük şehzadeye bırakmış. Kırk gün kırk gece düğün yapmışlar. Onlar ermiş muradına, biz çıkalım kerevetine.`;

/** The printed tale's dervish-and-giant part, taken with a sentence of the copier's own before and after it. */
export const GOLDEN_HAIRED_GIRL_PART = `Ninemin anlattığı masalı yazıyorum. ${
  GOLDEN_HAIRED_GIRL.split('\n\n')[3]
}

${GOLDEN_HAIRED_GIRL.split('\n\n')[4]} Ninem masalı burada bitirirdi.`;

/** A sentence of the copier's own, between every two paragraphs of `text`: the copy's passages are cut there. */
export function withOwnSentences(text: string): string {
  return text
    .split('\n\n')
    .join('\n\nNinem burada biraz durur, çayından bir yudum alır, sonra anlatmaya devam ederdi.\n\n');
}

/** Words the test changes a text with: ordinary words none of the texts above holds. */
const OTHER_WORDS = [
  'sandal',
  'kalem',
  'masa',
  'bulut',
  'çorap',
  'tencere',
  'kitap',
  'fener',
  'duvar',
  'şemsiye',
];

/**
 * The text with every `every`-th word replaced (every = 10: 10 % of its words changed), spaces and punctuation
 * kept; answers the text and how many words it changed.
 */
export function withWordsChanged(text: string, every: number): { text: string; changed: number } {
  let n = 0;
  let changed = 0;
  const result = text.replace(/[\p{L}\p{N}'’]+/gu, (word) => {
    n++;
    if (n % every !== 0) return word;
    return OTHER_WORDS[changed++ % OTHER_WORDS.length] as string;
  });
  return { text: result, changed };
}
