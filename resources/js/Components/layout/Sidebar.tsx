import type { SidebarState } from '@/hooks/useSidebar';
import { t } from '@/lib/i18n';

import { exploreItems, isActive, mainItems, secondaryItems } from './sidebarItems';
import SidebarLinks from './SidebarLinks';
import SidebarShell from './SidebarShell';

export const SIDEBAR_ID = 'sidebar';

/** The site navigation: the main pages, the pages still to come, then settings and help. */
export default function Sidebar({ sidebar }: { sidebar: SidebarState }) {
    const { expanded } = sidebar;

    return (
        <SidebarShell
            sidebar={sidebar}
            id={SIDEBAR_ID}
            label={t('Main')}
            backdropTestId="sidebar-backdrop"
            width="w-60"
            overlayWidth="w-64"
            besideClassName="pt-3"
            wordmark="always"
        >
            <SidebarLinks
                items={mainItems}
                isActive={isActive}
                expanded={expanded}
                tone="neutral"
            />
            <hr className="my-3 border-neutral-200 dark:border-neutral-800" />
            <SidebarLinks
                items={exploreItems}
                isActive={isActive}
                expanded={expanded}
                tone="neutral"
            />
            <hr className="my-3 border-neutral-200 dark:border-neutral-800" />
            <SidebarLinks
                items={secondaryItems}
                isActive={isActive}
                expanded={expanded}
                tone="neutral"
            />
        </SidebarShell>
    );
}
