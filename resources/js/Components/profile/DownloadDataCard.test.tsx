import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { withRoutes } from '@/test/server';

import DownloadDataCard from './DownloadDataCard';

describe('DownloadDataCard', () => {
    it('links to the archive as a download', () => {
        withRoutes({ 'profile.export': 'profile/export' });
        render(<DownloadDataCard />);

        const link = screen.getByRole('link', { name: 'Download your data' });
        expect(link).toHaveAttribute('href', 'http://localhost/profile/export');
        expect(link).toHaveAttribute('download');
    });
});
