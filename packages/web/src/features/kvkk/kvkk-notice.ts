/**
 * The KVKK information notice (aydınlatma metni) of Masal Portalı, shown at /kvkk. It is a legal text
 * with its own structure, so it lives here rather than in tr.json; the page's own labels are in tr.json.
 * When anything here changes, change KVKK_VERSION in packages/shared/src/kvkk.ts too: sign-up stores the
 * version each person acknowledged.
 */

export interface NoticeSection {
  /** Also the section's anchor (`#kvkk-…`), so a part of the notice can be linked. */
  id: string;
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  /** Paragraphs after the list. */
  closing?: readonly string[];
}

export const KVKK_NOTICE: { title: string; intro: readonly string[]; sections: readonly NoticeSection[] } = {
  title: 'Kişisel Verilerin Korunması Hakkında Aydınlatma Metni',
  intro: [
    'Bu metin, Masal Portalı’nı (“Portal”) kullanırken kişisel verilerinizin nasıl işlendiğini 6698 sayılı Kişisel Verilerin Korunması Kanunu (“KVKK”) 10. maddesi uyarınca size açıklamak için hazırlanmıştır.',
  ],
  sections: [
    {
      id: 'veri-sorumlusu',
      heading: '1. Veri sorumlusu',
      paragraphs: [
        'Portal aracılığıyla işlenen kişisel verileriniz bakımından veri sorumlusu Kültür Merkezi Başkanlığıdır (“Başkanlık”).',
      ],
    },
    {
      id: 'islenen-veriler',
      heading: '2. Hangi kişisel verileriniz işlenir?',
      items: [
        'Kimlik bilgileri: ad, soyad, TC Kimlik No, doğum tarihi ve doğum yeri.',
        'İletişim bilgileri: e-posta adresi.',
        'Mesleki bilgiler: kurum, unvan ve meslek.',
        'Finansal bilgiler: IBAN ve banka adı (yalnızca derleme ücretinin ödenmesi için).',
        'Görsel bilgiler: yüklemeyi seçerseniz profil resminiz.',
        'İçerik bilgileri: gönderdiğiniz masallar ve derleme bilgileri, ek dosyalar (resim, belge) ile anlatıcıların ses ve video kayıtları.',
        'İşlem güvenliği bilgileri: oturum açma zamanları, işlem kayıtları ve işlemin yapıldığı IP adresi. Şifreniz geri çevrilemeyecek biçimde saklanır; kimse, Başkanlık da dâhil, şifrenizi göremez.',
      ],
      closing: [
        'TC Kimlik No ve IBAN şifrelenerek saklanır; yönetici ekranlarında maskelenerek gösterilir ve tam hâllerinin her görüntülenmesi işlem kaydına yazılır.',
        'Masalı anlatan kaynak kişilerin adı, mesleği, eğitim durumu, doğum yılı ve yeri ile ses ve video kayıtlarını Portal’a siz girersiniz. Bu kişileri bilgilendirmeniz ve kayıtlarını paylaşmak için onaylarını almanız gerekir.',
        'Portal sizden sağlık, din, etnik köken gibi özel nitelikli kişisel veri istemez; masal metinlerine ve ek dosyalara bu tür bilgiler eklememenizi rica ederiz.',
      ],
    },
    {
      id: 'amaclar',
      heading: '3. Kişisel verileriniz hangi amaçlarla işlenir?',
      items: [
        'Üyelik hesabınızı açmak, kimliğinizi doğrulamak ve Portal’a güvenli girişinizi sağlamak.',
        'Gönderdiğiniz masalları incelemek; editör, editör yardımcısı ve danışma kurulu süreçlerini yürütmek.',
        'Uygun görülen masalları derleyicisinin adıyla yayımlamak ve halk kültürü arşivinde saklamak.',
        'Derleme ücretlerini ödemek ve mali mevzuattan doğan yükümlülükleri yerine getirmek.',
        'Hesabınız ve gönderdiğiniz masallar hakkında size e-posta ile bilgi vermek.',
        'Bilgi güvenliğini sağlamak, yetkisiz erişimi önlemek ve yapılan işlemlerin kaydını tutmak.',
        'Yetkili kamu kurum ve kuruluşlarının ve yargı mercilerinin kanuni taleplerini karşılamak.',
      ],
    },
    {
      id: 'hukuki-sebepler',
      heading: '4. Hukuki sebepler',
      paragraphs: [
        'Kişisel verileriniz KVKK 5. maddesinin 2. fıkrasındaki şu hukuki sebeplere dayanılarak işlenir:',
      ],
      items: [
        'Bir sözleşmenin kurulması veya ifasıyla doğrudan ilgili olması (m.5/2-c): üyelik, masal gönderimi, masalların yayımlanması ve derleme ücretinin ödenmesi.',
        'Veri sorumlusunun hukuki yükümlülüğünü yerine getirebilmesi (m.5/2-ç): ödeme ve mali kayıtların tutulması, yetkili kurumlara bilgi verilmesi.',
        'Kanunlarda açıkça öngörülmesi (m.5/2-a): mevzuatın saklanmasını veya bildirilmesini zorunlu kıldığı kayıtlar.',
        'Bir hakkın tesisi, kullanılması veya korunması için zorunlu olması (m.5/2-e): olası uyuşmazlıklarda başvurulacak kayıtlar.',
        'İlgili kişinin temel hak ve özgürlüklerine zarar vermemek kaydıyla, veri sorumlusunun meşru menfaatleri için zorunlu olması (m.5/2-f): bilgi güvenliği ve işlem kayıtları.',
      ],
    },
    {
      id: 'aktarim',
      heading: '5. Kişisel verileriniz kimlere aktarılır?',
      items: [
        'Başkanlık bünyesinde görev alan yöneticiler, editörler, editör yardımcıları ve danışma kurulu üyeleri; yalnızca görevlerinin gerektirdiği ölçüde.',
        'Derleme ücretlerinin ödenmesi için bankalar ile mali mevzuat gereği yetkili kamu kurum ve kuruluşları.',
        'Kanunen yetkili kamu kurum ve kuruluşları ile yargı mercileri; talep etmeleri hâlinde.',
        'Portal’ın barındırma ve e-posta gönderim hizmetlerini sağlayan yurt içindeki hizmet sağlayıcılar; yalnızca bu hizmetleri vermeleri için ve Başkanlığın talimatlarıyla.',
      ],
      closing: [
        'Yayımlanan masallarda masal metni, derleyicinin adı ve derleme bilgileri herkese açık olarak gösterilir. TC Kimlik No, IBAN, banka adı ve e-posta adresiniz hiçbir zaman yayımlanmaz.',
        'Kişisel verileriniz yurt dışına aktarılmaz.',
      ],
    },
    {
      id: 'toplama-yontemi',
      heading: '6. Kişisel verileriniz nasıl toplanır?',
      paragraphs: [
        'Kişisel verileriniz, Portal’daki kayıt, profil ve masal formlarını doldurmanız ve dosya yüklemeniz yoluyla elektronik ortamda sizden toplanır. Hesabınızı bir yönetici açtıysa kimlik, iletişim ve mesleki bilgileriniz yönetici tarafından girilir. İşlem güvenliği bilgileri, Portal’ı kullanırken otomatik olarak kaydedilir.',
      ],
    },
    {
      id: 'saklama',
      heading: '7. Ne kadar süre saklanır?',
      items: [
        'Hesap bilgileriniz hesabınız açık olduğu sürece saklanır. Silme talebiniz onaylandığında hesabınız anonimleştirilir.',
        'Masallar ve ekleri, halk kültürü arşivinin parçası olarak süresiz saklanır; hesabınız anonimleştirildiğinde “Anonim derleyici” adıyla kalır.',
        'Ödeme kayıtları, mali mevzuatta öngörülen süreler boyunca saklanır.',
        'İşlem kayıtları güvenlik ve denetim için gerekli olduğu sürece saklanır; hesabınız anonimleştirildiğinde bu kayıtlardaki kişisel bilgileriniz de çıkarılır.',
      ],
      closing: ['Saklama süresi dolan kişisel veriler silinir, yok edilir veya anonim hâle getirilir.'],
    },
    {
      id: 'haklariniz',
      heading: '8. Haklarınız (KVKK m.11)',
      paragraphs: ['Başkanlığa başvurarak:'],
      items: [
        'Kişisel verilerinizin işlenip işlenmediğini öğrenme,',
        'İşlenmişse buna ilişkin bilgi talep etme,',
        'İşlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme,',
        'Yurt içinde veya yurt dışında aktarıldığı üçüncü kişileri bilme,',
        'Eksik veya yanlış işlenmiş olması hâlinde düzeltilmesini isteme,',
        'KVKK 7. maddesindeki şartlar çerçevesinde silinmesini veya yok edilmesini isteme,',
        'Düzeltme, silme veya yok etme işlemlerinin, verilerin aktarıldığı üçüncü kişilere bildirilmesini isteme,',
        'İşlenen verilerin yalnızca otomatik sistemlerle analiz edilmesi sonucunda aleyhinize bir sonuç çıkmasına itiraz etme,',
        'Kanuna aykırı işleme nedeniyle zarara uğramanız hâlinde zararın giderilmesini talep etme',
      ],
      closing: ['haklarına sahipsiniz.'],
    },
    {
      id: 'basvuru',
      heading: '9. Nasıl başvurabilirsiniz?',
      items: [
        'Verilerinizin bir kopyası: Portal’a giriş yapıp Profil sayfasındaki “Kişisel verilerim” bölümünden “Kişisel verilerimi indir” düğmesiyle, Portal’ın sizinle ilgili sakladığı bütün bilgileri (hesap bilgileri, roller, masallar ve metinleri, ek dosya listesi, ödemeler, işlem kayıtları) tek bir dosya olarak indirebilirsiniz.',
        'Düzeltme: ad, soyad, unvan, kurum, meslek, doğum bilgileri, IBAN ve banka adınızı Profil sayfasından kendiniz düzeltebilirsiniz.',
        'Silme: aynı bölümdeki “Hesabımın silinmesini talep et” düğmesiyle hesabınızın silinmesini isteyebilirsiniz. Talebiniz yönetici tarafından incelenir. Onaylandığında adınız, e-posta adresiniz, TC Kimlik No’nuz, IBAN ve banka bilginiz, unvan, meslek ve doğum bilgileriniz ile profil resminiz silinir ve hesabınız kapatılır. Masallarınız metinleriyle birlikte arşivde “Anonim derleyici” adıyla kalır; mevzuat gereği saklanması gereken ödeme kayıtları korunur.',
        'Diğer talepleriniz için Başkanlığa yazılı olarak ya da Kişisel Verileri Koruma Kurulunun belirlediği diğer yöntemlerle başvurabilirsiniz.',
      ],
      closing: [
        'Başvurunuz, niteliğine göre en geç otuz gün içinde ücretsiz olarak sonuçlandırılır. Başvurunuzun reddedilmesi, verilen cevabı yetersiz bulmanız veya süresinde cevap verilmemesi hâlinde Kişisel Verileri Koruma Kuruluna şikâyette bulunabilirsiniz.',
      ],
    },
    {
      id: 'tarayici',
      heading: '10. Tarayıcınızda tutulan bilgiler',
      paragraphs: [
        'Portal reklam veya izleme çerezi kullanmaz. Oturumunuzun sürmesi için bir oturum anahtarı ve görünüm tercihleriniz yalnızca tarayıcınızın yerel deposunda tutulur; çıkış yaptığınızda oturum anahtarı silinir.',
      ],
    },
  ],
};
