import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { type ColourBin, colourBins } from './colour-scale.ts';
import { type CountedShape, joinCounts, maxCount } from './map-data.ts';
import { MapLegend } from './map-legend.tsx';
import { PROVINCE_SHAPES } from './province-shapes.ts';
import { TurkeyMap } from './turkey-map.tsx';

/** The 81 outlines with their counts, and the colour steps those counts need (a province with none is grey). */
export function useCountedShapes(provinces: ReadonlyArray<{ city: string; count: number }> | undefined) {
  const theme = useTheme();
  const shapes = useMemo(() => joinCounts(PROVINCE_SHAPES, provinces ?? []), [provinces]);
  const none = theme.palette.mode === 'dark' ? theme.palette.grey[700] : theme.palette.grey[200];
  const bins = useMemo(() => colourBins(maxCount(shapes), none), [shapes, none]);
  return { shapes, bins };
}

/** The map with its legend; a province darkens under the mouse. */
export function CountedMap(props: {
  shapes: readonly CountedShape[];
  bins: readonly ColourBin[];
  region: string | null;
  city: string | null;
  onChoose: (shape: CountedShape) => void;
}) {
  return (
    <>
      <Box sx={{ '& path[role="button"]:hover': { filter: 'brightness(0.85)' } }}>
        <TurkeyMap {...props} />
      </Box>
      <MapLegend bins={props.bins} />
    </>
  );
}
