/**
 * Writing or editing an announcement: kind, title, pinned, the rich text (mui-tiptap on Tiptap's
 * StarterKit: headings, bold, italic, lists, links; the toolbar's labels in Turkish) and files to attach.
 * Loaded only when the dialog opens on /masal/announcement, so no other page downloads the editor.
 */
import {
  ANNOUNCEMENT_KINDS,
  ANNOUNCEMENT_TITLE_MAX,
  type Announcement,
  type AnnouncementKind,
  type FieldError,
  formatFileSize,
} from '@masal/shared';
import { MSG } from '@masal/shared/messages';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import StarterKit from '@tiptap/starter-kit';
import {
  LinkBubbleMenu,
  LinkBubbleMenuHandler,
  MenuButtonBold,
  MenuButtonBulletedList,
  MenuButtonEditLink,
  MenuButtonItalic,
  MenuButtonOrderedList,
  MenuControlsContainer,
  MenuDivider,
  MenuSelectHeading,
  RichTextEditor,
  type RichTextEditorRef,
} from 'mui-tiptap';
import { useId, useMemo, useRef, useState } from 'react';
import { t } from '../../i18n/i18n.ts';
import { FilePickerButton } from '../attachments/file-picker-button.tsx';
import { KIND_LABEL } from './announcement-labels.ts';
import { ANNOUNCEMENTS_KEY, announcementApi } from './announcements-api.ts';

/** Only what the server keeps (announcement-html.ts): h2–h4, paragraphs, bold, italic, lists, quotes, links. */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      defaultProtocol: 'https',
      protocols: ['http', 'https', 'mailto'],
      HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
    },
  }),
  LinkBubbleMenuHandler,
];

function Toolbar() {
  return (
    <MenuControlsContainer>
      <MenuSelectHeading
        tooltipTitle={t('announcements.editor.styles')}
        hideShortcuts
        labels={{
          paragraph: t('announcements.editor.paragraph'),
          heading2: t('announcements.editor.heading2'),
          heading3: t('announcements.editor.heading3'),
          heading4: t('announcements.editor.heading4'),
          empty: t('announcements.editor.changeTo'),
        }}
      />
      <MenuDivider />
      <MenuButtonBold tooltipLabel={t('announcements.editor.bold')} />
      <MenuButtonItalic tooltipLabel={t('announcements.editor.italic')} />
      <MenuDivider />
      <MenuButtonBulletedList tooltipLabel={t('announcements.editor.bulletList')} />
      <MenuButtonOrderedList tooltipLabel={t('announcements.editor.orderedList')} />
      <MenuDivider />
      <MenuButtonEditLink tooltipLabel={t('announcements.editor.link')} />
    </MenuControlsContainer>
  );
}

const LINK_LABELS = {
  editLinkAddTitle: t('announcements.editor.linkAdd'),
  editLinkEditTitle: t('announcements.editor.linkEdit'),
  editLinkTextInputLabel: t('announcements.editor.linkText'),
  editLinkHrefInputLabel: t('announcements.editor.linkHref'),
  editLinkCancelButtonLabel: t('announcements.editor.linkCancel'),
  editLinkSaveButtonLabel: t('announcements.editor.linkSave'),
  viewLinkEditButtonLabel: t('announcements.editor.linkEditButton'),
  viewLinkRemoveButtonLabel: t('announcements.editor.linkRemove'),
};

type Errors = Partial<Record<'title' | 'body' | 'kind', string>>;

const errorsOf = (fieldErrors: readonly FieldError[]): Errors =>
  Object.fromEntries(fieldErrors.map((e) => [e.field, e.message]));

export function AnnouncementEditorDialog({
  announcement,
  onClose,
  onSaved,
}: {
  /** Edited (admins); a new one when absent. */
  announcement?: Announcement | undefined;
  onClose: () => void;
  onSaved: (announcement: Announcement) => void;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const bodyLabelId = useId();
  const queryClient = useQueryClient();
  const editorRef = useRef<RichTextEditorRef>(null);
  const [kind, setKind] = useState<AnnouncementKind>(announcement?.kind ?? 'announcement');
  const [title, setTitle] = useState(announcement?.title ?? '');
  const [pinned, setPinned] = useState(announcement?.pinned ?? false);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [stale, setStale] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const initialBody = useMemo(() => announcement?.body ?? '', [announcement]);

  const save = async () => {
    const editor = editorRef.current?.editor;
    const found: Errors = {};
    if (!title.trim()) found.title = MSG.announcementTitleRequired;
    else if (title.trim().length > ANNOUNCEMENT_TITLE_MAX) found.title = MSG.textTooLong;
    if (!editor || editor.isEmpty) found.body = MSG.announcementBodyRequired;
    setErrors(found);
    if (Object.keys(found).length > 0 || !editor) return;
    setSaving(true);
    try {
      const body = { kind, title: title.trim(), body: editor.getHTML(), pinned };
      const result = announcement
        ? await announcementApi.update(announcement.announcementId, {
            ...body,
            version: announcement.version,
          })
        : await announcementApi.create(body);
      if (!result.ok) {
        if (result.code === 'STALE_VERSION') setStale(result.message);
        else setErrors(errorsOf(result.errors));
        return;
      }
      let saved = result.data;
      if (files.length > 0) {
        const uploaded = await announcementApi.upload(saved.announcementId, files);
        if (uploaded.ok) saved = { ...saved, attachments: uploaded.data.uploadList };
      }
      await queryClient.invalidateQueries({ queryKey: ANNOUNCEMENTS_KEY });
      onSaved(saved);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {t(announcement ? 'announcements.editorTitleEdit' : 'announcements.editorTitleNew')}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          {stale ? <Alert severity="warning">{stale}</Alert> : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label={t('announcements.fieldKind')}
              value={kind}
              onChange={(e) => setKind(e.target.value as AnnouncementKind)}
              sx={{ minWidth: { sm: 220 } }}
            >
              {ANNOUNCEMENT_KINDS.map((k) => (
                <MenuItem key={k} value={k}>
                  {t(KIND_LABEL[k])}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              control={<Checkbox checked={pinned} onChange={(e) => setPinned(e.target.checked)} />}
              label={t('announcements.fieldPinned')}
            />
          </Stack>
          <TextField
            label={t('announcements.fieldTitle')}
            value={title}
            required
            onChange={(e) => setTitle(e.target.value)}
            error={Boolean(errors.title)}
            helperText={errors.title}
            slotProps={{ htmlInput: { maxLength: ANNOUNCEMENT_TITLE_MAX } }}
            fullWidth
          />
          <Box>
            <Typography id={bodyLabelId} component="span" variant="body2" color="text.secondary">
              {t('announcements.fieldBody')} *
            </Typography>
            <Box
              role="group"
              aria-labelledby={bodyLabelId}
              sx={{
                mt: 0.5,
                // The toolbar wraps on a phone instead of scrolling sideways.
                '& .MuiTiptap-MenuBar-content, & .MuiTiptap-MenuControlsContainer-root': { flexWrap: 'wrap' },
                '& .ProseMirror': { minHeight: 180, overflowWrap: 'anywhere' },
              }}
            >
              <RichTextEditor
                ref={editorRef}
                extensions={extensions}
                content={initialBody}
                editorProps={{
                  attributes: {
                    'aria-labelledby': bodyLabelId,
                    'aria-multiline': 'true',
                    role: 'textbox',
                  },
                }}
                renderControls={() => <Toolbar />}
              >
                {() => <LinkBubbleMenu labels={LINK_LABELS} />}
              </RichTextEditor>
            </Box>
            {errors.body ? <FormHelperText error>{errors.body}</FormHelperText> : null}
          </Box>
          <Box>
            <FilePickerButton
              label={t('announcements.addFiles')}
              hint={t('announcements.filesHint')}
              onFiles={(chosen) => setFiles((f) => [...f, ...chosen])}
              testId="announcement-file-input"
            />
            {files.length > 0 ? (
              <Box
                component="ul"
                aria-label={t('announcements.chosenFiles')}
                sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
              >
                {files.map((file, index) => (
                  <Box
                    component="li"
                    key={`${file.name}-${file.size}-${file.lastModified}`}
                    sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}
                  >
                    <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                      {file.name} ({formatFileSize(file.size)})
                    </Typography>
                    <IconButton
                      aria-label={`${t('announcements.removeChosen')}: ${file.name}`}
                      onClick={() => setFiles((f) => f.filter((_, i) => i !== index))}
                    >
                      <CloseIcon />
                    </IconButton>
                  </Box>
                ))}
              </Box>
            ) : null}
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('announcements.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          {t('announcements.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
