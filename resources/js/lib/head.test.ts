import { describe, expect, it } from 'vitest';

import { serverHead } from './head';

describe('serverHead', () => {
    it('describes the page under the key the root template gives its element', () => {
        expect(serverHead({ metaDescription: 'Watch videos.' })).toEqual([
            '<meta name="description" content="Watch videos." data-inertia="description">',
        ]);
    });

    it('names nothing when the response carried no description', () => {
        expect(serverHead({})).toEqual([]);
    });

    it('keeps quotes and markup in the description inside the attribute', () => {
        const [element = ''] = serverHead({
            metaDescription: 'A "quoted" <b>title</b> & more',
        });
        const template = document.createElement('template');
        template.innerHTML = element;
        const meta = template.content.firstElementChild;

        expect(meta?.getAttribute('content')).toBe('A "quoted" <b>title</b> & more');
        expect(meta?.attributes).toHaveLength(3);
    });
});
