import { describe, expect, it } from 'vitest';
import { moveBy } from './SortableList.tsx';

describe('moveBy (the up/down buttons beside each drag handle)', () => {
  it('moves an item one place up or down', () => {
    expect(moveBy([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moveBy([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
  });

  it('keeps the order at the ends', () => {
    expect(moveBy([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveBy([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});
