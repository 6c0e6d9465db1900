import Icon, { type IconProps } from './Icon';

export default function MusicIcon(props: IconProps) {
    return (
        <Icon {...props}>
            <path d="M9 18V5.5l11-2V16" />
            <circle cx="6" cy="18" r="3" />
            <circle cx="17" cy="16" r="3" />
        </Icon>
    );
}
