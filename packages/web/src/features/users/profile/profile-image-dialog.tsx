import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import Cropper from 'react-easy-crop';
import { t } from '../../../i18n/i18n.ts';
import { cropToSquare, type PixelArea } from './crop-image.ts';

const TITLE_ID = 'profile-image-title';
const HELP_ID = 'profile-image-help';
const ZOOM_LABEL_ID = 'profile-image-zoom';

interface ProfileImageDialogProps {
  /** Object URL of the chosen file; the dialog is open while it is set. */
  src: string | null;
  /** Sends the cropped square; answers the message to show when it was refused, or null. */
  onSave: (image: Blob) => Promise<string | null>;
  onClose: () => void;
}

/** The crop preview: drag (or arrow keys) to place the image, the slider to zoom; the square is cut in a canvas. */
export function ProfileImageDialog({ src, onSave, onClose }: ProfileImageDialogProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={src !== null}
      onClose={onClose}
      aria-labelledby={TITLE_ID}
      aria-describedby={HELP_ID}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
    >
      <DialogTitle id={TITLE_ID}>{t('profile.imageDialogTitle')}</DialogTitle>
      {src ? <CropForm key={src} src={src} onSave={onSave} onClose={onClose} /> : null}
    </Dialog>
  );
}

function CropForm({ src, onSave, onClose }: { src: string } & Omit<ProfileImageDialogProps, 'src'>) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<PixelArea | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (!area) return;
    setSaving(true);
    setError(null);
    try {
      const refused = await onSave(await cropToSquare(src, area));
      if (refused) setError(refused);
    } catch {
      setError(t('profile.imageUnreadable'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <DialogContent sx={{ pt: 1 }}>
        <Stack spacing={2}>
          <DialogContentText id={HELP_ID}>{t('profile.imageDialogHelp')}</DialogContentText>
          {error ? <Alert severity="error">{error}</Alert> : null}
          <Box
            sx={{
              position: 'relative',
              width: '100%',
              height: { xs: 320, sm: 340 },
              bgcolor: 'grey.900',
              borderRadius: 1,
              overflow: 'hidden',
            }}
          >
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              aspect={1}
              cropShape="round"
              showGrid={false}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_area, pixels) => setArea(pixels)}
              // The image is what is being cropped, so it is named (the library's default alt is empty).
              mediaProps={{ alt: t('profile.imageCropAlt') }}
              cropperProps={{
                role: 'group',
                'aria-label': t('profile.imageCropArea'),
                'aria-describedby': HELP_ID,
              }}
            />
          </Box>
          <Box>
            <Typography id={ZOOM_LABEL_ID} variant="body2" gutterBottom>
              {t('profile.imageZoom')}
            </Typography>
            <Slider
              value={zoom}
              min={1}
              max={3}
              step={0.1}
              onChange={(_event, value) => setZoom(value as number)}
              aria-labelledby={ZOOM_LABEL_ID}
              getAriaValueText={(value) => `${Math.round(value * 100)}%`}
            />
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t('profile.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving || !area}>
          {t('profile.imageSave')}
        </Button>
      </DialogActions>
    </>
  );
}
