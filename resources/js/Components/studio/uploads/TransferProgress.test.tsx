import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import TransferProgress, { percentOf, transferSummary } from './TransferProgress';
import type { Transfer } from './uploadManager';

const MB = 1024 * 1024;

function transfer(overrides: Partial<Transfer> = {}): Transfer {
    return {
        id: 'transfer-1',
        kind: 'video',
        fileName: 'Beach day.mp4',
        bytesTotal: 100 * MB,
        bytesUploaded: 42 * MB,
        status: 'uploading',
        bytesPerSecond: 2.5 * MB,
        secondsLeft: 125,
        videoId: null,
        error: null,
        resumedAt: null,
        refused: false,
        ...overrides,
    };
}

describe('transferSummary', () => {
    it('gives the percent, speed and time left while uploading', () => {
        expect(transferSummary(transfer())).toBe('Uploading 42 % · 2.5 MB/s · 2 min 5 s left');
    });

    it('leaves out what is not measured yet', () => {
        expect(transferSummary(transfer({ bytesPerSecond: null, secondsLeft: null }))).toBe(
            'Uploading 42 %',
        );
    });

    it.each<[Partial<Transfer>, string]>([
        [{ status: 'paused' }, 'Paused at 42 %'],
        [{ status: 'retrying' }, 'Retrying at 42 %…'],
        [{ status: 'offline' }, 'Waiting for the connection at 42 %'],
        [{ status: 'failed' }, 'Stopped at 42 %'],
        [{ status: 'failed', refused: true }, 'Upload refused'],
        [{ status: 'complete' }, 'Upload complete'],
    ])('says %o as "%s"', (state, text) => {
        expect(transferSummary(transfer(state))).toBe(text);
    });
});

describe('percentOf', () => {
    it('rounds down and keeps 100 for a finished transfer', () => {
        expect(percentOf(transfer({ bytesUploaded: 100 * MB - 1 }))).toBe(99);
        expect(percentOf(transfer({ status: 'complete', bytesUploaded: 100 * MB }))).toBe(100);
        expect(percentOf(transfer({ bytesTotal: 0, bytesUploaded: 0 }))).toBe(0);
    });
});

describe('TransferProgress', () => {
    it('shows the bar and the bytes sent', () => {
        render(
            <TransferProgress
                transfer={transfer()}
                idPrefix="file"
                onPause={() => undefined}
                onResume={() => undefined}
            />,
        );

        expect(
            screen.getByRole('progressbar', { name: 'Upload of Beach day.mp4' }),
        ).toHaveAttribute('aria-valuetext', '42 % uploaded');
        expect(screen.getByTestId('transfer-summary')).toHaveTextContent('— 42 MB of 100 MB');
    });

    it('offers Retry for a transfer that stopped on a server error, and nothing for a refused file', async () => {
        const onResume = vi.fn();
        const { rerender } = render(
            <TransferProgress
                transfer={transfer({ status: 'failed', error: 'Something went wrong.' })}
                idPrefix="file"
                onPause={() => undefined}
                onResume={onResume}
            />,
        );

        await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
        expect(onResume).toHaveBeenCalledOnce();
        expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');

        rerender(
            <TransferProgress
                transfer={transfer({ status: 'failed', refused: true, error: 'Not a video.' })}
                idPrefix="file"
                onPause={() => undefined}
                onResume={onResume}
            />,
        );

        expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });

    it('announces a change of state, not every percent', () => {
        const { rerender } = render(
            <TransferProgress
                transfer={transfer()}
                idPrefix="file"
                onPause={() => undefined}
                onResume={() => undefined}
            />,
        );

        expect(screen.getByRole('status')).toBeEmptyDOMElement();

        rerender(
            <TransferProgress
                transfer={transfer({ status: 'complete' })}
                idPrefix="file"
                onPause={() => undefined}
                onResume={() => undefined}
            />,
        );

        expect(screen.getByRole('status')).toHaveTextContent('Upload complete');
    });
});
