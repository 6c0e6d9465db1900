import { http, type HttpClient, type HttpRequestConfig } from '@inertiajs/core';
import { afterEach, vi } from 'vitest';

import type { SharedProps } from '@/types';

import { sharedProps } from './render';

/** What the fake server answers to one request: the next page's props, and optionally its component and URL. */
export interface FakeAnswer {
    props?: Record<string, unknown>;
    shared?: Partial<SharedProps>;
    component?: string;
    url?: string;
}

type Responder = (request: HttpRequestConfig) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeServer {
    /** Every request Inertia made, in order. */
    requests: HttpRequestConfig[];
    /** Sets how the following requests are answered. */
    respond: (responder: Responder) => void;
    /** Answers the next requests with these field errors, as Laravel's validation redirect would. */
    failWith: (errors: Record<string, string>) => void;
}

const original = http.getClient();

afterEach(() => {
    http.setClient(original);
});

/**
 * Replaces Inertia's HTTP client for one test, so a form submit gets a real Inertia page
 * response (success or validation errors) without a Laravel server. Page components are
 * resolved by renderPage, so the answer keeps the page under test on screen.
 */
export function fakeServer(component = 'Page'): FakeServer {
    let responder: Responder = () => ({});
    const requests: HttpRequestConfig[] = [];

    const client: HttpClient = {
        async request(request) {
            requests.push(request);
            const answer = await responder(request);
            const page = {
                component: answer.component ?? component,
                props: { ...sharedProps(answer.shared), errors: {}, ...answer.props },
                url: answer.url ?? new URL(request.url, 'http://localhost').pathname,
                version: null,
                flash: {},
            };

            return {
                status: 200,
                data: JSON.stringify(page),
                headers: { 'x-inertia': 'true', 'content-type': 'application/json' },
            };
        },
    };

    http.setClient(client);
    // Inertia resets the scroll position after a visit; the test DOM lays nothing out to scroll.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);

    return {
        requests,
        respond: (next) => {
            responder = next;
        },
        failWith: (errors) => {
            responder = () => ({ props: { errors } });
        },
    };
}

/** The routes the account menu links to, which every page in a layout needs. */
export const accountMenuRoutes: Record<string, string> = {
    login: 'login',
    logout: 'logout',
    'profile.edit': 'profile',
    'create-channel': 'create-channel',
    channel: 'channel/{channel}',
};

/** Adds named routes (name → Laravel URI such as 'login') to the config route() reads, as @routes would. */
export function withRoutes(routes: Record<string, string>): void {
    for (const [name, uri] of Object.entries(routes)) {
        globalThis.Ziggy.routes[name] = { uri, methods: ['GET', 'HEAD'] };
    }
}

/**
 * Replaces the HTTP client for one test with plain JSON answers, as the endpoints that
 * useHttp reads give them; returns the requests made, in order.
 */
export function fakeJsonApi(
    respond: (url: URL) => { status?: number; body: unknown },
): HttpRequestConfig[] {
    const requests: HttpRequestConfig[] = [];

    http.setClient({
        request(request) {
            requests.push(request);
            const answer = respond(new URL(request.url, 'http://localhost'));

            return Promise.resolve({
                status: answer.status ?? 200,
                data: JSON.stringify(answer.body),
                headers: { 'content-type': 'application/json' },
            });
        },
    });

    return requests;
}
