import { router } from '@inertiajs/react';
import { useEffect, useRef, useState, type ReactNode, type SubmitEvent } from 'react';

import Button from '@/Components/ui/Button';
import Modal from '@/Components/ui/Modal';
import Spinner from '@/Components/ui/Spinner';
import TextInput from '@/Components/ui/TextInput';
import { t } from '@/lib/i18n';

interface PickerDialogProps<T> {
    show: boolean;
    onClose: () => void;
    title: string;
    /** The page's optional prop that holds the choices; asked for when the dialog opens and on each search. */
    prop: string;
    /** The query parameter the server reads the search from. */
    searchParam: string;
    searchLabel: string;
    /** Undefined until the server has sent them. */
    choices: T[] | undefined;
    keyOf: (choice: T) => string | number;
    renderChoice: (choice: T) => ReactNode;
    /** Whether a choice is already taken (shown, but not offered again). */
    isChosen?: (choice: T) => boolean;
    empty: string;
    onPick: (choice: T) => void;
}

/** Asks the server for the choices matching `query`, in the page's optional prop. */
function reloadChoices(
    prop: string,
    searchParam: string,
    query: string,
    setLoading: (loading: boolean) => void,
) {
    router.reload({
        only: [prop],
        data: { [searchParam]: query },
        preserveUrl: true,
        onStart: () => {
            setLoading(true);
        },
        onFinish: () => {
            setLoading(false);
        },
    });
}

/**
 * A dialog that lists what the server offers for one of the page's choices, with a search.
 * The choices come as a partial reload of the page itself, so the form behind keeps its edits.
 */
export default function PickerDialog<T>({
    show,
    onClose,
    title,
    prop,
    searchParam,
    searchLabel,
    choices,
    keyOf,
    renderChoice,
    isChosen = () => false,
    empty,
    onPick,
}: PickerDialogProps<T>) {
    const searchRef = useRef<HTMLInputElement>(null);
    const [search, setSearch] = useState('');
    const [loading, setLoading] = useState(false);
    const searchId = `${prop}-search`;

    useEffect(() => {
        if (show) {
            reloadChoices(prop, searchParam, '', setLoading);
        }
    }, [show, prop, searchParam]);

    const submit = (event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        // The dialog is rendered in a portal, yet React still bubbles the submit to the page's form.
        event.stopPropagation();
        reloadChoices(prop, searchParam, search, setLoading);
    };

    return (
        <Modal show={show} onClose={onClose} title={title} initialFocus={searchRef}>
            <form role="search" onSubmit={submit} className="mt-4 flex gap-2">
                <label htmlFor={searchId} className="sr-only">
                    {searchLabel}
                </label>
                <TextInput
                    ref={searchRef}
                    id={searchId}
                    type="search"
                    value={search}
                    placeholder={searchLabel}
                    onChange={(event) => {
                        setSearch(event.target.value);
                    }}
                />
                <Button type="submit" variant="secondary">
                    {t('Search')}
                </Button>
            </form>
            <div className="mt-4 max-h-[60vh] overflow-y-auto" aria-busy={loading || undefined}>
                {choices === undefined ? (
                    <div className="flex justify-center py-10">
                        <Spinner label={t('Loading')} />
                    </div>
                ) : choices.length === 0 ? (
                    <p className="py-10 text-center text-sm text-neutral-600 dark:text-neutral-400">
                        {empty}
                    </p>
                ) : (
                    <ul className={`space-y-1 ${loading ? 'opacity-60' : ''}`}>
                        {choices.map((choice) => {
                            const chosen = isChosen(choice);

                            return (
                                <li key={keyOf(choice)}>
                                    <button
                                        type="button"
                                        disabled={chosen}
                                        onClick={() => {
                                            onPick(choice);
                                        }}
                                        className="flex w-full items-center gap-3 rounded-lg p-2 text-start hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-default disabled:opacity-60 disabled:hover:bg-transparent dark:hover:bg-neutral-800"
                                    >
                                        {renderChoice(choice)}
                                        {chosen && (
                                            <span className="ms-auto shrink-0 text-xs font-medium text-neutral-600 dark:text-neutral-400">
                                                {t('Added')}
                                            </span>
                                        )}
                                    </button>
                                </li>
                            );
                        })}
                    </ul>
                )}
            </div>
            <div className="mt-4 flex justify-end">
                <Button variant="secondary" onClick={onClose}>
                    {t('Cancel')}
                </Button>
            </div>
        </Modal>
    );
}
