import { Link, useForm } from '@inertiajs/react';
import { useId, useState, type SubmitEvent } from 'react';

import Button, { buttonClassName } from '@/Components/ui/Button';
import InputError, { errorIdFor } from '@/Components/ui/InputError';
import InputLabel from '@/Components/ui/InputLabel';
import Modal from '@/Components/ui/Modal';
import TextArea from '@/Components/ui/TextArea';
import { t } from '@/lib/i18n';
import type { PageProps } from '@/types';
import type { Option } from '@/types/models';

/** Mirrors App\Models\Report::DETAILS_MAX_LENGTH. */
export const REPORT_DETAILS_MAX = 500;

/**
 * Reporting a video: a reason from the fixed list, optional details, then a confirmation that
 * points to Report History. Reporting the same video again rewrites the open report.
 */
export default function ReportVideoDialog({
    videoId,
    reasons,
    show,
    onClose,
}: {
    /** The public id of the video reported. */
    videoId: string;
    reasons: Option[];
    show: boolean;
    onClose: () => void;
}) {
    const id = useId();
    const form = useForm({ reason: '', details: '' });
    const { data, errors, processing } = form;
    /** The server's answer once the report is in ("Thanks for reporting."). */
    const [sent, setSent] = useState<string | null>(null);
    const [wasShown, setWasShown] = useState(show);
    const detailsId = `${id}-details`;
    const reasonsId = `${id}-reasons`;

    // The confirmation stays while the dialog fades out, and gives way to the form on the next opening.
    if (show !== wasShown) {
        setWasShown(show);
        if (show) {
            setSent(null);
        }
    }

    const close = () => {
        onClose();
        form.reset();
        form.clearErrors();
    };

    const submit = (event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        form.post(route('videos.report.store', { video: videoId }), {
            only: ['flash'],
            preserveScroll: true,
            preserveState: true,
            onSuccess: (page) => {
                setSent(
                    (page.props as Partial<PageProps>).flash?.status ?? t('Thanks for reporting.'),
                );
            },
        });
    };

    if (sent !== null) {
        return (
            <Modal show={show} onClose={close} title={t('Report sent')} maxWidth="md">
                <p className="mt-2 text-sm">{sent}</p>
                <p className="mt-2 text-sm text-neutral-600 dark:text-neutral-400">
                    {t(
                        'Our moderators will review the video. You can follow your report in Report History.',
                    )}
                </p>
                <div className="mt-6 flex flex-wrap justify-end gap-3">
                    <Link href={route('report-history')} className={buttonClassName('secondary')}>
                        {t('Report History')}
                    </Link>
                    <Button onClick={close}>{t('Close')}</Button>
                </div>
            </Modal>
        );
    }

    return (
        <Modal show={show} onClose={close} title={t('Report video')} maxWidth="md">
            <form onSubmit={submit} noValidate>
                <fieldset
                    className="mt-4"
                    aria-describedby={errors.reason ? errorIdFor(reasonsId) : undefined}
                >
                    <legend className="text-sm text-neutral-600 dark:text-neutral-400">
                        {t('What’s going on? Choose the reason that fits best.')}
                    </legend>
                    <div className="mt-2 space-y-0.5">
                        {reasons.map((reason) => (
                            <label
                                key={reason.value}
                                className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 text-sm hover:bg-neutral-100 has-checked:bg-red-50 has-checked:font-medium dark:hover:bg-neutral-800 dark:has-checked:bg-red-950/40"
                            >
                                <input
                                    type="radio"
                                    name="reason"
                                    value={reason.value}
                                    checked={data.reason === reason.value}
                                    onChange={() => {
                                        form.setData('reason', reason.value);
                                        form.clearErrors('reason');
                                    }}
                                    className="size-4 shrink-0 accent-red-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
                                />
                                {reason.label}
                            </label>
                        ))}
                    </div>
                    <InputError forId={reasonsId} message={errors.reason} className="mt-2" />
                </fieldset>

                <div className="mt-4">
                    <InputLabel htmlFor={detailsId} value={t('Details (optional)')} />
                    <TextArea
                        id={detailsId}
                        name="details"
                        rows={3}
                        maxLength={REPORT_DETAILS_MAX}
                        value={data.details}
                        error={errors.details}
                        aria-describedby={
                            errors.details
                                ? `${errorIdFor(detailsId)} ${detailsId}-count`
                                : `${detailsId}-count`
                        }
                        placeholder={t('What should our moderators know?')}
                        className="mt-1"
                        onChange={(event) => {
                            form.setData('details', event.target.value);
                        }}
                    />
                    <div className="mt-1 flex gap-3">
                        <InputError forId={detailsId} message={errors.details} className="flex-1" />
                        <p
                            id={`${detailsId}-count`}
                            className="ms-auto text-xs text-neutral-600 tabular-nums dark:text-neutral-400"
                        >
                            {data.details.length}/{REPORT_DETAILS_MAX}
                        </p>
                    </div>
                </div>

                <div className="mt-6 flex justify-end gap-3">
                    <Button variant="secondary" onClick={close}>
                        {t('Cancel')}
                    </Button>
                    <Button type="submit" disabled={data.reason === ''} processing={processing}>
                        {t('Report')}
                    </Button>
                </div>
            </form>
        </Modal>
    );
}
