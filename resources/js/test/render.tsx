import type { Page } from '@inertiajs/core';
import { App } from '@inertiajs/react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ComponentType } from 'react';

import { activateLocale } from '@/lib/i18n';
import type { AuthUser, SharedProps } from '@/types';

import { defaultSettings } from './settings';

export function makeUser(overrides: Partial<AuthUser> = {}): AuthUser {
    return {
        id: 1,
        name: 'Ada Lovelace',
        email: 'ada@example.test',
        email_verified_at: '2026-01-01T00:00:00+00:00',
        is_moderator: false,
        channel: null,
        ...overrides,
    };
}

export function sharedProps(overrides: Partial<SharedProps> = {}): SharedProps {
    return {
        name: 'Blipstream',
        auth: { user: null },
        settings: defaultSettings(),
        flash: {},
        notifications: null,
        metaDescription: 'Watch videos, blips and live streams.',
        locale: 'en',
        translations: {},
        ...overrides,
    };
}

/** Paging metadata of an infinite-scroll prop that has one page: nothing before it or after. */
export function onlyScrollPage(pageName: string, currentPage: number | string = 1) {
    return { pageName, previousPage: null, nextPage: null, currentPage, reset: false };
}

interface RenderPageOptions<P> {
    props?: Partial<P>;
    shared?: Partial<SharedProps>;
    url?: string;
    component?: string;
    /** Paging metadata of the props InfiniteScroll reads. */
    scrollProps?: Page['scrollProps'];
}

export type RenderedPage = RenderResult & { user: UserEvent; page: Page<SharedProps> };

/**
 * Renders a page inside Inertia's real App, so usePage(), <Head> and <Link> behave as in the browser.
 */
export function renderPage<P extends object>(
    Component: ComponentType<P>,
    options: RenderPageOptions<P> = {},
): RenderedPage {
    const page: Page<SharedProps> = {
        component: options.component ?? Component.displayName ?? Component.name,
        props: { ...sharedProps(options.shared), errors: {}, ...options.props },
        url: options.url ?? '/',
        version: null,
        flash: {},
        rescuedProps: [],
        rememberedState: {},
        ...(options.scrollProps ? { scrollProps: options.scrollProps } : {}),
    };

    // As app.tsx does before the first render; the harness's cleanup returns to English.
    activateLocale(page.props.locale, page.props.translations);
    const user = userEvent.setup();
    const result = render(
        <App initialPage={page} initialComponent={Component} resolveComponent={() => Component} />,
    );

    return { ...result, user, page };
}
