/**
 * Copies the absolute link of an in-app path (a watch or blip link) to the clipboard.
 *
 * @returns false when the browser refused (no clipboard permission, an insecure origin)
 */
export async function copyLink(path: string): Promise<boolean> {
    try {
        await navigator.clipboard.writeText(new URL(path, window.location.origin).toString());

        return true;
    } catch {
        return false;
    }
}
