import { afterEach, describe, expect, it } from 'vitest';

import { activateLocale, currentLocale, t, tc } from './i18n';

afterEach(() => {
    activateLocale('en', {});
});

describe('t', () => {
    it('gives the key itself when the language has no line for it', () => {
        activateLocale('ja', { Home: 'ホーム' });

        expect(t('Home')).toBe('ホーム');
        expect(t('Shorts')).toBe('Shorts');
    });

    it('fills placeholders, longest names first, capitalised and upper-cased as written', () => {
        activateLocale('es', { 'Hello :name, :name_full': 'Hola :Name, :NAME_FULL' });

        expect(t('Hello :name, :name_full', { name: 'ana', name_full: 'ana ruiz' })).toBe(
            'Hola Ana, ANA RUIZ',
        );
    });

    it('treats an empty list from PHP as an empty table', () => {
        activateLocale('fr', []);

        expect(currentLocale()).toBe('fr');
        expect(t('Home')).toBe('Home');
    });
});

describe('tc', () => {
    it('picks the plural form by the language rule and formats the count', () => {
        expect(tc(':count view|:count views', 1)).toBe('1 view');
        expect(tc(':count view|:count views', 1234)).toBe('1,234 views');

        activateLocale('fr', { ':count view|:count views': ':count vue|:count vues' });
        expect(tc(':count view|:count views', 0)).toBe('0 vue');
        expect(tc(':count view|:count views', 2)).toBe('2 vues');

        activateLocale('de', { ':count view|:count views': ':count Aufruf|:count Aufrufe' });
        expect(tc(':count view|:count views', 1234)).toBe('1.234 Aufrufe');
    });

    it('uses the one form Japanese has', () => {
        activateLocale('ja', { ':count view|:count views': '視聴回数 :count 回' });

        expect(tc(':count view|:count views', 1)).toBe('視聴回数 1 回');
        expect(tc(':count view|:count views', 5)).toBe('視聴回数 5 回');
    });

    it('prefers an explicit count', () => {
        const line = '{0} No comments|{1} One comment|[2,*] :count comments';

        expect(tc(line, 0)).toBe('No comments');
        expect(tc(line, 1)).toBe('One comment');
        expect(tc(line, 7)).toBe('7 comments');
    });
});
