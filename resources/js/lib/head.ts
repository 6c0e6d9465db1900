const ATTRIBUTE_ESCAPES: Record<string, string> = {
    '&': '&amp;',
    '"': '&quot;',
    '<': '&lt;',
    '>': '&gt;',
};

const escapeAttribute = (value: string) =>
    value.replace(/[&"<>]/g, (character) => ATTRIBUTE_ESCAPES[character] ?? character);

/**
 * The <head> elements the server names for a page, as Inertia's head manager takes them: the
 * root template (app.blade.php) writes the same on a first load, and the shared key lets the
 * manager replace that element on each visit rather than add another. A response that did
 * not pass through the app's middleware (an early error) has none.
 */
export function serverHead(props: Record<string, unknown>): string[] {
    const description = props.metaDescription;

    return typeof description === 'string'
        ? [
              `<meta name="description" content="${escapeAttribute(description)}" data-inertia="description">`,
          ]
        : [];
}
