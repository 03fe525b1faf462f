import { MSG } from '@masal/shared';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { showToast } from '../../../components/toast-store.ts';
import { t } from '../../../i18n/i18n.ts';
import { updateAuthUser, useAuthUser } from '../../../session/session-store.ts';
import { loadImage } from './crop-image.ts';
import { profileApi } from './profile-api.ts';
import { ProfileImageDialog } from './profile-image-dialog.tsx';
import { PROFILE_KEY } from './use-profile.ts';

const ACCEPTED = 'image/jpeg,image/png,image/gif,image/webp';

/**
 * The own picture and "Resim seç": the chosen file opens the crop dialog; the saved square replaces the
 * picture of the user the session keeps, so the header and the sidebar show it at once.
 */
export function ProfileImageSection() {
  const user = useAuthUser();
  const queryClient = useQueryClient();
  const [src, setSrc] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  // The object URL of a closed dialog is given back to the browser.
  useEffect(() => (src ? () => URL.revokeObjectURL(src) : undefined), [src]);

  if (!user) return null;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!ACCEPTED.split(',').includes(file.type)) {
      showToast(MSG.imageRequired, 'error', 'profile');
      return;
    }
    const url = URL.createObjectURL(file);
    try {
      await loadImage(url);
    } catch {
      URL.revokeObjectURL(url);
      showToast(t('profile.imageUnreadable'), 'error', 'profile');
      return;
    }
    setSrc(url);
  };

  const save = async (image: Blob): Promise<string | null> => {
    const result = await profileApi.uploadImage(user.userId, image);
    if (!result.ok) return result.message;
    updateAuthUser({ ...user, profileImageUrl: result.data.profileImageUrl });
    showToast(result.data.message, 'success', 'profile');
    setSrc(null);
    await queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
    return null;
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
      <Avatar
        src={user.profileImageUrl || undefined}
        alt={t('profile.imageAlt')}
        sx={{ width: 96, height: 96 }}
        data-testid="profile-image"
      />
      <Stack spacing={1} sx={{ minWidth: 0 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('profile.imageTitle')}
        </Typography>
        <div>
          {/* A real button opens the file chooser, so the keyboard reaches it too. */}
          <Button variant="outlined" onClick={() => fileInput.current?.click()}>
            {t('profile.imageChoose')}
          </Button>
          <input
            ref={fileInput}
            hidden
            type="file"
            accept={ACCEPTED}
            onChange={(e) => void choose(e)}
            data-testid="profile-image-input"
          />
        </div>
        <Typography variant="body2" color="text.secondary">
          {t('profile.imageHint')}
        </Typography>
      </Stack>
      <ProfileImageDialog src={src} onSave={save} onClose={() => setSrc(null)} />
    </Stack>
  );
}
