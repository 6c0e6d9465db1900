import Icon, { type IconProps } from './Icon';

export default function PlaybackIcon(props: IconProps) {
    return (
        <Icon {...props}>
            <rect x="3" y="5" width="18" height="14" rx="3" />
            <path d="M10 9.5v5l4.5-2.5z" />
        </Icon>
    );
}
