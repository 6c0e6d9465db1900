/** Spec §9: a blip plays while at least this share of it is on screen. */
export const BLIP_VISIBLE_RATIO = 0.7;

/** Spec §9: the next page is asked for once this share of the feed has been scrolled. */
export const LOAD_MORE_AT = 0.8;

/** Spec §9: the play/pause and volume buttons stay this long after a tap. */
export const OVERLAY_MS = 3000;

/**
 * How many blips on each side of the current one keep a media source. The neighbours start
 * at once when scrolled to; everything further away holds none, so memory stays flat however
 * far one scrolls.
 */
export const SOURCE_RADIUS = 1;

export function holdsSource(index: number, currentIndex: number): boolean {
    return Math.abs(index - currentIndex) <= SOURCE_RADIUS;
}

/** Whether the viewer has scrolled through LOAD_MORE_AT of the feed. */
export function reachedLoadMorePoint(scroller: {
    scrollTop: number;
    clientHeight: number;
    scrollHeight: number;
}): boolean {
    if (scroller.scrollHeight <= 0) {
        return false;
    }

    return (scroller.scrollTop + scroller.clientHeight) / scroller.scrollHeight >= LOAD_MORE_AT;
}

export type BlipKeyAction = 'next' | 'previous' | 'toggle' | 'mute';

/**
 * The feed's shortcuts: ↓/j next, ↑/k previous, space plays or pauses, m mutes. Keys meant
 * for something else are left alone: typing in a field, a modifier held, space on a focused
 * control (which it activates) and keys inside an open menu or dialog.
 */
export function blipKeyAction(event: {
    key: string;
    target: EventTarget | null;
    altKey: boolean;
    ctrlKey: boolean;
    metaKey: boolean;
}): BlipKeyAction | null {
    if (event.altKey || event.ctrlKey || event.metaKey) {
        return null;
    }

    const target = event.target instanceof Element ? event.target : null;

    if (
        target?.closest(
            'input, textarea, select, [contenteditable="true"], [role="menu"], [role="dialog"]',
        )
    ) {
        return null;
    }

    switch (event.key) {
        case 'ArrowDown':
        case 'j':
            return 'next';
        case 'ArrowUp':
        case 'k':
            return 'previous';
        case 'm':
            return 'mute';
        case ' ':
            return target?.closest('button, a, [role="button"], summary') ? null : 'toggle';
        default:
            return null;
    }
}
