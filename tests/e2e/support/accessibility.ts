import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

import { saveScreenshot, themes } from './screenshots';

/**
 * axe-core on the page, asked for its violations only. Legacy mode runs axe.run in the page
 * itself: the default mode finishes every run in a blank page it opens for the purpose, which
 * made a run take 1.2–2 s instead of 0.1–0.3 s, and gains only cross-origin frames, which
 * the app has none of (its policy lets no page be framed, and it frames none).
 */
export function axeOn(page: Page): AxeBuilder {
    return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
}

/** Runs axe-core on the page as it stands: no serious or critical violation may be left. */
export async function expectNoSeriousViolations(
    page: Page,
    rules?: readonly string[],
): Promise<void> {
    const builder = axeOn(page);
    const results = await (rules ? builder.withRules([...rules]) : builder).analyze();
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
    const results = await axeOn(page)
        .withRules(['page-has-heading-one', 'heading-order'])
        .analyze();

    expect(
        results.violations.map(
            (violation) =>
                `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
    ).toEqual([]);
}

/** The looks a page is checked in: both themes, at a phone's width and a laptop's. */
export const LOOK_WIDTHS = [390, 1366] as const;

/** The rules whose answer depends on the page's colours. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/**
 * Runs the check above in both themes at 390 and 1366 px on the page as loaded: the theme
 * follows the device's colour scheme and the layout the width, both live, so one load serves
 * the four looks where four fresh pages would cost the browser four times the work. A page
 * whose theme is chosen in its settings would not follow; the seeded accounts keep the device's.
 * The theme changes colours and nothing else in the page, so the second theme at a width is
 * checked by the colour rules alone (an axe run costs 1–2.5 s on a full page, mostly outside
 * them). Given a name, each look is also saved as {name}-{theme}-{width} when pictures are
 * asked for.
 */
export async function expectNoSeriousViolationsInEveryLook(
    page: Page,
    name?: string,
    widths: readonly number[] = LOOK_WIDTHS,
): Promise<void> {
    for (const width of widths) {
        await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
        for (const [index, theme] of themes.entries()) {
            await page.emulateMedia({ colorScheme: theme });
            const html = page.locator('html');
            await (theme === 'dark'
                ? expect(html).toHaveClass(/\bdark\b/)
                : expect(html).not.toHaveClass(/\bdark\b/));
            // Colours ease from one theme to the other; contrast is measured once they have.
            await page.evaluate(() =>
                Promise.all(
                    document
                        .getAnimations()
                        .filter((animation) => animation instanceof CSSTransition)
                        .map((animation) => animation.finished.catch(() => undefined)),
                ),
            );
            await expectNoSeriousViolations(page, index === 0 ? undefined : COLOUR_RULES);
            if (name !== undefined) {
                await saveScreenshot(page, `${name}-${theme}-${String(width)}`, { fullPage: true });
            }
        }
    }
}
