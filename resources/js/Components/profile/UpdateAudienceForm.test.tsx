import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { renderPage } from '@/test/render';
import { fakeServer, withRoutes } from '@/test/server';

import UpdateAudienceForm from './UpdateAudienceForm';

function FormPage() {
    return (
        <UpdateAudienceForm
            audience={{ birth_year: 1990, gender: null, country: 'JP' }}
            genders={[
                { value: 'female', label: 'Female' },
                { value: 'male', label: 'Male' },
                { value: 'non-binary', label: 'Non-binary' },
            ]}
            countries={[
                { code: 'DE', name: 'Germany' },
                { code: 'JP', name: 'Japan' },
            ]}
        />
    );
}

beforeAll(() => {
    withRoutes({ 'profile.audience.update': 'profile/audience' });
});

describe('UpdateAudienceForm', () => {
    it('starts from what is shared, with "Not shared" for the rest', () => {
        renderPage(FormPage);

        expect(screen.getByLabelText('Birth year')).toHaveValue('1990');
        expect(screen.getByLabelText('Gender')).toHaveDisplayValue('Not shared');
        expect(screen.getByLabelText('Country')).toHaveDisplayValue('Japan');
    });

    it('speaks Japanese, naming the countries in Japanese in Japanese order', () => {
        renderPage(FormPage, {
            shared: {
                locale: 'ja',
                translations: { Country: '国', 'Not shared': '共有しない', Save: '保存' },
            },
        });

        const country = screen.getByLabelText('国');
        expect(country).toHaveDisplayValue('日本');
        expect(
            within(country)
                .getAllByRole('option')
                .map((option) => option.textContent),
        ).toEqual(['共有しない', 'ドイツ', '日本']);
        expect(screen.getByRole('button', { name: '保存' })).toBeInTheDocument();
    });

    it('saves the choices, an emptied field sharing nothing, and shows a refusal on its field', async () => {
        const server = fakeServer('FormPage');
        const { user } = renderPage(FormPage, { component: 'FormPage' });

        await user.clear(screen.getByLabelText('Birth year'));
        await user.selectOptions(screen.getByLabelText('Gender'), 'Non-binary');
        await user.selectOptions(screen.getByLabelText('Country'), 'Not shared');
        server.failWith({ country: 'Choose a country from the list.' });
        await user.click(screen.getByRole('button', { name: 'Save' }));

        const [request] = server.requests;
        expect(request?.method).toBe('put');
        expect(request?.data).toEqual({
            birth_year: '',
            gender: 'non-binary',
            country: '',
        });
        expect(await screen.findByText('Choose a country from the list.')).toBeInTheDocument();
    });
});
