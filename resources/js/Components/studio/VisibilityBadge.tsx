import Badge, { type BadgeTone } from '@/Components/ui/Badge';
import type { Visibility } from '@/types/models';

// Spec §4: green public, red private, yellow otherwise.
const tones: Record<Visibility, BadgeTone> = {
    public: 'green',
    private: 'red',
    unlisted: 'yellow',
};

const labels: Record<Visibility, string> = {
    public: 'Public',
    private: 'Private',
    unlisted: 'Unlisted',
};

export function visibilityLabel(visibility: Visibility): string {
    return labels[visibility];
}

export default function VisibilityBadge({ visibility }: { visibility: Visibility }) {
    return <Badge tone={tones[visibility]}>{labels[visibility]}</Badge>;
}
