import ModerationNav from '@/Components/moderation/ModerationNav';
import Pagination from '@/Components/ui/Pagination';
import EmptyState from '@/Components/video/EmptyState';
import AppLayout from '@/Layouts/AppLayout';
import { formatBytes, timeAgo } from '@/lib/format';
import { currentLocale, t, tc } from '@/lib/i18n';
import type { FeedbackEntry, ReportListPage } from '@/types/models';

interface ModerationFeedbackProps {
    /** A page of App\Reports\ListPage, as the reports queue pages its rows. */
    feedback: ReportListPage<FeedbackEntry>;
}

const moodTones: Record<string, string> = {
    happy: 'bg-green-100 text-green-800 dark:bg-green-950/60 dark:text-green-300',
    neutral: 'bg-neutral-100 text-neutral-800 dark:bg-neutral-800 dark:text-neutral-200',
    sad: 'bg-red-100 text-red-800 dark:bg-red-950/60 dark:text-red-300',
};

function senderOf(entry: FeedbackEntry): string {
    if (entry.sender) {
        return entry.sender.name;
    }

    return entry.from_account ? t('Deleted account') : t('Signed-out visitor');
}

function FeedbackItem({ entry }: { entry: FeedbackEntry }) {
    const sent = new Date(entry.created_at);

    return (
        <li className="rounded-lg border border-neutral-200 p-4 dark:border-neutral-800">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <span
                    className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${moodTones[entry.mood.value] ?? moodTones.neutral}`}
                >
                    {entry.mood.label}
                </span>
                <span className="font-medium">{senderOf(entry)}</span>
                <time
                    dateTime={entry.created_at}
                    title={new Intl.DateTimeFormat(currentLocale(), {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                    }).format(sent)}
                    className="text-neutral-600 dark:text-neutral-400"
                >
                    {timeAgo(sent)}
                </time>
                {entry.include_screenshot && (
                    <span className="text-xs text-neutral-600 dark:text-neutral-400">
                        {t('Screenshot included')}
                    </span>
                )}
            </div>

            {entry.text === null ? (
                <p className="mt-2 text-sm text-neutral-600 italic dark:text-neutral-400">
                    {t('No message')}
                </p>
            ) : (
                <p className="mt-2 text-sm break-words whitespace-pre-wrap">{entry.text}</p>
            )}

            {entry.attachments.length > 0 && (
                <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('Attachments')}>
                    {entry.attachments.map((attachment) => (
                        <li key={attachment.id}>
                            <a
                                href={route('moderation.feedback.attachments.show', {
                                    attachment: attachment.id,
                                })}
                                download={attachment.name}
                                className="inline-flex max-w-full items-center gap-2 rounded-lg border border-neutral-300 px-3 py-1.5 text-sm hover:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:border-neutral-700 dark:hover:bg-neutral-800"
                            >
                                <span className="truncate">{attachment.name}</span>
                                <span className="shrink-0 text-xs text-neutral-600 tabular-nums dark:text-neutral-400">
                                    {formatBytes(attachment.size)}
                                </span>
                            </a>
                        </li>
                    ))}
                </ul>
            )}

            {(entry.page_url !== null || entry.user_agent !== null) && (
                <dl className="mt-3 grid gap-x-3 gap-y-1 text-xs text-neutral-600 sm:grid-cols-[auto_1fr] dark:text-neutral-400">
                    {entry.page_url !== null && (
                        <>
                            <dt className="font-medium">{t('Sent from')}</dt>
                            <dd className="min-w-0 break-all">
                                <a
                                    href={entry.page_url}
                                    className="underline underline-offset-2 hover:text-neutral-900 dark:hover:text-white"
                                >
                                    {entry.page_url}
                                </a>
                            </dd>
                        </>
                    )}
                    {entry.user_agent !== null && (
                        <>
                            <dt className="font-medium">{t('Browser')}</dt>
                            <dd className="min-w-0 break-all">{entry.user_agent}</dd>
                        </>
                    )}
                </dl>
            )}
        </li>
    );
}

/** /moderation/feedback: what visitors sent, newest first. Moderators only. */
export default function Feedback({ feedback }: ModerationFeedbackProps) {
    const { data, meta } = feedback;

    return (
        <AppLayout title={t('Feedback')}>
            <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6">
                <ModerationNav current="moderation.feedback" />
                <header className="mb-6">
                    <h1 id="feedback-heading" className="text-2xl font-bold">
                        {t('Feedback')}
                    </h1>
                    <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
                        {tc(
                            ':count message from visitors|:count messages from visitors',
                            meta.total,
                        )}
                    </p>
                </header>
                {data.length === 0 ? (
                    <EmptyState
                        title={t('No feedback yet')}
                        hint={t('What visitors send through Send feedback shows up here.')}
                    />
                ) : (
                    <>
                        <ul aria-labelledby="feedback-heading" className="space-y-3">
                            {data.map((entry) => (
                                <FeedbackItem key={entry.id} entry={entry} />
                            ))}
                        </ul>
                        <div className="mt-6">
                            <Pagination
                                label={t('Feedback pages')}
                                currentPage={meta.current_page}
                                lastPage={meta.last_page}
                                hrefFor={(page) =>
                                    route('moderation.feedback', page === 1 ? {} : { page })
                                }
                            />
                        </div>
                    </>
                )}
            </div>
        </AppLayout>
    );
}
