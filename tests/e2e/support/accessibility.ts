import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Runs axe-core on the page as it stands: no serious or critical violation may be left. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );

    expect(
        serious.map(
            (violation) =>
                `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
    ).toEqual([]);
}

/**
 * Runs axe-core's heading rules alone, whatever their impact (heading-order is a "moderate"
 * one, which the check above lets pass): one top heading, and no level skipped on the way down.
 */
export async function expectHeadingsInOrder(page: Page): Promise<void> {
    const results = await new AxeBuilder({ page })
        .withRules(['page-has-heading-one', 'heading-order'])
        .analyze();

    expect(
        results.violations.map(
            (violation) =>
                `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
    ).toEqual([]);
}
