import { ROLE } from '@masal/shared';
import { describe, expect, it } from 'vitest';
import { t } from '../i18n/i18n.ts';
import { menuFor } from './menu-items.ts';

/** Group title → item labels, as the sidebar shows them. */
const shown = (roleIds: number[]) =>
  Object.fromEntries(menuFor(roleIds).map((g) => [t(g.title), g.items.map((i) => t(i.label))]));

describe('menu by role (seed §2)', () => {
  it('a writer sees the writer group and the general one', () => {
    expect(shown([ROLE.writer])).toEqual({
      Derleyici: ['Masal Gönder', 'Masallarım', 'Bekleyen İşlerim', 'Ödemelerim'],
      Genel: ['Ana Sayfa', 'Yayımlanan Masallar'],
    });
  });

  it('an admin sees administration and the editor assistant’s group, never the writer’s', () => {
    expect(shown([ROLE.admin])).toEqual({
      Yönetim: [
        'Kullanıcılar',
        'Kurumlar',
        'Masal Listesi',
        'Editörler',
        'Masal Yönetimi',
        'Detaylı Arama',
        'Grup Masalları',
        'Yazılı Yayın Talebi',
        'Duyurular ve Eğitim',
        'İstatistikler',
        'Ödeme Yönetimi',
        'Denetim Kaydı',
      ],
      Düzenleme: ['Düzenlenecek Tamamlanan Masallar', 'Özel İçerikli Masallar'],
      Genel: ['Ana Sayfa', 'Yayımlanan Masallar'],
    });
  });

  it('the advisory board entry is for roles 5 and 7 only', () => {
    const editorItems = (roleId: number) => shown([roleId]).Editörlük ?? [];
    for (const roleId of [ROLE.advisoryBoardMember, ROLE.advisoryBoardChair]) {
      expect(editorItems(roleId)).toContain('Danışma Kurulu');
    }
    for (const roleId of [ROLE.editor, ROLE.languageEditor, ROLE.fieldEditor, ROLE.publishingEditor]) {
      expect(editorItems(roleId)).not.toContain('Danışma Kurulu');
      expect(editorItems(roleId)).toContain('Bekleyen İşler');
    }
  });

  it('an editor assistant sees only the editing group besides the general one', () => {
    expect(Object.keys(shown([ROLE.editorAssistant]))).toEqual(['Düzenleme', 'Genel']);
    expect(shown([ROLE.editorAssistant]).Düzenleme).toContain('Duyurular ve Eğitim');
  });

  it('several roles see the union of their groups, each once', () => {
    expect(Object.keys(shown([ROLE.admin, ROLE.writer]))).toEqual([
      'Derleyici',
      'Yönetim',
      'Düzenleme',
      'Genel',
    ]);
  });

  it('a screen two groups lead to is listed once, in the first group', () => {
    const writerEditor = shown([ROLE.writer, ROLE.editor]);
    expect(writerEditor.Derleyici).toContain('Bekleyen İşlerim');
    expect(writerEditor.Editörlük).not.toContain('Bekleyen İşler');
    expect(writerEditor.Editörlük).toContain('Tamamlanan Masallar');
    const adminWriter = shown([ROLE.admin, ROLE.writer]);
    expect(adminWriter.Derleyici).toContain('Masallarım');
    expect(adminWriter.Yönetim).not.toContain('Masal Listesi');
    // The editor's completed tales and the assistant's are one screen (ComplatedTalePage is its alias).
    const editorAssistant = shown([ROLE.editor, ROLE.editorAssistant]);
    expect(editorAssistant.Düzenleme).toBeUndefined();
    expect(editorAssistant.Editörlük).toEqual(expect.arrayContaining(['Özel İçerikli Masallar']));
    const paths = menuFor(Object.values(ROLE)).flatMap((g) => g.items.map((i) => i.path.toLowerCase()));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('no role leaves only the general group', () => {
    expect(Object.keys(shown([]))).toEqual(['Genel']);
  });
});
