import { Link } from '@inertiajs/react';
import { screen, waitFor, waitForElementToBeRemoved } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { renderPage } from '@/test/render';
import { fakeServer, type FakeServer } from '@/test/server';

import { Dropdown, DropdownContent, DropdownLink, DropdownTrigger } from './Dropdown';

function Menu({ align, side }: { align?: 'left' | 'right'; side?: 'bottom' | 'top' }) {
    return (
        <div>
            <p>Outside</p>
            <Dropdown>
                <DropdownTrigger aria-label="Options">⋮</DropdownTrigger>
                <DropdownContent align={align} side={side}>
                    <DropdownLink href="/first">First</DropdownLink>
                    <DropdownLink href="/second">Second</DropdownLink>
                    <DropdownLink href="/third" method="post" as="button">
                        Third
                    </DropdownLink>
                </DropdownContent>
            </Dropdown>
        </div>
    );
}

const trigger = () => screen.getByRole('button', { name: 'Options' });
const item = (name: string) => screen.getByRole('menuitem', { name });
const paths = (server: FakeServer) =>
    server.requests.map((request) => new URL(request.url).pathname);

describe('Dropdown', () => {
    let server: FakeServer;

    beforeEach(() => {
        server = fakeServer('Menu');
    });

    it('is closed until the trigger is clicked', async () => {
        const { user } = renderPage(Menu);

        expect(screen.queryByRole('menu')).not.toBeInTheDocument();
        expect(trigger()).toHaveAttribute('aria-expanded', 'false');
        expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');

        await user.click(trigger());

        expect(screen.getByRole('menu')).toBeInTheDocument();
        expect(trigger()).toHaveAttribute('aria-expanded', 'true');
        expect(trigger()).toHaveAttribute('aria-controls', screen.getByRole('menu').id);
        expect(screen.getAllByRole('menuitem').map((el) => el.textContent)).toEqual([
            'First',
            'Second',
            'Third',
        ]);
    });

    it('animates in over 200 ms ease-out from 95% scale and transparent', async () => {
        const { user } = renderPage(Menu);

        await user.click(trigger());

        expect(screen.getByRole('menu')).toHaveClass(
            'duration-200',
            'ease-out',
            'opacity-100',
            'scale-100',
            'starting:opacity-0',
            'starting:scale-95',
        );
    });

    it('closes on a second trigger click, animating out over 75 ms ease-in', async () => {
        const { user } = renderPage(Menu);
        await user.click(trigger());

        await user.click(trigger());

        expect(trigger()).toHaveAttribute('aria-expanded', 'false');
        expect(screen.getByRole('menu')).toHaveClass(
            'duration-75',
            'ease-in',
            'opacity-0',
            'scale-95',
        );
        await waitForElementToBeRemoved(() => screen.queryByRole('menu'));
    });

    it('closes on a click outside', async () => {
        const { user } = renderPage(Menu);
        await user.click(trigger());

        await user.click(screen.getByText('Outside'));

        expect(trigger()).toHaveAttribute('aria-expanded', 'false');
        await waitForElementToBeRemoved(() => screen.queryByRole('menu'));
    });

    it('stays open on a click inside the panel that is not an item', async () => {
        const { user } = renderPage(Menu);
        await user.click(trigger());

        await user.click(screen.getByRole('menu'));

        expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    });

    it('closes on Escape and gives focus back to the trigger', async () => {
        const { user } = renderPage(Menu);
        await user.click(trigger());

        await user.keyboard('{Escape}');

        expect(trigger()).toHaveAttribute('aria-expanded', 'false');
        expect(trigger()).toHaveFocus();
        await waitForElementToBeRemoved(() => screen.queryByRole('menu'));
    });

    it('closes when an item is chosen, and the item acts', async () => {
        const { user } = renderPage(Menu);
        await user.click(trigger());

        await user.click(item('Second'));

        expect(trigger()).toHaveAttribute('aria-expanded', 'false');
        await waitFor(() => {
            expect(paths(server)).toEqual(['/second']);
        });
        await waitFor(() => {
            expect(screen.queryByRole('menu')).not.toBeInTheDocument();
        });
    });

    it('opens from the keyboard on the first item and moves with the arrow keys, Home and End', async () => {
        const { user } = renderPage(Menu);
        trigger().focus();

        await user.keyboard('{Enter}');
        expect(item('First')).toHaveFocus();

        await user.keyboard('{ArrowDown}');
        expect(item('Second')).toHaveFocus();

        await user.keyboard('{ArrowDown}{ArrowDown}');
        expect(item('First')).toHaveFocus();

        await user.keyboard('{ArrowUp}');
        expect(item('Third')).toHaveFocus();

        await user.keyboard('{Home}');
        expect(item('First')).toHaveFocus();

        await user.keyboard('{End}');
        expect(item('Third')).toHaveFocus();
    });

    it('opens on the last item with ArrowUp and on the first with Space or ArrowDown', async () => {
        const { user } = renderPage(Menu);
        trigger().focus();

        await user.keyboard('{ArrowUp}');
        expect(item('Third')).toHaveFocus();
        await user.keyboard('{Escape}');

        await user.keyboard(' ');
        expect(trigger()).toHaveAttribute('aria-expanded', 'true');
        expect(item('First')).toHaveFocus();
        await user.keyboard('{Escape}');

        await user.keyboard('{ArrowDown}');
        expect(item('First')).toHaveFocus();
    });

    it('after a click, the arrow keys reach the items', async () => {
        const { user } = renderPage(Menu);
        await user.click(trigger());
        expect(screen.getByRole('menu')).toHaveFocus();

        await user.keyboard('{ArrowDown}');
        expect(item('First')).toHaveFocus();
    });

    it('chooses the focused item with Enter or Space', async () => {
        const { user } = renderPage(Menu);
        trigger().focus();
        await user.keyboard('{Enter}{ArrowDown}');

        await user.keyboard(' ');

        expect(trigger()).toHaveAttribute('aria-expanded', 'false');
        await waitFor(() => {
            expect(paths(server)).toEqual(['/second']);
        });

        trigger().focus();
        await user.keyboard('{ArrowUp}');
        expect(item('Third')).toHaveFocus();
        await user.keyboard('{Enter}');
        await waitFor(() => {
            expect(server.requests.map((request) => request.method)).toEqual(['get', 'post']);
        });
    });

    it('closes when Tab moves focus on', async () => {
        const { user } = renderPage(Menu);
        trigger().focus();
        await user.keyboard('{Enter}');

        await user.keyboard('{Tab}');

        expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    });

    it('aligns the panel to the right edge by default, or to the left', async () => {
        const { user, unmount } = renderPage(Menu);
        await user.click(trigger());
        expect(screen.getByRole('menu')).toHaveClass('right-0', 'w-48');
        unmount();

        const left = renderPage(() => <Menu align="left" />);
        await left.user.click(trigger());
        expect(screen.getByRole('menu')).toHaveClass('left-0');
    });

    it('opens below the trigger by default, or above it', async () => {
        const { user, unmount } = renderPage(Menu);
        await user.click(trigger());
        expect(screen.getByRole('menu')).toHaveClass('mt-2', 'origin-top-right');
        expect(screen.getByRole('menu')).not.toHaveClass('bottom-full');
        unmount();

        const above = renderPage(() => <Menu side="top" />);
        await above.user.click(trigger());
        expect(screen.getByRole('menu')).toHaveClass('bottom-full', 'mb-2', 'origin-bottom-right');
    });
});

function Panel() {
    return (
        <div>
            <p>Outside</p>
            <Dropdown popup="dialog">
                <DropdownTrigger aria-label="Inbox, 2 unread">🔔</DropdownTrigger>
                <DropdownContent label="Inbox">
                    <h2>Inbox</h2>
                    <Link href="/one">One</Link>
                    <Link href="/two">Two</Link>
                </DropdownContent>
            </Dropdown>
            <Link href="/after">After</Link>
        </div>
    );
}

describe('Dropdown as a dialog', () => {
    const inboxTrigger = () => screen.getByRole('button', { name: 'Inbox, 2 unread' });

    beforeEach(() => {
        fakeServer('Panel');
    });

    it('opens a named dialog that may hold text as well as links', async () => {
        const { user } = renderPage(Panel);

        expect(inboxTrigger()).toHaveAttribute('aria-haspopup', 'dialog');
        await user.click(inboxTrigger());

        const dialog = screen.getByRole('dialog', { name: 'Inbox' });
        expect(dialog).toHaveFocus();
        expect(inboxTrigger()).toHaveAttribute('aria-controls', dialog.id);
        expect(screen.getByRole('heading', { name: 'Inbox' })).toBeInTheDocument();
    });

    it('lets Tab walk its links, and closes once focus leaves it', async () => {
        const { user } = renderPage(Panel);
        inboxTrigger().focus();
        await user.keyboard('{Enter}');
        expect(screen.getByRole('link', { name: 'One' })).toHaveFocus();

        await user.tab();
        expect(screen.getByRole('link', { name: 'Two' })).toHaveFocus();
        expect(inboxTrigger()).toHaveAttribute('aria-expanded', 'true');

        await user.tab();
        expect(screen.getByRole('link', { name: 'After' })).toHaveFocus();
        expect(inboxTrigger()).toHaveAttribute('aria-expanded', 'false');
    });

    it('stays open when focus goes back to its trigger, and closes on Escape', async () => {
        const { user } = renderPage(Panel);
        inboxTrigger().focus();
        await user.keyboard('{Enter}');

        await user.tab({ shift: true });
        expect(inboxTrigger()).toHaveFocus();
        expect(inboxTrigger()).toHaveAttribute('aria-expanded', 'true');

        await user.keyboard('{ArrowDown}');
        await user.click(screen.getByRole('heading', { name: 'Inbox' }));
        await user.keyboard('{Escape}');
        expect(inboxTrigger()).toHaveAttribute('aria-expanded', 'false');
        expect(inboxTrigger()).toHaveFocus();
    });

    it('closes on a click outside, or when one of its links is followed', async () => {
        const { user } = renderPage(Panel);
        const bell = inboxTrigger();
        await user.click(bell);
        await user.click(screen.getByText('Outside'));
        expect(bell).toHaveAttribute('aria-expanded', 'false');

        await user.click(bell);
        await user.click(screen.getByRole('link', { name: 'Two' }));
        expect(bell).toHaveAttribute('aria-expanded', 'false');
    });
});
