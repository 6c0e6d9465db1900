import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { renderPage } from '@/test/render';
import { withRoutes } from '@/test/server';
import type { HelpArticle } from '@/types/models';

import Index from './Index';

const categories = [
    { value: 'all', label: 'All' },
    { value: 'account', label: 'Account & Settings' },
    { value: 'playback', label: 'Videos & Playback' },
    { value: 'creators', label: 'Creator Support' },
    { value: 'policy', label: 'Policy & Safety' },
    { value: 'billing', label: 'Billing & Payments' },
];

function article(id: string, question: string, answer: string, category: string): HelpArticle {
    return { id, question, answer, category, link: null };
}

const articles: HelpArticle[] = [
    article('name', 'How do I change my name?', 'Open Profile and edit it.', 'account'),
    article(
        'blurry',
        'Why is a video blurry?',
        'The player adapts to your connection.',
        'playback',
    ),
    article(
        'money',
        'How do I earn money?',
        'You need 1,000 subscribers and 4,000 watch hours.',
        'creators',
    ),
    {
        ...article(
            'kids',
            'Can I choose what my children watch?',
            'Parental controls are on the way.',
            'policy',
        ),
        link: { route: 'parental-control', label: 'What parental control will offer' },
    },
    article('cost', 'Do I have to pay?', 'No, Blipstream is free.', 'billing'),
];

beforeAll(() => {
    withRoutes({
        login: 'login',
        help: 'help',
        feedback: 'feedback',
        'parental-control': 'parental-control',
    });
});

function renderHelp(category = 'all') {
    return renderPage(Index, {
        component: 'Help/Index',
        url: '/help',
        props: { categories, category, articles },
    });
}

const question = (name: string) => screen.getByRole('button', { name });
const faq = () => screen.getByRole('region', { name: 'Frequently asked questions' });
/** The questions shown, open or closed, in order. */
const shownQuestions = () =>
    within(faq())
        .queryAllByRole('button', { expanded: false })
        .concat(within(faq()).queryAllByRole('button', { expanded: true }))
        .map((button) => button.textContent);

describe('Help Center', () => {
    it('lists every question closed, with the categories as filters', () => {
        renderHelp();

        expect(screen.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
        const filters = screen.getByRole('navigation', { name: 'Help categories' });
        expect(
            within(filters)
                .getAllByRole('link')
                .map((link) => link.textContent),
        ).toEqual(categories.map((category) => category.label));
        expect(within(filters).getByRole('link', { name: 'All' })).toHaveAttribute(
            'aria-current',
            'page',
        );
        expect(within(filters).getByRole('link', { name: 'Policy & Safety' })).toHaveAttribute(
            'href',
            'http://localhost/help?category=policy',
        );

        expect(within(faq()).queryAllByRole('button', { expanded: true })).toEqual([]);
        expect(shownQuestions()).toEqual(articles.map((a) => a.question));
        expect(screen.queryByText('Open Profile and edit it.')).not.toBeVisible();
    });

    it('opens one answer at a time', async () => {
        const { user } = renderHelp();

        await user.click(question('How do I change my name?'));

        expect(question('How do I change my name?')).toHaveAttribute('aria-expanded', 'true');
        expect(screen.getByText('Open Profile and edit it.')).toBeVisible();
        expect(screen.getByRole('region', { name: 'How do I change my name?' })).toHaveAttribute(
            'id',
            question('How do I change my name?').getAttribute('aria-controls'),
        );

        await user.click(question('Do I have to pay?'));

        expect(question('Do I have to pay?')).toHaveAttribute('aria-expanded', 'true');
        expect(screen.getByText('No, Blipstream is free.')).toBeVisible();
        expect(question('How do I change my name?')).toHaveAttribute('aria-expanded', 'false');
        expect(screen.getByText('Open Profile and edit it.')).not.toBeVisible();

        await user.click(question('Do I have to pay?'));
        expect(within(faq()).queryAllByRole('button', { expanded: true })).toEqual([]);
    });

    it('works from the keyboard: Enter and Space toggle, arrows, Home and End move', async () => {
        const { user } = renderHelp();
        question('How do I change my name?').focus();

        await user.keyboard('{Enter}');
        expect(question('How do I change my name?')).toHaveAttribute('aria-expanded', 'true');

        await user.keyboard('{ArrowDown}');
        expect(question('Why is a video blurry?')).toHaveFocus();
        await user.keyboard(' ');
        expect(question('Why is a video blurry?')).toHaveAttribute('aria-expanded', 'true');
        expect(question('How do I change my name?')).toHaveAttribute('aria-expanded', 'false');

        await user.keyboard('{End}');
        expect(question('Do I have to pay?')).toHaveFocus();
        await user.keyboard('{ArrowDown}');
        expect(question('How do I change my name?')).toHaveFocus();
        await user.keyboard('{ArrowUp}');
        expect(question('Do I have to pay?')).toHaveFocus();
        await user.keyboard('{Home}');
        expect(question('How do I change my name?')).toHaveFocus();
    });

    it('leads on from an answer to the page it names', async () => {
        const { user } = renderHelp();

        await user.click(question('Can I choose what my children watch?'));

        expect(
            screen.getByRole('link', { name: 'What parental control will offer' }),
        ).toHaveAttribute('href', 'http://localhost/parental-control');
    });

    it('searches questions and answers, whatever the case', async () => {
        const { user } = renderHelp();
        const search = screen.getByRole('searchbox', { name: 'Search help' });

        await user.type(search, 'CONNECTION');
        expect(shownQuestions()).toEqual(['Why is a video blurry?']);
        expect(screen.getByRole('status')).toHaveTextContent('1 answer found');

        await user.clear(search);
        await user.type(search, 'money');
        expect(shownQuestions()).toEqual(['How do I earn money?']);

        await user.clear(search);
        await user.type(search, '   ');
        expect(shownQuestions()).toHaveLength(articles.length);
    });

    it('says when nothing matches, and clears the search', async () => {
        const { user } = renderHelp();

        await user.type(screen.getByRole('searchbox', { name: 'Search help' }), 'refund');

        expect(screen.getByText('No results found for "refund"')).toBeVisible();
        expect(shownQuestions()).toEqual([]);

        await user.click(screen.getByRole('button', { name: 'Clear search' }));

        expect(screen.getByRole('searchbox', { name: 'Search help' })).toHaveValue('');
        expect(shownQuestions()).toHaveLength(articles.length);
    });

    it('shows only the chosen category, and searches within it', async () => {
        const { user } = renderHelp('creators');

        expect(screen.getByRole('link', { name: 'Creator Support' })).toHaveAttribute(
            'aria-current',
            'page',
        );
        expect(shownQuestions()).toEqual(['How do I earn money?']);

        await user.type(screen.getByRole('searchbox', { name: 'Search help' }), 'blurry');
        expect(screen.getByText('No results found for "blurry"')).toBeVisible();
    });
});
