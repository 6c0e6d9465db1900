import { router } from '@inertiajs/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { withRoutes } from '@/test/server';

import PlayerDock from './PlayerDock';
import { playerSession, type PlayerSession } from './playerSession';

function playingSession(): PlayerSession {
    const element = document.createElement('video');
    Object.defineProperty(element, 'paused', { configurable: true, writable: true, value: false });
    document.body.append(element);

    return {
        video: { id: 'abcdefghijk', title: 'Colour bars', channelName: 'Pattern Lab' },
        element,
        release: vi.fn(),
    };
}

describe('PlayerDock', () => {
    beforeAll(() => {
        withRoutes({ watch: 'watch' });
    });

    beforeEach(() => {
        vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
            this: HTMLMediaElement,
        ) {
            Object.defineProperty(this, 'paused', { configurable: true, value: true });
            this.dispatchEvent(new Event('pause'));
        });
    });

    afterEach(() => {
        playerSession.close();
    });

    it('shows nothing while the video plays on its own page', () => {
        render(<PlayerDock />);
        act(() => {
            playerSession.start(playingSession());
        });

        expect(screen.queryByRole('region', { name: 'Miniplayer' })).not.toBeInTheDocument();
    });

    it('carries a playing video on in the corner after its page goes, with the same element', async () => {
        render(<PlayerDock />);
        const session = playingSession();
        act(() => {
            playerSession.start(session);
            playerSession.leave(session, true);
        });

        const mini = await screen.findByRole('region', { name: 'Miniplayer' });
        expect(mini).toContainElement(session.element);
        expect(screen.getByText('Colour bars')).toBeInTheDocument();
        expect(screen.getByText('Pattern Lab')).toBeInTheDocument();
    });

    it('pauses, goes back to the video and closes', async () => {
        const user = userEvent.setup();
        const visit = vi.spyOn(router, 'visit').mockImplementation(() => undefined);
        render(<PlayerDock />);
        const session = playingSession();
        act(() => {
            playerSession.start(session);
            playerSession.leave(session, true);
        });

        await user.click(await screen.findByRole('button', { name: 'Pause' }));
        expect(session.element.paused).toBe(true);
        expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();

        await user.click(screen.getByRole('button', { name: 'Back to Colour bars' }));
        expect(visit).toHaveBeenCalledWith(route('watch', { v: 'abcdefghijk' }));

        await user.click(screen.getByRole('button', { name: 'Close miniplayer' }));
        expect(screen.queryByRole('region', { name: 'Miniplayer' })).not.toBeInTheDocument();
        expect(session.release).toHaveBeenCalled();
        expect(session.element.isConnected).toBe(false);
    });

    it('gives the element back when the video’s page takes it', async () => {
        render(<PlayerDock />);
        const session = playingSession();
        act(() => {
            playerSession.start(session);
            playerSession.leave(session, true);
        });
        await screen.findByRole('region', { name: 'Miniplayer' });

        act(() => {
            expect(playerSession.resume('abcdefghijk')).toBe(session);
        });

        expect(screen.queryByRole('region', { name: 'Miniplayer' })).not.toBeInTheDocument();
        expect(session.release).not.toHaveBeenCalled();
    });
});
