import { expect, test, type Locator, type Page } from '@playwright/test';

import { seededAccountState } from './support/accounts';
import {
    expectHeadingsInOrder,
    expectNoSeriousViolationsInEveryLook,
} from './support/accessibility';
import { saveScreenshot, themedPage, themes } from './support/screenshots';

// The first channel of the seeded sample catalogue.
const CHANNEL = '/channel/@lenacodes';

async function box(locator: Locator) {
    const found = await locator.boundingBox();
    if (!found) {
        throw new Error('The element has no box: it is not rendered');
    }

    return { ...found, right: found.x + found.width, bottom: found.y + found.height };
}

type Box = Awaited<ReturnType<typeof box>>;

const overlap = (a: Box, b: Box) =>
    a.x < b.right - 0.5 && b.x < a.right - 0.5 && a.y < b.bottom - 0.5 && b.y < a.bottom - 0.5;

/** The featured grid's four tiles once the deferred sections arrive. */
async function featuredTiles(page: Page): Promise<Locator> {
    const tiles = page.getByRole('region', { name: 'Featured' }).getByRole('link');
    await expect(tiles).toHaveCount(4);

    return tiles;
}

/** True when every tile's caption fits inside its tile: nothing is cut at the top or mid-line. */
function captionsFit(tiles: Locator): Promise<boolean[]> {
    return tiles.evaluateAll((links) =>
        links.map((link) => {
            const caption = link.lastElementChild as HTMLElement;

            return caption.scrollHeight <= caption.clientHeight;
        }),
    );
}

for (const width of [1366, 1100]) {
    test(`at ${width} px the large featured tile and the small ones end on one line, with no empty space`, async ({
        page,
    }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/');
        const tiles = await featuredTiles(page);
        const large = await box(tiles.nth(0));
        const medium = await box(tiles.nth(1));
        const first = await box(tiles.nth(2));
        const second = await box(tiles.nth(3));
        const grid = await box(page.getByRole('region', { name: 'Featured' }));

        expect(Math.abs(first.bottom - large.bottom)).toBeLessThanOrEqual(1);
        expect(Math.abs(second.bottom - large.bottom)).toBeLessThanOrEqual(1);
        expect(Math.abs(large.y - medium.y)).toBeLessThanOrEqual(1);
        // The medium tile sits straight on the small ones, a gap apart, and the grid ends with them.
        expect(first.y - medium.bottom).toBeLessThanOrEqual(13);
        expect(grid.bottom - large.bottom).toBeLessThanOrEqual(1);
        // Near 16:9, so the large thumbnail (and a title drawn in it) is hardly cropped.
        expect(large.width / large.height).toBeGreaterThan(1.6);
        expect(large.width / large.height).toBeLessThan(1.9);
        expect(await captionsFit(tiles)).toEqual([true, true, true, true]);
    });
}

test('on a phone the featured tiles show their captions whole, titles clamped with an ellipsis', async ({
    page,
}) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const tiles = await featuredTiles(page);

    expect(await captionsFit(tiles)).toEqual([true, true, true, true]);
    for (const tile of await tiles.all()) {
        const title = tile.locator('span').last();
        expect(await title.evaluate((element) => getComputedStyle(element).webkitLineClamp)).toBe(
            '2',
        );
        const [titleBox, tileBox] = [await box(title), await box(tile)];
        expect(titleBox.y).toBeGreaterThanOrEqual(tileBox.y);
        expect(titleBox.bottom).toBeLessThanOrEqual(tileBox.bottom);
    }
});

test('home has one top heading and its sections follow in order', async ({ page }) => {
    await page.goto('/');
    await featuredTiles(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toHaveCount(1);

    await expectHeadingsInOrder(page);
    await expectNoSeriousViolationsInEveryLook(page);
});

/**
 * The colour of the focused field's outline and of the error red, as RGB, with the contrast of
 * the outline against the page. A canvas turns any CSS colour (oklch here) into RGB.
 */
function focusColours(page: Page) {
    return page.evaluate(() => {
        const rgb = (colour: string) => {
            const context = document.createElement('canvas').getContext('2d');
            if (!context) {
                throw new Error('No 2D canvas');
            }
            context.fillStyle = colour;
            context.fillRect(0, 0, 1, 1);

            return Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3));
        };
        const luminance = (channels: number[]) => {
            const [r = 0, g = 0, b = 0] = channels.map((channel) => {
                const value = channel / 255;

                return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
            });

            return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        };
        const focused = document.activeElement as HTMLElement;
        const outline = rgb(getComputedStyle(focused).outlineColor);
        const page = rgb(getComputedStyle(document.body).backgroundColor);
        const [light = 0, dark = 0] = [luminance(outline), luminance(page)].sort((a, b) => b - a);
        const root = getComputedStyle(document.documentElement);

        return {
            focusedId: focused.id,
            outline,
            focusToken: rgb(root.getPropertyValue('--color-focus')),
            errorRed: rgb(root.getPropertyValue('--color-red-600')),
            contrast: (light + 0.05) / (dark + 0.05),
        };
    });
}

for (const theme of themes) {
    test(`a field focused on load is ringed in the focus blue, not the error red (${theme})`, async ({
        browser,
    }) => {
        const { context, page } = await themedPage(browser, theme, 1366);
        await page.goto('/login');
        await expect(page.getByLabel('Email')).toBeFocused();

        const colours = await focusColours(page);

        expect(colours.focusedId).toBe('email');
        expect(colours.outline).toEqual(colours.focusToken);
        expect(colours.outline).not.toEqual(colours.errorRed);
        // The blue of the token, and a focus indicator's 3:1 against the page at least.
        const [red = 0, , blue = 0] = colours.outline;
        expect(blue).toBeGreaterThan(red + 80);
        expect(colours.contrast).toBeGreaterThanOrEqual(3);
        await context.close();
    });
}

test("a chip reached with Tab shows its whole focus ring: the scrolling row doesn't clip it", async ({
    page,
}) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    const chipsNav = page.getByRole('navigation', { name: 'Categories' });
    const row = chipsNav.getByRole('link', { name: 'All' }).locator('..');

    await chipsNav.getByRole('button', { name: 'Previous categories' }).focus();
    for (const name of ['All', 'Trending']) {
        await page.keyboard.press('Tab');
        const chip = chipsNav.getByRole('link', { name, exact: true });
        await expect(chip).toBeFocused();
        expect(await chip.evaluate((element) => element.matches(':focus-visible'))).toBe(true);

        // The ring is a 2 px shadow around the chip: all of it lies inside the row's clip.
        const [chipBox, rowBox] = [await box(chip), await box(row)];
        expect(chipBox.y - 2).toBeGreaterThanOrEqual(rowBox.y);
        expect(chipBox.bottom + 2).toBeLessThanOrEqual(rowBox.bottom);
        expect(chipBox.x - 2).toBeGreaterThanOrEqual(rowBox.x);
    }
});

test('on a phone the channel tabs show that more are hidden, and arrows scroll to them by keyboard', async ({
    page,
}) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Without the glide each press lands at once, so the test can follow the row press by press.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(CHANNEL);
    const sections = page.getByRole('navigation', { name: 'Channel sections' });
    const right = sections.getByRole('button', { name: 'Scroll tabs right' });
    const left = sections.getByRole('button', { name: 'Scroll tabs left' });
    const scrollLeft = () => sections.getByRole('list').evaluate((list) => list.scrollLeft);

    await expect(right).toBeVisible();
    await expect(left).toHaveCount(0);
    expect(await sections.getByRole('list').evaluate((list) => list.style.maskImage)).toContain(
        'transparent',
    );

    await right.focus();
    await page.keyboard.press('Enter');
    await expect.poll(scrollLeft).toBeGreaterThan(0);
    await expect(left).toBeVisible();

    // At the far end the right arrow leaves and focus moves to the left one.
    for (let press = 0; press < 6 && (await right.count()) > 0; press++) {
        const before = await scrollLeft();
        await page.keyboard.press('Enter');
        await expect.poll(scrollLeft).toBeGreaterThan(before);
    }
    await expect(right).toHaveCount(0);
    await expect(left).toBeFocused();
    const [about, row] = [
        await box(sections.getByRole('link', { name: 'About' })),
        await box(sections.getByRole('list')),
    ];
    expect(about.right).toBeLessThanOrEqual(row.right + 1);
    // The row scrolls within the page: the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
    );
});

for (const signedIn of [false, true]) {
    test(`at 390 px the header's controls do not touch, ${signedIn ? 'signed in' : 'as a guest'}; the search icon opens a header-wide search`, async ({
        browser,
    }) => {
        const storageState = signedIn
            ? await seededAccountState(browser, 'lenacodes@creators.blipstream.test')
            : undefined;
        const { context, page } = await themedPage(browser, 'light', 390, storageState);
        await page.goto('/');
        const header = page.getByRole('banner');
        const controls = [
            header.getByRole('button', { name: 'Menu', exact: true }),
            header.getByRole('link', { name: /Blipstream/ }),
            header.getByRole('button', { name: 'Open search' }),
            signedIn
                ? header.getByRole('button', { name: /^Notifications/ })
                : header.getByRole('link', { name: 'Sign In' }),
            ...(signedIn ? [header.getByRole('button', { name: 'Account menu' })] : []),
        ];

        const boxes = await Promise.all(controls.map((control) => box(control)));
        for (const [index, a] of boxes.entries()) {
            expect(a.x).toBeGreaterThanOrEqual(0);
            expect(a.right).toBeLessThanOrEqual(390);
            for (const b of boxes.slice(index + 1)) {
                expect(overlap(a, b)).toBe(false);
            }
        }
        await expect(header.getByRole('searchbox')).toBeHidden();

        await header.getByRole('button', { name: 'Open search' }).click();
        const search = header.getByRole('searchbox', { name: 'Search' });
        await expect(search).toBeFocused();
        expect((await box(header.getByRole('search'))).width).toBeGreaterThan(390 - 80);
        await expect(header.getByRole('link', { name: 'Sign In' })).toBeHidden();

        await search.fill('lisbon');
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/\/search\?q=lisbon$/);
        await context.close();
    });
}

test(
    'home, a channel and a focused form at phone and desktop widths in both themes',
    { tag: '@screenshots' },
    async ({ browser }) => {
        test.setTimeout(180_000);
        for (const theme of themes) {
            for (const width of [390, 1366]) {
                const { context, page } = await themedPage(browser, theme, width);
                const name = `${theme}-${width}`;

                await page.goto('/');
                await featuredTiles(page);
                await saveScreenshot(page, `visual-home-${name}`);
                // A mouse pointer sees the captions on hover or keyboard focus.
                const featured = page.getByRole('region', { name: 'Featured' });
                await featured.getByRole('link').nth(2).focus();
                await saveScreenshot(featured, `visual-featured-${name}`);
                await page
                    .getByRole('navigation', { name: 'Categories' })
                    .getByRole('link', { name: 'Trending' })
                    .focus();
                await saveScreenshot(
                    page.getByRole('navigation', { name: 'Categories' }),
                    `visual-chips-${name}`,
                );

                await page.goto(CHANNEL);
                await expect(
                    page.getByRole('navigation', { name: 'Channel sections' }),
                ).toBeVisible();
                await saveScreenshot(page, `visual-channel-${name}`);

                await page.goto('/login');
                await expect(page.getByLabel('Email')).toBeFocused();
                await saveScreenshot(page, `visual-login-${name}`);

                if (width === 390) {
                    await page.goto('/');
                    await page.getByRole('button', { name: 'Open search' }).click();
                    await saveScreenshot(page.getByRole('banner'), `visual-search-${name}`);
                }
                await context.close();
            }
        }
    },
);
