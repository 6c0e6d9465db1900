import { readJson, writeJson } from '@/lib/storage';
import { storedValue } from '@/lib/storedValue';

import { AUTO_QUALITY, type QualityLevel } from './quality';

/** Volume and mute survive reloads and carry over to the next video. */
export const PLAYER_VOLUME_KEY = 'player.volume';

/** The rendition chosen in the quality menu, by its height, or 'auto'. */
export const PLAYER_QUALITY_KEY = 'player.quality';

export const PLAYER_THEATER_KEY = 'player.theater';

export interface StoredVolume {
    volume: number;
    muted: boolean;
}

function isStoredVolume(value: unknown): value is StoredVolume {
    const candidate = value as StoredVolume | null;

    return (
        typeof candidate === 'object' &&
        candidate !== null &&
        typeof candidate.volume === 'number' &&
        candidate.volume >= 0 &&
        candidate.volume <= 1 &&
        typeof candidate.muted === 'boolean'
    );
}

export function storedVolume(): StoredVolume | null {
    return readJson<StoredVolume | null>(PLAYER_VOLUME_KEY, isStoredVolume, null);
}

export function rememberVolume(volume: StoredVolume): void {
    writeJson(PLAYER_VOLUME_KEY, volume);
}

type StoredQuality = number | 'auto';

function isStoredQuality(value: unknown): value is StoredQuality {
    return value === 'auto' || (typeof value === 'number' && Number.isInteger(value) && value > 0);
}

export function rememberQuality(height: StoredQuality): void {
    writeJson(PLAYER_QUALITY_KEY, height);
}

/**
 * The level to start in: the remembered height, or the tallest below it when this video's
 * ladder stops short of it; Auto when nothing was chosen.
 */
export function preferredLevel(levels: QualityLevel[]): number {
    const stored = readJson<StoredQuality>(PLAYER_QUALITY_KEY, isStoredQuality, 'auto');

    if (stored === 'auto') {
        return AUTO_QUALITY;
    }

    const fitting = levels
        .filter((level) => level.height <= stored)
        .sort((a, b) => b.height - a.height)[0];

    return fitting?.index ?? AUTO_QUALITY;
}

/** Theater mode: a wider player with the sidebar closed, kept for the next visit. */
export const theaterMode = storedValue(
    PLAYER_THEATER_KEY,
    (value): value is boolean => typeof value === 'boolean',
    false,
);
