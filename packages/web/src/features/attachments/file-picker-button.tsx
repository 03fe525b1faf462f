import AttachFileIcon from '@mui/icons-material/AttachFile';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';

/** What the file chooser offers; the server decides from the file's bytes (decisions.md). */
const ATTACHMENT_ACCEPT = 'video/*,audio/*,image/*,.pdf,.doc,.docx,.ppt,.pptx';

/**
 * The one way to pick attachments, a tale's or an announcement's: a button that opens the browser's file
 * chooser (several files) and hands over what was chosen, with its hint below. The input itself stays out of
 * sight, so keyboard and phone users get one control.
 */
export function FilePickerButton({
  label,
  hint,
  onFiles,
  testId,
}: {
  label: string;
  hint: string;
  onFiles: (files: File[]) => void;
  testId?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<AttachFileIcon />}
        onClick={() => input.current?.click()}
        aria-describedby={hintId}
      >
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={ATTACHMENT_ACCEPT}
        aria-label={label}
        data-testid={testId}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {hint}
      </Typography>
    </>
  );
}
