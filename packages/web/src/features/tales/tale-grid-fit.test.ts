import { describe, expect, it } from 'vitest';
import { columnsToHide } from './tale-grid-fit.ts';

const columns = [
  { field: 'taleName', minWidth: 150 },
  { field: 'actions', width: 130 },
  { field: 'actionId', minWidth: 200 },
  { field: 'area', minWidth: 140 },
  { field: 'createdAt', width: 125 },
];

describe('columnsToHide', () => {
  it('hides nothing when every column fits', () => {
    expect(columnsToHide(columns, 745)).toEqual(new Set());
  });

  it('drops the last columns first until the rest fit', () => {
    expect(columnsToHide(columns, 620)).toEqual(new Set(['createdAt']));
    expect(columnsToHide(columns, 500)).toEqual(new Set(['createdAt', 'area']));
  });

  it('keeps the name and the row buttons on the narrowest phone', () => {
    expect(columnsToHide(columns, 288)).toEqual(new Set(['createdAt', 'area', 'actionId']));
  });

  it('counts a column without a width as the grid default', () => {
    expect(columnsToHide([{ field: 'taleName', minWidth: 150 }, { field: 'city' }], 249)).toEqual(
      new Set(['city']),
    );
  });
});
