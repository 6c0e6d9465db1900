/**
 * The test DOM's window.matchMedia knows no viewport. This stand-in answers width,
 * colour-scheme, reduced-motion, hover and pointer queries against a viewport the test sets,
 * and tells listeners when a resize flips their answer.
 */

/**
 * The device's main pointer: a mouse hovers and is fine, a finger neither; 'none' is what
 * headless Chromium reports (no pointer at all), so hover-only behaviour stays off unless a
 * spec asks for a mouse.
 */
type Pointer = 'mouse' | 'touch' | 'none';

interface Viewport {
    width: number;
    prefersDark: boolean;
    prefersReducedMotion: boolean;
    pointer: Pointer;
}

const POINTER_FEATURES: Record<Pointer, { hover: string; pointer: string }> = {
    mouse: { hover: 'hover', pointer: 'fine' },
    touch: { hover: 'none', pointer: 'coarse' },
    none: { hover: 'none', pointer: 'none' },
};

const DEFAULT_VIEWPORT: Viewport = {
    width: 1280,
    prefersDark: false,
    prefersReducedMotion: false,
    pointer: 'none',
};

type Listener = (event: MediaQueryListEvent) => void;

const viewport: Viewport = { ...DEFAULT_VIEWPORT };
// One entry per query, as components ask for the same query on every render.
const lists = new Map<string, { query: string; listeners: Set<Listener>; last: boolean }>();

function evaluate(query: string): boolean {
    return query.split(' and ').every((part) => {
        const feature = /\(\s*([a-z-]+)\s*:\s*([a-z0-9.]+)\s*\)/.exec(part.trim());

        if (!feature) {
            return false;
        }

        const [, name, value = ''] = feature;

        switch (name) {
            case 'min-width':
                return viewport.width >= parseFloat(value);
            case 'max-width':
                return viewport.width <= parseFloat(value);
            case 'prefers-color-scheme':
                return (value === 'dark') === viewport.prefersDark;
            case 'prefers-reduced-motion':
                return (value === 'reduce') === viewport.prefersReducedMotion;
            case 'hover':
            case 'pointer':
                return POINTER_FEATURES[viewport.pointer][name] === value;
            default:
                return false;
        }
    });
}

function notify(): void {
    for (const list of lists.values()) {
        const matches = evaluate(list.query);

        if (matches !== list.last) {
            list.last = matches;
            const event = { matches, media: list.query } as MediaQueryListEvent;
            list.listeners.forEach((listener) => {
                listener(event);
            });
        }
    }
}

/**
 * What every spec starts with: a matchMedia that matches nothing, for the browser libraries
 * that read it as soon as they load (uPlot does), even when a lazy import lands after a spec.
 */
export function matchNothing(query: string): MediaQueryList {
    const list = {
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
    };

    return list;
}

export function installMatchMedia(initial: Partial<Viewport> = {}): void {
    Object.assign(viewport, DEFAULT_VIEWPORT, initial);
    lists.clear();

    window.matchMedia = (query: string): MediaQueryList => {
        const entry = lists.get(query) ?? {
            query,
            listeners: new Set<Listener>(),
            last: evaluate(query),
        };
        lists.set(query, entry);

        return {
            media: query,
            get matches() {
                return evaluate(query);
            },
            onchange: null,
            addEventListener: (_type: string, listener: Listener) => {
                entry.last = evaluate(query);
                entry.listeners.add(listener);
            },
            removeEventListener: (_type: string, listener: Listener) => {
                entry.listeners.delete(listener);
            },
            addListener: (listener: Listener) => entry.listeners.add(listener),
            removeListener: (listener: Listener) => entry.listeners.delete(listener),
            dispatchEvent: () => true,
        } as unknown as MediaQueryList;
    };
}

export function setViewportWidth(width: number): void {
    viewport.width = width;
    notify();
}

/** Switches the device's colour scheme, as a change in the system settings would. */
export function setPrefersDark(prefersDark: boolean): void {
    viewport.prefersDark = prefersDark;
    notify();
}

export function uninstallMatchMedia(): void {
    lists.clear();
    window.matchMedia = matchNothing;
}

/** Runs a spec's body in a browser that has no matchMedia at all. */
export function withoutMatchMedia(body: () => void): void {
    Reflect.deleteProperty(window, 'matchMedia');
    try {
        body();
    } finally {
        window.matchMedia = matchNothing;
    }
}
