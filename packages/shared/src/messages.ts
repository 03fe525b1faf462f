/**
 * Turkish messages the server and the forms share, so a rule says the same thing on both sides.
 * Texts quoted by seed §5/§8 are kept to the letter (including their spelling).
 */
export const MSG = {
  signInEmailRequired: 'E-Posta Adresi veya TC Kimlik No alanı zorunludur.',
  passwordMin: 'Şifre alanı zorunludur. En az 6 karakter.',
  nameRequired: 'Ad alanı zorunludur.',
  nameMax: 'Ad en fazla 45 karakter olabilir.',
  surnameRequired: 'Soyad alanı zorunludur.',
  surnameMax: 'Soyad en fazla 45 karakter olabilir.',
  emailRequired: 'E-Posta alanı zorunludur.',
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
  signUpSuccess:
    'Kaydınız alındı. Hesabınızı etkinleştirmek için e-posta adresinize gönderilen bağlantıya tıklayın.',
  emailTaken: 'Bu e-posta adresiyle kayıtlı bir hesap zaten var.',
  identityNoTaken: 'Bu TC Kimlik No ile kayıtlı bir hesap zaten var.',
  institutionNotFound: 'Seçilen kurum bulunamadı.',
  forgotSent:
    'Bu e-posta adresi kayıtlıysa şifre yenileme bağlantısı gönderildi. Lütfen e-postanızı kontrol edin.',
  resetSuccess: 'Şifreniz güncellendi. Yeni şifrenizle giriş yapabilirsiniz.',
  resetInvalid: 'Şifre yenileme bağlantısı geçersiz ya da süresi dolmuş.',
  activationSuccess: 'Hesabınız etkinleştirildi. Giriş yapabilirsiniz.',
  activationInvalid: 'Etkinleştirme bağlantısı geçersiz ya da süresi dolmuş.',
  logoutSuccess: 'Oturumunuz kapatıldı.',
  tooManyAttempts: 'Çok fazla deneme yapıldı. Lütfen birkaç dakika sonra tekrar deneyin.',

  sessionExpired: 'Oturmun süresi doldu yeniden giriş yapmanız gerekiyor.',
  unauthorized: 'Yetkisiz erişim',
  validationFailed: 'Girilen bilgileri kontrol ediniz.',
  notFound: 'Aradığınız kayıt bulunamadı.',
  conflict: 'Kayıt başka biri tarafından değiştirildi.',
  tooLarge: 'Dosya izin verilen boyuttan büyük.',
  unsupportedType: 'Bu dosya türü desteklenmiyor.',
  serverError: 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
} as const;
export type MessageKey = keyof typeof MSG;
