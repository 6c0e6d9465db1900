import { useEffect, useRef } from 'react';

import { SEEK_JUMP_SECONDS, SEEK_STEP_SECONDS } from './SeekBar';

export interface PlayerShortcutActions {
    /** Called for every key the player took. */
    onKey: () => void;
    togglePlay: () => void;
    seekBy: (seconds: number) => void;
    seekToFraction: (fraction: number) => void;
    stepVolume: (direction: 1 | -1) => void;
    toggleMute: () => void;
    toggleFullscreen: () => void;
    toggleTheater: () => void;
    openMiniplayer: () => void;
    toggleCaptions: () => void;
    stepSpeed: (direction: 1 | -1) => void;
}

/** Where typing goes: letters and the space bar belong to it. */
const TEXT_FIELD =
    'textarea, select, [contenteditable]:not([contenteditable="false"]), input:not([type="button"], [type="checkbox"], [type="radio"], [type="range"], [type="submit"], [type="reset"], [type="file"], [type="color"], [type="image"])';

/** Controls that the space bar (and Enter) activate themselves. */
const SPACE_TAKERS =
    'button, summary, input, [role="button"], [role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"], [role="option"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"]';

/** Widgets that move with the arrow keys themselves. */
const ARROW_TAKERS =
    '[role="slider"], input[type="range"], [role="menu"], [role="menubar"], [role="listbox"], [role="tablist"], [role="radiogroup"], [role="tree"], [role="grid"], [role="spinbutton"]';

function within(target: EventTarget | null, selector: string): boolean {
    return target instanceof Element && target.closest(selector) !== null;
}

/**
 * YouTube's keyboard shortcuts, page-wide while the watch page's player is there, except
 * while typing in a field or inside a dialog: space and k play or pause, j and l jump 10 s,
 * ← and → 5 s, ↑ and ↓ change the volume, m mutes, f goes full screen, t to theater mode, i
 * to the miniplayer, c turns captions on or off, 0–9 jump to a tenth of the video, and
 * < and > (shift + comma and period) change the speed. Space on a focused button presses
 * that button rather than also toggling playback, and never scrolls the page.
 */
export default function usePlayerShortcuts(actions: PlayerShortcutActions): void {
    const latest = useRef(actions);

    useEffect(() => {
        latest.current = actions;
    });

    useEffect(() => {
        const onKeyDown = (event: KeyboardEvent) => {
            const player = latest.current;
            const { target, key } = event;

            if (
                event.defaultPrevented ||
                event.ctrlKey ||
                event.metaKey ||
                event.altKey ||
                within(target, TEXT_FIELD) ||
                within(target, '[role="dialog"], dialog, [aria-modal="true"]')
            ) {
                return;
            }

            const arrowsTaken = within(target, ARROW_TAKERS);
            const lower = key.toLowerCase();

            // A held key repeats: seeking and volume may go on, a toggle must not flip back and forth.
            if (event.repeat && [' ', 'k', 'm', 'f', 't', 'i', 'c'].includes(lower)) {
                if (!(key === ' ' && within(target, SPACE_TAKERS))) {
                    event.preventDefault();
                }

                return;
            }

            if (key === ' ') {
                if (within(target, SPACE_TAKERS)) {
                    return;
                }
                player.togglePlay();
            } else if (lower === 'k') {
                player.togglePlay();
            } else if (lower === 'j' || lower === 'l') {
                player.seekBy(lower === 'j' ? -SEEK_JUMP_SECONDS : SEEK_JUMP_SECONDS);
            } else if ((key === 'ArrowLeft' || key === 'ArrowRight') && !arrowsTaken) {
                player.seekBy(key === 'ArrowLeft' ? -SEEK_STEP_SECONDS : SEEK_STEP_SECONDS);
            } else if ((key === 'ArrowUp' || key === 'ArrowDown') && !arrowsTaken) {
                player.stepVolume(key === 'ArrowUp' ? 1 : -1);
            } else if (lower === 'm') {
                player.toggleMute();
            } else if (lower === 'f') {
                player.toggleFullscreen();
            } else if (lower === 't') {
                player.toggleTheater();
            } else if (lower === 'i') {
                player.openMiniplayer();
            } else if (lower === 'c') {
                player.toggleCaptions();
            } else if (/^[0-9]$/.test(key)) {
                player.seekToFraction(Number(key) / 10);
            } else if (key === '<' || key === '>') {
                player.stepSpeed(key === '>' ? 1 : -1);
            } else {
                return;
            }

            event.preventDefault();
            player.onKey();
        };

        document.addEventListener('keydown', onKeyDown);

        return () => {
            document.removeEventListener('keydown', onKeyDown);
        };
    }, []);
}
