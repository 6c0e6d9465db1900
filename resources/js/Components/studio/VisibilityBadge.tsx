import Badge, { type BadgeTone } from '@/Components/ui/Badge';
import { t, translatable } from '@/lib/i18n';
import type { Visibility } from '@/types/models';

// Spec §4: green public, red private, yellow otherwise.
const tones: Record<Visibility, BadgeTone> = {
    public: 'green',
    private: 'red',
    unlisted: 'yellow',
};

const labels: Record<Visibility, string> = {
    public: translatable('Public'),
    private: translatable('Private'),
    unlisted: translatable('Unlisted'),
};

export function visibilityLabel(visibility: Visibility): string {
    return t(labels[visibility]);
}

export default function VisibilityBadge({ visibility }: { visibility: Visibility }) {
    return <Badge tone={tones[visibility]}>{visibilityLabel(visibility)}</Badge>;
}
