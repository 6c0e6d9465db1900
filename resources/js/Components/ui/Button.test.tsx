import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import Button from './Button';

describe('Button', () => {
    it('is an enabled, non-submitting button by default', async () => {
        const onClick = vi.fn();
        render(<Button onClick={onClick}>Save</Button>);

        const button = screen.getByRole('button', { name: 'Save' });
        expect(button).toBeEnabled();
        expect(button).toHaveAttribute('type', 'button');
        expect(button).not.toHaveAttribute('aria-busy');

        await userEvent.click(button);
        expect(onClick).toHaveBeenCalledTimes(1);
    });

    it('is disabled and busy while processing, so a second click cannot resubmit', async () => {
        const onSubmit = vi.fn((event: SubmitEvent) => {
            event.preventDefault();
        });
        render(
            <form
                onSubmit={(event) => {
                    onSubmit(event.nativeEvent);
                }}
            >
                <Button type="submit" processing>
                    Log in
                </Button>
            </form>,
        );

        const button = screen.getByRole('button', { name: 'Log in' });
        expect(button).toBeDisabled();
        expect(button).toHaveAttribute('aria-busy', 'true');

        await userEvent.click(button);
        expect(onSubmit).not.toHaveBeenCalled();
    });

    it('submits its form when it is a submit button', async () => {
        const onSubmit = vi.fn((event: SubmitEvent) => {
            event.preventDefault();
        });
        render(
            <form
                onSubmit={(event) => {
                    onSubmit(event.nativeEvent);
                }}
            >
                <Button type="submit">Log in</Button>
            </form>,
        );

        await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
        expect(onSubmit).toHaveBeenCalledTimes(1);
    });

    it('styles each variant differently', () => {
        render(
            <>
                <Button variant="primary">One</Button>
                <Button variant="secondary">Two</Button>
                <Button variant="danger">Three</Button>
            </>,
        );

        const classes = ['One', 'Two', 'Three'].map(
            (name) => screen.getByRole('button', { name }).className,
        );
        expect(new Set(classes).size).toBe(3);
    });
});
