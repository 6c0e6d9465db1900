import { useCallback, useRef, useState } from 'react';

/** One seek preview: a stretch of the video and its tile in the sprite. */
export interface StoryboardTile {
    start: number;
    end: number;
    url: string;
    x: number;
    y: number;
    width: number;
    height: number;
}

function seconds(timestamp: string): number {
    const parts = timestamp.trim().split(':').map(Number);

    return parts.reduce((total, part) => total * 60 + part, 0);
}

/**
 * The cues of a storyboard's WebVTT index (App\Media\Storyboard): each names its tile as
 * `sprite.jpg#xywh=x,y,w,h`, relative to the index's own URL.
 */
export function parseStoryboard(text: string, indexUrl: string): StoryboardTile[] {
    const tiles: StoryboardTile[] = [];
    const lines = text.split(/\r?\n/);

    lines.forEach((line, i) => {
        const timing = /^([\d:.]+)\s+-->\s+([\d:.]+)/.exec(line);
        const target = /^(.+)#xywh=(\d+),(\d+),(\d+),(\d+)$/.exec(lines[i + 1]?.trim() ?? '');

        if (!timing?.[1] || !timing[2] || !target?.[1]) {
            return;
        }

        tiles.push({
            start: seconds(timing[1]),
            end: seconds(timing[2]),
            url: new URL(target[1], indexUrl).href,
            x: Number(target[2]),
            y: Number(target[3]),
            width: Number(target[4]),
            height: Number(target[5]),
        });
    });

    return tiles;
}

export function tileAt(tiles: StoryboardTile[], time: number): StoryboardTile | null {
    return tiles.find((tile) => time >= tile.start && time < tile.end) ?? tiles.at(-1) ?? null;
}

/**
 * The storyboard of a video, fetched the first time `load` is called (the first hover over
 * the progress bar), never on page load. A missing or broken index leaves the bar without
 * previews.
 */
export function useStoryboard(url: string | null | undefined) {
    const [tiles, setTiles] = useState<StoryboardTile[]>([]);
    const requested = useRef(false);

    const load = useCallback(() => {
        if (!url || requested.current) {
            return;
        }

        requested.current = true;
        const indexUrl = new URL(url, window.location.href).href;
        fetch(indexUrl, { credentials: 'same-origin' })
            .then((response) => (response.ok ? response.text() : ''))
            .then((text) => {
                setTiles(parseStoryboard(text, indexUrl));
            })
            .catch(() => undefined);
    }, [url]);

    return { tiles, load };
}
