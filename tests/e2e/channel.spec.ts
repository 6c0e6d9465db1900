import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { crc32, deflateSync } from 'node:zlib';

import { registerAndVerify } from './support/accounts';
import { themes, widths, themedPage, saveScreenshot } from './support/screenshots';

/** A PNG of one colour, encoded here so the test needs no image files. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
    const chunk = (type: string, data: Buffer) => {
        const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
        const length = Buffer.alloc(4);
        length.writeUInt32BE(data.length);
        const crc = Buffer.alloc(4);
        crc.writeUInt32BE(crc32(body));
        return Buffer.concat([length, body, crc]);
    };

    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(height, 4);
    header.writeUInt8(8, 8); // bits per channel
    header.writeUInt8(2, 9); // truecolour RGB

    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
        row.set([r, g, b], 1 + x * 3);
    }
    const pixels = Buffer.concat(Array.from({ length: height }, () => row));

    return Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        chunk('IHDR', header),
        chunk('IDAT', deflateSync(pixels)),
        chunk('IEND', Buffer.alloc(0)),
    ]);
}

test('a new user verifies their address, creates a channel with images and lands in the studio', async ({
    page,
}) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const channelName = `Night Owls ${Date.now()}`;

    await registerAndVerify(page, 'Channel Tester');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Create Channel' }).click();
    await expect(page).toHaveURL('/create-channel');
    await expect(page).toHaveTitle('Create Channel | Blipstream');

    await page.getByLabel('Channel Banner').setInputFiles({
        name: 'banner.png',
        mimeType: 'image/png',
        buffer: png(1280, 720, [30, 64, 175]),
    });
    await page.getByLabel('Profile Picture').setInputFiles({
        name: 'avatar.png',
        mimeType: 'image/png',
        buffer: png(400, 400, [220, 38, 38]),
    });
    await expect(page.getByAltText('Channel Banner preview')).toBeVisible();
    await expect(page.getByAltText('Profile Picture preview')).toBeVisible();
    await page.getByLabel('Channel Name').fill(channelName);
    await page.getByLabel('Channel Description').fill('Late-night shows about the sky.');
    await page.getByRole('button', { name: 'Create Channel' }).click();

    await expect(page).toHaveURL('/studio/dashboard');
    await expect(page).toHaveTitle('Dashboard - Studio | Blipstream');
    await expect(page.getByRole('status')).toHaveText('Your channel has been created.');
    await expect(page.getByTestId('studio-channel-name')).toHaveText(channelName);
    await expect(page.getByRole('heading', { name: 'No videos yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upload Video', exact: true })).toHaveAttribute(
        'href',
        /\/studio\/upload\/video$/,
    );

    // The re-encoded picture is served from the public disk.
    const avatar = page.getByRole('navigation', { name: 'Studio' }).locator('img');
    await expect(avatar).toHaveAttribute(
        'src',
        /\/storage\/channels\/\d+\/avatar-[A-Za-z0-9]+\.webp$/,
    );
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Your Channel' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Create Channel' })).toHaveCount(0);

    // With a channel, the create page sends the user back to the studio.
    await page.goto('/create-channel');
    await expect(page).toHaveURL('/studio/dashboard');
    expect(errors).toEqual([]);
});

test('an SVG profile picture is refused with the alert and the field error', async ({ page }) => {
    await registerAndVerify(page, 'Svg Tester');
    await page.goto('/create-channel');

    await page.getByLabel('Profile Picture').setInputFiles({
        name: 'avatar.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400"/></svg>',
        ),
    });
    await page.getByLabel('Channel Name').fill('Vector Fans');
    await page.getByRole('button', { name: 'Create Channel' }).click();

    await expect(page.getByRole('alert')).toHaveText(
        'Validation failed. Please check your inputs.',
    );
    await expect(page.getByLabel('Profile Picture')).toHaveAccessibleDescription(
        /The profile picture must be a JPEG, PNG, WebP or GIF image\./,
    );
    await expect(page).toHaveURL('/create-channel');
});

type SignedIn = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Saves storage/screenshots/{name}-{theme}-{width}.png for a signed-in page. */
async function screenshots(browser: Browser, storageState: SignedIn, path: string, name: string) {
    for (const theme of themes) {
        for (const width of widths) {
            const { context, page } = await themedPage(browser, theme, width, storageState);

            await page.goto(path, { waitUntil: 'networkidle' });
            await expect(page).toHaveURL(path);
            await expect(page).toHaveTitle(/ \| Blipstream$/);
            await saveScreenshot(page, `${name}-${theme}-${width}`, { fullPage: true });

            await context.close();
        }
    }
}

test(
    'create channel and studio dashboard in both themes at phone and desktop widths',
    { tag: '@screenshots' },
    async ({ browser, page }) => {
        // Eight full-page captures on a two-core machine.
        test.setTimeout(180_000);
        await registerAndVerify(page, 'Screenshot Tester');
        await screenshots(
            browser,
            await page.context().storageState(),
            '/create-channel',
            'create-channel',
        );

        await page.goto('/create-channel');
        await page.getByLabel('Channel Banner').setInputFiles({
            name: 'banner.png',
            mimeType: 'image/png',
            buffer: png(2048, 1152, [124, 58, 237]),
        });
        await page.getByLabel('Profile Picture').setInputFiles({
            name: 'avatar.png',
            mimeType: 'image/png',
            buffer: png(800, 800, [234, 88, 12]),
        });
        await page.getByLabel('Channel Name').fill('Screenshot Studio');
        await page.getByRole('button', { name: 'Create Channel' }).click();
        await expect(page).toHaveURL('/studio/dashboard');

        await screenshots(
            browser,
            await page.context().storageState(),
            '/studio/dashboard',
            'studio-dashboard',
        );
    },
);

test('on a phone the studio sidebar opens over the page and closes on navigation', async ({
    page,
}) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await registerAndVerify(page, 'Phone Tester');
    await page.goto('/create-channel');
    await page.getByLabel('Channel Name').fill('Pocket Studio');
    await page.getByRole('button', { name: 'Create Channel' }).click();
    await expect(page).toHaveURL('/studio/dashboard');

    const nav = page.getByRole('navigation', { name: 'Studio' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(nav).toBeVisible();
    await expect(nav.getByText('Pocket Studio')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
        'aria-current',
        'page',
    );
    await saveScreenshot(page, 'studio-sidebar-open-390');

    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(nav).toBeHidden();
});
