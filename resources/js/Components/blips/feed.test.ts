import { describe, expect, it } from 'vitest';

import { blipKeyAction, holdsSource, reachedLoadMorePoint } from './feed';

function key(keyName: string, target: EventTarget | null = document.body, modifiers = {}) {
    return { key: keyName, target, altKey: false, ctrlKey: false, metaKey: false, ...modifiers };
}

describe('holdsSource', () => {
    it('gives a media source to the blip on screen and its two neighbours only', () => {
        const held = Array.from({ length: 8 }, (_, index) => index).filter((index) =>
            holdsSource(index, 4),
        );

        expect(held).toEqual([3, 4, 5]);
        expect([0, 1, 2].filter((index) => holdsSource(index, 0))).toEqual([0, 1]);
    });
});

describe('reachedLoadMorePoint', () => {
    it('is reached once 80% of the feed has been scrolled through', () => {
        // Ten screens of 800 px: the eighth screen's bottom edge is at 80%.
        expect(
            reachedLoadMorePoint({ scrollTop: 5600, clientHeight: 800, scrollHeight: 8000 }),
        ).toBe(true);
        expect(
            reachedLoadMorePoint({ scrollTop: 5500, clientHeight: 800, scrollHeight: 8000 }),
        ).toBe(false);
        expect(reachedLoadMorePoint({ scrollTop: 0, clientHeight: 0, scrollHeight: 0 })).toBe(
            false,
        );
    });
});

describe('blipKeyAction', () => {
    it('moves with the arrows and j/k, toggles with space and mutes with m', () => {
        expect(blipKeyAction(key('ArrowDown'))).toBe('next');
        expect(blipKeyAction(key('j'))).toBe('next');
        expect(blipKeyAction(key('ArrowUp'))).toBe('previous');
        expect(blipKeyAction(key('k'))).toBe('previous');
        expect(blipKeyAction(key(' '))).toBe('toggle');
        expect(blipKeyAction(key('m'))).toBe('mute');
        expect(blipKeyAction(key('x'))).toBeNull();
    });

    it('leaves typing, shortcuts with modifiers and open menus alone', () => {
        const field = document.createElement('textarea');
        const menu = document.createElement('div');
        menu.setAttribute('role', 'menu');
        const item = menu.appendChild(document.createElement('button'));

        expect(blipKeyAction(key('j', field))).toBeNull();
        expect(blipKeyAction(key('m', field))).toBeNull();
        expect(blipKeyAction(key('ArrowDown', item))).toBeNull();
        expect(blipKeyAction(key('ArrowDown', document.body, { ctrlKey: true }))).toBeNull();
        expect(blipKeyAction(key('k', document.body, { metaKey: true }))).toBeNull();
    });

    it('lets space press a focused button or link instead of toggling', () => {
        const button = document.createElement('button');
        const link = document.createElement('a');

        expect(blipKeyAction(key(' ', button))).toBeNull();
        expect(blipKeyAction(key(' ', link))).toBeNull();
        expect(blipKeyAction(key('ArrowDown', button))).toBe('next');
    });
});
