import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useRowSelection } from './useRowSelection';

describe('useRowSelection', () => {
    it('is never all-selected for an empty list', () => {
        const { result } = renderHook(() => useRowSelection([]));

        expect(result.current.allSelected).toBe(false);
        expect(result.current.someSelected).toBe(false);

        act(() => {
            result.current.toggleAll();
        });
        expect(result.current.allSelected).toBe(false);
        expect(result.current.selected).toEqual([]);
    });

    it('selects every row, then none', () => {
        const { result } = renderHook(() => useRowSelection(['a', 'b', 'c']));

        act(() => {
            result.current.toggleAll();
        });
        expect(result.current.allSelected).toBe(true);
        expect(result.current.selected).toEqual(['a', 'b', 'c']);

        act(() => {
            result.current.toggleAll();
        });
        expect(result.current.selected).toEqual([]);
        expect(result.current.allSelected).toBe(false);
    });

    it('is partly selected until the last row is ticked', () => {
        const { result } = renderHook(() => useRowSelection(['a', 'b']));

        act(() => {
            result.current.toggle('b');
        });
        expect(result.current.someSelected).toBe(true);
        expect(result.current.allSelected).toBe(false);
        expect(result.current.isSelected('b')).toBe(true);

        act(() => {
            result.current.toggle('a');
        });
        expect(result.current.allSelected).toBe(true);
        expect(result.current.someSelected).toBe(false);
        expect(result.current.selected).toEqual(['a', 'b']);

        act(() => {
            result.current.toggle('a');
        });
        expect(result.current.selected).toEqual(['b']);
    });

    it('forgets rows that are no longer listed', () => {
        const { result, rerender } = renderHook(({ ids }) => useRowSelection(ids), {
            initialProps: { ids: ['a', 'b', 'c'] },
        });

        act(() => {
            result.current.toggle('a');
            result.current.toggle('c');
        });
        rerender({ ids: ['b', 'c'] });

        expect(result.current.selected).toEqual(['c']);
        expect(result.current.isSelected('a')).toBe(false);

        act(() => {
            result.current.toggle('b');
        });
        expect(result.current.allSelected).toBe(true);
    });

    it('clears the choice', () => {
        const { result } = renderHook(() => useRowSelection(['a']));

        act(() => {
            result.current.toggleAll();
        });
        act(() => {
            result.current.clear();
        });

        expect(result.current.selected).toEqual([]);
    });
});
