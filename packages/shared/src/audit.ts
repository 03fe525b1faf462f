/**
 * The audit log's vocabulary (decisions.md): every action the server writes, `entity.verb`, with the Turkish
 * label the audit screen shows, and the kinds of record. The server's AuditAction type is derived from it.
 */

/** Kinds of record, the part of an action before the dot. */
export const AUDIT_ENTITIES = {
  user: 'Kullanıcı',
  institution: 'Kurum',
  tale: 'Masal',
  attachment: 'Ek dosya',
  payment: 'Ödeme',
  taleGroup: 'Masal türü',
  pubRequest: 'Yayın önerisi',
  announcement: 'Duyuru',
} as const;
export type AuditEntity = keyof typeof AUDIT_ENTITIES;

export const AUDIT_ACTIONS = {
  'user.create': 'Kullanıcı oluşturma',
  'user.update': 'Kullanıcı bilgilerini değiştirme',
  'user.roles': 'Rol değişikliği',
  'user.status': 'Etkinleştirme / pasifleştirme',
  'user.reveal': 'TC Kimlik No / IBAN görüntüleme',
  'user.invite': 'Davet e-postası gönderme',
  'user.sendReset': 'Şifre sıfırlama bağlantısı gönderme',
  'user.signUp': 'Üye olma',
  'user.activate': 'Hesabı etkinleştirme',
  'user.resetPassword': 'Şifre sıfırlama',
  'user.profileImage': 'Profil resmi değişikliği',
  'user.updateProfile': 'Profil güncelleme',
  'user.changePassword': 'Şifre değişikliği',
  'user.requestEmailChange': 'E-posta değişikliği isteği',
  'user.changeEmail': 'E-posta değişikliği',
  'user.export': 'Kişisel verileri indirme',
  'user.deletionRequest': 'Hesap silme talebi',
  'user.deletionReject': 'Hesap silme talebini reddetme',
  'user.anonymize': 'Anonimleştirme',
  'institution.create': 'Kurum ekleme',
  'institution.update': 'Kurum adı değişikliği',
  'institution.delete': 'Kurum silme',
  'tale.create': 'Masal oluşturma',
  'tale.update': 'Masal düzenleme',
  'tale.submit': 'Masal durum değişikliği',
  'tale.delete': 'Masal silme',
  'tale.transition': 'Masal iş akışı kararı',
  'tale.editorEdit': 'Editör düzenlemesi',
  'tale.finishedEdit': 'Tamamlanmış masalı düzenleme',
  'tale.abstract': 'Özet yazma',
  'tale.abstractDelete': 'Özet silme',
  'tale.boardApprovalDelete': 'Danışma kurulu kaydını silme',
  'payment.create': 'Ödeme kaydı oluşturma',
  'payment.approve': 'Ödeme onaylama',
  'payment.pay': 'Ödendi olarak işaretleme',
  'payment.adjust': 'Ödeme düzeltmesi',
  'payment.export': 'Banka dosyası indirme',
  'payment.coefficient': 'Ödeme katsayısı değişikliği',
  'attachment.upload': 'Ek dosya yükleme',
  'attachment.delete': 'Ek dosya silme',
  'attachment.unpublish': 'Ek dosyayı yayımlanmaz olarak işaretleme',
  'attachment.publish': 'Ek dosyayı yeniden yayımlama',
  'taleGroup.create': 'Masal türü ekleme',
  'taleGroup.update': 'Masal türü değişikliği',
  'taleGroup.delete': 'Masal türü silme',
  'taleGroup.reorder': 'Masal türlerini sıralama',
  'pubRequest.create': 'Yayın önerisi',
  'pubRequest.decide': 'Yayın önerisine karar',
  'announcement.create': 'Duyuru yayımlama',
  'announcement.update': 'Duyuru düzenleme',
  'announcement.delete': 'Duyuru silme',
} as const satisfies Record<`${AuditEntity}.${string}`, string>;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** The label of an action, or the action itself when it is not (yet) in the table. */
export const auditActionLabel = (action: string): string =>
  (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;

/** The label of a kind of record, or the kind itself. */
export const auditEntityLabel = (entity: string): string =>
  (AUDIT_ENTITIES as Record<string, string>)[entity] ?? entity;
