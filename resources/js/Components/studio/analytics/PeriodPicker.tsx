import TabBar from '@/Components/video/TabBar';
import { t } from '@/lib/i18n';
import type { Option } from '@/types/models';

import type { AnalyticsPeriod } from './types';

/** The page's figures; the picker reloads them and nothing else. */
const FIGURES = ['overview', 'viewsChart', 'topVideos', 'audience', 'monetisation', 'realtime'];

export const DEFAULT_PERIOD: AnalyticsPeriod = '28d';

/**
 * The analytics period as links (`?period=7d`…; the default 28 days leaves it out), so each
 * period has its own address and works without scripts.
 */
export default function PeriodPicker({
    path,
    periods,
    active,
}: {
    /** The page the periods apply to: the channel's analytics or one video's. */
    path: string;
    periods: Option[];
    active: AnalyticsPeriod;
}) {
    return (
        <TabBar
            label={t('Period')}
            path={path}
            param="period"
            options={periods}
            active={active}
            defaultValue={DEFAULT_PERIOD}
            reload={FIGURES}
        />
    );
}
