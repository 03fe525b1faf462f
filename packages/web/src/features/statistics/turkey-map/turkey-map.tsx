import { formatCount } from '@masal/shared';
import { useTheme } from '@mui/material/styles';
import { type KeyboardEvent, useState } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { type ColourBin, colourOf } from './colour-scale.ts';
import type { CountedShape } from './map-data.ts';
import { viewBoxOf } from './province-shapes.ts';

export const provinceLabel = (name: string, count: number) =>
  t('turkeyMap.provinceLabel', { name, count: formatCount(count) });

/**
 * Our own map of the 81 provinces, coloured by count. Every province is a button: focusable by Tab (outside a chosen
 * region they are faded and left out of the Tab order), named "Trabzon: 12 masal", with a <title> for the mouse,
 * Enter or Space to choose it. A chosen region is zoomed in on. The focused and the chosen province are outlined
 * once more on top, since a neighbour drawn later would cover half of their border.
 */
export function TurkeyMap({
  shapes,
  bins,
  region,
  city,
  onChoose,
}: {
  shapes: readonly CountedShape[];
  bins: readonly ColourBin[];
  region: string | null;
  city: string | null;
  onChoose: (shape: CountedShape) => void;
}) {
  const theme = useTheme();
  const [focused, setFocused] = useState<number | null>(null);
  const box = viewBoxOf(region);
  const outline = (shape: CountedShape | undefined, key: string, dashed: boolean) =>
    shape ? (
      <path
        key={key}
        d={shape.path}
        fill="none"
        stroke={theme.palette.text.primary}
        strokeWidth={dashed ? 2 : 3}
        strokeDasharray={dashed ? '4 2' : undefined}
        vectorEffect="non-scaling-stroke"
        pointerEvents="none"
        aria-hidden
      />
    ) : null;
  const onKey = (event: KeyboardEvent, shape: CountedShape) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onChoose(shape);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: the map groups its provinces' buttons; an <svg> cannot be a <fieldset>.
    <svg
      viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
      role="group"
      aria-label={region ? t('turkeyMap.regionMapLabel', { region }) : t('turkeyMap.mapLabel')}
      style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '1012 / 450' }}
    >
      {shapes.map((shape) => {
        const inRegion = !region || shape.region === region;
        const label = provinceLabel(shape.name, shape.count);
        return (
          // biome-ignore lint/a11y/useSemanticElements: an SVG outline cannot be a <button>; it carries the role.
          <path
            key={shape.plate}
            d={shape.path}
            role="button"
            tabIndex={inRegion ? 0 : -1}
            aria-label={label}
            aria-pressed={shape.name === city}
            data-province={shape.name}
            fill={colourOf(shape.count, bins)}
            fillOpacity={inRegion ? 1 : 0.25}
            stroke={theme.palette.background.paper}
            strokeWidth={0.8}
            vectorEffect="non-scaling-stroke"
            style={{ cursor: 'pointer', outline: 'none' }}
            onClick={() => onChoose(shape)}
            onKeyDown={(e) => onKey(e, shape)}
            onFocus={() => setFocused(shape.plate)}
            onBlur={() => setFocused(null)}
          >
            <title>{label}</title>
          </path>
        );
      })}
      {outline(
        shapes.find((s) => s.name === city),
        'chosen',
        true,
      )}
      {outline(
        shapes.find((s) => s.plate === focused),
        'focused',
        false,
      )}
    </svg>
  );
}
