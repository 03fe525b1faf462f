import { ATTACHMENT_TYPE } from '@masal/shared';
import AudiotrackIcon from '@mui/icons-material/Audiotrack';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import MovieIcon from '@mui/icons-material/Movie';
import type { SvgIconProps } from '@mui/material/SvgIcon';

/** A decorative icon for the attachment type; the type name is always written beside it. */
export function AttachmentTypeIcon({
  attachmentType: type,
  ...props
}: { attachmentType: number } & SvgIconProps) {
  const common = { 'aria-hidden': true, fontSize: 'small', ...props } as const;
  if (type === ATTACHMENT_TYPE.image) return <ImageOutlinedIcon {...common} />;
  if (type === ATTACHMENT_TYPE.audio) return <AudiotrackIcon {...common} />;
  if (type === ATTACHMENT_TYPE.video) return <MovieIcon {...common} />;
  return <DescriptionOutlinedIcon {...common} />;
}
