import { expect, test } from '@playwright/test';

import {
    expectHeadingsInOrder,
    expectNoSeriousViolations,
    expectNoSeriousViolationsInEveryLook,
} from './support/accessibility';

// The suite's accessibility checks pass on every page; this shows they would fail on a page
// that broke a rule, in the way the checks run them.
test('the accessibility checks fail on a nameless button, faint text and a skipped heading', async ({
    page,
}) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.evaluate(() => {
        const main = document.querySelector('main') ?? document.body;
        main.insertAdjacentHTML(
            'beforeend',
            '<button type="button" id="nameless"></button>' +
                '<p id="faint" style="color:#777;background:#888">Barely there</p>' +
                '<h6 id="skipped">Far down</h6>',
        );
    });
    await expect(expectNoSeriousViolations(page)).rejects.toThrow(/button-name: #nameless/);
    await expect(expectNoSeriousViolations(page, ['color-contrast'])).rejects.toThrow(
        /color-contrast: #faint/,
    );
    await expect(expectNoSeriousViolationsInEveryLook(page)).rejects.toThrow(/#nameless/);
    await expect(expectHeadingsInOrder(page)).rejects.toThrow(/heading-order: #skipped/);
});
