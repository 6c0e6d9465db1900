import Icon, { type IconProps } from './Icon';

/** The channel's heart on a comment; `filled` once given. */
export default function HeartIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
    return (
        <Icon {...props}>
            <path
                d="M12 20s-7.5-4.4-7.5-10.1A4.4 4.4 0 0 1 12 7.1a4.4 4.4 0 0 1 7.5 2.8C19.5 15.6 12 20 12 20z"
                fill={filled ? 'currentColor' : 'none'}
            />
        </Icon>
    );
}
