import { useState } from 'react';

import MoreIcon from '@/Components/icons/MoreIcon';
import ReportMenuItem from '@/Components/reports/ReportMenuItem';
import LazyReportVideoDialog from '@/Components/reports/LazyReportVideoDialog';
import { Dropdown, DropdownContent, DropdownLink, DropdownTrigger } from '@/Components/ui/Dropdown';
import { t } from '@/lib/i18n';
import type { Option } from '@/types/models';

/**
 * The watch page's "more" menu beside Share: Report for viewers (with its dialog), Edit in
 * Studio for the video's owner, who cannot report their own video.
 */
export default function WatchMoreMenu({
    videoId,
    isOwner,
    reportReasons,
}: {
    videoId: string;
    isOwner: boolean;
    reportReasons: Option[];
}) {
    const [reporting, setReporting] = useState(false);
    // Kept once opened, so the dialog can play its closing transition.
    const [askedToReport, setAskedToReport] = useState(false);

    return (
        <>
            <Dropdown>
                <DropdownTrigger
                    aria-label={t('More actions')}
                    className="flex size-9 items-center justify-center rounded-full bg-neutral-100 hover:bg-neutral-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:bg-neutral-800 dark:hover:bg-neutral-700"
                >
                    <MoreIcon className="size-5" />
                </DropdownTrigger>
                <DropdownContent widthClassName="w-56">
                    {isOwner ? (
                        <DropdownLink href={route('studio.videos.edit', videoId)}>
                            {t('Edit in Studio')}
                        </DropdownLink>
                    ) : (
                        <ReportMenuItem
                            onReport={() => {
                                setAskedToReport(true);
                                setReporting(true);
                            }}
                        />
                    )}
                </DropdownContent>
            </Dropdown>
            {!isOwner && askedToReport && (
                <LazyReportVideoDialog
                    videoId={videoId}
                    reasons={reportReasons}
                    show={reporting}
                    onClose={() => {
                        setReporting(false);
                    }}
                />
            )}
        </>
    );
}
