import { ACTION, type ActionId, actionName } from '@masal/shared';
import Chip, { type ChipProps } from '@mui/material/Chip';

type Look = Pick<ChipProps, 'color' | 'variant'>;

/**
 * A colour per workflow status. Only theme colours whose text contrast was checked for WCAG AA
 * (theme-settings.ts, MUI's default secondary) are used; the name is always written, so colour
 * is never the only signal.
 */
const LOOK: Record<ActionId, Look> = {
  [ACTION.draft]: { color: 'default', variant: 'filled' },
  [ACTION.submitted]: { color: 'info', variant: 'filled' },
  [ACTION.inReview]: { color: 'primary', variant: 'filled' },
  [ACTION.revisionRequested]: { color: 'warning', variant: 'filled' },
  [ACTION.advisoryBoard]: { color: 'secondary', variant: 'filled' },
  [ACTION.completed]: { color: 'success', variant: 'outlined' },
  [ACTION.privateContent]: { color: 'secondary', variant: 'outlined' },
  [ACTION.rejected]: { color: 'error', variant: 'filled' },
  [ACTION.published]: { color: 'success', variant: 'filled' },
};

export function TaleStatusChip({
  actionId,
  label,
  size = 'small',
}: {
  actionId: number;
  /** The server's actionName; the shared name table is the fallback. */
  label?: string | undefined;
  size?: ChipProps['size'];
}) {
  const look = LOOK[actionId as ActionId] ?? LOOK[ACTION.draft];
  return (
    <Chip
      size={size}
      label={label || actionName(actionId)}
      {...look}
      // A long status name wraps in a narrow cell instead of being cut off.
      sx={{
        fontWeight: 600,
        maxWidth: '100%',
        height: 'auto',
        minHeight: 24,
        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
      }}
    />
  );
}
