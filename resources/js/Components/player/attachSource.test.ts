import { describe, expect, it, vi } from 'vitest';

import { attachSource } from './attachSource';

vi.mock('hls.js', () => ({
    default: class {
        static isSupported() {
            return true;
        }

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
    });

    it('sets CORS for hls.js too, whose segments come from the same places', async () => {
        const video = document.createElement('video');
        video.canPlayType = () => '';

        const attached = await attachSource(video, { hls: 'https://cdn.example/master.m3u8' });

        expect(attached.mode).toBe('hls.js');
        expect(video.crossOrigin).toBe('anonymous');
    });
});
