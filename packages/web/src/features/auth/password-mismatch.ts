import { MSG } from '@masal/shared';
import type { FieldErrors } from 'react-hook-form';
import { showToast } from '../../components/toast-store.ts';
import { AUTH_TOPIC } from '../../session/session-store.ts';

/**
 * Seed §5: when the two passwords differ, 'Şifreler uyuşmuyor.' stands under both fields and,
 * on submit, 'Girilen şifreler eşleşmemektedir.' is shown and nothing is sent.
 */
export function toastOnPasswordMismatch(
  errors: FieldErrors<{ password: string; passwordReply: string }>,
): void {
  if (
    errors.password?.message === MSG.passwordsDoNotMatch ||
    errors.passwordReply?.message === MSG.passwordsDoNotMatch
  ) {
    showToast(MSG.passwordsNotEqual, 'error', AUTH_TOPIC);
  }
}
