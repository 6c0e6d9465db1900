import { useForm } from '@inertiajs/react';
import { useId, type SubmitEvent } from 'react';

import Button from '@/Components/ui/Button';
import InputError, { errorIdFor } from '@/Components/ui/InputError';
import { t } from '@/lib/i18n';

export const COMMENT_MAX_LENGTH = 10000;

export default function CommentForm({
    videoId,
    parentId = null,
    autoFocus = false,
    onPosted,
    onCancel,
}: {
    videoId: string;
    parentId?: number | null;
    autoFocus?: boolean;
    onPosted?: () => void;
    onCancel?: () => void;
}) {
    const id = useId();
    const fieldId = `${id}-body`;
    const { data, setData, post, processing, errors, reset, clearErrors } = useForm({
        body: '',
        parent_id: parentId,
    });
    const isReply = parentId !== null;

    const submit = (event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        post(route('comments.store', { video: videoId }), {
            preserveScroll: true,
            preserveState: true,
            only: ['comments', 'video'],
            reset: ['comments'],
            onSuccess: () => {
                reset('body');
                onPosted?.();
            },
        });
    };

    return (
        <form onSubmit={submit} className="flex-1">
            <label htmlFor={fieldId} className="sr-only">
                {isReply ? t('Your reply') : t('Add a comment')}
            </label>
            <textarea
                id={fieldId}
                name="body"
                rows={isReply ? 2 : 3}
                value={data.body}
                maxLength={COMMENT_MAX_LENGTH}
                required
                autoFocus={autoFocus}
                placeholder={isReply ? t('Add a reply…') : t('Add a comment…')}
                aria-invalid={errors.body ? true : undefined}
                aria-describedby={errors.body ? errorIdFor(fieldId) : undefined}
                onChange={(event) => {
                    setData('body', event.target.value);
                }}
                className="w-full resize-y rounded-lg border border-neutral-300 bg-white px-3 py-2 text-sm focus:border-focus focus:ring-1 focus:ring-focus focus:outline-none dark:border-neutral-700 dark:bg-neutral-900"
            />
            <InputError
                forId={fieldId}
                message={errors.body ?? errors.parent_id}
                className="mt-1"
            />
            <div className="mt-2 flex justify-end gap-2">
                {(isReply || data.body !== '') && (
                    <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => {
                            reset('body');
                            clearErrors();
                            onCancel?.();
                        }}
                    >
                        {t('Cancel')}
                    </Button>
                )}
                <Button
                    type="submit"
                    size="sm"
                    processing={processing}
                    disabled={data.body.trim() === ''}
                >
                    {isReply ? t('Reply') : t('Comment')}
                </Button>
            </div>
        </form>
    );
}
