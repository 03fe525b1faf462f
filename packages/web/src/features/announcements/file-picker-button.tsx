import Button from '@mui/material/Button';
import { type ReactNode, useRef } from 'react';

/** A button that opens the browser's file chooser (several files) and hands over what was chosen. */
export function FilePickerButton({
  label,
  icon,
  onFiles,
}: {
  label: string;
  icon: ReactNode;
  onFiles: (files: File[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="outlined" startIcon={icon} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        aria-label={label}
        data-testid="announcement-file-input"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}
