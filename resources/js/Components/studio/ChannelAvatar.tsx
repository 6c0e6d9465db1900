import { initialOf } from '@/Components/layout/AccountMenu';

/** A channel's picture, or the first letter of its name on a red disc when it has none. */
export default function ChannelAvatar({
    name,
    url,
    className = 'size-10 text-base',
}: {
    name: string;
    url: string | null;
    className?: string;
}) {
    if (url) {
        return (
            <img
                src={url}
                alt=""
                className={`shrink-0 rounded-full bg-neutral-200 object-cover dark:bg-neutral-800 ${className}`}
            />
        );
    }

    return (
        <span
            aria-hidden="true"
            className={`flex shrink-0 items-center justify-center rounded-full bg-red-600 font-semibold text-white ${className}`}
        >
            {initialOf(name)}
        </span>
    );
}
