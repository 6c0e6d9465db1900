import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { getSearchQuery, setSearchQuery, useSearchQuery } from './searchQuery';

describe('searchQuery', () => {
    afterEach(() => {
        setSearchQuery('');
    });

    it('starts empty', () => {
        expect(getSearchQuery()).toBe('');
    });

    it('is shared by every reader and survives a reader unmounting', () => {
        const first = renderHook(() => useSearchQuery());
        const second = renderHook(() => useSearchQuery());

        act(() => {
            setSearchQuery('lofi');
        });

        expect(first.result.current).toBe('lofi');
        expect(second.result.current).toBe('lofi');

        first.unmount();
        second.unmount();
        expect(renderHook(() => useSearchQuery()).result.current).toBe('lofi');
    });
});
