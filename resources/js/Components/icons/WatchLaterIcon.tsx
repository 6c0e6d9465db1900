import Icon, { type IconProps } from './Icon';

export default function WatchLaterIcon(props: IconProps) {
    return (
        <Icon {...props}>
            <circle cx="12" cy="12" r="8.5" />
            <path d="M12 7.5V12l3.5 2" />
        </Icon>
    );
}
