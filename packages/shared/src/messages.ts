/**
 * Turkish messages the server and the forms share, so a rule says the same thing on both sides.
 * Texts quoted by seed §5/§8 are kept to the letter (including their spelling).
 */
import { MAX_FILES_PER_UPLOAD } from './constants.ts';

export const MSG = {
  signInEmailRequired: 'E-Posta Adresi veya TC Kimlik No alanı zorunludur.',
  passwordMin: 'Şifre alanı zorunludur. En az 6 karakter.',
  nameRequired: 'Ad alanı zorunludur.',
  nameMax: 'Ad en fazla 45 karakter olabilir.',
  surnameRequired: 'Soyad alanı zorunludur.',
  surnameMax: 'Soyad en fazla 45 karakter olabilir.',
  emailRequired: 'E-posta alanı zorunludur.',
  emailInvalid: 'Geçerli bir e-posta adresi giriniz.',
  identityNoLength: 'TC Kimlik No alanı zorunludur ve 11 Karakterdir.',
  identityNoInvalid: 'Geçerli bir TC Kimlik No giriniz.',
  passwordReplyMin: 'Şifre tekrarı alanı zorunludur. En az 6 karakter.',
  passwordsDoNotMatch: 'Şifreler uyuşmuyor.',
  passwordsNotEqual: 'Girilen şifreler eşleşmemektedir.',
  institutionRequired: 'Kurum Seçimi zorunludur.',
  titleMax: 'Unvan en fazla 45 karakter olabilir.',
  codeRequired: 'Bağlantıdaki kod eksik. Lütfen e-postanızdaki bağlantıyı kullanın.',
  ibanInvalid: 'Geçerli bir IBAN giriniz (TR ile başlayan 26 karakter).',

  signInFailed: 'Email veya şifre hatalı!!!',
  signInInactive:
    'Hesabınız henüz etkinleştirilmemiş. E-postanıza gönderilen bağlantıyla hesabınızı etkinleştirin.',
  signInSuccess: 'Giriş başarılı.',
  /** The same whether or not the e-mail or TC Kimlik No was taken (no enumeration). */
  signUpSuccess: 'Hesabınızı etkinleştirmek için e-postanızı kontrol edin.',
  institutionNotFound: 'Seçilen kurum bulunamadı.',
  forgotSent:
    'Bu e-posta adresi kayıtlıysa şifre yenileme bağlantısı gönderildi. Lütfen e-postanızı kontrol edin.',
  resetSuccess: 'Şifreniz güncellendi. Yeni şifrenizle giriş yapabilirsiniz.',
  resetInvalid: 'Şifre yenileme bağlantısı geçersiz ya da süresi dolmuş.',
  activationSuccess: 'Hesabınız etkinleştirildi. Giriş yapabilirsiniz.',
  activationInvalid: 'Etkinleştirme bağlantısı geçersiz ya da süresi dolmuş.',
  codeEmailMismatch: 'Yazdığınız e-posta adresi, bağlantının gönderildiği adresle eşleşmiyor.',
  logoutSuccess: 'Oturumunuz kapatıldı.',
  tooManyAttempts: 'Çok fazla deneme yapıldı. Lütfen birkaç dakika sonra tekrar deneyin.',

  taleNameRequired: 'Masal adı alanı zorunludur.',
  taleNameMax: 'Masal adı en fazla 200 karakter olabilir.',
  textTooLong: 'Bu alan çok uzun.',
  /** A JSON request beyond the body limit: in practice, a tale's texts. */
  requestTooLarge: 'Gönderilen metin izin verilen uzunluğu aşıyor. Lütfen metni kısaltıp tekrar deneyin.',
  regionInvalid: 'Listeden bir bölge seçiniz.',
  cityInvalid: 'Listeden bir il seçiniz.',
  cityNotInRegion: 'Seçilen il bu bölgede değil.',
  dateInvalid: 'Geçerli bir tarih giriniz (gg.aa.yyyy).',
  dateInFuture: 'Tarih bugünden sonra olamaz.',
  yearInvalid: 'Geçerli bir yıl giriniz (ör. 1950).',
  educationLevelInvalid: 'Listeden bir öğrenim durumu seçiniz.',
  areaRequired: 'Bölge seçimi zorunludur.',
  cityRequired: 'İl seçimi zorunludur.',
  taleSourceRequired: 'Masalın kaynağı seçimi zorunludur.',
  taleSourceTextRequired: 'Tez / basılı yayın kaynağı için Kaynakça zorunludur.',
  taleTextRequired: 'Ana Masal Metni zorunludur.',
  compilerNameSurnameRequired: 'Derleyicinin adı soyadı zorunludur.',
  whereToCompileRequired: 'Derlendiği yer zorunludur.',
  sourceNameRequired: 'Kaynak kişinin adı soyadı zorunludur.',
  materialNameRequired: 'Materyal adı zorunludur.',
  complationDateRequired: 'Derleme tarihi zorunludur.',
  submitIncomplete: 'Masalı göndermeden önce eksik alanları doldurunuz.',
  taleStale:
    'Bu masal siz düzenlerken başka bir yerde değiştirildi. Güncel hâli yüklendi; kendi metniniz kaybolmadı.',
  taleNotEditable: 'Bu masal bu aşamada değiştirilemez.',
  transitionNotAllowed: 'Masal bu aşamadan istenen aşamaya geçirilemez.',
  taleSaved: 'Masal kaydedildi.',
  taleSubmitted: 'Masal editöre gönderildi.',
  taleDeleted: 'Taslak silindi.',
  attachmentUploaded: 'Dosya eklendi.',
  attachmentDeleted: 'Dosya silindi.',
  fileRequired: 'Bir dosya seçiniz.',
  tooManyFiles: `Tek seferde en fazla ${MAX_FILES_PER_UPLOAD} dosya yükleyebilirsiniz.`,
  uploadInterrupted: 'Dosya yüklemesi yarıda kaldı; hiçbir şey kaydedilmedi.',
  uploadMalformed:
    'Gönderilen dosya okunamadı; hiçbir şey kaydedilmedi. Dosyayı yeniden seçip tekrar deneyin.',
  linkExpired: 'Dosya bağlantısının süresi dolmuş. Sayfayı yenileyip tekrar deneyin.',
  imageRequired: 'Profil resmi için bir resim dosyası (JPEG, PNG, GIF, WebP) seçiniz.',
  profileImageSaved: 'Profil resmi güncellendi.',

  sessionExpired: 'Oturmun süresi doldu yeniden giriş yapmanız gerekiyor.',
  unauthorized: 'Yetkisiz erişim',
  validationFailed: 'Girilen bilgileri kontrol ediniz.',
  nulCharacter: 'Bu alanda izin verilmeyen bir kontrol karakteri var.',
  idInvalid: 'Geçersiz kayıt numarası.',
  notFound: 'Aradığınız kayıt bulunamadı.',
  conflict: 'Kayıt başka biri tarafından değiştirildi.',
  institutionNameTaken: 'Bu adla bir kurum zaten var.',
  institutionNoneFixed: '"Yok / Kurum dışı" seçeneği değiştirilemez ve silinemez.',
  institutionNameRequired: 'Kurum adı zorunludur.',
  tooLarge: 'Dosya izin verilen boyuttan büyük.',
  unsupportedType: 'Bu dosya türü desteklenmiyor.',
  serverError: 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
} as const;

/** 409 of DELETE /v1/institution/: the people who still belong to it. */
export const institutionHasUsers = (count: number) => `Bu kuruma bağlı ${count} kullanıcı var.`;
