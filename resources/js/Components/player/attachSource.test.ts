import { describe, expect, it, vi } from 'vitest';

import { attachSource } from './attachSource';

const hls = vi.hoisted(() => ({ created: 0, config: [] as unknown[] }));

vi.mock('hls.js/light', () => ({
    default: class {
        static isSupported() {
            return true;
        }

        static Events = { MANIFEST_PARSED: 'manifestParsed', LEVEL_SWITCHED: 'levelSwitched' };

        constructor(config: unknown) {
            hls.created++;
            hls.config.push(config);
        }

        on() {}

        loadSource() {}

        attachMedia() {}

        destroy() {}
    },
}));

describe('attachSource', () => {
    it('fetches the media with CORS, so native HLS plays segments from a bucket', async () => {
        const video = document.createElement('video');
        video.canPlayType = () => 'maybe';

        const attached = await attachSource(video, { hls: '/media/videos/abc/hls/master.m3u8' });

        expect(attached.mode).toBe('native-hls');
        expect(video.crossOrigin).toBe('anonymous');
        expect(video.getAttribute('src')).toBe('/media/videos/abc/hls/master.m3u8');
        expect(attached.quality().levels).toEqual([]);
    });

    it('sets CORS for hls.js too, whose segments come from the same places', async () => {
        const video = document.createElement('video');
        video.canPlayType = () => '';

        const attached = await attachSource(video, { hls: 'https://cdn.example/master.m3u8' });

        expect(attached.mode).toBe('hls.js');
        expect(video.crossOrigin).toBe('anonymous');
    });

    it('gives hls.js its worker and caps Auto at the player size', async () => {
        const video = document.createElement('video');
        video.canPlayType = () => '';

        await attachSource(video, { hls: '/master.m3u8' });

        expect(hls.config.at(-1)).toEqual({
            workerPath: expect.stringMatching(/hls\.worker\.js$/) as unknown,
            capLevelToPlayerSize: true,
        });
    });

    it('takes hls.js over native HLS when asked, for the choice of renditions', async () => {
        const video = document.createElement('video');
        video.canPlayType = () => 'maybe';
        const before = hls.created;

        const attached = await attachSource(video, { hls: '/master.m3u8' }, undefined, {
            preferHlsJs: true,
        });

        expect(attached.mode).toBe('hls.js');
        expect(hls.created).toBe(before + 1);
    });
});
