import Badge, { type BadgeTone } from '@/Components/ui/Badge';
import type { ReportRow, ReportStatusValue } from '@/types/models';

/** Spec §4: Under review yellow, Reviewed blue, Action taken green. */
const tones: Record<ReportStatusValue, BadgeTone> = {
    under_review: 'yellow',
    reviewed: 'blue',
    action_taken: 'green',
};

/** Where a report stands, in the spec's colours. */
export default function ReportStatusBadge({ status }: { status: ReportRow['status'] }) {
    return <Badge tone={tones[status.value]}>{status.label}</Badge>;
}
