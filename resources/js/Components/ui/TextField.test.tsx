import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import TextField from './TextField';

describe('TextField', () => {
    it('labels its input and names it after its id', () => {
        render(<TextField id="email" label="Email" type="email" defaultValue="" />);

        const input = screen.getByLabelText('Email');
        expect(input).toHaveAttribute('name', 'email');
        expect(input).toHaveAttribute('type', 'email');
        expect(input).not.toHaveAttribute('aria-invalid');
    });

    it('shows its error under the input and points the input at it', () => {
        render(<TextField id="email" label="Email" error="The email field is required." />);

        const input = screen.getByLabelText('Email');
        expect(input).toHaveAttribute('aria-invalid', 'true');
        expect(input).toHaveAccessibleDescription('The email field is required.');
    });
});
