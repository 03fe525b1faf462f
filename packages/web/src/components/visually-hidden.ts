/**
 * `sx` for text only screen readers hear. Pixel strings: in `sx` a bare 1 means 100%, which made such a
 * box as wide as the window and the page scroll sideways (1608 px at 1280).
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
