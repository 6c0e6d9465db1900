import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { useRowSelection } from '@/hooks/useRowSelection';
import { installMatchMedia, uninstallMatchMedia } from '@/test/matchMedia';
import { renderPage } from '@/test/render';
import { withRoutes } from '@/test/server';
import { makeStudioVideo } from '@/test/videos';
import type { StudioVideo } from '@/types/models';

import { FIRST_SCREEN_CARDS } from '@/Components/video/VideoGrid';

import ContentTable from './ContentTable';

beforeAll(() => {
    withRoutes({
        'studio.videos.edit': 'studio/videos/{video}/edit',
        'studio.videos.analytics': 'studio/videos/{video}/analytics',
    });
});

afterEach(() => {
    uninstallMatchMedia();
});

function renderTable(
    videos: StudioVideo[],
    { width = 1280 }: { width?: number } = {},
): {
    onDelete: ReturnType<typeof vi.fn>;
    onRetry: ReturnType<typeof vi.fn>;
    user: ReturnType<typeof renderPage>['user'];
} {
    installMatchMedia({ width });
    const onDelete = vi.fn();
    const onRetry = vi.fn();

    function Harness() {
        const selection = useRowSelection(videos.map((video) => video.id));

        return (
            <>
                <p data-testid="selected">{selection.selected.join(',')}</p>
                <ContentTable
                    videos={videos}
                    selection={selection}
                    onDelete={onDelete}
                    onRetry={onRetry}
                />
            </>
        );
    }

    const { user } = renderPage(Harness, { url: '/studio/content' });

    return { onDelete, onRetry, user };
}

function rowOf(title: string): HTMLElement {
    const row = screen.getByRole('link', { name: title }).closest('tr, li');
    if (!(row instanceof HTMLElement)) {
        throw new Error(`No row for ${title}`);
    }

    return row;
}

describe('ContentTable', () => {
    it("shows the spec's columns and a status column on wide screens", () => {
        renderTable([makeStudioVideo()]);

        expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
            '',
            'Video',
            'Visibility',
            'Status',
            'Restrictions',
            'Date',
            'Views',
            'Comments',
            'Likes',
            'Actions',
        ]);
    });

    it('shows a row with its thumbnail, duration, restrictions, date and counts', () => {
        renderTable([
            makeStudioVideo({
                title: 'Night walk',
                duration: 125,
                views: 12_345,
                comments: 67,
                likes: 890,
                restrictions: 'Age-restricted',
                created_at: '2026-03-05T12:00:00Z',
            }),
        ]);

        const cells = within(rowOf('Night walk')).getAllByRole('cell');
        expect(cells[1]).toHaveTextContent('02:05');
        expect(cells[1]?.querySelector('img')).toHaveAttribute(
            'src',
            '/storage/thumbs/sunrise.jpg',
        );
        expect(cells.slice(4).map((cell) => cell.textContent)).toEqual([
            'Age-restricted',
            'Mar 5, 2026',
            '12,345',
            '67',
            '890',
            'EditAnalyticsDelete',
        ]);
    });

    it.each([1280, 390])(
        'loads the thumbnails of the first screen with the page, the rest when near (%i px)',
        (width) => {
            renderTable(
                Array.from({ length: 6 }, () => makeStudioVideo()),
                { width },
            );

            expect(
                screen.getAllByRole('presentation').map((image) => image.getAttribute('loading')),
            ).toEqual([...Array<string>(FIRST_SCREEN_CARDS).fill('eager'), 'lazy', 'lazy']);
        },
    );

    it('colours visibility green when public, red when private and yellow when unlisted', () => {
        renderTable([
            makeStudioVideo({ title: 'Open', visibility: 'public' }),
            makeStudioVideo({ title: 'Mine only', visibility: 'private' }),
            makeStudioVideo({ title: 'By link', visibility: 'unlisted' }),
        ]);

        const badge = (title: string, text: string) => within(rowOf(title)).getByText(text);
        expect(badge('Open', 'Public')).toHaveAttribute('data-tone', 'green');
        expect(badge('Mine only', 'Private')).toHaveAttribute('data-tone', 'red');
        expect(badge('By link', 'Unlisted')).toHaveAttribute('data-tone', 'yellow');
    });

    it('says where each video stands between upload and ready', () => {
        renderTable([
            makeStudioVideo({ title: 'A', status: 'uploading', progress: 40 }),
            makeStudioVideo({ title: 'B', status: 'queued' }),
            makeStudioVideo({ title: 'C', status: 'processing', progress: 12 }),
            makeStudioVideo({ title: 'D', status: 'watchable', progress: 70 }),
            makeStudioVideo({ title: 'E', status: 'ready' }),
        ]);

        const status = (title: string) => within(rowOf(title)).getAllByRole('cell')[3];
        expect(status('A')).toHaveTextContent('Uploading 40%');
        expect(status('B')).toHaveTextContent('Queued');
        expect(status('C')).toHaveTextContent('Processing 12%');
        expect(status('D')).toHaveTextContent('Watchable');
        expect(status('D')).toHaveTextContent('Higher qualities processing (70%)');
        expect(status('E')).toHaveTextContent(/^Ready$/);
        expect(screen.queryByRole('button', { name: /^Retry/ })).not.toBeInTheDocument();
    });

    it('gives a failed video its reason and a Retry button', async () => {
        const failed = makeStudioVideo({
            title: 'Broken',
            status: 'failed',
            failure_reason: 'The file has no video stream.',
        });
        const { onRetry, user } = renderTable([failed]);

        const row = rowOf('Broken');
        expect(row).toHaveTextContent('Failed');
        expect(row).toHaveTextContent('The file has no video stream.');

        await user.click(within(row).getByRole('button', { name: 'Retry Broken' }));
        expect(onRetry).toHaveBeenCalledWith(failed);
    });

    it('links Edit and the title to the edit page and hands Delete to the page', async () => {
        const video = makeStudioVideo({ id: 'abcdefghijk', title: 'Night walk' });
        const { onDelete, user } = renderTable([video]);

        for (const link of [
            screen.getByRole('link', { name: 'Edit Night walk' }),
            screen.getByRole('link', { name: 'Night walk' }),
        ]) {
            expect(new URL(link.getAttribute('href') ?? '', 'http://localhost').pathname).toBe(
                '/studio/videos/abcdefghijk/edit',
            );
        }

        await user.click(screen.getByRole('button', { name: 'Delete Night walk' }));
        expect(onDelete).toHaveBeenCalledWith(video);
    });

    it("links each row's Analytics to the video's analytics", () => {
        renderTable([makeStudioVideo({ id: 'abcdefghijk', title: 'Night walk' })]);

        const link = screen.getByRole('link', { name: 'Analytics of Night walk' });
        expect(new URL(link.getAttribute('href') ?? '', 'http://localhost').pathname).toBe(
            '/studio/videos/abcdefghijk/analytics',
        );
    });

    it('selects all rows from the header, and shows a dash while only some are selected', async () => {
        const { user } = renderTable([
            makeStudioVideo({ id: 'aaaaaaaaaaa', title: 'One' }),
            makeStudioVideo({ id: 'bbbbbbbbbbb', title: 'Two' }),
        ]);
        const all = screen.getByRole('checkbox', { name: 'Select all videos on this page' });

        await user.click(screen.getByRole('checkbox', { name: 'Select One' }));
        expect(all).not.toBeChecked();
        expect(all).toHaveProperty('indeterminate', true);

        await user.click(screen.getByRole('checkbox', { name: 'Select Two' }));
        expect(all).toBeChecked();
        expect(all).toHaveProperty('indeterminate', false);

        await user.click(all);
        expect(screen.getByTestId('selected')).toHaveTextContent(/^$/);
        expect(screen.getByRole('checkbox', { name: 'Select One' })).not.toBeChecked();

        await user.click(all);
        expect(screen.getByTestId('selected')).toHaveTextContent('aaaaaaaaaaa,bbbbbbbbbbb');
    });

    it('turns the rows into cards on a phone, with the same facts and actions', async () => {
        const { onDelete, user } = renderTable(
            [
                makeStudioVideo({
                    title: 'Night walk',
                    visibility: 'private',
                    status: 'processing',
                    progress: 5,
                    views: 2_000,
                }),
            ],
            { width: 390 },
        );

        expect(screen.queryByRole('table')).not.toBeInTheDocument();
        const card = within(screen.getByRole('list', { name: 'Videos' })).getByRole('listitem');
        expect(card).toHaveTextContent('Private');
        expect(card).toHaveTextContent('Processing 5%');
        expect(within(card).getByText('Views').nextSibling).toHaveTextContent('2,000');
        expect(card).toHaveTextContent('Restrictions: None');

        await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
        expect(within(card).getByRole('checkbox', { name: 'Select Night walk' })).toBeChecked();

        await user.click(within(card).getByRole('button', { name: 'Delete Night walk' }));
        expect(onDelete).toHaveBeenCalledTimes(1);
    });
});
