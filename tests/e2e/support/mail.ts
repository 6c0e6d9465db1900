import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// scripts/e2e-server.sh logs mail into the single log file.
const MAIL_LOG = join(import.meta.dirname, '..', '..', '..', 'storage', 'logs', 'laravel.log');

/**
 * The first link to `path` (such as /verify-email/) in the last mail sent to this address,
 * undoing the mail's quoted-printable encoding.
 */
export function mailedLinkFor(email: string, path: string): string | null {
    const log = readFileSync(MAIL_LOG, 'utf8');
    const mail = log.slice(log.lastIndexOf(`To: ${email}`));
    const text = mail
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=')
        .replace(/&amp;/g, '&');
    const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const link = new RegExp(`https?://[^\\s"'<>()\\]]+${escaped}[^\\s"'<>()\\]]+`).exec(text);

    return link ? link[0] : null;
}
